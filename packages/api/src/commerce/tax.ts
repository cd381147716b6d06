import type { Region } from './regions';

/**
 * The cart's tax rule, one line per region (documented in the README):
 * - GB (20 % VAT), DE (19 % VAT), AU (10 % GST) and NZ (15 % GST): prices include the tax, so the
 *   total equals the subtotal and `totalTaxAmount` reports the tax already inside it;
 * - CA: 5 % GST is added on top of the subtotal;
 * - US: sales tax depends on the delivery state, so the cart shows none (as Shopify does before an
 *   address is known).
 * Duty is zero everywhere: the shop ships books and small goods under every region's de-minimis limit.
 */
interface TaxRule {
  rate: number;
  inclusive: boolean;
}

const RULES: Record<Region, TaxRule> = {
  GB: { rate: 0.2, inclusive: true },
  DE: { rate: 0.19, inclusive: true },
  AU: { rate: 0.1, inclusive: true },
  NZ: { rate: 0.15, inclusive: true },
  CA: { rate: 0.05, inclusive: false },
  US: { rate: 0, inclusive: false },
};

export interface CartTotals {
  subtotal: number;
  tax: number;
  duty: number;
  total: number;
}

/** All amounts in minor units; tax is rounded half-up to the nearest minor unit. */
export function cartTotals(subtotal: number, region: Region): CartTotals {
  const rule = RULES[region];
  const tax = rule.inclusive
    ? Math.round(subtotal - subtotal / (1 + rule.rate))
    : Math.round(subtotal * rule.rate);
  return { subtotal, tax, duty: 0, total: rule.inclusive ? subtotal : subtotal + tax };
}
