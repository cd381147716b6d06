/** The six price regions (spec §9) and the currency each one is priced in. */
export const REGIONS = ['GB', 'DE', 'CA', 'AU', 'NZ', 'US'] as const;
export type Region = (typeof REGIONS)[number];

export const CURRENCIES = ['GBP', 'EUR', 'CAD', 'AUD', 'NZD', 'USD'] as const;
export type Currency = (typeof CURRENCIES)[number];

export const REGION_CURRENCY: Record<Region, Currency> = {
  GB: 'GBP',
  DE: 'EUR',
  CA: 'CAD',
  AU: 'AUD',
  NZ: 'NZD',
  US: 'USD',
};

// Spec §9: these countries are served from the euro (DE) price list.
const EURO_COUNTRIES = new Set(
  'AT BE HR CY EE FI FR DE GR IE IT LV LT LU MT NL PT SK SI ES XK ME'.split(' '),
);

/** Spec §9 region mapping; every country outside the table falls back to US prices. */
export function regionOf(country: string | null | undefined): Region {
  if (!country) return 'US';
  if (country === 'GB' || country === 'CA' || country === 'AU' || country === 'NZ') return country;
  if (EURO_COUNTRIES.has(country)) return 'DE';
  return 'US';
}

export function currencyOf(country: string | null | undefined): Currency {
  return REGION_CURRENCY[regionOf(country)];
}
