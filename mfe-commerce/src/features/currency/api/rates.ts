import type { CurrencyRate } from '@site/contracts/page-data';

interface RateDocument {
  data: {
    code?: unknown;
    name?: unknown;
    symbol?: unknown;
    rate_from_gbp?: unknown;
    decimals?: unknown;
  };
}

/** A `rate` document as the `rate` static query's node; documents missing a code or rate are skipped. */
export function reshapeRate(doc: RateDocument): CurrencyRate | null {
  const { code, name, symbol, rate_from_gbp: rate, decimals } = doc.data;
  if (
    typeof code !== 'string' ||
    !/^[A-Z]{3}$/.test(code) ||
    typeof rate !== 'number' ||
    !(rate > 0)
  )
    return null;
  return {
    code,
    name: typeof name === 'string' ? name : code,
    symbol: typeof symbol === 'string' ? symbol : code,
    rateFromGbp: rate,
    decimals:
      typeof decimals === 'number' && Number.isInteger(decimals) && decimals >= 0 && decimals <= 4
        ? decimals
        : 2,
  };
}
