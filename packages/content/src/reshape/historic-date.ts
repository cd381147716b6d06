/**
 * Historic dates as the corpus stores them: a `YYYY-MM-DD` date whose year is always positive,
 * an AD/BC select beside it, and an accuracy select that says whether the day is meaningful.
 */

export type Era = 'AD' | 'BC';
export type DateAccuracy = 'Display year only' | 'Display specific date';

export interface HistoricDate {
  year: number;
  month: number;
  day: number;
  era: Era;
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** Parses a stored date and its era; null when the date is missing or malformed. */
export function parseHistoricDate(date: unknown, era: unknown): HistoricDate | null {
  if (typeof date !== 'string') return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year === 0 || month < 1 || month > 12 || day < 1 || day > 31) return null;
  return { year, month, day, era: era === 'BC' ? 'BC' : 'AD' };
}

/** A sortable year: BC years are negative. */
export function signedYear(date: HistoricDate): number {
  return date.era === 'BC' ? -date.year : date.year;
}

function body(date: HistoricDate, accuracy: DateAccuracy): string {
  return accuracy === 'Display specific date'
    ? `${date.day} ${MONTHS[date.month - 1]} ${date.year}`
    : String(date.year);
}

/** "1517", "586 BC", "31 October 1517", "9 August 586 BC". */
export function formatHistoricDate(
  date: HistoricDate,
  accuracy: DateAccuracy = 'Display year only',
): string {
  return `${body(date, accuracy)}${date.era === 'BC' ? ' BC' : ''}`;
}

/**
 * "1517–1521", "586–539 BC", "4 BC–AD 30", "31 October 1517 – 3 January 1521".
 * A range whose ends print the same collapses to one date.
 */
export function formatHistoricRange(
  start: HistoricDate,
  end: HistoricDate | null,
  accuracy: DateAccuracy = 'Display year only',
): string {
  if (!end) return formatHistoricDate(start, accuracy);
  const from = body(start, accuracy);
  const to = body(end, accuracy);
  if (start.era === end.era && from === to) return formatHistoricDate(start, accuracy);
  const specific = accuracy === 'Display specific date';
  const dash = specific ? ' – ' : '–';
  if (start.era === end.era) {
    if (start.era === 'AD') return `${from}${dash}${to}`;
    return specific ? `${from} BC${dash}${to} BC` : `${from}${dash}${to} BC`;
  }
  // Crossing the era boundary names both eras so that neither year reads as the other's.
  if (specific) return `${from} ${start.era}${dash}${to} ${end.era}`;
  return `${from} ${start.era}${dash}${end.era === 'AD' ? `AD ${to}` : `${to} BC`}`;
}

export function asAccuracy(value: unknown): DateAccuracy {
  return value === 'Display specific date' ? 'Display specific date' : 'Display year only';
}
