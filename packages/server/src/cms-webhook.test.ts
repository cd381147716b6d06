import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import { cmsWebhookRouter, loadWebhookSecret, type CmsUpdate } from './cms-webhook';
import { coalescer } from './coalesce';

const SECRET = 'a-webhook-secret-of-some-length-0123';

async function withWebhook(
  onUpdate: (u: CmsUpdate) => { build: boolean },
  run: (post: (body: unknown, type?: string) => Promise<Response>) => Promise<void>,
) {
  const app = express();
  app.use('/api/cms/webhook', cmsWebhookRouter({ secret: SECRET, onUpdate }));
  const server = app.listen(0);
  await new Promise((resolve) => server.once('listening', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/cms/webhook`;
  try {
    await run((body, type = 'application/json') =>
      fetch(url, {
        method: 'POST',
        headers: { 'content-type': type },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      }),
    );
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

const update = (over: Record<string, unknown> = {}) => ({
  type: 'api-update',
  masterRef: 'ZC9l4hEAACMAwM7c',
  releases: {},
  masks: {},
  tags: {},
  experiments: {},
  documents: ['doc-1'],
  domain: 'history',
  secret: SECRET,
  ...over,
});

describe('POST /api/cms/webhook', () => {
  test('a wrong or missing secret is refused with 403, and nothing is built', async () => {
    const updates: CmsUpdate[] = [];
    await withWebhook(
      (u) => (updates.push(u), { build: true }),
      async (post) => {
        expect((await post(update({ secret: 'not-it' }))).status).toBe(403);
        expect((await post(update({ secret: SECRET.slice(0, -1) }))).status).toBe(403);
        expect((await post(update({ secret: undefined }))).status).toBe(403);
        expect((await post(update({ secret: 12 }))).status).toBe(403);
        // The secret is checked before the fields: an outsider learns nothing of the payload's form.
        expect((await post({ type: 'nonsense' })).status).toBe(403);
      },
    );
    expect(updates).toEqual([]);
  });

  test('a bad payload is a 400 naming what is wrong', async () => {
    await withWebhook(
      () => ({ build: true }),
      async (post) => {
        const answer = async (body: unknown, type?: string) => {
          const response = await post(body, type);
          return {
            status: response.status,
            message: ((await response.json()) as { message: string }).message,
          };
        };
        expect(await answer('{"type":', 'application/json')).toEqual({
          status: 400,
          message: 'the body is not valid JSON',
        });
        expect((await answer('type=api-update', 'application/x-www-form-urlencoded')).status).toBe(
          400,
        );
        expect((await answer([1, 2])).status).toBe(400);
        expect(await answer(update({ type: 'api-delete' }))).toMatchObject({
          status: 400,
          message: expect.stringContaining('"type"'),
        });
        expect(await answer(update({ masterRef: 'has spaces' }))).toMatchObject({
          status: 400,
          message: expect.stringContaining('"masterRef"'),
        });
        expect(await answer(update({ documents: 'doc-1' }))).toMatchObject({
          status: 400,
          message: expect.stringContaining('"documents"'),
        });
        expect(await answer(update({ documents: ['ok', '../etc'] }))).toMatchObject({
          status: 400,
          message: expect.stringContaining('../etc'),
        });
        expect(await answer(update({ releases: { addition: 'r' } }))).toMatchObject({
          status: 400,
          message: expect.stringContaining('"releases.addition"'),
        });
      },
    );
  });

  test('a valid update is accepted with 202 and handed on; a test trigger builds nothing', async () => {
    const updates: CmsUpdate[] = [];
    await withWebhook(
      (u) => (updates.push(u), { build: true }),
      async (post) => {
        const accepted = await post(update());
        expect(accepted.status).toBe(202);
        expect(await accepted.json()).toEqual({ accepted: true, build: true });
        expect((await post({ type: 'test-trigger', secret: SECRET })).status).toBe(200);
      },
    );
    expect(updates).toEqual([{ masterRef: 'ZC9l4hEAACMAwM7c', documents: ['doc-1'] }]);
  });
});

describe('the webhook secret', () => {
  test('is the configured one when long enough, else one made once per site folder, owner-only', () => {
    const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'webhook-secret-'));
    try {
      expect(loadWebhookSecret(siteDir, SECRET)).toBe(SECRET);
      expect(() => loadWebhookSecret(siteDir, 'short')).toThrow('CMS_WEBHOOK_SECRET');
      const made = loadWebhookSecret(siteDir, undefined);
      expect(made).toMatch(/^[0-9a-f]{64}$/);
      expect(loadWebhookSecret(siteDir, '')).toBe(made);
      expect(fs.statSync(path.join(siteDir, 'cms', 'webhook-secret')).mode & 0o077).toBe(0);
    } finally {
      fs.rmSync(siteDir, { recursive: true, force: true });
    }
  });
});

describe('coalescing', () => {
  /** A build the test finishes when it likes. */
  function controlledBuilds() {
    const batches: number[][] = [];
    const finishes: (() => void)[] = [];
    const run = (batch: number[]) => {
      batches.push(batch);
      return new Promise<void>((resolve) => finishes.push(resolve));
    };
    return { batches, finishes, run };
  }

  test('a burst of ten requests gives one build with all ten', async () => {
    const builds = controlledBuilds();
    const queue = coalescer(builds.run, 20);
    for (let i = 0; i < 10; i++) queue.request(i);
    await new Promise((resolve) => setTimeout(resolve, 60));
    builds.finishes.forEach((finish) => finish());
    await queue.idle();
    expect(builds.batches).toEqual([[0, 1, 2, 3, 4, 5, 6, 7, 8, 9]]);
  });

  test('requests during a build give exactly one build after it, which has them all', async () => {
    const builds = controlledBuilds();
    const queue = coalescer(builds.run, 5);
    queue.request(0);
    while (builds.batches.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    for (let i = 1; i <= 5; i++) queue.request(i);
    // However long the first build takes, the requests meanwhile wait for it.
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(builds.batches).toHaveLength(1);
    builds.finishes[0]!();
    while (builds.batches.length < 2) await new Promise((resolve) => setTimeout(resolve, 5));
    queue.request(6);
    builds.finishes[1]!();
    while (builds.batches.length < 3) await new Promise((resolve) => setTimeout(resolve, 5));
    builds.finishes[2]!();
    await queue.idle();
    expect(builds.batches).toEqual([[0], [1, 2, 3, 4, 5], [6]]);
  });

  test('a failed build does not stop the next', async () => {
    const batches: number[][] = [];
    const queue = coalescer(async (batch: number[]) => {
      batches.push(batch);
      if (batch.includes(1)) throw new Error('build failed');
    }, 1);
    queue.request(1);
    await queue.idle();
    queue.request(2);
    await queue.idle();
    expect(batches).toEqual([[1], [2]]);
  });
});
