/*
 * What an operator sets for tours (environment, documented in packages/api's README). Every value is
 * checked at start; a malformed one stops the server with a message naming the variable.
 */

export interface CancellationTier {
  /** Applies when cancelling at least this many days before departure. */
  minDaysBefore: number;
  /**
   * Share of the booking's total price given back, less whatever of it is still unpaid (the rule is
   * `refundFor` in tour-pricing.ts).
   */
  refundPercent: number;
  /** The deposit is kept (taken off the share) under this tier. */
  keepsDeposit: boolean;
}

export interface TourSettings {
  /** Seats and rooms a new departure gets. */
  seats: number;
  singleRooms: number;
  doubleRooms: number;
  /** Per person, minor units of the tour currency. */
  depositPerPerson: number;
  /** The balance is due this many days before departure; inside it a booking pays in full. */
  balanceDays: number;
  /** An unpaid balance this many days past due cancels the booking under the policy. */
  graceDays: number;
  /** The balance reminder goes out this many days before the due date. */
  reminderDays: number;
  /** Bookings close this many days before departure. */
  closeDays: number;
  holdMinutes: number;
  /** How long a waitlist offer keeps its seats. */
  offerHours: number;
  /** At or under this many seats a departure shows "few seats left". */
  fewSeats: number;
  /** Most travellers in one booking. */
  maxTravellers: number;
  /** Highest minDaysBefore first. */
  policy: CancellationTier[];
}

export const DEFAULT_POLICY: CancellationTier[] = [
  { minDaysBefore: 91, refundPercent: 100, keepsDeposit: true },
  { minDaysBefore: 60, refundPercent: 50, keepsDeposit: false },
  { minDaysBefore: 0, refundPercent: 0, keepsDeposit: false },
];

export const DEFAULT_TOUR_SETTINGS: TourSettings = {
  seats: 28,
  singleRooms: 10,
  doubleRooms: 14,
  depositPerPerson: 50_000,
  balanceDays: 90,
  graceDays: 7,
  reminderDays: 14,
  closeDays: 3,
  holdMinutes: 15,
  offerHours: 48,
  fewSeats: 5,
  maxTravellers: 8,
  policy: DEFAULT_POLICY,
};

/** "More than 90 days before departure: everything but the deposit." */
export function describeTier(tier: CancellationTier, higher: CancellationTier | undefined): string {
  const range = higher
    ? `${tier.minDaysBefore}–${higher.minDaysBefore - 1} days`
    : `${tier.minDaysBefore} days or more`;
  const when =
    tier.minDaysBefore === 0 && higher
      ? `Less than ${higher.minDaysBefore} days`
      : `${range.charAt(0).toUpperCase()}${range.slice(1)}`;
  const what =
    tier.refundPercent === 0
      ? 'no refund'
      : tier.refundPercent === 100
        ? tier.keepsDeposit
          ? 'everything paid except the deposit is refunded'
          : 'everything paid is refunded'
        : `what was paid is refunded, less ${100 - tier.refundPercent}% of the total price${tier.keepsDeposit ? ' and the deposit' : ''} (nothing when that is more than was paid)`;
  return `${when} before departure: ${what}.`;
}

function parsePolicy(raw: string): CancellationTier[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new Error(
      'TOURS_CANCELLATION_POLICY must be JSON: [{"minDaysBefore":91,"refundPercent":100,"keepsDeposit":true}, …]',
    );
  }
  if (!Array.isArray(parsed) || parsed.length === 0)
    throw new Error('TOURS_CANCELLATION_POLICY must be a non-empty array of tiers');
  const tiers = parsed.map((t: unknown, i) => {
    const tier = (t ?? {}) as Record<string, unknown>;
    const { minDaysBefore, refundPercent, keepsDeposit } = tier;
    if (
      typeof minDaysBefore !== 'number' ||
      !Number.isInteger(minDaysBefore) ||
      minDaysBefore < 0 ||
      minDaysBefore > 3650
    )
      throw new Error(
        `TOURS_CANCELLATION_POLICY[${i}].minDaysBefore must be a whole number of days, 0–3650`,
      );
    if (
      typeof refundPercent !== 'number' ||
      !Number.isInteger(refundPercent) ||
      refundPercent < 0 ||
      refundPercent > 100
    )
      throw new Error(`TOURS_CANCELLATION_POLICY[${i}].refundPercent must be 0–100`);
    if (typeof keepsDeposit !== 'boolean')
      throw new Error(`TOURS_CANCELLATION_POLICY[${i}].keepsDeposit must be true or false`);
    return { minDaysBefore, refundPercent, keepsDeposit };
  });
  tiers.sort((a, b) => b.minDaysBefore - a.minDaysBefore);
  if (tiers.at(-1)!.minDaysBefore !== 0)
    throw new Error('TOURS_CANCELLATION_POLICY needs a tier with minDaysBefore 0');
  if (new Set(tiers.map((t) => t.minDaysBefore)).size !== tiers.length)
    throw new Error('TOURS_CANCELLATION_POLICY has two tiers for the same day');
  return tiers;
}

const INTEGER_SETTINGS: Array<[keyof TourSettings, string, number, number]> = [
  ['seats', 'TOURS_SEATS', 1, 500],
  ['singleRooms', 'TOURS_SINGLE_ROOMS', 0, 500],
  ['doubleRooms', 'TOURS_DOUBLE_ROOMS', 0, 500],
  ['balanceDays', 'TOURS_BALANCE_DAYS', 0, 365],
  ['graceDays', 'TOURS_GRACE_DAYS', 0, 60],
  ['reminderDays', 'TOURS_REMINDER_DAYS', 0, 60],
  ['closeDays', 'TOURS_CLOSE_DAYS', 0, 60],
  ['holdMinutes', 'TOURS_HOLD_MINUTES', 1, 120],
  ['offerHours', 'TOURS_OFFER_HOURS', 1, 336],
  ['fewSeats', 'TOURS_FEW_SEATS', 0, 100],
  ['maxTravellers', 'TOURS_MAX_TRAVELLERS', 1, 20],
];

/** The settings from TOURS_* variables over the defaults. */
export function tourSettingsFromEnv(env: NodeJS.ProcessEnv): TourSettings {
  const settings: TourSettings = { ...DEFAULT_TOUR_SETTINGS };
  for (const [key, name, min, max] of INTEGER_SETTINGS) {
    const raw = env[name]?.trim();
    if (!raw) continue;
    if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max)
      throw new Error(`${name} must be a whole number from ${min} to ${max}`);
    (settings[key] as number) = Number(raw);
  }
  const deposit = env.TOURS_DEPOSIT?.trim();
  if (deposit) {
    const match = /^(\d{1,7})(?:\.(\d{2}))?$/.exec(deposit);
    if (!match)
      throw new Error(
        'TOURS_DEPOSIT must be an amount like 500 or 500.00 (per person, in the tour currency)',
      );
    settings.depositPerPerson = Number(match[1]) * 100 + Number(match[2] ?? 0);
  }
  const policy = env.TOURS_CANCELLATION_POLICY?.trim();
  if (policy) settings.policy = parsePolicy(policy);
  return settings;
}
