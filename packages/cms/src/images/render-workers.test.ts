import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import sharp from 'sharp';

import type { CanonicalParams } from './canonical-params';
import { RenderAbortedError } from './render-queue';
import {
  RenderFailedError,
  RenderUnavailableError,
  WorkerRenderer,
  type RenderJob,
} from './render-workers';

// The real render processes (tsx and sharp in a child), as the server runs them.
let dir: string;
let workers: WorkerRenderer;
const svg = () => path.join(dir, 'a.svg');
const job = (params: Partial<CanonicalParams>, file = svg()): RenderJob => ({
  file,
  isSvg: true,
  params: { fit: 'clip', autoCompress: false, format: 'png', ...params },
  timeoutSeconds: 20,
});
const live = () => new AbortController().signal;

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'render-workers-'));
  writeFileSync(
    svg(),
    '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="80"><rect width="120" height="80" fill="#a33"/></svg>',
  );
  writeFileSync(path.join(dir, 'broken.svg'), '<svg');
});
afterEach(() => workers.close());
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it('renders in a process of its own, kept for the next render', async () => {
  workers = new WorkerRenderer({ timeoutMs: 20_000 });
  const body = await workers.render(job({ width: 360 }), live());
  expect(await sharp(body).metadata()).toMatchObject({ format: 'png', width: 360, height: 240 });
  expect(workers.processes).toBe(1);
  await expect(
    workers.render(job({}, path.join(dir, 'broken.svg')), live()),
  ).rejects.toBeInstanceOf(RenderFailedError);
  expect(workers.processes).toBe(1);
});

it('kills the process of a render nobody waits for any more', async () => {
  workers = new WorkerRenderer({ timeoutMs: 20_000 });
  const controller = new AbortController();
  const render = workers.render(
    job({ width: 3000, height: 3000, fit: 'crop', format: 'avif' }),
    controller.signal,
  );
  setTimeout(() => controller.abort(), 300);
  await expect(render).rejects.toBeInstanceOf(RenderAbortedError);
  expect(workers.processes).toBe(0);
});

it('kills a render that runs past its time and answers "unavailable"', async () => {
  workers = new WorkerRenderer({ timeoutMs: 100 });
  await expect(
    workers.render(job({ width: 3000, height: 3000, fit: 'crop', format: 'avif' }), live()),
  ).rejects.toBeInstanceOf(RenderUnavailableError);
  expect(workers.processes).toBe(0);
});
