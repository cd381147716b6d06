/**
 * Runs `run` for requests that arrive in bursts (issue 30: ten webhooks in a second, one build).
 * A request waits `settleMs` for others to join it; the ones gathered meanwhile run together, and
 * requests that come while a run is under way gather into exactly one run after it. A run's
 * failure is `run`'s to report: the next request runs again.
 */
export function coalescer<T>(
  run: (batch: T[]) => Promise<void>,
  settleMs: number,
): { request(item: T): void; idle(): Promise<void> } {
  let pending: T[] = [];
  let running: Promise<void> | null = null;
  let timer: NodeJS.Timeout | null = null;
  const waiters: (() => void)[] = [];

  const schedule = () => {
    if (timer || running) return;
    timer = setTimeout(flush, settleMs);
  };

  function flush() {
    timer = null;
    if (running) return;
    if (pending.length === 0) {
      waiters.splice(0).forEach((resume) => resume());
      return;
    }
    const batch = pending;
    pending = [];
    running = run(batch)
      .catch(() => undefined)
      .finally(() => {
        running = null;
        if (pending.length > 0) schedule();
        else waiters.splice(0).forEach((resume) => resume());
      });
  }

  return {
    request(item) {
      pending.push(item);
      schedule();
    },
    /** Resolves once nothing is waiting or running. */
    idle() {
      if (!timer && !running && pending.length === 0) return Promise.resolve();
      return new Promise((resume) => waiters.push(resume));
    },
  };
}
