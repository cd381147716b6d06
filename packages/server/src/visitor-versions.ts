import { randomInt } from 'node:crypto';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { Request, Response } from 'express';
import type { Registry } from '@site/contracts';
import { readPins, PINS_COOKIE } from '@site/release/override';
import { remoteDir, type SiteLayout } from './site-layout';

/**
 * Which version of each area one visitor gets. Live, unless:
 * - a canary runs for the area, and the visitor's bucket falls in its share. The bucket is a number
 *   from 0 to 9999 in a cookie, drawn once, so the same visitor always gets the same version (and
 *   stays in when the share grows);
 * - a QA override link pinned a published version for this browser (see override.ts).
 * The page HTML, page-data, area files and `/remotes.json` a visitor gets all follow this answer,
 * so a page is never hydrated by a version other than the one that rendered it.
 */
export interface VisitorVersions {
  versions: Record<string, string>;
  canary: string[];
  pinned: string[];
  /** The visitor's bucket (given on this answer if they needed one), null when no canary asked for one. */
  bucket: number | null;
}

export const BUCKET_COOKIE = 'site_bucket';
const BUCKETS = 10_000;
const YEAR_SECONDS = 365 * 24 * 3600;

export function parseCookies(header: string | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq <= 0) continue;
    const name = part.slice(0, eq).trim();
    if (!cookies.has(name)) cookies.set(name, part.slice(eq + 1).trim());
  }
  return cookies;
}

/** A bucket as stored: a whole number below 10,000 written plainly, else none. */
export function parseBucket(value: string | undefined): number | null {
  if (value === undefined || !/^\d{1,4}$/.test(value)) return null;
  return Number(value);
}

export const inCanary = (bucket: number, percent: number) => bucket < percent * (BUCKETS / 100);

/** The decision without any I/O: registry, the visitor's bucket and their (already checked) pins. */
export function chooseVersions(
  registry: Registry,
  bucket: number | null,
  pins: Record<string, string>,
): Omit<VisitorVersions, 'bucket'> & { needsBucket: boolean } {
  const chosen: Omit<VisitorVersions, 'bucket'> & { needsBucket: boolean } = {
    versions: {},
    canary: [],
    pinned: [],
    needsBucket: false,
  };
  for (const [name, entry] of Object.entries(registry.remotes)) {
    if (pins[name]) {
      chosen.versions[name] = pins[name];
      chosen.pinned.push(name);
    } else if (entry.canary && bucket === null) {
      chosen.needsBucket = true;
      chosen.versions[name] = entry.version;
    } else if (entry.canary && inCanary(bucket!, entry.canary.percent)) {
      chosen.versions[name] = entry.canary.version;
      chosen.canary.push(name);
    } else {
      chosen.versions[name] = entry.version;
    }
  }
  return chosen;
}

async function isPublished(layout: SiteLayout, name: string, version: string): Promise<boolean> {
  try {
    return (await stat(path.join(remoteDir(layout, name, version), 'mf-manifest.json'))).isFile();
  } catch {
    return false;
  }
}

export interface VisitorOptions {
  /** QA override links are honoured only with a secret (OVERRIDE_SECRET). */
  overrideSecret?: string;
  /** Cookies carry `Secure` when the public URL is https. */
  secureCookies?: boolean;
  now?: () => number;
}

const cookieAttributes = (secure: boolean) =>
  `Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax; HttpOnly${secure ? '; Secure' : ''}`;

/**
 * The versions for this request, decided once per request. A visitor who needs a bucket (a canary
 * runs and they have none) is given one in a cookie on this answer. Answers that depend on the
 * choice say `Vary: Cookie`.
 */
export async function visitorVersions(
  req: Request,
  res: Response,
  registry: Registry,
  layout: SiteLayout,
  options: VisitorOptions,
): Promise<VisitorVersions> {
  const memo = res.locals.visitorVersions as VisitorVersions | undefined;
  if (memo) return memo;
  const cookies = parseCookies(req.headers.cookie);
  let bucket = parseBucket(cookies.get(BUCKET_COOKIE));
  const pins: Record<string, string> = {};
  if (options.overrideSecret) {
    const read = readPins(
      cookies.get(PINS_COOKIE),
      options.overrideSecret,
      (options.now ?? Date.now)(),
    );
    for (const [name, version] of Object.entries(read ?? {})) {
      // A pin to a version that is gone (pruned) is ignored rather than breaking the area.
      if (registry.remotes[name] && (await isPublished(layout, name, version)))
        pins[name] = version;
    }
  }
  let chosen = chooseVersions(registry, bucket, pins);
  if (chosen.needsBucket) {
    bucket = randomInt(BUCKETS);
    res.append(
      'Set-Cookie',
      `${BUCKET_COOKIE}=${bucket}; ${cookieAttributes(options.secureCookies ?? false)}`,
    );
    chosen = chooseVersions(registry, bucket, pins);
  }
  res.vary('Cookie');
  const result: VisitorVersions = {
    versions: chosen.versions,
    canary: chosen.canary,
    pinned: chosen.pinned,
    bucket,
  };
  res.locals.visitorVersions = result;
  return result;
}
