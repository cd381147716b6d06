import { convertMoney as convert } from '@site/contracts/money';
import type { CurrencyRate } from '@site/contracts/page-data';

/** Money as the product API sends it (Shopify's MoneyV2): a decimal string and a currency code. */
export interface Money {
  amount: string;
  currencyCode: string;
}

/**
 * `amount` of `from` in `to`, through GBP (the rates are units per 1 GBP); null when either
 * currency has no rate or the amount is not a number. The site's one conversion, from the contracts.
 */
export { convert };

/** A MoneyV2 in `to`; null when it cannot be converted (see `convert`). */
export function convertMoney(
  money: Money,
  to: string,
  rates: readonly CurrencyRate[],
): number | null {
  const amount = Number(money.amount);
  return money.amount.trim() === '' ? null : convert(amount, money.currencyCode, to, rates);
}

/**
 * The sum of several amounts in `to`. Amounts in a currency without a rate are left out and
 * counted in `skipped`, so a page can say its figure is partial instead of inventing a rate.
 */
export function sumMoney(
  moneys: readonly Money[],
  to: string,
  rates: readonly CurrencyRate[],
): { total: number; skipped: number } {
  let total = 0;
  let skipped = 0;
  for (const money of moneys) {
    const converted = convertMoney(money, to, rates);
    if (converted === null) skipped += 1;
    else total += converted;
  }
  return { total, skipped };
}

/** Money as text: the site's one format (@site/contracts/money), e.g. "£2,548" or "US$25.50". */
export { formatMoney } from '@site/contracts/money';
