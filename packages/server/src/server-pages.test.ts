import { Router } from 'express';
import { createSiteServer, type SiteServerOptions } from './create-site-server';
import {
  createSiteFixture,
  listen,
  rawGet,
  shellHtml,
  type Running,
  type SiteFixture,
} from './site-fixture';

let site: SiteFixture;
let server: Running | undefined;
const get = (path: string, init?: RequestInit) =>
  fetch(server!.origin + path, { redirect: 'manual', ...init });

async function start(options: Partial<SiteServerOptions> = {}): Promise<void> {
  server = await listen(createSiteServer({ siteDir: site.dir, ...options }));
}

beforeEach(async () => {
  site = await createSiteFixture();
  await site.write('shell/index.html', shellHtml('shell'));
  await site.write('shell/version.json', { version: '0.1.0' });
  await site.write('shell/routes.json', [
    { id: 'shell.notFound', path: '/404', title: 'Not found' },
  ]);
  await site.write('shell/static/js/main.3f2a1b.js', 'console.log(1);');
  await site.write('remotes.json', {
    remotes: { content: { version: '0.1.0', entry: '/remotes/content/0.1.0/mf-manifest.json' } },
  });
  await site.write('remotes/content/0.1.0/routes.json', [
    { id: 'content.read', path: '/read/:slug', title: 'Read' },
    { id: 'content.team', path: '/team/', title: 'Team' },
  ]);
});

afterEach(async () => {
  await server?.close();
  server = undefined;
  await site.cleanup();
});

describe('pages', () => {
  beforeEach(() => start());

  it.each(['/read/martin-luther', '/READ/Martin-Luther', '/team', '/team/', '/404'])(
    'answers the known route %s with the shell',
    async (path) => {
      const res = await get(path);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).toContain('<title>shell</title>');
    },
  );

  it('answers an unknown page with 404 and the same HTML', async () => {
    for (const path of ['/nowhere', '/read/a/b', '/read']) {
      const res = await get(path);
      expect([path, res.status]).toEqual([path, 404]);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).toContain('<title>shell</title>');
    }
  });

  it('answers a missing file with a plain 404', async () => {
    const res = await get('/static/js/missing.abc123.js');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await res.text()).not.toContain('<html');
  });

  it('serves hashed shell assets as immutable and its manifests as no-cache', async () => {
    const asset = await get('/static/js/main.3f2a1b.js');
    expect(await asset.text()).toBe('console.log(1);');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await get('/version.json')).headers.get('cache-control')).toBe('no-cache');
    expect((await get('/index.html')).headers.get('cache-control')).toBe('no-cache');
  });

  it('redirects permanently, ignoring case and keeping the query string', async () => {
    const cases: Array<[string, string]> = [
      ['/GC/?utm_source=mail&x=1', '/books/the-great-controversy?utm_source=mail&x=1'],
      ['/Books/GC-Chapter7', '/greatcontroversy-chapter7'],
      ['/tours', '/tours/coming-soon'],
      ['/reformation/locations/Wittenberg?a=b', '/read/martin-luther?a=b'],
    ];
    for (const [from, to] of cases) {
      const res = await get(from);
      expect([from, res.status, res.headers.get('location')]).toEqual([from, 301, to]);
    }
    expect((await get('/tours/coming-soon')).status).toBe(404);
  });

  it('compresses text responses', async () => {
    const res = await get('/read/jan-hus', { headers: { 'accept-encoding': 'br' } });
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(await res.text()).toContain('<title>shell</title>');
  });

  it('sends security headers on every response', async () => {
    for (const path of ['/read/x', '/gc', '/nowhere.js', '/remotes.json']) {
      const res = await get(path);
      expect(res.headers.get('content-security-policy')).toMatch(
        /^default-src 'self'; script-src 'self';/,
      );
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    }
  });

  it('rejects a malformed URL with 400 and other methods with 405', async () => {
    expect((await rawGet(server!.port, '/%E0%A4%A')).status).toBe(400);
    expect((await rawGet(server!.port, '/read/%E0%A4%A')).status).toBe(400);
    const post = await get('/read/martin-luther', { method: 'POST' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
    expect((await get('/healthz')).status).toBe(200);
  });

  it('prefers a prerendered page file, and a prerendered 404 page', async () => {
    await site.write('pages/read/martin-luther/index.html', '<h1>Martin Luther</h1>');
    await site.write('pages/404/index.html', '<h1>Not found</h1>');
    expect(await (await get('/read/martin-luther/')).text()).toBe('<h1>Martin Luther</h1>');
    const missing = await get('/nowhere');
    expect([missing.status, await missing.text()]).toEqual([404, '<h1>Not found</h1>']);
  });
});

describe('soft 404s, once pages are prerendered', () => {
  beforeEach(async () => {
    await site.write('remotes/content/0.1.0/routes.json', [
      { id: 'content.read', path: '/read/:slug', title: 'Read' },
      { id: 'content.readCatchAll', path: '/read/*', title: 'Read', clientOnly: true },
      { id: 'content.account', path: '/account/orders/:id', title: 'Order', clientOnly: true },
    ]);
    await site.write('pages/index.html', '<h1>Home</h1>');
    await site.write('pages/read/martin-luther/index.html', '<h1>Martin Luther</h1>');
    await site.write('pages/404/index.html', '<h1>Not found</h1>');
    await start();
  });

  it('answers a prerendered route’s unknown path with 404 and the 404 page, for GET and HEAD', async () => {
    const missing = await get('/read/no-such-article');
    expect([missing.status, await missing.text()]).toEqual([404, '<h1>Not found</h1>']);
    expect((await get('/read/no-such-article', { method: 'HEAD' })).status).toBe(404);
    expect((await get('/read/martin-luther')).status).toBe(200);
  });

  it('judges a path by the route the browser would render: /read/<slug> is the prerendered route, not the client-only catch-all', async () => {
    expect((await get('/read/no-such-article')).status).toBe(404);
    expect((await get('/read/some/deeper/path')).status).toBe(200);
  });

  it('leaves client-only routes to the browser', async () => {
    const order = await get('/account/orders/1042');
    expect(order.status).toBe(200);
    expect(await order.text()).toContain('<title>shell</title>');
  });
});

describe('options', () => {
  it('appends validated extra CSP hosts to the content directives', async () => {
    await start({ cspExtraHosts: ['https://cdn.example.com'] });
    const csp = (await get('/read/x')).headers.get('content-security-policy') ?? '';
    expect(csp).toContain("img-src 'self' data: blob: https://cdn.example.com;");
    expect(csp).toContain("connect-src 'self' https://cdn.example.com;");
    expect(csp).toContain("object-src 'none';");
    expect(() => createSiteServer({ siteDir: site.dir, cspExtraHosts: ["'unsafe-eval'"] })).toThrow(
      /host/,
    );
  });

  it('installs mounts before the page fallback', async () => {
    const api = Router().get('/hello', (_req, res) => void res.json({ hello: 'world' }));
    await start({ mounts: [{ path: '/api', handler: api }] });
    expect(await (await get('/api/hello')).json()).toEqual({ hello: 'world' });
    expect((await get('/api/other')).status).toBe(404);
  });

  it('keeps running without a built shell', async () => {
    await site.remove('shell');
    await start();
    expect((await get('/read/x')).status).toBe(503);
    expect((await get('/healthz')).status).toBe(200);
  });
});
