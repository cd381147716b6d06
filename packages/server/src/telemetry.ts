import { appendFile, mkdir, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import express, { type Router } from 'express';
import { isRemoteName, isVersion } from './site-layout';

/*
 * `POST /api/telemetry/remote-failure`: the shell reports each remote that failed to load (area,
 * version, what failed), so ops can see a bad release per version (`pnpm remotes`). Reports go to
 * one JSON line each in `<site>/telemetry/remote-failures-<day>.jsonl`, a file every server process
 * of the site appends to; days older than a week are removed. Reports are bounded: per address and
 * in all, per minute, so the endpoint cannot be used to fill the disk.
 */

export const FAILURE_KINDS = ['manifest', 'entry', 'chunk', 'render', 'unknown'] as const;
export type FailureKind = (typeof FAILURE_KINDS)[number];

export interface RemoteFailure {
  at: string;
  area: string;
  version: string | null;
  kind: FailureKind;
}

export interface TelemetryOptions {
  siteDir: string;
  /** Per client address and minute; default 10. */
  perAddressPerMinute?: number;
  /** For the whole process and minute; default 600. */
  totalPerMinute?: number;
  now?: () => number;
  /** Told of each accepted report (the canary guard counts failures per version). */
  onFailure?: (failure: RemoteFailure) => void;
}

const KEEP_DAYS = 7;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const telemetryDir = (siteDir: string) => path.join(path.resolve(siteDir), 'telemetry');

/** Reads a report: null when any field is missing or malformed. Unknown fields are ignored. */
export function parseFailure(body: unknown, now: number): RemoteFailure | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
  const { area, version, kind } = body as Record<string, unknown>;
  if (typeof area !== 'string' || !isRemoteName(area)) return null;
  if (version !== null && version !== undefined && (typeof version !== 'string' || !isVersion(version))) return null;
  if (typeof kind !== 'string' || !(FAILURE_KINDS as readonly string[]).includes(kind)) return null;
  return { at: new Date(now).toISOString(), area, version: (version as string | undefined) ?? null, kind: kind as FailureKind };
}

export function telemetryRouter(options: TelemetryOptions): Router {
  const now = options.now ?? Date.now;
  const perAddress = options.perAddressPerMinute ?? 10;
  const total = options.totalPerMinute ?? 600;
  let minute = -1;
  let inMinute = 0;
  const byAddress = new Map<string, number>();
  let lastCleanDay = '';
  const router = express.Router();

  // sendBeacon posts text/plain; a fetch may send JSON. Both are read as JSON, at most 2 kB.
  router.post('/remote-failure', express.text({ type: ['text/plain', 'application/json'], limit: '2kb' }), async (req, res) => {
    res.set('Cache-Control', 'no-store');
    const t = now();
    const thisMinute = Math.floor(t / 60_000);
    if (thisMinute !== minute) {
      minute = thisMinute;
      inMinute = 0;
      byAddress.clear();
    }
    const address = req.ip ?? req.socket.remoteAddress ?? 'unknown';
    const used = byAddress.get(address) ?? 0;
    if (used >= perAddress || inMinute >= total) {
      res.set('Retry-After', String(60 - Math.floor((t % 60_000) / 1000))).status(429).json({ error: 'rate_limited' });
      return;
    }
    let body: unknown = null;
    try {
      body = typeof req.body === 'string' ? JSON.parse(req.body) : null;
    } catch {
      body = null;
    }
    const failure = parseFailure(body, t);
    if (!failure) {
      res.status(400).json({ error: 'bad_request', message: 'Send {"area", "version", "kind"} with kind one of ' + FAILURE_KINDS.join(', ') + '.' });
      return;
    }
    byAddress.set(address, used + 1);
    inMinute += 1;
    options.onFailure?.(failure);
    const dir = telemetryDir(options.siteDir);
    await mkdir(dir, { recursive: true });
    await appendFile(path.join(dir, `remote-failures-${dayOf(t)}.jsonl`), `${JSON.stringify(failure)}\n`);
    const today = dayOf(t);
    if (today !== lastCleanDay) {
      lastCleanDay = today;
      const oldest = dayOf(t - KEEP_DAYS * 86_400_000);
      for (const name of await readdir(dir)) {
        const day = /^remote-failures-(\d{4}-\d{2}-\d{2})\.jsonl$/.exec(name)?.[1];
        if (day && day < oldest) await rm(path.join(dir, name), { force: true });
      }
    }
    res.status(204).end();
  });
  router.all('/remote-failure', (_req, res) => void res.set('Allow', 'POST').status(405).json({ error: 'method_not_allowed' }));
  return router;
}
