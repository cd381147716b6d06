import type { GeoOptions } from './geo/geo-router';

/**
 * The public token the embedded Storefront API accepts when STOREFRONT_ACCESS_TOKEN is unset. It
 * guards nothing secret (Shopify's Storefront tokens are public too); it keeps the header contract.
 */
export const DEFAULT_STOREFRONT_TOKEN = 'dev-storefront-access-token';

export interface ApiEnvConfig {
  databaseUrl: string | undefined;
  storefrontAccessToken: string;
  /** The origin of every absolute URL the API builds: PUBLIC_URL, else `http://localhost:$PORT`. */
  publicUrl: string;
  geo: GeoOptions;
}

function optional(value: string | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

/** `http://localhost:<PORT>` (3000 by default): where `pnpm start` serves the site. */
export function defaultPublicUrl(env: NodeJS.ProcessEnv): string {
  const port = env.PORT?.trim() || '3000';
  return `http://localhost:${/^\d{1,5}$/.test(port) ? port : '3000'}`;
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
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')
      throw new Error('PUBLIC_URL must be http(s)');
  }
  const token = optional(env.STOREFRONT_ACCESS_TOKEN) ?? DEFAULT_STOREFRONT_TOKEN;
  if (!/^[\x21-\x7e]{8,200}$/.test(token))
    throw new Error('STOREFRONT_ACCESS_TOKEN must be 8–200 printable characters');
  const geoCountry = optional(env.GEO_COUNTRY)?.toUpperCase() ?? null;
  return {
    databaseUrl: env.DATABASE_URL,
    storefrontAccessToken: token,
    publicUrl: publicUrl === null ? defaultPublicUrl(env) : new URL(publicUrl).origin,
    geo: {
      defaultCountry: geoCountry,
      ipinfoToken: optional(env.IPINFO_TOKEN),
      ipinfoUrl: optional(env.IPINFO_URL),
    },
  };
}
