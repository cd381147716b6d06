/**
 * The one runner of the API's timed work (the giving scheduler, the tours' jobs, the payments
 * reconciler): `run` every `intervalMs`, one run at a time in this process (a tick while a run is
 * still going does nothing; `runOnce` then answers the run in flight). Several server processes may
 * each run the same job: every job claims its rows by compare-and-set. Timers are unref'd, so a job
 * never keeps a process alive; `stop` waits for the run in flight.
 */
export interface IntervalJob<T> {
  start(): void;
  stop(): Promise<void>;
  /** Starts a run unless one is going; errors are logged, never thrown. */
  tick(): void;
  runOnce(): Promise<T>;
}

export function intervalJob<T>(options: {
  /** For the log line of a failed run. */
  name: string;
  run: () => Promise<T>;
  intervalMs: number;
  /** The first run after start, in ms (0: at once); none before the first interval when absent. */
  firstRunAfterMs?: number;
  /** What a finished run reports (a summary line). */
  report?: (result: T) => void;
}): IntervalJob<T> {
  let timer: NodeJS.Timeout | null = null;
  let first: NodeJS.Timeout | null = null;
  let running: Promise<T> | null = null;
  const runOnce = () =>
    (running ??= options.run().finally(() => {
      running = null;
    }));
  const tick = () => {
    if (running) return;
    runOnce()
      .then((result) => options.report?.(result))
      .catch((error: unknown) => console.error(`${options.name}: scheduled run failed:`, error));
  };
  return {
    runOnce,
    tick,
    start() {
      if (timer) return;
      timer = setInterval(tick, options.intervalMs);
      timer.unref();
      if (options.firstRunAfterMs !== undefined) {
        first = setTimeout(tick, options.firstRunAfterMs);
        first.unref();
      }
    },
    async stop() {
      if (timer) clearInterval(timer);
      if (first) clearTimeout(first);
      timer = first = null;
      await running?.catch(() => undefined);
    },
  };
}
