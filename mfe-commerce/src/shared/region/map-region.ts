import type { RegionCode } from '@site/contracts/app-state';

// Spec §9: these countries buy from the DE (euro) region.
const EURO_COUNTRIES = new Set(
  'AT BE HR CY EE FI FR DE GR IE IT LV LT LU MT NL PT SK SI ES XK ME'.split(' '),
);
const OWN_REGIONS = new Set<string>(['GB', 'CA', 'AU', 'NZ', 'US']);

export const REGIONS: readonly RegionCode[] = ['GB', 'DE', 'CA', 'AU', 'NZ', 'US'];

export function isRegion(value: unknown): value is RegionCode {
  return typeof value === 'string' && (REGIONS as readonly string[]).includes(value);
}

/** Spec §9 region mapping; anything unknown or missing is US. */
export function mapRegion(country: unknown): RegionCode {
  if (typeof country !== 'string') return 'US';
  const code = country.trim().toUpperCase();
  if (OWN_REGIONS.has(code)) return code as RegionCode;
  if (EURO_COUNTRIES.has(code)) return 'DE';
  return 'US';
}
