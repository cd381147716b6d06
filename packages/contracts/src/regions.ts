import type { RegionCode } from './app-state';

/*
 * The visitor's region and currency, one choice (spec §1 "a region choice based on the visitor's
 * country", §3 Region code). Each region is priced in one currency, as the shop's price lists are,
 * so choosing a currency is choosing the region whose prices are charged: the cart, the checkout,
 * /give and the tours' approximate prices then all show the same currency.
 */

/**
 * The session's looked-up region (session storage), and the lookup itself: commerce resolves the
 * region once per session; the boot script asks for the lookup early when it is not known yet.
 */
export const REGION_SESSION_KEY = 'site.region';
export const GEO_LOOKUP_URL = '/api/geo';

export const REGION_CODES: readonly RegionCode[] = ['GB', 'DE', 'US', 'CA', 'AU', 'NZ'];

export const REGION_CURRENCY: Readonly<Record<RegionCode, string>> = {
  GB: 'GBP',
  DE: 'EUR',
  US: 'USD',
  CA: 'CAD',
  AU: 'AUD',
  NZ: 'NZD',
};

/** How the picker names each region: the place whose prices apply. */
export const REGION_NAMES: Readonly<Record<RegionCode, string>> = {
  GB: 'United Kingdom',
  DE: 'Euro area',
  US: 'US & elsewhere',
  CA: 'Canada',
  AU: 'Australia',
  NZ: 'New Zealand',
};

export function isRegionCode(value: unknown): value is RegionCode {
  return typeof value === 'string' && (REGION_CODES as readonly string[]).includes(value);
}

/** The region priced in `currency`, or null for a currency no region uses. */
export function regionForCurrency(currency: unknown): RegionCode | null {
  return REGION_CODES.find((r) => REGION_CURRENCY[r] === currency) ?? null;
}

/** What the visitor chose, as kept across visits (packages/app-state visitor-choice.ts). */
export interface VisitorChoice {
  region: RegionCode;
  currency: string;
  /** The country the shop prices and ships for: the visitor's own when it lies in the region. */
  country: string;
}
