import { intervalJob } from '../jobs/interval-job';
import { randomUUID } from 'node:crypto';
import { isUniqueViolation } from '../db/database';
import type { Mailer } from '../mail/mailer';
import { CHARGE_LEASE_MS, type GivingService } from './donation-service';
import type { RecurringTable } from './donation-tables';
import { nextChargeAt, periodKey } from './recurring-periods';
import { cancelledMail, paymentFailedMail, renewalNoticeMail } from './scheduler-mail';

/*
 * The recurring-gift scheduler (issue 16). Each run charges the schedules that are due, by the
 * injected clock. A due schedule is claimed with a compare-and-set on its `version`, so of several
 * server processes on one database exactly one handles it; GivingService.chargePeriod then charges the
 * period at most once (its attempts in the shared payments ledger and the gifts' unique period are
 * the final guards; the payments reconciler completes a charge whose process died, see recurring.ts).
 *
 * A failed payment: the donor is e-mailed at once with a link to change the card, and the charge is
 * retried 2 and then 5 days after the first failure; when the last retry fails the gift is cancelled,
 * with a mail. Each step is an event the donor sees under "Recurring donations". Yearly gifts get a
 * notice 14 days before each renewal.
 */

const DAY = 86_400_000;
/** Retries after the first failure, in days from it; past the last, the gift is cancelled. */
export const RETRY_DAYS = [2, 5] as const;
export const RENEWAL_NOTICE_DAYS = 14;
const BATCH = 50;

export interface SchedulerOptions {
  giving: GivingService;
  mailer?: Mailer | null;
  publicUrl: string;
  clock?: () => Date;
  intervalMs?: number;
  log?: (message: string) => void;
}

export interface RunSummary {
  charged: number;
  failed: number;
  cancelled: number;
  skipped: number;
  notices: number;
}

export function createGivingScheduler(options: SchedulerOptions) {
  const { giving } = options;
  const db = giving.db;
  const clock = options.clock ?? (() => new Date());
  const log = options.log ?? (() => undefined);

  const event = (
    recurringId: string,
    kind: string,
    message: string,
    at: Date,
    id: string = randomUUID(),
  ) =>
    db
      .insertInto('giving_recurring_events')
      .values({ id, recurring_id: recurringId, at: at.toISOString(), kind, message })
      .execute();

  async function mail(
    row: RecurringTable,
    make: (to: string, firstName: string) => Parameters<Mailer['send']>[0],
  ) {
    if (!options.mailer) return;
    const donor = await db
      .selectFrom('giving_donors')
      .select(['email', 'first_name'])
      .where('id', '=', row.donor_id)
      .executeTakeFirst();
    if (donor)
      await options.mailer
        .send(make(donor.email, donor.first_name))
        .catch((e: unknown) => console.error('giving scheduler: mail failed:', e));
  }

  /**
   * The period a due schedule is charged for (a retry's is the failing period, else the due date's),
   * the try's number (the period's declines plus one; a try left open by a process that died is
   * taken over under its own number) and when the period first failed, from the schedule's attempts
   * in the payments ledger.
   */
  async function periodOf(
    row: RecurringTable,
  ): Promise<{ period: string; attempt: number; firstFailure: Date | null }> {
    const frequency = row.frequency === 'yearly' ? 'yearly' : 'monthly';
    let period = periodKey(frequency, new Date(row.next_charge_at as string));
    const tries = await giving.recurringAttempts(row.id);
    if (row.status === 'past_due') {
      const failed = tries.findLast((a) => a.status === 'declined');
      if (failed) period = failed.period;
    }
    const mine = tries.filter((a) => a.period === period);
    const declines = mine.filter((a) => a.status === 'declined');
    const open = mine.find((a) => a.status === 'pending' || a.status === 'succeeded');
    const attempt = open ? open.attempt : declines.length + 1;
    return { period, attempt, firstFailure: declines[0] ? new Date(declines[0].createdAt) : null };
  }

  /**
   * A failed charge's outcome: the schedule's new state, written only if nothing changed it since it
   * was read (its version), then the failure and what follows it as two events a millisecond apart.
   */
  async function recordFailure(
    fresh: RecurringTable,
    now: Date,
    change: Pick<RecurringTable, 'status' | 'failure_count' | 'next_charge_at'> &
      Partial<Pick<RecurringTable, 'cancelled_at'>>,
    failure: string,
    then: { kind: string; message: string },
  ) {
    await db
      .updateTable('giving_recurring')
      .set({ ...change, version: fresh.version + 1, updated_at: now.toISOString() })
      .where('id', '=', fresh.id)
      .where('version', '=', fresh.version)
      .execute();
    await event(fresh.id, 'payment_failed', failure, now);
    await event(fresh.id, then.kind, then.message, new Date(now.getTime() + 1));
  }

  async function handle(row: RecurringTable, now: Date, summary: RunSummary) {
    // The claim: one process moves the version on; any other finds it moved and leaves the schedule alone.
    // It also moves the due date a lease ahead, so no other process takes it while it is charged;
    // the outcome sets the real next date (a process that dies leaves it to be taken after the lease).
    const claimed = await db
      .updateTable('giving_recurring')
      .set({
        version: row.version + 1,
        next_charge_at: new Date(now.getTime() + CHARGE_LEASE_MS).toISOString(),
      })
      .where('id', '=', row.id)
      .where('version', '=', row.version)
      .where('status', 'in', ['active', 'past_due'])
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) return void summary.skipped++;
    const { period, attempt, firstFailure } = await periodOf(row);
    const outcome = await giving.chargePeriod(row.id, period, attempt);
    if (outcome.outcome === 'charged') return void summary.charged++;
    if (outcome.outcome === 'skipped') {
      // Charged already (a crash after the charge, or another process): move the date on.
      if (outcome.reason === 'already charged' || outcome.reason === 'charged by another process') {
        const frequency = row.frequency === 'yearly' ? 'yearly' : 'monthly';
        await db
          .updateTable('giving_recurring')
          .set((eb) => ({
            status: 'active',
            next_charge_at: nextChargeAt(
              frequency,
              period,
              row.anchor_day,
              new Date(row.created_at),
            ).toISOString(),
            version: eb('version', '+', 1),
          }))
          .where('id', '=', row.id)
          .execute();
      }
      return void summary.skipped++;
    }
    summary.failed++;
    const first = firstFailure ?? now;
    const retryIndex = attempt - 1; // 0 after the first failure, 1 after the second …
    const fresh = await giving.recurringById(row.id);
    if (!fresh) return;
    if (retryIndex < RETRY_DAYS.length) {
      const retryAt = new Date(first.getTime() + RETRY_DAYS[retryIndex]! * DAY);
      await recordFailure(
        fresh,
        now,
        { status: 'past_due', failure_count: attempt, next_charge_at: retryAt.toISOString() },
        `The gift for ${period} could not be charged: ${outcome.message}`,
        {
          kind: 'retry_scheduled',
          message: `We will try again on ${retryAt.toISOString().slice(0, 10)}. Changing the card before then uses the new one.`,
        },
      );
      if (attempt === 1)
        await mail(fresh, (to, name) =>
          paymentFailedMail(to, name, outcome.message, retryAt, options.publicUrl),
        );
      return;
    }
    await recordFailure(
      fresh,
      now,
      {
        status: 'cancelled',
        failure_count: attempt,
        next_charge_at: null,
        cancelled_at: now.toISOString(),
      },
      `The last try for ${period} failed too: ${outcome.message}`,
      {
        kind: 'cancelled',
        message:
          'Cancelled after three failed payments. Nothing more will be charged; you are welcome to start a new gift.',
      },
    );
    summary.cancelled++;
    await mail(fresh, (to, name) => cancelledMail(to, name, options.publicUrl));
  }

  /** Yearly gifts: one notice per renewal, 14 days ahead; the event's fixed id makes it once across processes. */
  async function notices(now: Date, summary: RunSummary) {
    const horizon = new Date(now.getTime() + RENEWAL_NOTICE_DAYS * DAY).toISOString();
    const rows = await db
      .selectFrom('giving_recurring')
      .selectAll()
      .where('frequency', '=', 'yearly')
      .where('status', '=', 'active')
      .where('next_charge_at', '<=', horizon)
      .where('next_charge_at', '>', now.toISOString())
      .limit(BATCH)
      .execute();
    for (const row of rows) {
      const renewal = new Date(row.next_charge_at as string);
      try {
        await event(
          row.id,
          'renewal_notice',
          `Renewal notice sent: the yearly gift renews on ${renewal.toISOString().slice(0, 10)}.`,
          now,
          `renewal-${row.id}-${renewal.getUTCFullYear()}`,
        );
      } catch (error) {
        if (isUniqueViolation(error)) continue;
        throw error;
      }
      summary.notices++;
      await mail(row, (to, name) => renewalNoticeMail(to, name, row, renewal, options.publicUrl));
    }
  }

  async function runOnce(): Promise<RunSummary> {
    const now = clock();
    const summary: RunSummary = { charged: 0, failed: 0, cancelled: 0, skipped: 0, notices: 0 };
    for (;;) {
      const due = await db
        .selectFrom('giving_recurring')
        .selectAll()
        .where('status', 'in', ['active', 'past_due'])
        .where('next_charge_at', '<=', now.toISOString())
        .orderBy('next_charge_at')
        .limit(BATCH)
        .execute();
      if (due.length === 0) break;
      const before = summary.charged + summary.failed + summary.cancelled;
      for (const row of due) await handle(row, now, summary);
      // Nothing moved in this batch (all claimed elsewhere): leave the rest to the next run.
      if (summary.charged + summary.failed + summary.cancelled === before) break;
    }
    await notices(now, summary);
    if (summary.charged + summary.failed + summary.notices > 0)
      log(`giving scheduler: ${JSON.stringify(summary)}`);
    return summary;
  }

  // Started at once, then every interval (a minute by default).
  return intervalJob({
    name: 'giving scheduler',
    run: runOnce,
    intervalMs: options.intervalMs ?? 60_000,
    firstRunAfterMs: 0,
  });
}
