/** The currencies a gift can be made in (issue 16); GBP is the product API's default (spec §9). */
export const GIVING_CURRENCIES = ['GBP', 'EUR', 'USD', 'CAD', 'AUD', 'NZD'] as const;
export type GivingCurrency = (typeof GIVING_CURRENCIES)[number];
export const DEFAULT_CURRENCY: GivingCurrency = 'GBP';

export function isGivingCurrency(value: unknown): value is GivingCurrency {
  return typeof value === 'string' && (GIVING_CURRENCIES as readonly string[]).includes(value);
}
