import type { CurrencyRate } from './page-data';

/** Money as the APIs send it (Shopify's MoneyV2): a decimal string and an ISO 4217 code. */
export interface MoneyV2 {
  amount: string;
  currencyCode: string;
}

/**
 * The site's one money format: Intl.NumberFormat with the currency, in one fixed locale (en-GB, the
 * site's language). Fixed so the prerendered HTML (Node) and the hydrated page (any browser, any
 * visitor locale) print the same characters, and so dollars are told apart: "US$", "CA$", "A$",
 * "NZ$", next to "£" and "€".
 */
export const MONEY_LOCALE = 'en-GB';

const formatters = new Map<string, Intl.NumberFormat | null>();

function formatterFor(currencyCode: string, whole: boolean): Intl.NumberFormat | null {
  const key = `${currencyCode}:${whole}`;
  if (!formatters.has(key)) {
    let format: Intl.NumberFormat | null = null;
    if (/^[A-Z]{3}$/.test(currencyCode)) {
      try {
        format = new Intl.NumberFormat(MONEY_LOCALE, {
          style: 'currency',
          currency: currencyCode,
          ...(whole ? { minimumFractionDigits: 0, maximumFractionDigits: 0 } : {}),
        });
      } catch {
        format = null;
      }
    }
    formatters.set(key, format);
  }
  return formatters.get(key) ?? null;
}

/**
 * The symbols en-GB gives the regions' currencies. Their prices are printed without Intl: a page's
 * first Intl.NumberFormat loads ICU's currency data, 30–70 ms of a phone's main thread (CPU ×4)
 * inside a visitor's first tap. money.test.ts checks these print exactly what Intl prints.
 */
const SYMBOLS: Readonly<Record<string, string>> = {
  GBP: '£',
  EUR: '€',
  USD: 'US$',
  CAD: 'CA$',
  AUD: 'A$',
  NZD: 'NZ$',
};

/**
 * `value` (≥ 0) with `digits` decimals, rounded half away from zero on its shortest decimal form
 * (as Intl rounds: 1.005 → "1.01"), the integer part grouped in threes; null past plain notation.
 */
function decimal(value: number, digits: number): string | null {
  const text = String(value);
  if (!/^\d+(\.\d+)?$/.test(text)) return null;
  const [int, frac = ''] = text.split('.');
  let units = BigInt(int + frac.slice(0, digits).padEnd(digits, '0'));
  if (frac.length > digits && (frac[digits] ?? '0') >= '5') units += 1n;
  const all = units.toString().padStart(digits + 1, '0');
  const whole = all.slice(0, all.length - digits).replace(/\B(?=(\d{3})+$)/g, ',');
  return digits ? `${whole}.${all.slice(-digits)}` : whole;
}

function fastFormat(value: number, currencyCode: string, whole: boolean): string | null {
  const symbol = SYMBOLS[currencyCode];
  const figure = symbol === undefined ? null : decimal(Math.abs(value), whole ? 0 : 2);
  // A negative amount that rounds to nothing keeps Intl's own sign rules.
  if (figure === null || (value < 0 && !/[1-9]/.test(figure)) || Object.is(value, -0)) return null;
  return `${value < 0 ? '-' : ''}${symbol}${figure}`;
}

/**
 * `amount` (a number, or a decimal string as the APIs send it) in `currencyCode`: "£16.57",
 * "US$2,490.00". `whole` drops the minor units, for round figures such as a fund's progress.
 * A code Intl does not know prints as "12.50 XYZ", an amount that is not a number as it came,
 * rather than throwing during a render.
 */
export function formatMoney(
  amount: number | string,
  currencyCode: string,
  { whole = false }: { whole?: boolean } = {},
): string {
  const value = typeof amount === 'number' ? amount : Number(amount);
  if (!Number.isFinite(value) || (typeof amount === 'string' && amount.trim() === ''))
    return `${String(amount)} ${currencyCode}`;
  const fast = fastFormat(whole ? Math.round(value) : value, currencyCode, whole);
  if (fast !== null) return fast;
  const format = formatterFor(currencyCode, whole);
  if (!format) return `${value.toFixed(whole ? 0 : 2)} ${currencyCode}`;
  return format.format(whole ? Math.round(value) : value);
}

/** A MoneyV2 in its own currency; "" for a missing one, so a render never throws. */
export function formatMoneyV2(money: MoneyV2 | null | undefined): string {
  return money ? formatMoney(money.amount, money.currencyCode) : '';
}

/**
 * `amount` of `from` in `to`, through the GBP-based rates (units per 1 GBP); null when either
 * currency has no rate or the amount is not a number, so callers never show a made-up figure.
 * Not rounded: the formatter rounds once, when shown.
 */
export function convertMoney(
  amount: number,
  from: string,
  to: string,
  rates: readonly CurrencyRate[],
): number | null {
  if (!Number.isFinite(amount)) return null;
  if (from === to) return amount;
  const source = rates.find((r) => r.code === from);
  const target = rates.find((r) => r.code === to);
  if (!source || !target || !(source.rateFromGbp > 0) || !(target.rateFromGbp > 0)) return null;
  return (amount / source.rateFromGbp) * target.rateFromGbp;
}
