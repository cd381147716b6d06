import { type Request, Router } from 'express';
import { isCountryCode } from '../commerce/countries';

export interface GeoOptions {
  /** `GEO_COUNTRY`: the embedded default's answer when the request names no country. */
  defaultCountry: string | null;
  /** `IPINFO_TOKEN` and `IPINFO_URL`: when both are set, lookups go to that ipinfo-compatible service. */
  ipinfoToken: string | null;
  ipinfoUrl: string | null;
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
}

const TOKEN = /^[A-Za-z0-9_-]{1,64}$/;
const PASSED_FIELDS = [
  'ip',
  'hostname',
  'city',
  'region',
  'country',
  'loc',
  'org',
  'postal',
  'timezone',
] as const;

function clientIp(req: Request): string {
  return (req.ip ?? req.socket.remoteAddress ?? '').replace(/^::ffff:/, '');
}

/** Asks the real service; any failure (network, status, shape) returns null so the caller falls back. */
async function lookUp(options: GeoOptions, ip: string): Promise<Record<string, string> | null> {
  if (!options.ipinfoToken || !options.ipinfoUrl) return null;
  const base = options.ipinfoUrl.replace(/\/+$/, '');
  const url = `${base}/${encodeURIComponent(ip)}/json?token=${encodeURIComponent(options.ipinfoToken)}`;
  try {
    const response = await (options.fetchImpl ?? fetch)(url, {
      headers: { Accept: 'application/json' },
      signal: AbortSignal.timeout(options.timeoutMs ?? 1500),
    });
    if (!response.ok) return null;
    const body: unknown = await response.json();
    if (typeof body !== 'object' || body === null) return null;
    const record = body as Record<string, unknown>;
    if (!isCountryCode(record.country)) return null;
    const out: Record<string, string> = {};
    for (const field of PASSED_FIELDS)
      if (typeof record[field] === 'string') out[field] = record[field];
    return out;
  } catch {
    return null;
  }
}

/**
 * `GET /geo` — ipinfo-shaped `{ ip, country, … }`. With IPINFO_TOKEN + IPINFO_URL it proxies to
 * that service; otherwise (or when it fails) the country comes from the `X-Country` header, then
 * `GEO_COUNTRY`, then "US" — the spec's fallback region.
 */
export function geoRouter(options: GeoOptions): Router {
  if (options.defaultCountry !== null && !isCountryCode(options.defaultCountry)) {
    throw new Error(`GEO_COUNTRY "${options.defaultCountry}" is not an ISO 3166-1 alpha-2 code`);
  }
  const router = Router();
  router.get('/geo', async (req, res) => {
    const token = req.query.token;
    if (token !== undefined && (typeof token !== 'string' || !TOKEN.test(token))) {
      res.status(403).json({
        status: 403,
        error: { title: 'Wrong token', message: 'The token parameter is malformed.' },
      });
      return;
    }
    res.set({ 'Cache-Control': 'private, no-store', Vary: 'X-Country' });
    const ip = clientIp(req);
    const remote = await lookUp(options, ip);
    if (remote) {
      res.json(remote);
      return;
    }
    const header = req.get('x-country')?.trim().toUpperCase();
    const country = isCountryCode(header) ? header : (options.defaultCountry ?? 'US');
    res.json({ ip, country });
  });
  return router;
}
