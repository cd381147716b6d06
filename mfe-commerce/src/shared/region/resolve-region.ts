import type { RegionCode } from '@site/contracts/app-state';
import { GEO_LOOKUP_URL, REGION_SESSION_KEY } from '@site/contracts/regions';
import { takeEarly } from '@site/contracts/early-answers';
import { isRegion, mapRegion } from './map-region';

export const REGION_KEY = REGION_SESSION_KEY;
/** The looked-up country, kept beside the region for the session: the cart is priced by it (spec §7.4). */
export const COUNTRY_KEY = 'site.country';
/** Spec §9 "Country US": the cart's country when none is known. */
export const DEFAULT_COUNTRY = 'US';

export interface ResolvedRegion {
  region: RegionCode;
  /** The country the lookup gave (or that the session kept); null when the lookup failed. */
  country: string | null;
}

export interface RegionDeps {
  session: Pick<Storage, 'getItem' | 'setItem'>;
  /** The ipinfo-style lookup (`/api/geo`): resolves with the parsed JSON. */
  lookUp: () => Promise<unknown>;
}

/** Spec §4 "Region": once per session (cached in session storage), US on any failure. */
export async function resolveRegion({ session, lookUp }: RegionDeps): Promise<ResolvedRegion> {
  const cached = safe(() => session.getItem(REGION_KEY));
  if (isRegion(cached)) {
    const country = safe(() => session.getItem(COUNTRY_KEY));
    // A kept country must agree with the kept region, or it is ignored.
    return {
      region: cached,
      country: isCountry(country) && mapRegion(country) === cached ? country : null,
    };
  }
  let result: ResolvedRegion;
  try {
    const body = await lookUp();
    const country = (body as { country?: unknown } | null)?.country;
    result = { region: mapRegion(country), country: isCountry(country) ? country : null };
  } catch {
    result = { region: 'US', country: null };
  }
  safe(() => session.setItem(REGION_KEY, result.region));
  if (result.country) safe(() => session.setItem(COUNTRY_KEY, result.country as string));
  return result;
}

function isCountry(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Z]{2}$/.test(value);
}

/** The country the cart sends: the resolved one, else US (spec §7.4, §9). */
export function cartCountry(resolved: ResolvedRegion): string {
  return resolved.country ?? DEFAULT_COUNTRY;
}

/** The cart's country: the one of a region the visitor chose, else the looked-up one (or US). */
export function countryForCart(
  chosen: { country: string } | null,
  resolved: ResolvedRegion,
): string {
  return chosen?.country ?? cartCountry(resolved);
}

// Storage can throw (private mode, quota); the region still resolves.
function safe<T>(fn: () => T): T | null {
  try {
    return fn();
  } catch {
    return null;
  }
}

/**
 * The browser's lookup: the answer the boot script asked for after load, if it has one (a first tap
 * then waits for no round trip), else GET /api/geo with a short timeout.
 */
export async function lookUpGeo(): Promise<unknown> {
  const early = await takeEarly(GEO_LOOKUP_URL);
  if (early) return early;
  const response = await fetch(GEO_LOOKUP_URL, {
    headers: { Accept: 'application/json' },
    signal: AbortSignal.timeout(3000),
  });
  if (!response.ok) throw new Error(`geo lookup: HTTP ${response.status}`);
  return response.json();
}
