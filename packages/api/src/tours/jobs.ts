import type { Balance } from './balance';
import type { Cancellations } from './cancellations';
import type { TourContext } from './context';
import type { Departures } from './departures';
import type { Holds } from './holds';
import type { Interest } from './interest';
import type { Waitlist } from './waitlist';

/** The parts whose timed work the scheduler runs (tour-scheduler.ts). */
export interface TourJobParts {
  departures: Departures;
  holds: Holds;
  balance: Balance;
  cancellations: Cancellations;
  waitlist: Waitlist;
  interest: Interest;
}

/**
 * Everything time moves, in order: departures re-read from the CMS, expired holds released,
 * balance reminders, unpaid bookings cancelled, failed card refunds retried, spent access codes and
 * idle client locks pruned, free seats offered to the waitlist, new departures announced. Every
 * step claims its rows by compare-and-set, so several processes may run it at once.
 */
export async function runTourJobs(
  ctx: TourContext,
  parts: TourJobParts,
): Promise<Record<string, number>> {
  const synced = await parts.departures.syncDepartures().catch((e: unknown) => {
    ctx.log(`tours: could not read tours from the content API: ${(e as Error).message}`);
    return [];
  });
  const expired = await parts.holds.expireHolds();
  const reminded = await parts.balance.remindBalances();
  const cancelled = await parts.cancellations.cancelOverdue();
  const refunds = await parts.cancellations.retryRefunds();
  await ctx.codes.prune();
  // Lock rows of clients not seen for a day hold nothing; the next hold makes them again.
  await ctx.db
    .deleteFrom('tour_client_locks')
    .where('touched_at', '<', new Date(ctx.now().getTime() - 86_400_000).toISOString())
    .execute();
  const offered = await parts.waitlist.offerAll();
  const noticed = await parts.interest.notifyInterest();
  return {
    departuresMade: synced.length,
    holdsExpired: expired,
    reminders: reminded,
    cancelledUnpaid: cancelled,
    refundsRetried: refunds,
    offers: offered,
    interestNotices: noticed,
  };
}
