import { formatMoney } from '@site/contracts/money';
import { decimalAmount } from '../commerce/money';
import type { CancellationTier, TourSettings } from './tour-config';

/*
 * What a booking costs and what cancelling it gives back: pure functions of the departure's prices,
 * the rooms, the extensions, the settings and a date, shared by the quote, the booking and the jobs.
 */

export type Occupancy = 'single' | 'double';

export interface PricedExtension {
  title: string;
  startsOn: string | null;
  days: number;
  priceSingle: number;
  priceDouble: number;
}

export interface PricedDeparture {
  currency: string;
  startsOn: string;
  priceSingle: number;
  priceDouble: number;
  pre: PricedExtension | null;
  post: PricedExtension | null;
}

export interface PriceLine {
  label: string;
  amount: number;
}

export interface Quote {
  lines: PriceLine[];
  total: number;
  deposit: number;
  dueNow: number;
  /** Null when the whole amount is charged at booking. */
  balanceDueOn: string | null;
  fullPayment: boolean;
}

const DAY_MS = 86_400_000;

/** "2027-05-09" minus 90 days → "2027-02-08". */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `today` (a UTC date) to `date`; negative when past. */
export function daysUntil(date: string, today: Date): number {
  const start = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  return Math.round((Date.parse(`${date}T00:00:00Z`) - start) / DAY_MS);
}

const people = (n: number) => (n === 1 ? '1 person' : `${n} people`);

/** Lines per part (tour, pre, post) and occupancy, for the travellers of each occupancy. */
export function priceLines(
  departure: PricedDeparture,
  counts: Record<Occupancy, number>,
  pre: boolean,
  post: boolean,
): PriceLine[] {
  const lines: PriceLine[] = [];
  type Part = [string, { priceSingle: number; priceDouble: number } | null];
  const parts: Part[] = [['Tour', departure]];
  if (pre) parts.push([`Pre-tour extension: ${departure.pre?.title ?? ''}`, departure.pre]);
  if (post) parts.push([`Post-tour extension: ${departure.post?.title ?? ''}`, departure.post]);
  for (const [label, prices] of parts) {
    if (!prices) continue;
    if (counts.single > 0)
      lines.push({
        label: `${label}, single room, ${people(counts.single)} × ${formatMoney(decimalAmount(prices.priceSingle), departure.currency)}`,
        amount: prices.priceSingle * counts.single,
      });
    if (counts.double > 0)
      lines.push({
        label: `${label}, shared double room, ${people(counts.double)} × ${formatMoney(decimalAmount(prices.priceDouble), departure.currency)}`,
        amount: prices.priceDouble * counts.double,
      });
  }
  return lines;
}

/** The whole quote: lines, total, the deposit and what is charged now. */
export function quoteFor(
  departure: PricedDeparture,
  counts: Record<Occupancy, number>,
  pre: boolean,
  post: boolean,
  settings: TourSettings,
  today: Date,
): Quote {
  const lines = priceLines(departure, counts, pre, post);
  const total = lines.reduce((sum, l) => sum + l.amount, 0);
  const seats = counts.single + counts.double;
  const deposit = Math.min(total, settings.depositPerPerson * seats);
  const balanceDueOn = addDays(departure.startsOn, -settings.balanceDays);
  const fullPayment = daysUntil(balanceDueOn, today) <= 0 || deposit >= total;
  return {
    lines,
    total,
    deposit,
    dueNow: fullPayment ? total : deposit,
    balanceDueOn: fullPayment ? null : balanceDueOn,
    fullPayment,
  };
}

/** The tier that applies `daysBefore` days before departure (policy sorted highest first). */
export function tierFor(policy: CancellationTier[], daysBefore: number): CancellationTier | null {
  return policy.find((t) => daysBefore >= t.minDaysBefore) ?? null;
}

/**
 * What cancelling gives back under the booking's own copy of the policy.
 *
 * A tier states what the traveller keeps of the booking's total price: `refundPercent` of it, less
 * the deposit when `keepsDeposit`. Whatever of that share is still unpaid is owed, not refunded, so
 * the refund is the share minus what was not paid, never below 0 and never above what was paid:
 *
 *   refund = clamp(floor(total × refundPercent / 100) − (keepsDeposit ? deposit : 0) − (total − paid), 0, paid)
 *
 * Said the other way (as the site words it): the tier's charge is the rest of the price (plus the
 * deposit when kept) and the refund is what was paid above that charge. A fully paid booking gets
 * its share; a deposit-only one gets what its deposit covers beyond the charge, so an earlier tier
 * never gives back less than a later one for the same payments.
 */
export function refundFor(
  policy: CancellationTier[],
  daysBefore: number,
  booking: { total: number; paid: number; deposit: number },
): { refund: number; tier: CancellationTier | null } {
  const tier = tierFor(policy, daysBefore);
  if (!tier) return { refund: 0, tier: null };
  const { total, paid, deposit } = booking;
  const share =
    Math.floor((total * tier.refundPercent) / 100) -
    (tier.keepsDeposit ? Math.min(deposit, total) : 0);
  const unpaid = Math.max(0, total - paid);
  const refund = Math.max(0, Math.min(paid, share - unpaid));
  return { refund, tier };
}
