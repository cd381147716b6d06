import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { createHmac } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { freshAddress, send } from './support/client';
import { SERVER_ENTRY } from '../support/server-entry';
import { SHELL_OPT_INS } from '../shell-opt-ins.cjs';

// Issue 26 item 4: strangers rolled back a canary with forged failure beacons, then blinded the guard
// with a flood. These tests run a production server (as `pnpm start` runs it, checking canaries every
// second) on a copy of the built site with a canary of tours running, so the shared `.site` registry
// is never touched: forged beacons must be refused and leave the canary running, and real failures
// from real pages must still count and roll a bad canary back.

test.describe.configure({ mode: 'serial' });

const repoRoot = path.resolve(__dirname, '..', '..');
// Made in beforeAll: the runner also loads this file to list its tests, and must leave nothing behind.
let workDir: string;
let siteDir: string;
const REPORT_PATH = '/api/telemetry/remote-failure';
const PAGE = '/tours/reformation-europe';
const CANARY_BUCKET = 0;
const STABLE_BUCKET = 9999;

interface Registry {
  remotes: Record<string, { version: string; canary?: { version: string; percent: number } }>;
}
type Tokens = Record<string, { version: string; token: string }>;
const readRegistry = () =>
  JSON.parse(fs.readFileSync(path.join(siteDir, 'remotes.json'), 'utf8')) as Registry;
const history = () =>
  fs
    .readFileSync(path.join(siteDir, 'remotes.history.jsonl'), 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as { action: string; reason?: string });
/** The reports the server kept (one JSON line each), as an operator reads them. */
const keptReports = () => {
  const dir = path.join(siteDir, 'telemetry');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((n) => /^remote-failures-.*\.jsonl$/.test(n))
    .flatMap((n) => fs.readFileSync(path.join(dir, n), 'utf8').trim().split('\n').filter(Boolean))
    .map((l) => JSON.parse(l) as { area: string; version: string });
};

let server: ChildProcess;
let port: number;
let origin: string;
let live: string;
let canary: string;

/** A copy of the built site with a second published tours version (the same build) as a 50% canary. */
function prepareSite() {
  const source = path.resolve(process.env.SITE_DIR ?? path.join(repoRoot, '.site'));
  // The copy gets a secret of its own (the server makes one at first start).
  fs.cpSync(source, siteDir, {
    recursive: true,
    filter: (from) => path.relative(source, from) !== 'telemetry',
  });
  live = readRegistry().remotes.tours!.version;
  canary = `${live.replace(/[-+].*$/, '')}-beacons${Date.now().toString(36)}`;
  for (const dir of ['remotes', 'ssr', 'page-sets'])
    fs.cpSync(path.join(siteDir, dir, 'tours', live), path.join(siteDir, dir, 'tours', canary), {
      recursive: true,
    });
  // Started the way ops start one: the registry command, on the copy.
  const started = spawnSync(
    process.execPath,
    ['packages/release/bin/site-release.mjs', 'registry', 'canary', 'tours', canary, '50'],
    { cwd: repoRoot, env: { ...process.env, SITE_DIR: siteDir }, encoding: 'utf8' },
  );
  if (started.status !== 0) throw new Error(`starting the canary failed: ${started.stderr}`);
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(free));
    });
  });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'beacons-'));
  siteDir = path.join(workDir, 'site');
  prepareSite();
  port = await freePort();
  origin = `http://localhost:${port}`;
  const env: NodeJS.ProcessEnv = { ...process.env };
  // Exactly as `pnpm start` (production, no opt-ins, PUBLIC_URL unset: http://localhost:<port>).
  for (const name of [...SHELL_OPT_INS, 'TELEMETRY_SECRET', 'SECURITY_PORT']) delete env[name];
  Object.assign(env, {
    NODE_ENV: 'production',
    PORT: String(port),
    SITE_DIR: siteDir,
    CANARY_CHECK_MS: '1000',
    DATABASE_URL: `file:${path.join(workDir, 'site.sqlite')}`,
    OUTBOX_DIR: path.join(workDir, 'outbox'),
    CONTACT_DB: path.join(workDir, 'contact.sqlite'),
  });
  server = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  server.stderr?.on('data', (c: Buffer) => void (stderr += c.toString()));
  for (let i = 0; ; i++) {
    if (server.exitCode !== null) throw new Error(`the server exited: ${stderr}`);
    if (
      await fetch(`${origin}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (i > 400) throw new Error(`the server did not start: ${stderr}`);
    await new Promise((r) => setTimeout(r, 250));
  }
});

test.afterAll(() => {
  server?.kill();
  if (workDir) fs.rmSync(workDir, { recursive: true, force: true });
});

/** A report as a stranger's script (or curl) sends it: text/plain, no preflight, from `address`. */
async function report(
  address: string,
  body: unknown,
  headers: Record<string, string>,
): Promise<{ status: number; text: string }> {
  const answer = await send(address, REPORT_PATH, JSON.stringify(body), {
    port,
    headers: { 'content-type': 'text/plain;charset=UTF-8', ...headers },
  });
  return { status: answer.status, text: answer.text };
}

/** One page load as a visitor in `bucket` gets it: the report tokens the server put in it. */
async function pageTokens(bucket: number): Promise<Tokens> {
  const html = await (
    await fetch(`${origin}${PAGE}`, { headers: { cookie: `site_bucket=${bucket}` } })
  ).text();
  const json = /<script id="__SITE_REPORT_TOKENS__" type="application\/json">(.*?)<\/script>/.exec(
    html,
  )?.[1];
  expect(json, 'the page carries report tokens').toBeTruthy();
  return JSON.parse(json!) as Tokens;
}

/**
 * A token signed with the site's secret (read from the site folder, as an operator could) that
 * expired a minute ago, in the format of packages/server/src/report-tokens.ts.
 */
function expiredToken(area: string, version: string, bucket: number): string {
  const secret = fs.readFileSync(path.join(siteDir, 'telemetry', 'report-secret'), 'utf8').trim();
  const expiresAt = Date.now() - 60_000;
  const [issuer, nonce] = ['AAAAAAAA', 'BBBBBBBBBBBB'];
  const mac = createHmac('sha256', secret)
    .update(
      ['site-report/1', area, version, String(bucket), String(expiresAt), issuer, nonce].join('\n'),
    )
    .digest('base64url')
    .slice(0, 22);
  return `${expiresAt}.${issuer}.${nonce}.${mac}`;
}

const until = async (condition: () => boolean, ms: number) => {
  for (const end = Date.now() + ms; Date.now() < end && !condition();)
    await new Promise((r) => setTimeout(r, 100));
  return condition();
};

test('forged beacons get 403 and are not counted: another origin, no token, another version’s token, an expired token', async () => {
  expect(readRegistry().remotes.tours!.canary?.version).toBe(canary);
  const canaryPages = await Promise.all(
    Array.from({ length: 20 }, () => pageTokens(CANARY_BUCKET)),
  );
  const stablePage = await pageTokens(STABLE_BUCKET);
  expect(canaryPages[0]!.tours!.version).toBe(canary);
  expect(stablePage.tours!.version).toBe(live);
  const failure = (token?: string) => ({
    area: 'tours',
    version: canary,
    kind: 'chunk',
    ...(token ? { token } : {}),
  });
  const cookie = `site_bucket=${CANARY_BUCKET}`;
  const forged: Array<[string, unknown, Record<string, string>, RegExp]> = [
    // The attack of issue 26: 20 cross-site beacons, here even with real tokens a stranger fetched.
    ...canaryPages.map((t): [string, unknown, Record<string, string>, RegExp] => [
      'evil origin',
      failure(t.tours!.token),
      { origin: 'https://evil.example', cookie },
      /only from pages of/,
    ]),
    ['no origin', failure(canaryPages[0]!.tours!.token), { cookie }, /only from pages of/],
    ['no token', failure(), { origin, cookie }, /token is missing/],
    [
      'another version’s token',
      failure(stablePage.tours!.token),
      { origin, cookie },
      /token is mismatch/,
    ],
    [
      'an expired token',
      failure(expiredToken('tours', canary, CANARY_BUCKET)),
      { origin, cookie },
      /token is expired/,
    ],
    [
      'a made-up token',
      failure(`${Date.now() + 60_000}.AAAAAAAA.BBBBBBBBBBBB.${'C'.repeat(22)}`),
      { origin, cookie },
      /token is mismatch/,
    ],
  ];
  const statuses: Record<string, number> = {};
  for (const [what, body, headers, message] of forged) {
    const answer = await report(freshAddress(), body, headers);
    expect(answer.status, what).toBe(403);
    expect(answer.text, what).toMatch(message);
    statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
  }
  console.log(`forged beacons: ${JSON.stringify(statuses)}`);
  expect(keptReports()).toEqual([]);
  // Several of the guard's looks later, the canary still runs.
  await new Promise((r) => setTimeout(r, 3500));
  expect(readRegistry().remotes.tours!.canary?.version).toBe(canary);
});

test('600 forged reports from 61 addresses do not stop a real report from counting', async () => {
  const tokens = await pageTokens(STABLE_BUCKET);
  const statuses: Record<string, number> = {};
  const started = Date.now();
  // Half cross-site with the page's real token, half same-origin with none; 600 from 61 addresses, 100 at a time.
  for (let start = 0; start < 600; start += 100) {
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, n) => {
        const i = start + n;
        const body = {
          area: 'content',
          version: tokens.content!.version,
          kind: 'chunk',
          ...(i % 2 ? {} : { token: tokens.content!.token }),
        };
        return report(`127.200.${i % 61}.1`, body, {
          origin: i % 2 ? origin : 'https://evil.example',
        });
      }),
    );
    for (const answer of answers) statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
  }
  console.log(`flood: ${JSON.stringify(statuses)} in ${Date.now() - started} ms`);
  expect(statuses).toEqual({ 403: 600 });
  const real = await report(
    freshAddress(),
    {
      area: 'content',
      version: tokens.content!.version,
      kind: 'entry',
      token: tokens.content!.token,
    },
    { origin, cookie: `site_bucket=${STABLE_BUCKET}` },
  );
  expect(real.status).toBe(204);
  expect(keptReports()).toEqual([
    expect.objectContaining({ area: 'content', version: tokens.content!.version }),
  ]);
});

const stillRunning = async () => {
  // A few of the guard's looks (one a second).
  await new Promise((r) => setTimeout(r, 2500));
  return readRegistry().remotes.tours!.canary?.version;
};

test('a forged flood does not roll the running canary back, nor one stranger reporting the pages it loaded; real failures from real pages in Chromium still do', async ({
  browser,
}) => {
  // The forged flood again, straight at the canary.
  const flood = await Promise.all(
    Array.from({ length: 60 }, () =>
      report(
        freshAddress(),
        { area: 'tours', version: canary, kind: 'chunk' },
        { origin: 'https://evil.example' },
      ),
    ),
  );
  expect(flood.every((a) => a.status === 403)).toBe(true);
  expect(await stillRunning()).toBe(canary);

  // A stranger's script loads 20 canary pages itself and reports 10 of them failing, with their
  // tokens and the site's Origin: accepted (they are pages the site served), but one client is one
  // failing visitor, not a 50% failure rate.
  const stranger = freshAddress();
  const loaded = await Promise.all(Array.from({ length: 20 }, () => pageTokens(CANARY_BUCKET)));
  const cookie = `site_bucket=${CANARY_BUCKET}`;
  const scripted = await Promise.all(
    loaded
      .slice(0, 10)
      .map((t) =>
        report(
          stranger,
          { area: 'tours', version: canary, kind: 'chunk', token: t.tours!.token },
          { origin, cookie },
        ),
      ),
  );
  expect(scripted.map((a) => a.status)).toEqual(Array(10).fill(204));
  expect(await stillRunning()).toBe(canary);

  // Canary visitors in Chromium cannot load the canary's code, and the shell reports it.
  const beacons: Array<{
    status: number;
    origin: string | null;
    body: { token?: string; version?: string };
  }> = [];
  for (let i = 0; i < 5; i++) {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    await context.addCookies([{ name: 'site_bucket', value: String(CANARY_BUCKET), url: origin }]);
    const page = await context.newPage();
    await page.route('**/remotes/tours/**', (route) => route.abort('connectionrefused'));
    const sent = page.waitForResponse(
      (r) => r.url().endsWith(REPORT_PATH) && r.request().method() === 'POST',
      { timeout: 20_000 },
    );
    await page.goto(`${origin}${PAGE}`);
    await page.evaluate(() => window.dispatchEvent(new Event('pointermove')));
    const response = await sent;
    beacons.push({
      status: response.status(),
      origin: await response.request().headerValue('origin'),
      body: JSON.parse(response.request().postData() ?? '{}') as { token?: string },
    });
    await context.close();
  }
  // sendBeacon sends the page's Origin on a same-origin POST, and the page's token for the canary.
  expect(beacons.map((b) => [b.status, b.origin, b.body.version])).toEqual(
    Array(5).fill([204, origin, canary]),
  );
  expect(beacons.every((b) => /^\d{13}\./.test(b.body.token ?? ''))).toBe(true);
  // These browsers all connect from 127.0.0.1: one more failing visitor. Three more visitors, each
  // from their own address, report the canary pages they were served failing: five in all.
  expect(await stillRunning()).toBe(canary);
  for (const t of loaded.slice(10, 13))
    expect(
      (
        await report(
          freshAddress(),
          { area: 'tours', version: canary, kind: 'chunk', token: t.tours!.token },
          { origin, cookie },
        )
      ).status,
    ).toBe(204);
  // The registry changes first, then its history line is written.
  expect(await until(() => history().at(-1)?.action === 'auto-rollback', 10_000)).toBe(true);
  expect(readRegistry().remotes.tours!.canary).toBeUndefined();
  const last = history().at(-1)!;
  expect(last).toMatchObject({
    action: 'auto-rollback',
    reason: expect.stringMatching(/canary failure rate/),
  });
  console.log(`rolled back on real evidence: ${last.reason}`);
});
