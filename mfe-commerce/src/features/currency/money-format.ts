import { convertMoney, formatMoney, type MoneyV2 } from '@site/contracts/money';
import type { CurrencyRate } from '@site/contracts/page-data';

export type Money = MoneyV2;

/**
 * A price as the shop shows it: in the visitor's currency when one is chosen and the rates convert
 * it, else in its own currency (never a wrong number). Prices already in the chosen currency (the
 * cart, priced by the chosen region's list) are shown as they are. The format is the site's one
 * (@site/contracts/money).
 */
export function displayPrice(
  money: Money,
  chosen: string | undefined,
  rates: readonly CurrencyRate[],
): string {
  if (chosen && chosen !== money.currencyCode) {
    const converted = convertMoney(Number(money.amount), money.currencyCode, chosen, rates);
    if (converted !== null && money.amount.trim() !== '') return formatMoney(converted, chosen);
  }
  return formatMoney(money.amount, money.currencyCode);
}
