import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { type Answer, siteClient } from './support/client';

// Attacks on the CMS image route (/cms/images/…), which renders with sharp on request: one huge
// render, cache busting with w=3990, 3991, …, and a burst of distinct renders. Sizes are clamped to
// 3000 px a side, snapped to a ladder, and renders queue (2 running, 8 waiting) or get 503.

// One after another: the burst fills the queue, and the other tests must not meet it.
test.describe.configure({ mode: 'serial' });

const IMAGE = '/cms/images/places/jerusalem.svg';
const PLACES = fs
  .readdirSync(path.resolve(__dirname, '../../packages/cms/corpus/images/places'))
  .filter((name) => name.endsWith('.svg'))
  .map((name) => `/cms/images/places/${name}`);

// Rendered images kept on disk by earlier runs would answer without rendering: start without them.
test.beforeAll(() => {
  fs.rmSync(
    path.join(process.env.SITE_DIR ?? path.resolve(__dirname, '../../.site'), '.cache', 'images'),
    { recursive: true, force: true },
  );
});

/** The width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

async function bytes(request: APIRequestContext, url: string) {
  const answer = await request.get(url);
  return { status: answer.status(), headers: answer.headers(), body: await answer.body() };
}

function expectNoStoreJson(answer: Answer, type: string): void {
  expect(answer.headers['cache-control'], answer.text).toBe('no-store');
  expect(answer.headers['content-type']).toMatch(/^application\/json/);
  expect(answer.json<{ type: string }>().type).toBe(type);
  // (Express may add its weak ETag to the JSON; the render's strong one is never on an error.)
  expect(answer.headers.etag ?? '').not.toMatch(/^"/);
}

test('w=4000&h=4000&dpr=5&fit=scale&fm=png answers quickly, clamped to 3000×3000', async ({
  request,
}) => {
  test.setTimeout(90_000);
  const started = Date.now();
  const answer = await bytes(request, `${IMAGE}?w=4000&h=4000&dpr=5&fit=scale&fm=png`);
  expect(answer.status).toBe(200);
  // About 4 s on this 2-core machine; an unclamped render of these sides (20,000 px) takes minutes.
  // The bound leaves room for a machine busy with other work; the clamp itself is the size below.
  expect(Date.now() - started).toBeLessThan(30_000);
  expect(pngSize(answer.body)).toEqual({ width: 3000, height: 3000 });
  // A side that follows the source's shape is held to the cap as well.
  const wide = await bytes(request, `${IMAGE}?h=9999&fm=png`);
  expect(pngSize(wide.body).width).toBeLessThanOrEqual(3000);
  expect(pngSize(wide.body).height).toBeLessThanOrEqual(3000);
});

test('w=3990 and w=3991 are one render: same bytes, same ETag, and If-None-Match gets 304', async ({
  request,
}) => {
  const a = await bytes(request, `${IMAGE}?w=3990&fm=png&q=40&auto=compress`);
  const b = await bytes(request, `${IMAGE}?w=3991&fm=png&q=40&auto=compress`);
  expect([a.status, b.status]).toEqual([200, 200]);
  expect(a.headers.etag).toMatch(/^"[0-9a-f]+"$/);
  expect(b.headers.etag).toBe(a.headers.etag);
  expect(b.body.equals(a.body)).toBe(true);
  expect(a.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  const again = await siteClient().get(`${IMAGE}?w=3999&fm=png&q=38&auto=compress`, {
    headers: { 'if-none-match': a.headers.etag ?? '' },
  });
  expect(again.status).toBe(304);
});

test('malformed parameters and missing images are 400/404 JSON, never cached', async () => {
  const client = siteClient();
  for (const query of ['w=abc', 'w=0', 'dpr=-1', 'fit=stretch', 'fm=bmp', 'q=101']) {
    const answer = await client.get(`${IMAGE}?${query}`);
    expect(answer.status, query).toBe(400);
    expectNoStoreJson(answer, 'bad_request');
  }
  const missing = await client.get('/cms/images/places/nowhere.svg?w=640');
  expect(missing.status).toBe(404);
  expectNoStoreJson(missing, 'not_found');
});

test('a burst of distinct renders past the queue gets 503 with Retry-After, no-store', async () => {
  // Large AVIF crops (the costliest renders), each distinct after snapping.
  const urls = Array.from(
    { length: 30 },
    (_, i) =>
      `${PLACES[i % PLACES.length]}?w=${3000 - i * 10}&h=2000&fit=crop&fm=avif&q=${50 + (i % 3) * 10}`,
  );
  const answers = await Promise.all(
    urls.map((url) => siteClient().get(url, { timeoutMs: 55_000 })),
  );
  const statuses = answers.map((a) => a.status);
  const refused = answers.filter((a) => a.status === 503);
  expect(refused.length, statuses.join(' ')).toBeGreaterThan(0);
  // Only the queue's ten were taken; each of them was answered.
  expect(statuses.filter((s) => s === 200).length).toBeLessThanOrEqual(10);
  expect(
    statuses.every((s) => s === 200 || s === 503),
    statuses.join(' '),
  ).toBe(true);
  for (const answer of refused) {
    expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
    expectNoStoreJson(answer, 'busy');
  }
});
