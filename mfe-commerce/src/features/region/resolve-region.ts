import type { RegionCode } from '@site/contracts/app-state';
import { isRegion, mapRegion } from './map-region';

export const REGION_KEY = 'site.region';

export interface ResolvedRegion {
  region: RegionCode;
  /** The country the lookup gave; null when it came from the session cache or failed. */
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
  if (isRegion(cached)) return { region: cached, country: null };
  let result: ResolvedRegion;
  try {
    const body = await lookUp();
    const country = (body as { country?: unknown } | null)?.country;
    result = { region: mapRegion(country), country: typeof country === 'string' ? country : null };
  } catch {
    result = { region: 'US', country: null };
  }
  safe(() => session.setItem(REGION_KEY, result.region));
  return result;
}

// Storage can throw (private mode, quota); the region still resolves.
function safe<T>(fn: () => T): T | null {
  try {
    return fn();
  } catch {
    return null;
  }
}

/** The browser's lookup: GET /api/geo with a short timeout. */
export async function lookUpGeo(): Promise<unknown> {
  const response = await fetch('/api/geo', { headers: { Accept: 'application/json' }, signal: AbortSignal.timeout(3000) });
  if (!response.ok) throw new Error(`geo lookup: HTTP ${response.status}`);
  return response.json();
}
