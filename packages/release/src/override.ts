import { createHmac, timingSafeEqual } from 'node:crypto';
import { Router } from 'express';
import { isRemoteName, isRemoteVersion as isVersion } from '@site/contracts/registry-names';

/**
 * QA overrides: a signed, expiring link pins area versions for one browser, so a tester can see a
 * version before (or instead of) visitors. `/__override?tours=0.2.0-ab12cd34ef&exp=1767225600&sig=…`
 * The signature is an HMAC-SHA256, with OVERRIDE_SECRET, of the pins sorted by area and the expiry
 * (`tours=0.2.0-ab12cd34ef&exp=1767225600`), base64url. Without a secret the route does not exist.
 * `/__override?clear=1` forgets the pins. `pnpm override` (site-release override) prints a link (override-cli.ts).
 */
export const PINS_COOKIE = 'site_pins';
/** The longest a link may live: a week. */
export const MAX_OVERRIDE_SECONDS = 7 * 24 * 3600;

export function canonicalPins(pins: Record<string, string>, exp: number): string {
  const parts = Object.keys(pins)
    .sort()
    .map((area) => `${area}=${pins[area]}`);
  return [...parts, `exp=${exp}`].join('&');
}

export const signPins = (canonical: string, secret: string) =>
  createHmac('sha256', secret).update(canonical).digest('base64url');

function sameSignature(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** A link's path and query, for `pnpm override`. */
export function overrideLink(pins: Record<string, string>, exp: number, secret: string): string {
  const canonical = canonicalPins(pins, exp);
  return `/__override?${canonical}&sig=${signPins(canonical, secret)}`;
}

type Parsed =
  { ok: true; pins: Record<string, string>; exp: number } | { ok: false; message: string };

/** The pins and expiry of a canonical string (from a link's query or a cookie), checked for shape. */
function parseCanonical(entries: Iterable<[string, string]>, now: number): Parsed {
  const pins: Record<string, string> = {};
  let exp: number | null = null;
  for (const [key, value] of entries) {
    if (key === 'sig') continue;
    if (key === 'exp') {
      if (!/^\d{1,12}$/.test(value))
        return { ok: false, message: 'exp must be a Unix time in seconds' };
      exp = Number(value);
      continue;
    }
    if (!isRemoteName(key)) return { ok: false, message: `"${key}" is not an area name` };
    if (!isVersion(value)) return { ok: false, message: `"${value}" is not a version of ${key}` };
    if (pins[key]) return { ok: false, message: `${key} is pinned twice` };
    pins[key] = value;
  }
  if (exp === null) return { ok: false, message: 'the link has no exp (expiry)' };
  if (Object.keys(pins).length === 0) return { ok: false, message: 'the link pins no area' };
  const seconds = Math.floor(now / 1000);
  if (exp <= seconds) return { ok: false, message: 'the link has expired' };
  if (exp > seconds + MAX_OVERRIDE_SECONDS)
    return { ok: false, message: 'the link lives longer than a week' };
  return { ok: true, pins, exp };
}

/** The pins a cookie carries, when its signature holds and it has not expired; else null. */
export function readPins(
  cookie: string | undefined,
  secret: string,
  now: number,
): Record<string, string> | null {
  if (!cookie) return null;
  const dot = cookie.lastIndexOf('.');
  if (dot <= 0) return null;
  let canonical: string;
  try {
    canonical = Buffer.from(cookie.slice(0, dot), 'base64url').toString('utf8');
  } catch {
    return null;
  }
  if (!sameSignature(signPins(canonical, secret), cookie.slice(dot + 1))) return null;
  const parsed = parseCanonical(new URLSearchParams(canonical).entries(), now);
  return parsed.ok ? parsed.pins : null;
}

/** `GET /__override`: checks a link and keeps its pins in a cookie until it expires. */
export function overrideRouter(options: {
  secret: string;
  secureCookies?: boolean;
  now?: () => number;
}): Router {
  const router = Router();
  const secure = options.secureCookies ? '; Secure' : '';
  router.get('/__override', (req, res) => {
    res.set('Cache-Control', 'no-store');
    const url = new URL(req.originalUrl, 'http://x');
    if (url.searchParams.get('clear') === '1') {
      res.append(
        'Set-Cookie',
        `${PINS_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax; HttpOnly${secure}`,
      );
      res
        .type('text/plain')
        .send('Version pins cleared: this browser gets the live versions again.');
      return;
    }
    const sig = url.searchParams.get('sig') ?? '';
    const parsed = parseCanonical(url.searchParams.entries(), (options.now ?? Date.now)());
    if (!parsed.ok) {
      res.status(400).type('text/plain').send(`Override refused: ${parsed.message}.`);
      return;
    }
    const canonical = canonicalPins(parsed.pins, parsed.exp);
    if (!sameSignature(signPins(canonical, options.secret), sig)) {
      res.status(403).type('text/plain').send('Override refused: the signature does not match.');
      return;
    }
    const maxAge = parsed.exp - Math.floor((options.now ?? Date.now)() / 1000);
    const value = `${Buffer.from(canonical).toString('base64url')}.${signPins(canonical, options.secret)}`;
    res.append(
      'Set-Cookie',
      `${PINS_COOKIE}=${value}; Path=/; Max-Age=${maxAge}; SameSite=Lax; HttpOnly${secure}`,
    );
    const list = Object.entries(parsed.pins)
      .map(([area, version]) => `${area}@${version}`)
      .join(', ');
    res.set('X-Site-Pins', list).redirect(303, '/');
  });
  return router;
}
