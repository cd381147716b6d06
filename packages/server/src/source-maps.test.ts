import express from 'express';
import { remoteFiles } from './remote-files';
import { shellFiles } from './shell-files';
import { createSiteFixture, listen, rawGet, type Running, type SiteFixture } from './site-fixture';
import { siteLayout } from './site-layout';
import type { SourceMapOptions } from './source-maps';

/**
 * The file handlers on their own, without the site server around them: each refuses `*.map` by
 * itself unless told to serve maps, so no mount order or missing middleware can publish them.
 */
let site: SiteFixture;
let server: Running | undefined;

beforeEach(async () => {
  site = await createSiteFixture();
  await site.write('shell/static/main.js', 'console.log("shell");');
  await site.write('shell/static/main.js.map', '{"version":3,"sources":["secret.ts"]}');
  await site.write('shell/sw.js.map', '{"version":3}');
  await site.write('remotes/content/0.1.0/remoteEntry.js', 'var content = 1;');
  await site.write('remotes/content/0.1.0/remoteEntry.js.map', '{"version":3}');
  await site.write('remotes/content/0.1.0/styles.css.MAP', '{"version":3}');
});

afterEach(async () => {
  await server?.close();
  await site.cleanup();
});

async function start(options?: SourceMapOptions): Promise<Running> {
  const layout = siteLayout(site.dir);
  const app = express();
  app.use('/remotes', remoteFiles(layout, options));
  app.use(shellFiles(layout, options));
  app.use((_req, res) => void res.status(200).type('html').send('<!doctype html><p>page</p>'));
  server = await listen(app);
  return server;
}

const MAP_PATHS = [
  '/static/main.js.map',
  '/sw.js.map',
  '/static/main.js.m%61p',
  '/remotes/content/0.1.0/remoteEntry.js.map',
  '/remotes/content/0.1.0/remoteEntry.js%2Emap',
  '/remotes/content/0.1.0/styles.css.MAP',
];

describe('without serveSourceMaps (production)', () => {
  it.each(MAP_PATHS)('answers %s with an uncached plain 404', async (path) => {
    const { port } = await start();
    const res = await rawGet(port, path);
    expect(res.status).toBe(404);
    expect(res.body).toBe('Not found');
    const headers = await fetch(`http://127.0.0.1:${port}${path}`);
    expect(headers.headers.get('cache-control')).toBe('no-store');
    expect(headers.headers.get('content-type')).toMatch(/^text\/plain/);
  });

  it('still serves the scripts themselves', async () => {
    const { origin } = await start({ serveSourceMaps: false });
    expect((await fetch(`${origin}/static/main.js`)).status).toBe(200);
    expect((await fetch(`${origin}/remotes/content/0.1.0/remoteEntry.js`)).status).toBe(200);
  });
});

describe('with serveSourceMaps (development, or SOURCE_MAPS_PUBLIC=1)', () => {
  it('serves the maps', async () => {
    const { origin } = await start({ serveSourceMaps: true });
    const shell = await fetch(`${origin}/static/main.js.map`);
    expect(shell.status).toBe(200);
    expect(await shell.json()).toMatchObject({ sources: ['secret.ts'] });
    expect((await fetch(`${origin}/remotes/content/0.1.0/remoteEntry.js.map`)).status).toBe(200);
  });
});
