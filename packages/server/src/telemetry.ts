import { appendFile, mkdir, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import express, { type Request, type Response, type Router } from 'express';
import { addressBucket } from '@site/api';
import type { ReportTokens } from './report-tokens';
import { isRemoteName, isVersion, remoteDir, siteLayout } from './site-layout';
import { BUCKET_COOKIE, parseBucket, parseCookies } from './visitor-versions';

/*
 * `POST /api/telemetry/remote-failure`: the shell reports each remote that failed to load (area,
 * version, what failed), so ops can see a bad release per version (`pnpm remotes`) and the canary
 * guard can roll a bad canary back. Reports go to one JSON line each in
 * `<site>/telemetry/remote-failures-<day>.jsonl`, a file every server process of the site appends to;
 * days older than a week are removed.
 *
 * A report is evidence against a release, so it counts only when it comes from a page this site
 * served: from the site's own origin (the Origin header is the public URL's), with the report token
 * that page carried for that area and version (report-tokens.ts), once per page and area. Anything
 * else is 403 and touches no budget. Accepted reports are bounded per client (IPv6 per /64) and in
 * all, per minute, so the endpoint cannot fill the disk; a forged flood cannot use those budgets up.
 */

/** What the shell reports (shell/src/features/errors/failure-reports.ts): `module` is a remote whose own code failed. */
export const FAILURE_KINDS = ['manifest', 'entry', 'chunk', 'module', 'render', 'unknown'] as const;
export type FailureKind = (typeof FAILURE_KINDS)[number];

export interface RemoteFailure {
  at: string;
  area: string;
  version: string | null;
  kind: FailureKind;
}

export interface TelemetryOptions {
  siteDir: string;
  /** Checks the token each report must carry (the pages were given theirs by the same secret). */
  tokens: ReportTokens;
  /** The site's origin (PUBLIC_URL): reports from any other Origin are refused. */
  origin: string;
  /** Per client (IPv4 address, IPv6 /64) and minute; default 10. */
  perAddressPerMinute?: number;
  /** For the whole process and minute; default 600. */
  totalPerMinute?: number;
  now?: () => number;
  /** The client a budget is kept for; default the connection's peer, never a forwarded header. */
  addressOf?: (req: Request) => string | undefined;
  /** Told of each accepted report, its token and its client (the canary guard counts failures per version). */
  onFailure?: (
    failure: RemoteFailure,
    token: { issuer: string; issuedAt: number; client: string },
  ) => void;
}

const KEEP_DAYS = 7;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const telemetryDir = (siteDir: string) => path.join(path.resolve(siteDir), 'telemetry');

/** Reads a report: null when any field is missing or malformed. Unknown fields are ignored. */
export function parseFailure(body: unknown, now: number): RemoteFailure | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
  const { area, version, kind } = body as Record<string, unknown>;
  if (typeof area !== 'string' || !isRemoteName(area)) return null;
  if (
    version !== null &&
    version !== undefined &&
    (typeof version !== 'string' || !isVersion(version))
  )
    return null;
  if (typeof kind !== 'string' || !(FAILURE_KINDS as readonly string[]).includes(kind)) return null;
  return {
    at: new Date(now).toISOString(),
    area,
    version: (version as string | undefined) ?? null,
    kind: kind as FailureKind,
  };
}

async function isPublished(siteDir: string, area: string, version: string): Promise<boolean> {
  const manifest = path.join(remoteDir(siteLayout(siteDir), area, version), 'mf-manifest.json');
  return stat(manifest).then(
    (s) => s.isFile(),
    () => false,
  );
}

export function telemetryRouter(options: TelemetryOptions): Router {
  const now = options.now ?? Date.now;
  const perAddress = options.perAddressPerMinute ?? 10;
  const total = options.totalPerMinute ?? 600;
  const addressOf = options.addressOf ?? ((req: Request) => req.socket.remoteAddress);
  let minute = -1;
  let inMinute = 0;
  const byAddress = new Map<string, number>();
  // Tokens already reported, until they expire: at most `total` a minute for one token lifetime.
  const used = new Map<string, number>();
  let lastCleanDay = '';
  const router = express.Router();

  const refuse = (res: Response, message: string) =>
    void res.status(403).json({ error: 'forbidden', message });

  // sendBeacon posts text/plain; a fetch may send JSON. Both are read as JSON, at most 2 kB.
  router.post(
    '/remote-failure',
    express.text({ type: ['text/plain', 'application/json'], limit: '2kb' }),
    async (req, res) => {
      res.set('Cache-Control', 'no-store');
      if (req.headers.origin !== options.origin)
        return refuse(res, `Reports are accepted only from pages of ${options.origin}.`);
      const t = now();
      let body: unknown = null;
      try {
        body = typeof req.body === 'string' ? JSON.parse(req.body) : null;
      } catch {
        body = null;
      }
      const failure = parseFailure(body, t);
      if (!failure) {
        res.status(400).json({
          error: 'bad_request',
          message:
            'Send {"area", "version", "kind", "token"} with kind one of ' +
            FAILURE_KINDS.join(', ') +
            '.',
        });
        return;
      }
      const bucket = parseBucket(parseCookies(req.headers.cookie).get(BUCKET_COOKIE));
      const token = (body as { token?: unknown }).token;
      const check =
        failure.version === null
          ? ({ ok: false, reason: 'missing' } as const)
          : options.tokens.verify(token, { area: failure.area, version: failure.version, bucket });
      if (!check.ok)
        return refuse(
          res,
          `The report token is ${check.reason}: a report needs the token its page was served with.`,
        );
      // Belt and braces: a version pruned since its page was served keeps no counter.
      if (!(await isPublished(options.siteDir, failure.area, failure.version!)))
        return refuse(res, `${failure.area}@${failure.version} is not published.`);
      if ((used.get(check.key) ?? 0) > t)
        return refuse(res, 'This page has already reported this area.');

      const thisMinute = Math.floor(t / 60_000);
      if (thisMinute !== minute) {
        minute = thisMinute;
        inMinute = 0;
        byAddress.clear();
        for (const [key, expiresAt] of used) if (expiresAt <= t) used.delete(key);
      }
      const address = addressBucket(addressOf(req));
      const count = byAddress.get(address) ?? 0;
      if (count >= perAddress || inMinute >= total) {
        res
          .set('Retry-After', String(60 - Math.floor((t % 60_000) / 1000)))
          .status(429)
          .json({ error: 'rate_limited' });
        return;
      }
      byAddress.set(address, count + 1);
      inMinute += 1;
      used.set(check.key, check.expiresAt);
      options.onFailure?.(failure, {
        issuer: check.issuer,
        issuedAt: check.issuedAt,
        client: address,
      });
      const dir = telemetryDir(options.siteDir);
      await mkdir(dir, { recursive: true });
      await appendFile(
        path.join(dir, `remote-failures-${dayOf(t)}.jsonl`),
        `${JSON.stringify(failure)}\n`,
      );
      const today = dayOf(t);
      if (today !== lastCleanDay) {
        lastCleanDay = today;
        const oldest = dayOf(t - KEEP_DAYS * 86_400_000);
        for (const name of await readdir(dir)) {
          const day = /^(?:remote-failures|served)-(\d{4}-\d{2}-\d{2})\.jsonl$/.exec(name)?.[1];
          if (day && day < oldest) await rm(path.join(dir, name), { force: true });
        }
      }
      res.status(204).end();
    },
  );
  router.all(
    '/remote-failure',
    (_req, res) => void res.set('Allow', 'POST').status(405).json({ error: 'method_not_allowed' }),
  );
  return router;
}
