import { writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import path from 'node:path';

import sharp from 'sharp';

import { createFixtureCorpus, type FixtureCorpus } from '../test-support/fixture-corpus';
import { startTestServer, type TestServer } from '../test-support/test-server';
import { LruCache } from './lru-cache';

let corpus: FixtureCorpus;
let server: TestServer;

beforeAll(async () => {
  corpus = createFixtureCorpus();
  server = await startTestServer(corpus);
});

afterAll(async () => {
  await server.close();
  corpus.remove();
});

async function getImage(path: string, accept = 'image/png') {
  const res = await fetch(`${server.origin}/cms/images/${path}`, { headers: { Accept: accept } });
  const body = Buffer.from(await res.arrayBuffer());
  return { res, body };
}

describe('image route', () => {
  it('rasterises an SVG master to the requested width, keeping its aspect ratio', async () => {
    const { res, body } = await getImage('fixture/luther.svg?w=320');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await sharp(body).metadata()).toMatchObject({ format: 'png', width: 320, height: 180 });
  });

  it('crops to exact dimensions and honours fm and q', async () => {
    // (Sizes on the snapping ladder, so that they come back exactly as asked.)
    const { body } = await getImage('fixture/luther.svg?w=96&h=96&fit=crop&fm=jpg&q=50');
    expect(await sharp(body).metadata()).toMatchObject({ format: 'jpeg', width: 96, height: 96 });
    const scaled = await getImage('fixture/luther.svg?w=50&h=96&fit=scale');
    expect(await sharp(scaled.body).metadata()).toMatchObject({ width: 50, height: 96 });
    const max = await getImage('fixture/luther.svg?w=1000&fit=max');
    expect((await sharp(max.body).metadata()).width).toBe(160);
    const retina = await getImage('fixture/luther.svg?w=80&dpr=2');
    expect((await sharp(retina.body).metadata()).width).toBe(160);
    const snapped = await getImage('fixture/luther.svg?w=321');
    expect((await sharp(snapped.body).metadata()).width).toBe(348);
  });

  it('negotiates AVIF or WebP from Accept with auto=format, and says so in Vary', async () => {
    const webp = await getImage(
      'fixture/theses.svg?auto=format,compress&w=64',
      'image/webp,image/*',
    );
    expect(webp.res.headers.get('content-type')).toBe('image/webp');
    expect(webp.res.headers.get('vary')).toMatch(/Accept/);
    expect((await sharp(webp.body).metadata()).format).toBe('webp');
    const avif = await getImage('fixture/theses.svg?auto=format&w=64', 'image/avif,image/webp');
    expect(avif.res.headers.get('content-type')).toBe('image/avif');
    expect((await sharp(avif.body).metadata()).format).toBe('heif');
    const fallback = await getImage('fixture/theses.svg?auto=format&w=64', 'image/jpeg');
    expect(fallback.res.headers.get('content-type')).toBe('image/png');
  });

  it.each([
    ['w=0', /w must be/],
    ['w=-1', /w must be/],
    ['h=abc', /h must be/],
    ['fit=stretch', /fit must be/],
    ['q=101', /q must be/],
    ['fm=bmp', /fm must be/],
    ['auto=magic', /auto accepts/],
    ['dpr=0.5', /dpr must be/],
  ])('rejects %s with 400 and a message, never cached', async (query, message) => {
    const { res, body } = await getImage(`fixture/luther.svg?${query}`);
    expect(res.status).toBe(400);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(JSON.parse(body.toString()).message).toMatch(message);
  });

  it('clamps an oversized request to 3000 px a side instead of rendering it', async () => {
    const started = Date.now();
    const { res, body } = await getImage('fixture/luther.svg?w=4000&h=4000&dpr=5&fit=scale&fm=png');
    expect(res.status).toBe(200);
    expect(await sharp(body).metadata()).toMatchObject({ width: 3000, height: 3000 });
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('keeps a side that follows the source within 3000 px too (w=3000 of a tall image)', async () => {
    writeFileSync(
      path.join(corpus.imagesDir, 'fixture', 'tall.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="300"><rect width="100" height="300"/></svg>',
    );
    const { body } = await getImage('fixture/tall.svg?w=3000&fm=jpg');
    expect(await sharp(body).metadata()).toMatchObject({ width: 1000, height: 3000 });
  });

  it('gives w=3990 and w=3991 the same render and ETag, and answers If-None-Match with 304', async () => {
    const a = await getImage('fixture/theses.svg?w=3990');
    const b = await getImage('fixture/theses.svg?w=3991');
    expect(a.res.headers.get('etag')).toMatch(/^"[0-9a-f]{32}"$/);
    expect(b.res.headers.get('etag')).toBe(a.res.headers.get('etag'));
    expect(b.body.equals(a.body)).toBe(true);
    const again = await fetch(`${server.origin}/cms/images/fixture/theses.svg?w=3995`, {
      headers: { 'If-None-Match': a.res.headers.get('etag')! },
    });
    expect(again.status).toBe(304);
  });

  it('answers 404 for missing images and 400 for other file types', async () => {
    const missing = await getImage('fixture/nobody.svg');
    expect(missing.res.status).toBe(404);
    expect(missing.res.headers.get('cache-control')).toBe('no-store');
    expect((await getImage('fixture/notes.txt')).res.status).toBe(400);
  });

  it('refuses path traversal, encoded or not', async () => {
    // fetch normalises "../" and "%2e%2e" away, so send raw paths with a bare HTTP request.
    const rawStatus = (rawPath: string) =>
      new Promise<number>((resolve, reject) => {
        const req = httpRequest(server.origin, { path: rawPath }, (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        });
        req.on('error', reject);
        req.end();
      });
    expect(await rawStatus('/cms/images/../secret.svg')).toBe(400);
    expect(await rawStatus('/cms/images/fixture/%2e%2e/%2e%2e/secret.svg')).toBe(400);
    expect(await rawStatus('/cms/images/..%2Fsecret.svg')).toBe(400);
    expect(await rawStatus('/cms/images/fixture/%E0%A4%A.svg')).toBe(400);
  });
});

describe('LruCache', () => {
  it('evicts the least recently used entry when over its byte budget', () => {
    const cache = new LruCache<Buffer>(10, 10);
    cache.set('a', Buffer.alloc(4));
    cache.set('b', Buffer.alloc(4));
    expect(cache.get('a')).toBeDefined();
    cache.set('c', Buffer.alloc(4));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    expect(cache.totalBytes).toBe(8);
    cache.set('huge', Buffer.alloc(11));
    expect(cache.get('huge')).toBeUndefined();
  });

  it('evicts by entry count too', () => {
    const cache = new LruCache<Buffer>(2, 1000);
    cache.set('a', Buffer.alloc(1));
    cache.set('b', Buffer.alloc(1));
    cache.set('c', Buffer.alloc(1));
    expect(cache.size).toBe(2);
    expect(cache.get('a')).toBeUndefined();
  });
});
