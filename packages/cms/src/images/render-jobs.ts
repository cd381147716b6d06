/**
 * Renders shared between identical requests: the first request for a key starts a job (the disk
 * cache first, else a render through the queue); later ones join it. A job is dropped, and its
 * render stopped, only when every request waiting on it has gone.
 */
import type { DiskCache } from './disk-cache';
import type { LruCache } from './lru-cache';
import type { RenderQueue } from './render-queue';
import type { RenderJob } from './render-workers';

/** Renders `job`; `signal` says nobody waits any more; `heavy` asks for the render to run alone. */
export type Render = (job: RenderJob, signal: AbortSignal, heavy: boolean) => Promise<Buffer>;

interface Job {
  promise: Promise<Buffer>;
  controller: AbortController;
  waiters: number;
}

export interface Ticket {
  promise: Promise<Buffer>;
  /** The request has gone (its client hung up) before the image was ready. */
  leave: () => void;
}

export class RenderJobs {
  private readonly pending = new Map<string, Job>();

  constructor(
    private readonly queue: RenderQueue,
    private readonly render: Render,
    private readonly memory: LruCache<Buffer>,
    private readonly disk: DiskCache | undefined,
  ) {}

  has(key: string): boolean {
    return this.pending.has(key);
  }

  /** Waits for the image of `key`, joining a job under way or starting one. */
  join(key: string, job: RenderJob, cost: number): Ticket {
    const entry = this.pending.get(key) ?? this.start(key, job, cost);
    entry.waiters += 1;
    let left = false;
    const leave = () => {
      if (left) return;
      left = true;
      entry.waiters -= 1;
      if (entry.waiters > 0) return;
      if (this.pending.get(key) === entry) this.pending.delete(key);
      entry.controller.abort();
    };
    return { promise: entry.promise, leave };
  }

  private start(key: string, job: RenderJob, cost: number): Job {
    const controller = new AbortController();
    const { signal } = controller;
    // A render estimated at more than half the budget runs alone in any case (see RenderQueue).
    const heavy = cost > this.queue.budget / 2;
    const promise = (async () => {
      const stored = await this.disk?.get(key);
      if (stored) return stored;
      const body = await this.queue.run(() => this.render(job, signal, heavy), signal, cost);
      this.disk
        ?.set(key, body)
        .catch((error: unknown) => console.error('[cms] image cache:', error));
      return body;
    })();
    const entry: Job = { promise, controller, waiters: 0 };
    this.pending.set(key, entry);
    promise
      .then(
        (body) => this.memory.set(key, body),
        () => undefined,
      )
      .finally(() => {
        if (this.pending.get(key) === entry) this.pending.delete(key);
      });
    return entry;
  }
}
