import type { CurrencyRate } from '@site/contracts/page-data';

export interface Money {
  amount: string;
  currencyCode: string;
}

// Used until the rates arrive, so the server render and the first browser render agree.
const SYMBOLS: Record<string, string> = {
  GBP: '£',
  USD: '$',
  EUR: '€',
  CAD: 'CA$',
  AUD: 'A$',
  NZD: 'NZ$',
};

function group(whole: string): string {
  return whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** Formats without Intl, so Node at build time and every browser print the same text. */
export function formatAmount(
  amount: number,
  currencyCode: string,
  rates: readonly CurrencyRate[] = [],
): string {
  const rate = rates.find((r) => r.code === currencyCode);
  const decimals = rate?.decimals ?? 2;
  const symbol = rate?.symbol || SYMBOLS[currencyCode] || `${currencyCode} `;
  const [whole = '0', fraction] = Math.abs(amount).toFixed(decimals).split('.');
  return `${amount < 0 ? '-' : ''}${symbol}${group(whole)}${fraction ? '.' + fraction : ''}`;
}

/**
 * The amount in `target` through the GBP-based rates; null when either currency has no rate
 * (the caller then shows the original currency rather than a wrong number).
 */
export function convertAmount(
  money: Money,
  target: string,
  rates: readonly CurrencyRate[],
): number | null {
  const amount = Number(money.amount);
  if (!Number.isFinite(amount)) return null;
  if (money.currencyCode === target) return amount;
  const from = rates.find((r) => r.code === money.currencyCode);
  const to = rates.find((r) => r.code === target);
  if (!from || !to || from.rateFromGbp <= 0) return null;
  const decimals = to.decimals;
  return Math.round((amount / from.rateFromGbp) * to.rateFromGbp * 10 ** decimals) / 10 ** decimals;
}

/** A price in the chosen currency when one is chosen and convertible, else in its own currency. */
export function formatMoney(
  money: Money,
  chosen: string | undefined,
  rates: readonly CurrencyRate[],
): string {
  if (chosen) {
    const converted = convertAmount(money, chosen, rates);
    if (converted !== null) return formatAmount(converted, chosen, rates);
  }
  const amount = Number(money.amount);
  return Number.isFinite(amount)
    ? formatAmount(amount, money.currencyCode, rates)
    : `${money.amount} ${money.currencyCode}`;
}
