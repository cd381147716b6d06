import type { CurrencyRate } from './page-data';

/** A currency rate for tests: `rateFromGbp` units per 1 GBP, two decimals, its code for a name. */
export const testRate = (code: string, rateFromGbp: number): CurrencyRate => ({
  code,
  name: code,
  symbol: code,
  rateFromGbp,
  decimals: 2,
});
