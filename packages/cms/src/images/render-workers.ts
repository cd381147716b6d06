/**
 * Renders in child processes rather than in the server. Measured with sharp in-process, two AVIF
 * renders at 3000 px took the server past 1 GB of RSS and glibc kept most of it after they ended
 * (one malloc arena per libvips thread); nothing inside a running process can give it back. A child
 * of our own can be started with a small arena count, retired when it grows, and killed outright,
 * which is the only way to stop a libvips render whose client has gone or that ran too long.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { setPriority } from 'node:os';
import { pathToFileURL } from 'node:url';

import type { CanonicalParams } from './canonical-params';
import { RenderAbortedError } from './render-queue';

export interface RenderJob {
  file: string;
  isSvg: boolean;
  params: CanonicalParams;
  timeoutSeconds: number;
}
export type RenderReply =
  | { ready: true }
  | { ok: true; body: Uint8Array; rss: number }
  | { ok: false; message: string; rss: number };

/** The render ran out of time, or its process died: try again later (503). */
export class RenderUnavailableError extends Error {}
/** The source could not be decoded or rendered (a broken file, over the pixel limit). */
export class RenderFailedError extends Error {}

export interface WorkerOptions {
  timeoutMs: number;
  /** A process that reports more than this after a render is retired, giving its memory back. */
  retireRssBytes?: number;
  /** An idle process lives this long before it exits. */
  idleMs?: number;
}

/**
 * The child's entry: render-child.ts beside this file when the server runs from its sources (it
 * starts with the same TypeScript loader), or render-child.js beside the compiled server's bundle.
 */
const CHILD = require.resolve('./render-child');
const childExecArgv = () =>
  CHILD.endsWith('.ts') ? ['--import', pathToFileURL(require.resolve('tsx')).href] : [];

export class WorkerRenderer {
  private readonly idle: ChildProcess[] = [];
  private readonly all = new Set<ChildProcess>();
  private readonly ready = new WeakSet<ChildProcess>();
  private readonly idleTimers = new Map<ChildProcess, NodeJS.Timeout>();

  constructor(private readonly options: WorkerOptions) {}

  /**
   * Renders `job` in a process of its own; `signal` kills that process (the render stops with it).
   * A `heavy` render (the queue runs it alone) first ends the idle processes, so that the memory
   * they still hold is free for it.
   */
  render(job: RenderJob, signal: AbortSignal, heavy = false): Promise<Buffer> {
    if (signal.aborted) return Promise.reject(new RenderAbortedError());
    const child = this.take();
    if (heavy) for (const idle of [...this.idle]) this.kill(idle);
    return new Promise<Buffer>((resolve, reject) => {
      const done = (after: () => void) => {
        clearTimeout(timer);
        signal.removeEventListener('abort', onAbort);
        child.off('message', onMessage);
        child.off('exit', onExit);
        after();
      };
      const onMessage = (reply: RenderReply) => {
        // A new process says when it listens; a message sent before that could be lost.
        if ('ready' in reply) {
          this.ready.add(child);
          child.send(job);
          return;
        }
        done(() => {
          if (reply.rss > (this.options.retireRssBytes ?? 200e6)) this.kill(child);
          else this.release(child);
          if (reply.ok)
            resolve(Buffer.from(reply.body.buffer, reply.body.byteOffset, reply.body.byteLength));
          // sharp's own timeout: the machine is busy rather than the image broken.
          else if (/timeout/i.test(reply.message))
            reject(new RenderUnavailableError(reply.message));
          else reject(new RenderFailedError(reply.message));
        });
      };
      const onExit = () =>
        done(() => reject(new RenderUnavailableError('The render process stopped')));
      const stop = (error: Error) =>
        done(() => {
          this.kill(child);
          reject(error);
        });
      const onAbort = () => stop(new RenderAbortedError());
      const timer = setTimeout(
        () => stop(new RenderUnavailableError('The image took too long to render')),
        this.options.timeoutMs,
      );
      signal.addEventListener('abort', onAbort, { once: true });
      child.on('message', onMessage);
      child.once('exit', onExit);
      if (this.ready.has(child)) child.send(job);
    });
  }

  /** How many render processes are alive (idle or rendering). */
  get processes(): number {
    return this.all.size;
  }

  /** Kills every render process (the server is stopping). */
  close(): void {
    for (const child of [...this.all]) this.kill(child);
  }

  private take(): ChildProcess {
    const child = this.idle.pop() ?? this.spawn();
    clearTimeout(this.idleTimers.get(child));
    this.idleTimers.delete(child);
    child.ref();
    child.channel?.ref();
    return child;
  }

  private spawn(): ChildProcess {
    const child = fork(CHILD, [], {
      execArgv: childExecArgv(),
      serialization: 'advanced',
      // One malloc arena instead of one per thread: measured after a 3000 px AVIF render, the
      // process kept 93 MB with one, 230-410 MB with two, more with glibc's default.
      env: { ...process.env, MALLOC_ARENA_MAX: '1' },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    this.all.add(child);
    child.once('exit', () => this.forget(child));
    child.on('error', () => this.kill(child));
    // Renders give way to the server's own requests when the CPU is short (health checks, pages).
    if (child.pid !== undefined) {
      try {
        setPriority(child.pid, 10);
      } catch {
        // Not permitted here: the renders still run, at the server's priority.
      }
    }
    return child;
  }

  private release(child: ChildProcess): void {
    // An idle process must not keep the server (or a test run) from exiting.
    child.unref();
    child.channel?.unref();
    this.idle.push(child);
    const timer = setTimeout(() => this.kill(child), this.options.idleMs ?? 60_000);
    timer.unref();
    this.idleTimers.set(child, timer);
  }

  private kill(child: ChildProcess): void {
    this.forget(child);
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }

  private forget(child: ChildProcess): void {
    this.all.delete(child);
    const at = this.idle.indexOf(child);
    if (at >= 0) this.idle.splice(at, 1);
    clearTimeout(this.idleTimers.get(child));
    this.idleTimers.delete(child);
  }
}
