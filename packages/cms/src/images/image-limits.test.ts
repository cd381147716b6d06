import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type ClientRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

import express from 'express';

import { imageHandler, type ImageHandler, type ImageRouteOptions } from './image-route';
import type { RenderJob } from './render-workers';

// The route's limits with a stand-in renderer whose renders finish only when a test says so.
interface Render {
  job: RenderJob;
  signal: AbortSignal;
  finish: () => void;
}

let root: string;
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'image-limits-'));
  mkdirSync(path.join(root, 'images'));
  writeFileSync(
    path.join(root, 'images', 'a.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>',
  );
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

async function serve(options: Partial<ImageRouteOptions> = {}) {
  const renders: Render[] = [];
  const handler: ImageHandler = imageHandler({
    imagesDir: path.join(root, 'images'),
    maxRunning: 1,
    maxWaiting: 1,
    render: (job, signal) =>
      new Promise<Buffer>((resolve) => {
        renders.push({
          job,
          signal,
          finish: () => resolve(Buffer.from(`image ${job.params.width}`)),
        });
      }),
    ...options,
  });
  const app = express().use('/images', handler);
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const close = () =>
    new Promise((resolve) => (server.closeAllConnections(), server.close(resolve)));
  const at = (i: number): Render => {
    const render = renders[i];
    if (!render) throw new Error(`no render ${i} yet`);
    return render;
  };
  return { origin, renders, at, handler, close };
}

/** A request left open, to be abandoned (`destroy`) like a client that hangs up. */
function openRequest(origin: string, query: string): ClientRequest {
  const req = httpRequest(`${origin}/images/a.svg?${query}`);
  req.on('error', () => undefined);
  req.end();
  return req;
}

async function until(condition: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !condition(); i++) await new Promise((r) => setTimeout(r, 10));
  expect(condition()).toBe(true);
}

describe('render queue', () => {
  it('answers 503 with Retry-After and no-store when the queue is full', async () => {
    const site = await serve();
    try {
      const first = fetch(`${site.origin}/images/a.svg?w=100`);
      const second = fetch(`${site.origin}/images/a.svg?w=200`);
      await until(() => site.handler.queue.stats.waiting === 1);
      const refused = await fetch(`${site.origin}/images/a.svg?w=300`);
      expect(refused.status).toBe(503);
      expect(refused.headers.get('retry-after')).toBe('5');
      expect(refused.headers.get('cache-control')).toBe('no-store');
      expect(refused.headers.get('content-type')).toMatch(/application\/json/);
      expect((await refused.json()).type).toBe('busy');
      // An identical request joins the render already under way instead of being refused.
      const same = fetch(`${site.origin}/images/a.svg?w=100`);
      site.at(0).finish();
      await until(() => site.renders.length === 2);
      site.at(1).finish();
      expect((await first).status).toBe(200);
      expect((await second).status).toBe(200);
      expect((await same).status).toBe(200);
      expect(site.renders).toHaveLength(2);
    } finally {
      await site.close();
    }
  });

  it('frees the slot of a client that hung up: a waiting render never starts, a running one is told to stop', async () => {
    const site = await serve();
    try {
      const running = openRequest(site.origin, 'w=100');
      await until(() => site.renders.length === 1);
      const waiting = openRequest(site.origin, 'w=200');
      await until(() => site.handler.queue.stats.waiting === 1);
      waiting.destroy();
      await until(() => site.handler.queue.stats.waiting === 0);
      // Its place in line is free again: another request waits instead of getting 503.
      const next = fetch(`${site.origin}/images/a.svg?w=300`);
      await until(() => site.handler.queue.stats.waiting === 1);
      running.destroy();
      await until(() => site.at(0).signal.aborted);
      site.at(0).finish();
      await until(() => site.renders.length === 2);
      expect(site.renders.map((r) => r.job.params.width)).toEqual([102, 320]);
      site.at(1).finish();
      expect((await next).status).toBe(200);
    } finally {
      await site.close();
    }
  });
});

describe('disk cache', () => {
  it('serves a render from disk after the handler restarts, without rendering again', async () => {
    const cacheDir = path.join(root, 'cache');
    const before = await serve({ cacheDir });
    const answer = fetch(`${before.origin}/images/a.svg?w=640`);
    await until(() => before.renders.length === 1);
    before.at(0).finish();
    const first = await answer;
    const body = Buffer.from(await first.arrayBuffer());
    await before.close();
    // Written in the background after the answer, whole (no temporary file left behind).
    const files = () =>
      readdirSync(cacheDir, { recursive: true, withFileTypes: true }).filter((f) => f.isFile());
    await until(
      () =>
        existsSync(cacheDir) && files().length === 1 && files()[0]?.name.endsWith('.tmp') === false,
    );
    const after = await serve({ cacheDir });
    const second = await fetch(`${after.origin}/images/a.svg?w=640`);
    try {
      expect(after.renders).toHaveLength(0);
      expect(second.status).toBe(200);
      expect(Buffer.from(await second.arrayBuffer())).toEqual(body);
      expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
    } finally {
      await after.close();
    }
  });
});
