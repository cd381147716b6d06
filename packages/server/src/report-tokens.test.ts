import { mkdtemp, rm, stat, writeFile, mkdir, chmod, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  loadReportSecret,
  ReportTokens,
  withReportTokens,
  REPORT_TOKENS_ELEMENT_ID,
} from './report-tokens';

const SECRET = 'report-token-test-secret-0123456789abcdef';
let clock = Date.parse('2026-11-26T09:00:00Z');
const tokens = () => new ReportTokens(SECRET, { now: () => clock });

describe('report tokens', () => {
  it('verify for the area, version and bucket they were issued for, and nothing else', () => {
    const issuer = tokens();
    const page = issuer.issue({ tours: '0.1.0-a', giving: '0.2.0-b' }, 42);
    expect(Object.keys(page).sort()).toEqual(['giving', 'tours']);
    const tours = page.tours!.token;
    const good = issuer.verify(tours, { area: 'tours', version: '0.1.0-a', bucket: 42 });
    expect(good).toMatchObject({
      ok: true,
      issuer: issuer.issuer,
      issuedAt: clock,
      expiresAt: clock + 3_600_000,
    });
    // Another process of the same site (same secret) accepts it too, and says who issued it.
    expect(tokens().verify(tours, { area: 'tours', version: '0.1.0-a', bucket: 42 })).toMatchObject(
      { ok: true, issuer: issuer.issuer },
    );
    for (const claim of [
      { area: 'giving', version: '0.1.0-a', bucket: 42 },
      { area: 'tours', version: '0.1.1-canary', bucket: 42 },
      { area: 'tours', version: '0.1.0-a', bucket: 43 },
      { area: 'tours', version: '0.1.0-a', bucket: null },
    ])
      expect(issuer.verify(tours, claim)).toEqual({ ok: false, reason: 'mismatch' });
    expect(
      new ReportTokens('another-secret-of-the-right-length-0123456789').verify(tours, {
        area: 'tours',
        version: '0.1.0-a',
        bucket: 42,
      }),
    ).toEqual({ ok: false, reason: 'mismatch' });
  });

  it('share one nonce per page, so each area of a page has its own once-only key', () => {
    const issuer = tokens();
    const page = issuer.issue({ tours: '0.1.0-a', giving: '0.2.0-b' }, null);
    const a = issuer.verify(page.tours!.token, { area: 'tours', version: '0.1.0-a', bucket: null });
    const b = issuer.verify(page.giving!.token, {
      area: 'giving',
      version: '0.2.0-b',
      bucket: null,
    });
    const again = issuer.verify(issuer.issue({ tours: '0.1.0-a' }, null).tours!.token, {
      area: 'tours',
      version: '0.1.0-a',
      bucket: null,
    });
    expect(a.ok && b.ok && again.ok).toBe(true);
    const keys = [a, b, again].map((c) => (c.ok ? c.key : ''));
    expect(new Set(keys).size).toBe(3);
  });

  it('expire after their lifetime, and refuse missing, malformed and far-future tokens', () => {
    const issuer = tokens();
    const token = issuer.issue({ tours: '0.1.0-a' }, 1).tours!.token;
    const claim = { area: 'tours', version: '0.1.0-a', bucket: 1 };
    clock += 3_599_000;
    expect(issuer.verify(token, claim).ok).toBe(true);
    clock += 1_000;
    expect(issuer.verify(token, claim)).toEqual({ ok: false, reason: 'expired' });
    const longLived = new ReportTokens(SECRET, { now: () => clock, lifetimeMs: 86_400_000 }).issue(
      { tours: '0.1.0-a' },
      1,
    ).tours!.token;
    expect(issuer.verify(longLived, claim)).toEqual({ ok: false, reason: 'expired' });
    expect(issuer.verify(undefined, claim)).toEqual({ ok: false, reason: 'missing' });
    expect(issuer.verify('', claim)).toEqual({ ok: false, reason: 'missing' });
    for (const bad of [42, 'x', `${token}x`, token.replace(/\.[^.]+$/, '.short'), { token }])
      expect(issuer.verify(bad, claim)).toEqual({ ok: false, reason: 'malformed' });
    expect(() => new ReportTokens('too-short')).toThrow(/at least 32/);
  });

  it('go into the page head as a JSON data block', () => {
    const page = withReportTokens(
      Buffer.from('<html><head><title>t</title></head><body></body></html>'),
      { tours: { version: '0.1.0-a', token: 'x</script>' } },
    );
    expect(page!.toString()).toBe(
      `<html><head><title>t</title><script id="${REPORT_TOKENS_ELEMENT_ID}" type="application/json">{"tours":{"version":"0.1.0-a","token":"x\\u003c/script>"}}</script></head><body></body></html>`,
    );
    expect(withReportTokens(Buffer.from('<html><body>x</body></html>'), {})!.toString()).toContain(
      'x<script id=',
    );
    expect(withReportTokens(Buffer.from('<h1>fragment</h1>'), {})).toBeNull();
  });
});

describe('the report secret', () => {
  let dir: string;
  beforeEach(async () => (dir = await mkdtemp(path.join(os.tmpdir(), 'report-secret-'))));
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('is generated once into the site folder, owner-only, and read by every later start', async () => {
    const first = loadReportSecret(dir, undefined);
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    const file = path.join(dir, 'telemetry', 'report-secret');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(loadReportSecret(dir, '')).toBe(first);
    expect((await readFile(file, 'utf8')).trim()).toBe(first);
  });

  it('comes from TELEMETRY_SECRET when set, which must be long enough', () => {
    expect(loadReportSecret(dir, '  a-configured-secret-that-is-long-enough-012 ')).toBe(
      'a-configured-secret-that-is-long-enough-012',
    );
    expect(() => loadReportSecret(dir, 'short')).toThrow(
      'TELEMETRY_SECRET must be at least 32 characters',
    );
  });

  it('refuses a secret file others can read', async () => {
    await mkdir(path.join(dir, 'telemetry'));
    const file = path.join(dir, 'telemetry', 'report-secret');
    await writeFile(file, 'x'.repeat(64));
    await chmod(file, 0o644);
    expect(() => loadReportSecret(dir, undefined)).toThrow(/owner only/);
  });
});
