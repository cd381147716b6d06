/** Currencies the shop prices in; GBP is the API's default (spec §9). */
export const currencies = ['GBP', 'USD', 'EUR', 'CAD', 'AUD', 'NZD'] as const;
export type Currency = (typeof currencies)[number];

export function isCurrency(value: string): value is Currency {
  return (currencies as readonly string[]).includes(value);
}
