import { createSiteServer } from './create-site-server';
import {
  createSiteFixture,
  listen,
  rawGet,
  shellHtml,
  type Running,
  type SiteFixture,
  oneAreaRegistry,
} from './site-fixture';

const contentRoutes = [{ id: 'content.read', path: '/read/:slug', title: 'Read' }];

let site: SiteFixture;
let server: Running;
const get = (path: string, init?: RequestInit) =>
  fetch(server.origin + path, { redirect: 'manual', ...init });

beforeEach(async () => {
  site = await createSiteFixture();
  await site.write('shell/index.html', shellHtml('shell'));
  await site.write('shell/version.json', { version: '0.1.0' });
  await site.write('remotes.json', {
    remotes: {
      content: { version: '0.1.0', entry: '/remotes/content/0.1.0/mf-manifest.json' },
      media: { version: '0.2.0', entry: '/remotes/media/0.2.0/mf-manifest.json' },
    },
  });
  await site.write('remotes/content/0.1.0/mf-manifest.json', { id: 'content' });
  await site.write('remotes/content/0.1.0/routes.json', contentRoutes);
  await site.write('remotes/content/0.1.0/remoteEntry.js', 'var content = 1;');
  server = await listen(createSiteServer({ siteDir: site.dir }));
});

afterEach(async () => {
  await server.close();
  await site.cleanup();
});

describe('GET /remotes.json', () => {
  it('adds each live version its routes and omits them when missing', async () => {
    const res = await get('/remotes.json');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.json()).toEqual({
      remotes: {
        content: {
          version: '0.1.0',
          entry: '/remotes/content/0.1.0/mf-manifest.json',
          routes: contentRoutes,
        },
        media: { version: '0.2.0', entry: '/remotes/media/0.2.0/mf-manifest.json' },
      },
    });
  });

  it('picks up an ops edit on the next request, without a restart', async () => {
    await get('/remotes.json');
    await site.write('remotes/content/0.2.0/routes.json', [
      { id: 'content.home', path: '/', title: 'Home' },
    ]);
    await site.write('remotes.json', {
      remotes: { content: { version: '0.2.0', entry: '/remotes/content/0.2.0/mf-manifest.json' } },
    });
    const body = (await (await get('/remotes.json')).json()) as {
      remotes: Record<string, { version: string }>;
    };
    expect(Object.keys(body.remotes)).toEqual(['content']);
    expect(body.remotes.content).toEqual({
      version: '0.2.0',
      entry: '/remotes/content/0.2.0/mf-manifest.json',
      routes: [{ id: 'content.home', path: '/', title: 'Home' }],
    });
  });

  it('answers a malformed registry with a 500 JSON error and keeps serving', async () => {
    await site.write('remotes.json', '{ "remotes": ');
    const res = await get('/remotes.json');
    expect(res.status).toBe(500);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(await res.json()).toMatchObject({
      error: 'invalid_registry',
      message: expect.stringMatching(/not valid JSON/),
    });
    await site.write('remotes.json', {
      remotes: { 'Bad/Name': { version: '1.0.0', entry: '/x' } },
    });
    expect((await (await get('/remotes.json')).json()) as object).toMatchObject({
      message: expect.stringMatching(/Bad\/Name/),
    });
    expect((await get('/read/martin-luther')).status).toBe(404);
    expect((await get('/healthz')).status).toBe(200);
  });
});

describe('/remotes/<name>/<version>/*', () => {
  it('serves build files as immutable', async () => {
    const res = await get('/remotes/content/0.1.0/remoteEntry.js');
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('var content = 1;');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-type')).toMatch(/javascript/);
  });

  it('answers a missing file with a plain 404, never the HTML page', async () => {
    for (const path of [
      '/remotes/content/0.1.0/missing.js',
      '/remotes/media/0.2.0/remoteEntry.js',
      '/remotes/content/0.1.0/',
    ]) {
      const res = await get(path);
      expect([path, res.status]).toEqual([path, 404]);
      expect(res.headers.get('content-type')).not.toMatch(/html/);
      expect(res.headers.get('cache-control')).toBe('no-store');
    }
  });

  it.each([
    '/remotes/content/0.1.0/../../remotes.json',
    '/remotes/content/0.1.0/..%2f..%2fremotes.json',
    '/remotes/content/%2e%2e/remotes.json',
    '/remotes/Content/0.1.0/remoteEntry.js',
    '/remotes/content/latest/remoteEntry.js',
    '/remotes/content/1..0/remoteEntry.js',
    '/remotes/..%5c..%5cshell/0.1.0/index.html',
  ])('rejects %s with 400', async (path) => {
    const res = await rawGet(server.port, path);
    expect(res.status).toBe(400);
    expect(res.body).not.toContain('remotes');
  });

  it('refuses other methods', async () => {
    expect((await get('/remotes/content/0.1.0/remoteEntry.js', { method: 'POST' })).status).toBe(
      405,
    );
  });
});

describe('GET /healthz', () => {
  it('reports the shell version and which remotes exist on disk', async () => {
    const res = await get('/healthz');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      status: 'ok',
      shell: { version: '0.1.0' },
      remotes: [
        { name: 'content', version: '0.1.0', available: true },
        { name: 'media', version: '0.2.0', available: false },
      ],
    });
  });

  it('names the live versions and a canary in /healthz and in the X-Site-Versions header of every answer', async () => {
    await site.write(
      'remotes.json',
      oneAreaRegistry('content', '0.1.0', { version: '0.1.1-abc', percent: 10 }),
    );
    const health = await get('/healthz');
    expect(((await health.json()) as { remotes: unknown[] }).remotes).toEqual([
      {
        name: 'content',
        version: '0.1.0',
        available: true,
        canary: { version: '0.1.1-abc', percent: 10 },
      },
    ]);
    const expected = 'shell=0.1.0, content=0.1.0 (canary 0.1.1-abc 10%)';
    expect(health.headers.get('x-site-versions')).toBe(expected);
    expect((await get('/read/anything')).headers.get('x-site-versions')).toBe(expected);
  });

  it('reports a malformed canary as a registry problem', async () => {
    await site.write(
      'remotes.json',
      oneAreaRegistry('content', '0.1.0', { version: 'x', percent: 150 }),
    );
    expect(
      ((await (await get('/healthz')).json()) as { registryError: string }).registryError,
    ).toMatch(/canary/);
  });
});
