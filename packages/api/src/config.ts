import type { GeoOptions } from './geo/geo-router';

/**
 * The public token the embedded Storefront API accepts when STOREFRONT_ACCESS_TOKEN is unset. It
 * guards nothing secret (Shopify's Storefront tokens are public too); it keeps the header contract.
 */
export const DEFAULT_STOREFRONT_TOKEN = 'dev-storefront-access-token';

export interface ApiEnvConfig {
  databaseUrl: string | undefined;
  storefrontAccessToken: string;
  publicUrl: string | null;
  geo: GeoOptions;
}

function optional(value: string | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

/** Reads the API's environment (see README); throws with a clear message on a malformed value. */
export function readApiEnv(env: NodeJS.ProcessEnv): ApiEnvConfig {
  const publicUrl = optional(env.PUBLIC_URL);
  if (publicUrl !== null) {
    let parsed: URL;
    try {
      parsed = new URL(publicUrl);
    } catch {
      throw new Error(`PUBLIC_URL "${publicUrl}" is not a URL`);
    }
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new Error('PUBLIC_URL must be http(s)');
  }
  const token = optional(env.STOREFRONT_ACCESS_TOKEN) ?? DEFAULT_STOREFRONT_TOKEN;
  if (!/^[\x21-\x7e]{8,200}$/.test(token)) throw new Error('STOREFRONT_ACCESS_TOKEN must be 8–200 printable characters');
  const geoCountry = optional(env.GEO_COUNTRY)?.toUpperCase() ?? null;
  return {
    databaseUrl: env.DATABASE_URL,
    storefrontAccessToken: token,
    publicUrl: publicUrl === null ? null : new URL(publicUrl).origin,
    geo: {
      defaultCountry: geoCountry,
      ipinfoToken: optional(env.IPINFO_TOKEN),
      ipinfoUrl: optional(env.IPINFO_URL),
    },
  };
}
