import type { Frequency } from './donation-tables';

/*
 * The calendar of a recurring gift. A monthly gift is charged on the day of the month it began
 * (the 31st becomes the last day of a shorter month); a yearly gift on the same date each year
 * (29 February becomes the 28th). Each charge belongs to a period with a key — "2026-11" or "2026" —
 * and the ledger holds at most one charge per gift and period.
 */

const lastDayOf = (year: number, month0: number) =>
  new Date(Date.UTC(year, month0 + 1, 0)).getUTCDate();

/** The period a charge on `at` belongs to. */
export function periodKey(frequency: Exclude<Frequency, 'one_off'>, at: Date): string {
  const year = at.getUTCFullYear();
  return frequency === 'yearly'
    ? String(year)
    : `${year}-${String(at.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** When the period after `key` is charged: its anchor day at the hour the gift began. */
export function nextChargeAt(
  frequency: Exclude<Frequency, 'one_off'>,
  key: string,
  anchorDay: number,
  hourOf: Date,
): Date {
  let year: number;
  let month0: number;
  if (frequency === 'yearly') {
    year = Number(key) + 1;
    month0 = hourOf.getUTCMonth();
  } else {
    const [y, m] = key.split('-').map(Number) as [number, number];
    year = m === 12 ? y + 1 : y;
    month0 = m === 12 ? 0 : m;
  }
  const day = Math.min(anchorDay, lastDayOf(year, month0));
  return new Date(Date.UTC(year, month0, day, hourOf.getUTCHours(), hourOf.getUTCMinutes()));
}

/** The period key of the charge due at `at` (a schedule's next_charge_at). */
export function periodOfCharge(frequency: Exclude<Frequency, 'one_off'>, at: Date): string {
  return periodKey(frequency, at);
}

/** The first future charge date on or after `from`, for a gift resumed after a pause. */
export function nextChargeFrom(
  frequency: Exclude<Frequency, 'one_off'>,
  anchorDay: number,
  hourOf: Date,
  from: Date,
): Date {
  let key = periodKey(frequency, from);
  // The charge date within `from`'s own period, if it is still ahead; else the next period's.
  const [y, m] =
    frequency === 'yearly'
      ? [Number(key), hourOf.getUTCMonth() + 1]
      : (key.split('-').map(Number) as [number, number]);
  const inPeriod = new Date(
    Date.UTC(
      y,
      m - 1,
      Math.min(anchorDay, lastDayOf(y, m - 1)),
      hourOf.getUTCHours(),
      hourOf.getUTCMinutes(),
    ),
  );
  if (inPeriod.getTime() > from.getTime()) return inPeriod;
  key = periodKey(frequency, inPeriod);
  return nextChargeAt(frequency, key, anchorDay, hourOf);
}
