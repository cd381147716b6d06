import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Express } from 'express';
import { createCmsRouter, PreviewTokens, type CmsRouter } from '@site/cms';
import {
  createFixtureCorpus,
  paragraph,
  title,
  type FixtureCorpus,
  type FixtureDoc,
} from '@site/cms/test-support/fixture-corpus';
import { createSiteServer } from './create-site-server';
import { createSiteFixture, shellHtml, type SiteFixture } from './site-fixture';

const WRITE_TOKEN = 'preview-test-write-token';
const SECRET = 'preview-test-secret';
const LUTHER = 'peopleLuther0001';
const NEW_ID = 'peopleFarel00001';
const PUBLISHED_HTML = '<!doctype html><html><body><div id="root"><h1>Martin Luther</h1></div>';
/** Luther's page data as the build wrote it. */
const PUBLISHED_DATA = { path: '/timeline/people/martin-luther', data: { name: 'Martin Luther' } };

const person = (id: string, uid: string, name: string): FixtureDoc => ({
  id,
  uid,
  type: 'people',
  data: { title: title(name), summary: paragraph(`${name}, reformer.`) },
});

/**
 * The content area's server bundle as the site build leaves it, reduced to a generator that makes
 * one page per person from whatever ref its content source reads. It counts its runs in a file.
 */
const generatorBundle = (countFile: string) => `
exports.generator = {
  area: 'content',
  async generate({ content, siteUrl }) {
    require('node:fs').appendFileSync(${JSON.stringify(countFile)}, 'x');
    const people = await content.getAllByType('people');
    return people.map((doc) => ({
      path: '/timeline/people/' + doc.uid,
      routeId: 'content.person',
      head: { title: doc.data.title[0].text, canonicalPath: siteUrl + '/timeline/people/' + doc.uid },
      data: { name: doc.data.title[0].text, summary: doc.data.summary[0].text },
      dependencies: [doc.id],
    }));
  },
  pages: {},
};`;

let site: SiteFixture;
let corpus: FixtureCorpus;
let cms: CmsRouter;
let server: http.Server;
let origin: string;
let countFile: string;

function writeDraft(doc: FixtureDoc): void {
  const dir = path.join(corpus.root, 'editorial', 'drafts', doc.type);
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    path.join(dir, `${doc.uid}.json`),
    JSON.stringify({ lang: 'en-us', tags: [], alternate_languages: [], ...doc }),
  );
}

async function start(options: { secureCookies?: boolean; reuseMs?: number } = {}) {
  // The server listens first: the preview's content endpoint is its own address.
  const mounted: { app?: Express } = {};
  server = http.createServer((req, res) => mounted.app!(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  cms = createCmsRouter({
    ...corpus,
    editorialDir: path.join(corpus.root, 'editorial'),
    writeToken: WRITE_TOKEN,
    previewSecret: SECRET,
    publicOrigin: origin,
  });
  mounted.app = createSiteServer({
    siteDir: site.dir,
    mounts: [{ path: '/cms', handler: cms }],
    secureCookies: options.secureCookies,
    preview: {
      contentEndpoint: `${origin}/cms/api/v2`,
      siteUrl: 'https://history.example',
      reuseMs: options.reuseMs,
    },
  });
}

beforeEach(async () => {
  corpus = createFixtureCorpus([person(LUTHER, 'martin-luther', 'Martin Luther')]);
  writeDraft({ ...person(LUTHER, 'martin-luther', 'Martin Luther, revised') });
  writeDraft(person(NEW_ID, 'william-farel', 'William Farel'));
  site = await createSiteFixture();
  countFile = path.join(site.dir, 'generations.txt');
  writeFileSync(countFile, '');
  await site.write('shell/index.html', shellHtml('shell'));
  await site.write('shell/version.json', { version: '0.1.0' });
  await site.write('remotes.json', {
    remotes: { content: { version: '0.1.0', entry: '/remotes/content/0.1.0/mf-manifest.json' } },
  });
  await site.write('remotes/content/0.1.0/routes.json', [
    { id: 'content.person', path: '/timeline/people/:uid', title: 'Person' },
    { id: 'content.account', path: '/notes', title: 'Notes', clientOnly: true },
  ]);
  await site.write('ssr/content/0.1.0/index.js', generatorBundle(countFile));
  await site.write('pages/404/index.html', shellHtml('not found'));
  await site.write('pages/page-data/app-data.json', { buildHash: 'build-1', builtAt: '' });
  await site.write(
    'page-sets/content/0.1.0/timeline/people/martin-luther/index.html',
    PUBLISHED_HTML,
  );
  await site.write(
    'page-sets/content/0.1.0/page-data/timeline/people/martin-luther/page-data.json',
    { path: '/timeline/people/martin-luther', data: { name: 'Martin Luther' } },
  );
});

afterEach(async () => {
  cms.close();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  corpus.remove();
  await site.cleanup();
});

const get = (route: string, cookie?: string) =>
  fetch(origin + route, { redirect: 'manual', headers: cookie ? { cookie } : {} });

async function previewToken(): Promise<string> {
  const res = await fetch(`${origin}/cms/migration/previews`, {
    method: 'POST',
    headers: { authorization: `Bearer ${WRITE_TOKEN}` },
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { token: string }).token;
}

const entry = (token: string, documentId: string) =>
  `/preview?${new URLSearchParams({ token, documentId }).toString()}`;

/** The cookies a preview entry set, as a browser would send them back. */
const cookiesOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');

/** The previewing browser's Exit button: the form it posts, to go back to Luther's page. */
const exitPreview = (cookie: string) =>
  fetch(`${origin}/preview/exit`, {
    method: 'POST',
    redirect: 'manual',
    headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
    body: 'to=%2Ftimeline%2Fpeople%2Fmartin-luther',
  });

function expectPrivate(res: Response) {
  expect(res.headers.get('cache-control')).toBe('no-store, private');
  expect(res.headers.get('vary')).toMatch(/Cookie/i);
}

describe('the preview entry refuses bad input with a clear page', () => {
  beforeEach(() => start());

  it.each([
    ['no parameters', '/preview', /token is missing[\s\S]*documentId is missing/],
    [
      'a token that is no URL',
      '/preview?token=not-a-url&documentId=peopleLuther0001',
      /token must be a preview token/,
    ],
    [
      'a script URL',
      '/preview?token=javascript:alert(1)&documentId=peopleLuther0001',
      /token must be a preview token/,
    ],
    [
      'a document id with a path in it',
      '/preview?token=https://cms.example/previews/a.b&documentId=../etc',
      /documentId must be/,
    ],
    ['a token given twice', '/preview?token=a&token=b&documentId=x', /token must be given once/],
    [
      'a token of 2,100 characters',
      `/preview?token=https://x.example/${'a'.repeat(2100)}&documentId=x`,
      /longer than 2048/,
    ],
  ])('%s → 400', async (_label, route, message) => {
    const res = await get(route);
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expectPrivate(res);
    expect(res.headers.getSetCookie()).toEqual([]);
    const html = await res.text();
    expect(html).toContain('<h1>This preview link is not valid</h1>');
    expect(html).toMatch(message);
  });

  it('refuses a token the CMS does not know (forged), setting nothing', async () => {
    const forged = `${origin}/cms/previews/eyJlIjo5OTk5OTk5OTk5OTk5fQ.${'A'.repeat(43)}`;
    const res = await get(entry(forged, LUTHER));
    expect(res.status).toBe(400);
    expect(res.headers.getSetCookie()).toEqual([]);
    expect(await res.text()).toContain('The CMS does not know this preview token');
  });

  it('says when the token expired', async () => {
    const old = new PreviewTokens(SECRET, () => Date.now() - 60 * 60 * 1000).create(
      `${origin}/cms`,
      {},
    );
    const res = await get(entry(old.token, LUTHER));
    expect(res.status).toBe(410);
    expect(res.headers.getSetCookie()).toEqual([]);
    expect(await res.text()).toContain('This preview has expired');
  });

  it('says when the document is not in the preview', async () => {
    const res = await get(entry(await previewToken(), 'doesNotExist0001'));
    expect(res.status).toBe(404);
    expect(res.headers.getSetCookie()).toEqual([]);
  });
});

describe('a valid preview link', () => {
  it('sets the ref for this browser only and redirects to the document through the link resolver', async () => {
    await start();
    const token = await previewToken();
    const res = await get(entry(token, LUTHER));
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/timeline/people/martin-luther');
    expectPrivate(res);
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    expect(res.headers.getSetCookie()).toEqual([
      `io.prismic.preview=${token}; Path=/; SameSite=Lax; HttpOnly`,
      'site-preview=1; Path=/; SameSite=Lax',
    ]);
  });

  it('marks both cookies Secure when the site is served over https', async () => {
    await start({ secureCookies: true });
    const res = await get(entry(await previewToken(), LUTHER));
    const cookies = res.headers.getSetCookie();
    expect(cookies).toHaveLength(2);
    for (const cookie of cookies) expect(cookie).toMatch(/; Secure$/);
  });

  it('resolves a draft of a document never published to the page it will have', async () => {
    await start();
    const res = await get(entry(await previewToken(), NEW_ID));
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/timeline/people/william-farel');
  });
});

describe('previewing', () => {
  let cookie: string;
  beforeEach(async () => {
    await start();
    cookie = cookiesOf(await get(entry(await previewToken(), LUTHER)));
  });

  it('serves the previewing browser the shell alone, and everyone else the published page', async () => {
    const previewing = await get('/timeline/people/martin-luther', cookie);
    expect(previewing.status).toBe(200);
    expectPrivate(previewing);
    expect(previewing.headers.get('x-robots-tag')).toBe('noindex');
    expect(await previewing.text()).toContain('<title>shell</title>');
    // A page that exists only as a draft is a page too, for the previewing browser.
    const draftOnly = await get('/timeline/people/william-farel', cookie);
    expect(draftOnly.status).toBe(200);

    const visitor = await get('/timeline/people/martin-luther');
    expect(visitor.status).toBe(200);
    expect(visitor.headers.get('cache-control')).toBe('no-cache');
    expect(await visitor.text()).toBe(PUBLISHED_HTML);
    expect((await get('/timeline/people/william-farel')).status).toBe(404);
  });

  it('makes page data from the drafts with the area’s generator, for this browser only', async () => {
    const res = await get('/preview/page-data?path=%2Ftimeline%2Fpeople%2Fmartin-luther', cookie);
    expect(res.status).toBe(200);
    expectPrivate(res);
    expect(await res.json()).toEqual({
      path: '/timeline/people/martin-luther',
      routeId: 'content.person',
      area: 'content',
      buildHash: 'build-1',
      version: '0.1.0',
      head: {
        title: 'Martin Luther, revised',
        canonicalPath: 'https://history.example/timeline/people/martin-luther',
      },
      data: { name: 'Martin Luther, revised', summary: 'Martin Luther, revised, reformer.' },
    });
    const fresh = await get('/preview/page-data?path=/timeline/people/william-farel/', cookie);
    expect(((await fresh.json()) as { data: unknown }).data).toEqual({
      name: 'William Farel',
      summary: 'William Farel, reformer.',
    });
    // The published page-data is as the build wrote it.
    const published = await get('/page-data/timeline/people/martin-luther/page-data.json');
    expect(await published.json()).toEqual(PUBLISHED_DATA);
  });

  it('answers 404 for a page the preview does not have, and 400 for a path that is not one', async () => {
    expect((await get('/preview/page-data?path=/timeline/people/nobody', cookie)).status).toBe(404);
    expect((await get('/preview/page-data?path=/nowhere/at/all', cookie)).status).toBe(404);
    expect((await get('/preview/page-data?path=/notes', cookie)).status).toBe(404);
    for (const bad of [
      '',
      '?path=relative',
      '?path=//evil.example',
      '?path=/a/../b',
      '?path=/a%00',
    ])
      expect((await get(`/preview/page-data${bad}`, cookie)).status).toBe(400);
  });

  it('begins the page’s data as the entry redirects, so the page asks for it made', async () => {
    // The entry in beforeEach began it; nothing else has asked yet.
    for (let i = 0; i < 250 && readFileSync(countFile, 'utf8') === ''; i++)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(readFileSync(countFile, 'utf8')).toBe('x');
    const res = await get('/preview/page-data?path=/timeline/people/martin-luther', cookie);
    expect(res.status).toBe(200);
    expect(readFileSync(countFile, 'utf8')).toBe('x');
  });

  it('makes an area’s pages once for a burst of requests from one session', async () => {
    const paths = ['/timeline/people/martin-luther', '/timeline/people/william-farel'];
    const answers = await Promise.all(
      [...paths, ...paths].map((p) => get(`/preview/page-data?path=${p}`, cookie)),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    expect(readFileSync(countFile, 'utf8')).toBe('x');
  });

  it('tells the bar about the session, never the token', async () => {
    const res = await get('/preview/session', cookie);
    expectPrivate(res);
    const body = (await res.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ active: true, ref: expect.stringMatching(/^[0-9a-f]{8}$/) });
    expect(Date.parse(body.expires as string)).toBeGreaterThan(Date.now());
    expect(JSON.stringify(body)).not.toContain('previews/');
    expect(await (await get('/preview/session')).json()).toEqual({ active: false });
  });

  it('exits: clears both cookies and returns to the published page', async () => {
    const res = await exitPreview(cookie);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/timeline/people/martin-luther');
    expectPrivate(res);
    const cleared = res.headers.getSetCookie();
    expect(cleared.map((c) => c.split('=')[0])).toEqual(['io.prismic.preview', 'site-preview']);
    for (const c of cleared) expect(c).toContain('Max-Age=0');
    // Never to another site.
    for (const to of ['//evil.example/x', 'https://evil.example/', '/\\evil.example'])
      expect(
        (await get(`/preview/exit?to=${encodeURIComponent(to)}`, cookie)).headers.get('location'),
      ).toBe('/');
  });

  it('ends a preview whose token the CMS refuses, clearing the cookies', async () => {
    const forged = `io.prismic.preview=${origin}/cms/previews/eyJlIjo5OTk5OTk5OTk5OTk5fQ.${'B'.repeat(43)}; site-preview=1`;
    const res = await get('/preview/page-data?path=/timeline/people/martin-luther', forged);
    expect(res.status).toBe(410);
    expect(res.headers.getSetCookie().every((c) => c.includes('Max-Age=0'))).toBe(true);
    expect(await (await get('/preview/session', forged)).json()).toEqual({
      active: false,
      ended: 'invalid',
    });
  });

  it('gives a page that asks after its Exit answered the published data, not a failure', async () => {
    const exit = await exitPreview(cookie);
    expect(exit.status).toBe(303);
    // The previewing page, still open while the browser follows the redirect, prefetches a link:
    // the cookies are gone from its request.
    const late = await get('/preview/page-data?path=/timeline/people/martin-luther');
    expect(late.status).toBe(307);
    expectPrivate(late);
    expect(late.headers.get('location')).toBe(
      '/page-data/timeline/people/martin-luther/page-data.json',
    );
    const followed = await fetch(origin + late.headers.get('location')!);
    expect(await followed.json()).toEqual(PUBLISHED_DATA);
    // A marker left without the ref is cleared; a page only the drafts had is not found.
    const draftOnly = await get(
      '/preview/page-data?path=/timeline/people/william-farel',
      'site-preview=1',
    );
    expect(draftOnly.headers.getSetCookie().every((c) => c.includes('Max-Age=0'))).toBe(true);
    expect((await fetch(origin + draftOnly.headers.get('location')!)).status).toBe(404);
  });
});

it('shows an edited draft once the short reuse is over', async () => {
  await start({ reuseMs: 0 });
  const cookie = cookiesOf(await get(entry(await previewToken(), LUTHER)));
  const read = async () =>
    (
      (await (
        await get('/preview/page-data?path=/timeline/people/martin-luther', cookie)
      ).json()) as { data: { name: string } }
    ).data.name;
  expect(await read()).toBe('Martin Luther, revised');
  writeDraft(person(LUTHER, 'martin-luther', 'Martin Luther, revised again'));
  expect(await read()).toBe('Martin Luther, revised again');
});
