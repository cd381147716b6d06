import type { TourService } from './tour-service';

/**
 * Runs the tours' timed work (hold expiry, waitlist offers and lapses, balance reminders, unpaid
 * cancellations, refund retries, interest notices) every `intervalMs`, one run at a time. Several
 * server processes may each run it: every step claims its rows by compare-and-set.
 */
export function createTourScheduler(options: {
  tours: TourService;
  intervalMs: number;
  log?: (line: string) => void;
}) {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running) return;
    running = options.tours
      .runJobs()
      .then((counts) => {
        const done = Object.entries(counts).filter(([, n]) => n > 0);
        if (done.length) options.log?.(`tours: ${done.map(([k, n]) => `${k} ${n}`).join(', ')}`);
      })
      .catch((e: unknown) => console.error('tours: scheduled run failed:', e))
      .finally(() => {
        running = null;
      });
  };
  return {
    start() {
      if (timer) return;
      timer = setInterval(tick, options.intervalMs);
      timer.unref();
      setTimeout(tick, 1000).unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
    tick,
  };
}
