import { readFile } from 'node:fs/promises';
import { canaryVerdict, type Counts } from '@site/release/canary-verdict';
import http from 'node:http';
import path from 'node:path';
import { CanaryGuard } from './canary-guard';
import { createSiteServer } from './create-site-server';
import { JsonFileCache } from './json-file';
import { SiteData } from './registry';
import { REPORT_TOKENS_ELEMENT_ID, type PageTokens } from './report-tokens';
import {
  createSiteFixture,
  listen,
  shellHtml,
  type Running,
  type SiteFixture,
  oneAreaRegistry,
} from './site-fixture';
import { siteLayout } from './site-layout';

const OLD = '0.1.0-aaaaaaaaaa';
const NEW = '0.1.0-bbbbbbbbbb';
const ORIGIN = 'http://localhost';

let site: SiteFixture;
let clock = Date.parse('2026-11-26T09:00:00Z');

async function publish(version: string) {
  await site.write(`remotes/tours/${version}/mf-manifest.json`, { id: 'tours' });
  await site.write(`remotes/tours/${version}/routes.json`, [
    { id: 'tours.detail', path: '/tours/:uid', title: 'Tour' },
  ]);
  await site.write(`ssr/tours/${version}/index.js`, 'module.exports = {};');
  await site.write(
    `page-sets/tours/${version}/tours/reformation/index.html`,
    `<html><head></head><body>page by ${version}</body></html>`,
  );
}
const registry = (canary?: { version: string; percent: number }) =>
  oneAreaRegistry('tours', OLD, canary);

beforeEach(async () => {
  site = await createSiteFixture();
  await site.write('shell/index.html', shellHtml('shell'));
  await site.write('pages/404/index.html', '<html><head></head><body>not found page</body></html>');
  await publish(OLD);
  await publish(NEW);
  await site.write('remotes.json', registry({ version: NEW, percent: 20 }));
});
afterEach(() => site.cleanup());

function guardWith(verdicts: unknown[] = []) {
  const rolledBack: Array<{ name: string; reason: string }> = [];
  const writes = {
    canaryVerdict: (counts: { stable: Counts; canary: Counts }) => (
      verdicts.push(counts),
      canaryVerdict(counts)
    ),
    rollback: (_dir: string, name: string, _v: undefined, { reason }: { reason: string }) =>
      void rolledBack.push({ name, reason }),
  };
  const guard = new CanaryGuard(
    site.dir,
    new SiteData(siteLayout(site.dir), new JsonFileCache()),
    () => {},
    writes,
    () => clock,
  );
  return { guard, rolledBack };
}

describe('canary guard', () => {
  it('rolls back a canary that fails clearly more than the live version, and says why', async () => {
    const { guard, rolledBack } = guardWith();
    // Pages served before the guard's first look at this canary count too.
    for (let i = 0; i < 10; i++) guard.served('tours', NEW);
    expect(await guard.check()).toEqual([]);
    for (let i = 0; i < 100; i++) guard.served('tours', OLD);
    guard.failed('tours', OLD, clock, 'client-0');
    for (let i = 0; i < 15; i++) guard.served('tours', NEW);
    for (let i = 0; i < 4; i++) guard.failed('tours', NEW, clock, `client-${i}`);
    expect(await guard.check()).toEqual([]);
    guard.failed('tours', NEW, clock, 'client-4');
    expect(await guard.check()).toEqual(['tours']);
    expect(rolledBack[0]!.reason).toMatch(/^automatic: canary failure rate 20% \(5\/25\)/);
  });

  it('judges failures against the loads served, as served: never a failure without a load', async () => {
    const verdicts: unknown[] = [];
    const { guard, rolledBack } = guardWith(verdicts);
    // 20 failures and no load (the forged rollback of issue 26 counted them as 20/20).
    for (let i = 0; i < 20; i++)
      expect(guard.failed('tours', NEW, clock, `client-${i}`)).toBe(false);
    // No counter is made for a version nothing was served with.
    expect(guard.failed('tours', '6.6.6-never-served', clock, 'client-0')).toBe(false);
    expect(await guard.check()).toEqual([]);
    expect(verdicts.at(-1)).toEqual({
      stable: { served: 0, failed: 0 },
      canary: { served: 0, failed: 0 },
    });
    for (let i = 0; i < 3; i++) guard.served('tours', NEW);
    for (let i = 0; i < 5; i++) guard.failed('tours', NEW, clock, `client-${i}`);
    expect(await guard.check()).toEqual([]);
    expect(verdicts.at(-1)).toEqual({
      stable: { served: 0, failed: 0 },
      canary: { served: 3, failed: 3 },
    });
    expect(rolledBack).toEqual([]);
  });

  it('counts one failure per client: a stranger failing every canary page is one failing visitor', async () => {
    const verdicts: unknown[] = [];
    const { guard, rolledBack } = guardWith(verdicts);
    for (let i = 0; i < 20; i++) guard.served('tours', NEW);
    const counted = Array.from({ length: 10 }, () =>
      guard.failed('tours', NEW, clock, '203.0.113.9'),
    );
    expect(counted.filter(Boolean)).toHaveLength(1);
    expect(await guard.check()).toEqual([]);
    expect(verdicts.at(-1)).toMatchObject({ canary: { served: 20, failed: 1 } });
    // The same client still counts for another version (the live one is judged the same way).
    for (let i = 0; i < 5; i++) guard.served('tours', OLD);
    expect(guard.failed('tours', OLD, clock, '203.0.113.9')).toBe(true);
    expect(rolledBack).toEqual([]);
  });

  it('starts counting again when a canary ends, and ignores failures of pages served before', async () => {
    const { guard, rolledBack } = guardWith();
    await guard.check();
    const before = clock;
    for (let i = 0; i < 25; i++) guard.served('tours', NEW);
    for (let i = 0; i < 4; i++) guard.failed('tours', NEW, before, `client-${i}`);
    await site.write('remotes.json', registry());
    clock += 1000;
    await guard.check();
    await site.write('remotes.json', registry({ version: NEW, percent: 20 }));
    clock += 1000;
    await guard.check();
    for (let i = 0; i < 25; i++) guard.served('tours', NEW);
    // Reports from pages served before the counts started again do not count against the new ones.
    for (let i = 0; i < 5; i++)
      expect(guard.failed('tours', NEW, before, `client-${i}`)).toBe(false);
    guard.failed('tours', NEW, clock, 'client-9');
    expect(await guard.check()).toEqual([]);
    expect(rolledBack).toEqual([]);
  });
});

describe('the served counts the guard writes for pnpm remotes', () => {
  it('appends the loads served since its last look, one line per version, and nothing when none were', async () => {
    const { guard } = guardWith();
    for (let i = 0; i < 3; i++) guard.served('tours', OLD);
    guard.served('tours', NEW);
    await guard.check();
    await guard.check(); // nothing served since: nothing written
    guard.served('tours', NEW);
    await guard.writeServed();
    const file = path.join(
      site.dir,
      'telemetry',
      `served-${new Date(clock).toISOString().slice(0, 10)}.jsonl`,
    );
    const lines = (await readFile(file, 'utf8'))
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { area: string; version: string; served: number });
    expect(lines.map(({ area, version, served }) => [area, version, served])).toEqual([
      ['tours', OLD, 3],
      ['tours', NEW, 1],
      ['tours', NEW, 1],
    ]);
  });
});

describe('the canary guard behind the server', () => {
  let server: Running;
  beforeEach(async () => {
    server = await listen(
      createSiteServer({ siteDir: site.dir, canaryGuard: { intervalMs: 50 }, publicUrl: ORIGIN }),
    );
  });
  afterEach(() => server.close());

  const page = async (bucket: number) => {
    const html = await (
      await fetch(`${server.origin}/tours/reformation`, {
        headers: { cookie: `site_bucket=${bucket}` },
      })
    ).text();
    const json = new RegExp(
      `<script id="${REPORT_TOKENS_ELEMENT_ID}" type="application/json">(.*?)</script>`,
    ).exec(html)?.[1];
    return { html, tokens: JSON.parse(json ?? 'null') as PageTokens | null };
  };
  /** A report from `address` (any of 127.0.0.0/8): the guard counts one failure per client. */
  const report = (body: unknown, headers: Record<string, string>, address = '127.0.0.1') =>
    new Promise<{ status: number }>((resolve, reject) => {
      const text = JSON.stringify(body);
      const req = http.request(
        {
          host: '127.0.0.1',
          port: server.port,
          localAddress: address,
          path: '/api/telemetry/remote-failure',
          method: 'POST',
          headers: {
            'content-type': 'text/plain',
            'content-length': Buffer.byteLength(text),
            ...headers,
          },
        },
        (res) => res.resume().on('end', () => resolve({ status: res.statusCode ?? 0 })),
      );
      req.on('error', reject);
      req.end(text);
    });
  const canaryOf = async () =>
    (
      JSON.parse(await readFile(path.join(site.dir, 'remotes.json'), 'utf8')) as ReturnType<
        typeof registry
      >
    ).remotes.tours?.canary;
  const settle = () => new Promise((r) => setTimeout(r, 300));

  it('puts a token per area in each page, for the version that visitor gets', async () => {
    const canaryPage = await page(0);
    expect(canaryPage.html).toContain(`page by ${NEW}`);
    expect(canaryPage.tokens).toEqual({
      tours: { version: NEW, token: expect.stringMatching(/^\d{13}\./) },
    });
    expect((await page(9999)).tokens).toEqual({
      tours: { version: OLD, token: expect.any(String) },
    });
    // Another page's token differs: each page load is its own evidence.
    expect((await page(0)).tokens!.tours!.token).not.toBe(canaryPage.tokens!.tours!.token);
  });

  it('is not rolled back by forged reports, and is by reports from the pages it served', async () => {
    const stable = await page(9999);
    const served = [];
    for (let i = 0; i < 20; i++) served.push((await page(0)).tokens!);
    const forged: Array<[unknown, Record<string, string>]> = [
      ...served.map((t): [unknown, Record<string, string>] => [
        { area: 'tours', version: NEW, kind: 'chunk', token: t.tours!.token },
        { origin: 'https://evil.example', cookie: 'site_bucket=0' },
      ]),
      ...Array.from({ length: 20 }, (): [unknown, Record<string, string>] => [
        { area: 'tours', version: NEW, kind: 'chunk' },
        { origin: ORIGIN },
      ]),
      [
        { area: 'tours', version: NEW, kind: 'chunk', token: stable.tokens!.tours!.token },
        { origin: ORIGIN, cookie: 'site_bucket=0' },
      ],
    ];
    for (const [body, headers] of forged) expect((await report(body, headers)).status).toBe(403);
    await settle();
    expect(await canaryOf()).toEqual({ version: NEW, percent: 20 });

    // One client reporting ten of the canary pages it loaded as failing is one failing visitor.
    const visitor = { origin: ORIGIN, cookie: 'site_bucket=0' };
    for (const tokens of served.slice(0, 10))
      expect(
        (
          await report(
            { area: 'tours', version: NEW, kind: 'chunk', token: tokens.tours!.token },
            visitor,
            '127.0.9.1',
          )
        ).status,
      ).toBe(204);
    await settle();
    expect(await canaryOf()).toEqual({ version: NEW, percent: 20 });
    // Four more visitors' canary pages really fail: that is evidence.
    for (const [i, tokens] of served.slice(10, 14).entries())
      expect(
        (
          await report(
            { area: 'tours', version: NEW, kind: 'chunk', token: tokens.tours!.token },
            visitor,
            `127.0.9.${i + 2}`,
          )
        ).status,
      ).toBe(204);
    // A page reports an area once.
    expect(
      (
        await report(
          { area: 'tours', version: NEW, kind: 'chunk', token: served[0]!.tours!.token },
          { origin: ORIGIN, cookie: 'site_bucket=0' },
        )
      ).status,
    ).toBe(403);
    for (let i = 0; i < 40 && (await canaryOf()); i++) await settle();
    expect(await canaryOf()).toBeUndefined();
    const history = (await readFile(path.join(site.dir, 'remotes.history.jsonl'), 'utf8'))
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { action: string; reason: string });
    expect(history.at(-1)).toMatchObject({
      action: 'auto-rollback',
      reason: expect.stringMatching(/canary failure rate 25% \(5\/20\)/),
    });
  });
});
