import { createSiteServer } from './create-site-server';
import { overrideLink } from '@site/release/override';
import {
  createSiteFixture,
  listen,
  shellHtml,
  type Running,
  type SiteFixture,
  oneAreaRegistry,
} from './site-fixture';
import { chooseVersions, inCanary, parseBucket } from './visitor-versions';

const SECRET = 'a-test-secret-that-is-long-enough-0123456789';
const OLD = '0.1.0-aaaaaaaaaa';
const NEW = '0.1.0-bbbbbbbbbb';
const routes = [{ id: 'tours.detail', path: '/tours/:uid', title: 'Tour' }];

let site: SiteFixture;
let server: Running;
const get = (path: string, cookie?: string) =>
  fetch(server.origin + path, { redirect: 'manual', headers: cookie ? { cookie } : {} });

async function publish(version: string) {
  await site.write(`remotes/tours/${version}/mf-manifest.json`, { id: 'tours' });
  await site.write(`remotes/tours/${version}/routes.json`, routes);
  await site.write(
    `page-sets/tours/${version}/tours/reformation/index.html`,
    `<html><body>page by ${version}</body></html>`,
  );
  await site.write(`page-sets/tours/${version}/page-data/tours/reformation/page-data.json`, {
    path: '/tours/reformation',
    version,
  });
  await site.write(`page-sets/tours/${version}/files/index.json`, { by: version });
}

const registry = (canary?: { version: string; percent: number }) =>
  oneAreaRegistry('tours', OLD, canary);

beforeEach(async () => {
  site = await createSiteFixture();
  await site.write('shell/index.html', shellHtml('shell'));
  await site.write('shell/version.json', { version: '0.1.0' });
  await site.write('pages/404/index.html', '<html><body>not found page</body></html>');
  await publish(OLD);
  await publish(NEW);
  await site.write('remotes.json', registry());
  server = await listen(createSiteServer({ siteDir: site.dir, overrideSecret: SECRET }));
});

afterEach(async () => {
  await server.close();
  await site.cleanup();
});

describe('choosing versions', () => {
  it('puts a bucket in the canary below its share, and keeps pins first', () => {
    expect(inCanary(999, 10)).toBe(true);
    expect(inCanary(1000, 10)).toBe(false);
    const r = registry({ version: NEW, percent: 10 });
    expect(chooseVersions(r, 5, {}).versions.tours).toBe(NEW);
    expect(chooseVersions(r, 9999, {}).versions.tours).toBe(OLD);
    expect(chooseVersions(r, null, {}).needsBucket).toBe(true);
    expect(chooseVersions(r, 9999, { tours: NEW }).pinned).toEqual(['tours']);
  });

  it('reads only plain buckets', () => {
    expect(parseBucket('42')).toBe(42);
    for (const bad of [undefined, '', '-1', '10000', '4.2', '1e3'])
      expect(parseBucket(bad)).toBeNull();
  });
});

describe('page sets', () => {
  it("serves the live version's page, data and files", async () => {
    expect(await (await get('/tours/reformation')).text()).toContain(`page by ${OLD}`);
    expect(await (await get('/page-data/tours/reformation/page-data.json')).json()).toMatchObject({
      version: OLD,
    });
    expect(await (await get('/files/tours/index.json')).json()).toEqual({ by: OLD });
    // A path no set holds is the 404 page.
    const missing = await get('/tours/unknown-tour');
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('not found page');
  });

  it('switches with the registry: a rollback or release is one write', async () => {
    await site.write('remotes.json', {
      remotes: { tours: { version: NEW, entry: `/remotes/tours/${NEW}/mf-manifest.json` } },
    });
    expect(await (await get('/tours/reformation')).text()).toContain(`page by ${NEW}`);
  });
});

describe('canary', () => {
  beforeEach(() => site.write('remotes.json', registry({ version: NEW, percent: 30 })));

  it('gives a visitor without a bucket one, and the same version on every answer after', async () => {
    const first = await get('/tours/reformation');
    const cookie = first.headers.get('set-cookie')!.split(';')[0]!;
    expect(cookie).toMatch(/^site_bucket=\d{1,4}$/);
    expect(first.headers.get('vary')).toMatch(/Cookie/);
    const bucket = Number(cookie.split('=')[1]);
    const expected = bucket < 3000 ? NEW : OLD;
    expect(await first.text()).toContain(`page by ${expected}`);
    for (let i = 0; i < 3; i++) {
      const again = await get('/tours/reformation', cookie);
      expect(again.headers.get('set-cookie')).toBeNull();
      expect(await again.text()).toContain(`page by ${expected}`);
      expect((await (await get('/remotes.json', cookie)).json()).remotes.tours.version).toBe(
        expected,
      );
      expect(
        await (await get('/page-data/tours/reformation/page-data.json', cookie)).json(),
      ).toMatchObject({ version: expected });
    }
  });

  it('serves about its share of new visitors the canary', async () => {
    let canary = 0;
    for (let i = 0; i < 200; i++)
      if ((await (await get('/remotes.json')).json()).remotes.tours.version === NEW) canary++;
    expect(canary).toBeGreaterThan(30);
    expect(canary).toBeLessThan(90);
    // 200 requests one after another: a busy machine (CI's e2e beside it) took longer than 5 s.
  }, 30_000);

  it('tells the browser the version it gets, with its routes and without the canary', async () => {
    const body = await (await get('/remotes.json', 'site_bucket=0')).json();
    expect(body.remotes.tours).toEqual({
      version: NEW,
      entry: `/remotes/tours/${NEW}/mf-manifest.json`,
      routes,
    });
  });
});

describe('QA override links', () => {
  const exp = () => Math.floor(Date.now() / 1000) + 3600;

  it('pins a version for the browser holding the cookie, until cleared', async () => {
    const link = await get(overrideLink({ tours: NEW }, exp(), SECRET));
    expect(link.status).toBe(303);
    const cookie = link.headers.get('set-cookie')!.split(';')[0]!;
    expect(await (await get('/tours/reformation', cookie)).text()).toContain(`page by ${NEW}`);
    expect(await (await get('/tours/reformation')).text()).toContain(`page by ${OLD}`);
    const cleared = await get('/__override?clear=1', cookie);
    expect(cleared.headers.get('set-cookie')).toMatch(/site_pins=;.*Max-Age=0/);
  });

  it('refuses a forged, expired or malformed link, and a forged cookie pins nothing', async () => {
    expect(
      (await get(overrideLink({ tours: NEW }, exp(), 'another-secret-another-secret-0000'))).status,
    ).toBe(403);
    expect(
      (await get(overrideLink({ tours: NEW }, Math.floor(Date.now() / 1000) - 1, SECRET))).status,
    ).toBe(400);
    expect((await get(overrideLink({ tours: NEW }, exp() + 30 * 86400, SECRET))).status).toBe(400);
    expect((await get(`/__override?tours=..%2F..&exp=${exp()}&sig=x`)).status).toBe(400);
    const forged = `site_pins=${Buffer.from(`tours=${NEW}&exp=${exp()}`).toString('base64url')}.bm90LWEtc2ln`;
    expect(await (await get('/tours/reformation', forged)).text()).toContain(`page by ${OLD}`);
  });

  it('does not exist without a secret', async () => {
    const plain = await listen(createSiteServer({ siteDir: site.dir }));
    const answer = await fetch(`${plain.origin}${overrideLink({ tours: NEW }, exp(), SECRET)}`, {
      redirect: 'manual',
    });
    expect(answer.status).toBe(404);
    await plain.close();
  });
});
