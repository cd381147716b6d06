import { isMainThread, threadId } from 'node:worker_threads';

/**
 * `SITE_BUILD_TRACE=1`: the build's phases, on both threads, printed to stderr in milliseconds
 * since the build process started, so that the critical path can be read off one run.
 */
const enabled = process.env.SITE_BUILD_TRACE === '1';
// A thread's clock starts with the thread; the content thread is told when the process started.
if (enabled && isMainThread) process.env.SITE_BUILD_TRACE_ORIGIN = String(performance.timeOrigin);
const origin = Number(process.env.SITE_BUILD_TRACE_ORIGIN ?? performance.timeOrigin);
const thread = () => (isMainThread ? 'build  ' : `thread${threadId}`.padEnd(7));

const mb = (bytes: number) => Math.round(bytes / 1048576);

/** This thread's JavaScript heap in use and the process's resident memory, in MB (for the profile). */
export function memoryNow(): { heapMb: number; rssMb: number } {
  const { heapUsed, rss } = process.memoryUsage();
  return { heapMb: mb(heapUsed), rssMb: mb(rss) };
}

export function trace(label: string): void {
  if (!enabled) return;
  const ms = performance.timeOrigin + performance.now() - origin;
  const { heapMb, rssMb } = memoryNow();
  process.stderr.write(
    `[trace] ${ms.toFixed(0).padStart(5)} ${thread()} ${label} · heap ${heapMb} MB, rss ${rssMb} MB\n`,
  );
}

/**
 * Time spent in a phase that is not one stretch of the timeline (server-rendering one area's pages
 * happens page by page, between writes): summed by the caller and printed once, as
 * `[span] <label> <ms>`, which bench/site-build.mjs DETAIL=1 adds up across threads.
 */
export function traceSpan(label: string, ms: number): void {
  if (!enabled) return;
  process.stderr.write(`[span] ${label} ${ms.toFixed(0)}\n`);
}

export const tracing = enabled;
