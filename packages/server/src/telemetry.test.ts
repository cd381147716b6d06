import { mkdtemp, readFile, readdir, rm, writeFile, mkdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import { ReportTokens } from './report-tokens';
import { listen, type Running } from './site-fixture';
import { parseFailure, telemetryRouter, type RemoteFailure } from './telemetry';

const ORIGIN = 'https://church-history.example';
const LIVE = '0.1.0-live';
const CANARY = '0.1.1-canary';
let dir: string;
let server: Running;
let clock = Date.parse('2026-11-25T10:00:00Z');
let tokens: ReportTokens;
let peer: string;
let accepted: Array<{ failure: RemoteFailure; issuedAt: number }>;

beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'telemetry-'));
  for (const version of [LIVE, CANARY]) {
    await mkdir(path.join(dir, 'remotes', 'tours', version), { recursive: true });
    await writeFile(path.join(dir, 'remotes', 'tours', version, 'mf-manifest.json'), '{}');
  }
  tokens = new ReportTokens('telemetry-test-secret-0123456789abcdef', { now: () => clock });
  peer = '203.0.113.7';
  accepted = [];
  const app = express();
  app.use(
    '/api/telemetry',
    telemetryRouter({
      siteDir: dir,
      tokens,
      origin: ORIGIN,
      perAddressPerMinute: 3,
      totalPerMinute: 5,
      now: () => clock,
      addressOf: () => peer,
      onFailure: (failure, token) => accepted.push({ failure, issuedAt: token.issuedAt }),
    }),
  );
  server = await listen(app);
});
afterEach(async () => {
  await server.close();
  await rm(dir, { recursive: true, force: true });
});

const tokenFor = (version = LIVE, bucket: number | null = null) =>
  tokens.issue({ tours: version }, bucket).tours!.token;
const report = (body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${server.origin}/api/telemetry/remote-failure`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain', origin: ORIGIN, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
const failure = (token: string | null = tokenFor(), version = LIVE) => ({
  area: 'tours',
  version,
  kind: 'chunk',
  ...(token === null ? {} : { token }),
});
const lines = async () =>
  (await readFile(path.join(dir, 'telemetry', 'remote-failures-2026-11-25.jsonl'), 'utf8'))
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as Record<string, unknown>);
const stored = () =>
  readdir(path.join(dir, 'telemetry')).then(
    (names) => names.filter((n) => n.endsWith('.jsonl')),
    () => [],
  );

describe('POST /api/telemetry/remote-failure', () => {
  it('appends a report carrying its page’s token (text/plain or JSON) with the server’s time', async () => {
    expect((await report({ ...failure(), extra: 1 })).status).toBe(204);
    expect(
      (await report(failure(tokenFor(CANARY), CANARY), { 'content-type': 'application/json' }))
        .status,
    ).toBe(204);
    expect(await lines()).toEqual([
      { at: '2026-11-25T10:00:00.000Z', area: 'tours', version: LIVE, kind: 'chunk' },
      { at: '2026-11-25T10:00:00.000Z', area: 'tours', version: CANARY, kind: 'chunk' },
    ]);
    expect(accepted.map((a) => a.issuedAt)).toEqual([clock, clock]);
  });

  it('refuses malformed reports and stores nothing', async () => {
    for (const body of [
      '',
      'nope',
      '[]',
      '{"area":"../x","kind":"chunk"}',
      '{"area":"tours","version":"1 2","kind":"chunk"}',
      '{"area":"tours","kind":"explode"}',
    ])
      expect((await report(body)).status).toBe(400);
    expect(parseFailure({ area: 'tours', kind: 'render' }, 0)).toMatchObject({ version: null });
    expect(await stored()).toEqual([]);
  });

  it('refuses, with 403, reports from another origin or none, even with a good token', async () => {
    const token = tokenFor();
    for (const headers of [
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { origin: `${ORIGIN}:8443` },
      { origin: '' },
    ]) {
      const answer = await report(failure(token), headers);
      expect(answer.status).toBe(403);
      expect(((await answer.json()) as { message: string }).message).toMatch(
        /only from pages of https:\/\/church-history\.example/,
      );
    }
    expect(accepted).toEqual([]);
    expect(await stored()).toEqual([]);
    expect((await report(failure(token))).status).toBe(204);
  });

  it('refuses, with 403, a report without a token, with a forged one, or with one for another version, area or bucket', async () => {
    const forged = tokenFor().replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    const cases: Array<[unknown, Record<string, string>, RegExp]> = [
      [failure(null), {}, /missing/],
      [{ area: 'tours', version: null, kind: 'chunk' }, {}, /missing/],
      [failure(forged), {}, /mismatch/],
      [failure('1.2.3'), {}, /malformed/],
      [failure(tokenFor(LIVE), CANARY), {}, /mismatch/],
      [failure(tokens.issue({ giving: LIVE }, null).giving!.token), {}, /mismatch/],
      [failure(tokenFor(LIVE, 17)), { cookie: 'site_bucket=18' }, /mismatch/],
    ];
    for (const [body, headers, reason] of cases) {
      const answer = await report(body, headers);
      expect(answer.status).toBe(403);
      expect(((await answer.json()) as { message: string }).message).toMatch(reason);
    }
    expect((await report(failure(tokenFor(LIVE, 17)), { cookie: 'site_bucket=17' })).status).toBe(
      204,
    );
    expect(accepted).toHaveLength(1);
  });

  it('refuses an expired token', async () => {
    const token = tokenFor();
    clock += 3_600_000;
    expect((await report(failure(token))).status).toBe(403);
    expect(accepted).toEqual([]);
  });

  it('counts one report per page and area: a replayed token is refused for the rest of its life', async () => {
    const page = tokens.issue({ tours: LIVE, giving: LIVE }, null);
    await mkdir(path.join(dir, 'remotes', 'giving', LIVE), { recursive: true });
    await writeFile(path.join(dir, 'remotes', 'giving', LIVE, 'mf-manifest.json'), '{}');
    expect((await report(failure(page.tours!.token))).status).toBe(204);
    expect((await report(failure(page.tours!.token))).status).toBe(403);
    expect((await report({ ...failure(page.giving!.token), area: 'giving' })).status).toBe(204);
    clock += 30 * 60_000;
    expect((await report(failure(page.tours!.token))).status).toBe(403);
    expect(accepted).toHaveLength(2);
  });

  it('keeps nothing for a version that is not published', async () => {
    const token = tokens.issue({ tours: '9.9.9-pruned' }, null).tours!.token;
    const answer = await report(failure(token, '9.9.9-pruned'));
    expect(answer.status).toBe(403);
    expect(((await answer.json()) as { message: string }).message).toMatch(/not published/);
    expect(accepted).toEqual([]);
  });

  it('limits each client per minute, IPv6 per /64, then lets it report again the next minute', async () => {
    peer = '2001:db8:1:2::1';
    for (let i = 0; i < 3; i++) {
      peer = `2001:db8:1:2::${i + 1}`;
      expect((await report(failure())).status).toBe(204);
    }
    peer = '2001:db8:1:2:ffff:ffff:ffff:ffff';
    const limited = await report(failure());
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // The token was not spent by the refusal: it can report the next minute.
    const kept = tokenFor();
    expect((await report(failure(kept))).status).toBe(429);
    peer = '2001:db8:1:3::1';
    expect((await report(failure())).status).toBe(204);
    clock += 60_000;
    peer = '2001:db8:1:2::9';
    expect((await report(failure(kept))).status).toBe(204);
  });

  it('lets no forged flood use up the budgets: refused reports count in none', async () => {
    for (let a = 0; a < 61; a++) {
      peer = `198.51.100.${a + 1}`;
      for (let i = 0; i < 10; i++) {
        const forged = i % 2 ? failure(null) : failure(tokenFor());
        expect((await report(forged, i % 2 ? {} : { origin: 'https://evil.example' })).status).toBe(
          403,
        );
      }
    }
    peer = '198.51.100.1';
    expect((await report(failure())).status).toBe(204);
    expect(accepted).toHaveLength(1);
  });

  it('removes days older than a week when a new day starts', async () => {
    await mkdir(path.join(dir, 'telemetry'), { recursive: true });
    await writeFile(path.join(dir, 'telemetry', 'remote-failures-2026-11-01.jsonl'), '{}\n');
    await writeFile(path.join(dir, 'telemetry', 'remote-failures-2026-11-24.jsonl'), '{}\n');
    await report(failure());
    expect((await stored()).sort()).toEqual([
      'remote-failures-2026-11-24.jsonl',
      'remote-failures-2026-11-25.jsonl',
    ]);
  });
});
