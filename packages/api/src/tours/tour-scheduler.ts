import { intervalJob } from '../jobs/interval-job';
import type { TourService } from './tour-service';

/**
 * Runs the tours' timed work (hold expiry, waitlist offers and lapses, balance reminders, unpaid
 * cancellations, refund retries, interest notices) every `intervalMs`, one run at a time, the first
 * a second after start. Several server processes may each run it: every step claims its rows by
 * compare-and-set.
 */
export function createTourScheduler(options: {
  tours: TourService;
  intervalMs: number;
  log?: (line: string) => void;
}) {
  return intervalJob({
    name: 'tours',
    run: () => options.tours.runJobs(),
    intervalMs: options.intervalMs,
    firstRunAfterMs: 1000,
    report: (counts) => {
      const done = Object.entries(counts).filter(([, n]) => n > 0);
      if (done.length) options.log?.(`tours: ${done.map(([k, n]) => `${k} ${n}`).join(', ')}`);
    },
  });
}
