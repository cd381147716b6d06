import { isMainThread } from 'node:worker_threads';

/**
 * `SITE_BUILD_TRACE=1`: the build's phases, on both threads, printed to stderr in milliseconds
 * since the build process started, so that the critical path can be read off one run.
 */
const enabled = process.env.SITE_BUILD_TRACE === '1';
// A thread's clock starts with the thread; the content thread is told when the process started.
if (enabled && isMainThread) process.env.SITE_BUILD_TRACE_ORIGIN = String(performance.timeOrigin);
const origin = Number(process.env.SITE_BUILD_TRACE_ORIGIN ?? performance.timeOrigin);

export function trace(label: string): void {
  if (!enabled) return;
  const ms = performance.timeOrigin + performance.now() - origin;
  process.stderr.write(`[trace] ${ms.toFixed(0).padStart(5)} ${isMainThread ? 'build  ' : 'content'} ${label}\n`);
}
