import os from 'node:os';
import { Worker } from 'node:worker_threads';
import type { FromRenderWorker, RenderWorkerData, ToRenderWorker } from './render-worker';
import type { RenderJob, RenderTimes } from './render-page';
import { trace } from './trace';

/** Pages sent to a thread at a time: few enough to spread the work evenly, enough to amortise a message. */
export const BATCH = 24;
/** Batches a thread may have queued: one rendering, one waiting, so it never idles between them. */
const IN_FLIGHT = 2;

export interface RenderPool {
  /** How many threads render. */
  readonly threads: number;
  /** Sets the build's app data, and its stage (build-site.ts) if any, for the pages that follow. */
  startBuild(
    appData: RenderJob['appData'],
    stage?: string | null,
    staticQueries?: RenderJob['staticQueries'],
    unread?: readonly string[],
  ): void;
  /**
   * Queues a batch; resolves when a thread has room for another (so the caller makes pages only as
   * fast as they are rendered, and holds at most threads × IN_FLIGHT batches).
   */
  submit(jobs: Omit<RenderJob, 'appData' | 'staticQueries'>[]): Promise<void>;
  /** Whether a thread would take a batch now (else the caller may render one itself meanwhile). */
  hasRoom(): boolean;
  /** Every batch submitted is rendered and written; rejects with the first failure. */
  drain(): Promise<RenderTimes>;
  close(): Promise<void>;
}

/**
 * Render threads, each with the apps loaded, fed batches of pages. They start loading the apps at
 * once, while the build thread generates and plans; a batch sent meanwhile waits on their port.
 */
/**
 * Render threads for a machine: one fewer than its cores (the build thread renders too, between
 * feeding them), at least one, at most three.
 */
export const defaultRenderThreads = () => Math.max(1, Math.min(3, os.availableParallelism() - 1));

export function openRenderPool(threads: number, data: RenderWorkerData): RenderPool {
  // Compiled (dist/run), the thread's entry is JavaScript; run from the sources (the tests),
  // TypeScript, and the thread registers tsx first.
  const entry = require.resolve('./render-worker');
  const prelude = entry.endsWith('.ts')
    ? `require(${JSON.stringify(require.resolve('tsx/cjs/api'))}).register();`
    : '';
  trace(`${threads} render threads created`);
  let times: RenderTimes = { ssr: {}, compose: 0, write: 0 };
  let failure: Error | null = null;
  let nextId = 1;
  const waiting: (() => void)[] = [];
  let idle: (() => void) | null = null;

  const slots = Array.from({ length: threads }, () => {
    const worker = new Worker(`${prelude}require(${JSON.stringify(entry)});`, {
      eval: true,
      workerData: data,
    });
    const slot = { worker, busy: 0, heapPeakMb: 0 };
    worker.on('message', (message: FromRenderWorker) => {
      if (message.kind === 'ready') return;
      slot.busy--;
      if (message.kind === 'failed') failure ??= new Error(message.message);
      else {
        for (const [span, ms] of Object.entries(message.times.ssr))
          times.ssr[span] = (times.ssr[span] ?? 0) + ms;
        times.compose += message.times.compose;
        times.write += message.times.write;
        slot.heapPeakMb = Math.max(slot.heapPeakMb, message.heapMb ?? 0);
      }
      wake();
    });
    worker.on('error', (error) => {
      failure ??= new Error(`a render thread failed: ${error.message}`);
      slot.busy = 0;
      wake();
    });
    return slot;
  });

  function wake() {
    waiting.splice(0).forEach((resume) => resume());
    if (idle && (failure || slots.every((s) => s.busy === 0))) idle();
  }

  return {
    threads,
    startBuild(appData, stage = null, staticQueries, unread = []) {
      // A warm pool serves build after build: each drain reports its own build's times.
      times = { ssr: {}, compose: 0, write: 0 };
      for (const { worker } of slots)
        worker.postMessage({
          kind: 'build',
          appData,
          stage,
          staticQueries,
          unread: [...unread],
        } satisfies ToRenderWorker);
    },
    async submit(jobs) {
      for (;;) {
        if (failure) throw failure;
        // The least busy thread, if it has room.
        const slot = slots.reduce((a, b) => (b.busy < a.busy ? b : a));
        if (slot.busy < IN_FLIGHT) {
          slot.busy++;
          slot.worker.postMessage({ kind: 'batch', id: nextId++, jobs } satisfies ToRenderWorker);
          return;
        }
        await new Promise<void>((resume) => waiting.push(resume));
      }
    },
    hasRoom: () => failure !== null || slots.some((s) => s.busy < IN_FLIGHT),
    async drain() {
      if (!failure && slots.some((s) => s.busy > 0))
        await new Promise<void>((resolve) => (idle = resolve));
      idle = null;
      if (failure) throw failure;
      trace(`render threads' heap peaks: ${slots.map((s) => `${s.heapPeakMb} MB`).join(', ')}`);
      return times;
    },
    async close() {
      await Promise.all(slots.map(({ worker }) => worker.terminate()));
    },
  };
}
