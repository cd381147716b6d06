import type { CurrencyRate } from '@site/contracts/page-data';
import { readRateNodes } from './rates';

interface RateDocument {
  data: Record<string, unknown>;
}

/**
 * The `rate` documents as the `rate` static query's nodes (commerce publishes that query; the
 * giving pages bake the same rates into their page data so the HTML shows converted figures).
 */
export function ratesFromDocuments(docs: readonly RateDocument[]): CurrencyRate[] {
  const nodes = docs.map(({ data }) => ({
    code: data.code,
    name: typeof data.name === 'string' ? data.name : data.code,
    symbol: typeof data.symbol === 'string' ? data.symbol : data.code,
    rateFromGbp: data.rate_from_gbp,
    decimals:
      typeof data.decimals === 'number' && Number.isInteger(data.decimals) ? data.decimals : 2,
  }));
  return readRateNodes(nodes).sort((a, b) => a.code.localeCompare(b.code));
}
