import path from 'node:path';
import { parseCspHosts } from './security-headers';

/** `production` unless NODE_ENV says `development` (only `pnpm dev` does): the safe mode is the default. */
export type ServerMode = 'production' | 'development';

export interface ServerConfig {
  port: number;
  siteDir: string;
  cspExtraHosts: string[];
  mode: ServerMode;
  /** The origin every absolute URL the server builds starts with (mails, checkoutUrl, CMS JSON); never a request header. */
  publicUrl: string;
  /** Routes that exist for development only (the mail outbox's HTTP view): `pnpm dev`, or OUTBOX_HTTP=1. */
  devRoutes: boolean;
  /** Source maps served to browsers: development, or SOURCE_MAPS_PUBLIC=1. */
  serveSourceMaps: boolean;
  /** Signs QA override links (`/__override`); the route is off without it. At least 32 characters. */
  overrideSecret?: string;
  /** How often the canary guard judges canaries (CANARY_CHECK_MS). */
  canaryCheckMs: number;
}

/** `<repo root>/.site`, found from this package's own location. */
export const DEFAULT_SITE_DIR = path.resolve(__dirname, '..', '..', '..', '.site');

/** PUBLIC_URL as an origin (`https://example.org`), or `http://localhost:<port>` when unset. */
export function readPublicUrl(value: string | undefined, port: number): string {
  const raw = value?.trim();
  if (!raw) return `http://localhost:${port}`;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`PUBLIC_URL "${raw}" is not a URL`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error(`PUBLIC_URL must be http(s), got "${raw}"`);
  if (url.pathname !== '/' || url.search || url.hash || url.username || url.password)
    throw new Error(`PUBLIC_URL must be an origin only (scheme, host, port), got "${raw}"`);
  return url.origin;
}

/** Reads PORT, SITE_DIR, CSP_EXTRA_HOSTS, NODE_ENV, PUBLIC_URL and the opt-ins; throws naming the bad variable. */
export function readConfig(env: NodeJS.ProcessEnv): ServerConfig {
  const rawPort = env.PORT?.trim() || '3000';
  const port = Number(rawPort);
  if (!/^\d+$/.test(rawPort) || port > 65535)
    throw new Error(`PORT must be 0-65535, got "${rawPort}"`);
  const siteDir = env.SITE_DIR?.trim() ? path.resolve(env.SITE_DIR.trim()) : DEFAULT_SITE_DIR;
  const mode: ServerMode = env.NODE_ENV === 'development' ? 'development' : 'production';
  const overrideSecret = env.OVERRIDE_SECRET?.trim() || undefined;
  if (overrideSecret && overrideSecret.length < 32)
    throw new Error('OVERRIDE_SECRET must be at least 32 characters');
  const rawCheck = env.CANARY_CHECK_MS?.trim() || '30000';
  const canaryCheckMs = Number(rawCheck);
  if (!/^\d+$/.test(rawCheck) || canaryCheckMs < 1000 || canaryCheckMs > 3_600_000)
    throw new Error(`CANARY_CHECK_MS must be 1000-3600000 (milliseconds), got "${rawCheck}"`);
  return {
    port,
    siteDir,
    cspExtraHosts: parseCspHosts(env.CSP_EXTRA_HOSTS),
    mode,
    publicUrl: readPublicUrl(env.PUBLIC_URL, port),
    devRoutes: mode === 'development' || env.OUTBOX_HTTP === '1',
    serveSourceMaps: mode === 'development' || env.SOURCE_MAPS_PUBLIC === '1',
    ...(overrideSecret ? { overrideSecret } : {}),
    canaryCheckMs,
  };
}
