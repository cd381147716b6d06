/**
 * Ends the current task and resumes in a new one, so that work started after `load` (the app coming
 * alive before the visitor's first tap, issue 29) is cut into slices the browser can interleave with
 * input and paint: no slice is a long task (≥ 50 ms on a phone) and a tap waits at most one slice.
 * `scheduler.yield` resumes ahead of other queued work where the browser has it; otherwise a message
 * on a channel, which (unlike a nested setTimeout) is never clamped to 4 ms.
 */
interface SchedulerLike {
  yield?: () => Promise<void>;
}

export function yieldToMain(target: typeof globalThis = globalThis): Promise<void> {
  const scheduler = (target as { scheduler?: SchedulerLike }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  if (typeof target.MessageChannel === 'function') {
    return new Promise<void>((resolve) => {
      const channel = new target.MessageChannel();
      channel.port1.onmessage = () => {
        channel.port1.close();
        resolve();
      };
      channel.port2.postMessage(null);
    });
  }
  return new Promise<void>((resolve) => setTimeout(resolve, 0));
}
