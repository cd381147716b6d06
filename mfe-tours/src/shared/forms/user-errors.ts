import { formatMoneyV2 } from '@site/contracts/money';
/** One `userErrors` entry of a tours mutation (TourUserError). */
export interface TourUserError {
  field: string[] | null;
  message: string;
  code: string;
}

/** Too many look-ups from this address or for this e-mail (the API's THROTTLED error): its message says when to try again. */
export class ThrottledError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ThrottledError';
  }
}

/** Money as the product GraphQL sends it. */
export interface MoneyV2 {
  amount: string;
  currencyCode: string;
}

/** Thrown when the server did not answer (network, GraphQL error): the caller may retry. */
export class NoAnswerError extends Error {
  constructor(message = 'No answer from the server.') {
    super(message);
    this.name = 'NoAnswerError';
  }
}

/** "125.5", "USD" → "US$125.50": the site's one money format (@site/contracts/money). */
export function formatMoney(money: MoneyV2 | null | undefined): string {
  return money ? formatMoneyV2(money) : '–';
}

/** "2026-09-14" → "14 September 2026" (UTC, so the day never shifts). */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '–';
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}

export function isZero(money: MoneyV2 | null | undefined): boolean {
  return !money || Number(money.amount) === 0;
}
