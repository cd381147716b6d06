import { randomUUID } from 'node:crypto';
import { decimalAmount } from '../commerce/money';
import { parseAmount } from '../commerce/money';
import type { BookingReader, BookingView } from './booking-view';
import type { BookingCalendar } from './calendar';
import { ACCESS_NEEDED, error, money, type TourContext } from './context';
import type { Departures } from './departures';
import type { CancellationTier } from './tour-config';
import { parseAccess, type TourUserError } from './tour-input';
import * as mails from './tour-mail';
import { addDays, daysUntil, refundFor } from './tour-pricing';
import type { BookingTable } from './tour-tables';
import type { Waitlist } from './waitlist';

/*
 * Cancellations, by the customer or for an unpaid balance, under the policy the booking copied
 * when it was made (`refundFor` in tour-pricing.ts): the booking, its refund line (`tour_refunds`)
 * and the freed seats in one transaction, then the card refunds, each with its own provider key so
 * a retry (the scheduler's `retryRefunds`) never refunds twice; then the notice and the waitlist.
 */
export class Cancellations {
  constructor(
    private readonly ctx: TourContext,
    private readonly departures: Departures,
    private readonly reader: BookingReader,
    private readonly calendar: BookingCalendar,
    private readonly waitlist: Waitlist,
  ) {}

  /** `tourBookingCancel`: `expectedRefund` must be the figure the customer was shown. */
  async cancel(
    raw: unknown,
    customerId: string | null,
  ): Promise<{ booking: BookingView | null; userErrors: TourUserError[] }> {
    const input = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
    const errors: TourUserError[] = [];
    const access = parseAccess(input.access, errors);
    const expected = parseAmount(input.expectedRefund);
    if (expected === null)
      errors.push(
        error('INVALID', 'expectedRefund must be the refund shown, e.g. "1250.00".', [
          'input',
          'expectedRefund',
        ]),
      );
    if (errors.length) return { booking: null, userErrors: errors };
    const found = await this.reader.accessible(access, customerId);
    if (!found)
      return {
        booking: null,
        userErrors: [error('NOT_FOUND', ACCESS_NEEDED, ['input', 'access', 'reference'])],
      };
    if (found.row.status === 'cancelled')
      return {
        booking: null,
        userErrors: [error('ALREADY_CANCELLED', 'This booking is already cancelled.')],
      };
    const result = await this.cancelBooking(found.row, 'customer', expected!);
    if ('error' in result) return { booking: null, userErrors: [result.error] };
    const fresh = await this.reader.fresh(found.row.id);
    return { booking: await this.reader.bookingView(fresh, found.token), userErrors: [] };
  }

  /**
   * Cancels under the booking's own policy: the booking, its refund line and the freed seats in one
   * transaction, then the card refunds (each with its own provider key, so a retry never refunds
   * twice), then the notice and the waitlist.
   */
  async cancelBooking(
    row: BookingTable,
    reason: 'customer' | 'unpaid',
    expected: number | null,
  ): Promise<{ refund: number } | { error: TourUserError }> {
    const departure = await this.departures.referenced(row.departure_id);
    const policy = JSON.parse(row.policy_json) as CancellationTier[];
    const daysBefore = daysUntil(departure.starts_on, this.ctx.now());
    const { refund, tier } = refundFor(policy, daysBefore, row);
    if (expected !== null && expected !== refund)
      return {
        error: error(
          'REFUND_CHANGED',
          `The refund is now ${decimalAmount(refund)} ${row.currency}, not ${decimalAmount(expected)}: the cancellation tier changed. Nothing was cancelled; confirm again to cancel with the new refund.`,
          ['input', 'expectedRefund'],
        ),
      };
    const at = this.ctx.iso();
    const done = await this.ctx.db.transaction().execute(async (trx) => {
      const cancelled = await trx
        .updateTable('tour_bookings')
        .set({
          status: 'cancelled',
          refunded: refund,
          cancelled_at: at,
          cancel_reason: reason,
          calendar_sequence: row.calendar_sequence + 1,
          version: row.version + 1,
          updated_at: at,
        })
        .where('id', '=', row.id)
        .where('version', '=', row.version)
        .where('status', '<>', 'cancelled')
        .executeTakeFirst();
      if (Number(cancelled.numUpdatedRows) !== 1) return false;
      await trx
        .insertInto('tour_refunds')
        .values({
          id: randomUUID(),
          booking_id: row.id,
          amount: refund,
          currency: row.currency,
          days_before: daysBefore,
          tier_json: tier ? JSON.stringify(tier) : null,
          reason,
          refund_ids: '[]',
          created_at: at,
        })
        .execute();
      if (!(await this.departures.releaseSeats(trx, row)))
        throw new Error(
          `tours: seat counts of ${row.departure_id} are below booking ${row.reference}`,
        );
      return true;
    });
    if (!done)
      return {
        error: error('ALREADY_CANCELLED', 'This booking changed a moment ago; look it up again.'),
      };
    await this.payRefund(row.id).catch((e: unknown) =>
      console.error(`tours: refund of ${row.reference} failed; the sweep retries it:`, e),
    );
    const fresh = await this.reader.fresh(row.id);
    this.ctx.track(
      this.reader
        .bookingView(fresh, null)
        .then((view) => this.calendar.facts(fresh, view))
        .then((f) => this.ctx.send(mails.cancellationMail(f, money(refund, row.currency), reason))),
    );
    await this.waitlist.afterSeatsFreed(row.departure_id);
    return { refund };
  }

  /** Gives the refund line's amount back over the booking's charges, newest first; marks it paid. */
  async payRefund(bookingId: string): Promise<void> {
    const { db } = this.ctx;
    const line = await db
      .selectFrom('tour_refunds')
      .selectAll()
      .where('booking_id', '=', bookingId)
      .executeTakeFirst();
    if (!line || line.refund_ids !== '[]' || line.amount === 0) return;
    const charges = await db
      .selectFrom('tour_payments')
      .selectAll()
      .where('booking_id', '=', bookingId)
      .orderBy('created_at', 'desc')
      .execute();
    let left = line.amount;
    const done: string[] = [];
    for (const charge of charges) {
      if (left <= 0) break;
      const give = Math.min(left, charge.amount);
      await this.ctx.provider.refund(charge.charge_id, give, `tour_refund_${line.id}_${charge.id}`);
      done.push(`${charge.charge_id}:${give}`);
      left -= give;
    }
    await db
      .updateTable('tour_refunds')
      .set({ refund_ids: JSON.stringify(done) })
      .where('id', '=', line.id)
      .where('refund_ids', '=', '[]')
      .execute();
  }

  /** Cancels bookings whose balance is unpaid `graceDays` after it was due, under their policy. */
  async cancelOverdue(): Promise<number> {
    const cutoff = addDays(this.ctx.today(), -this.ctx.settings.graceDays);
    const overdue = await this.ctx.db
      .selectFrom('tour_bookings')
      .selectAll()
      .where('status', '=', 'confirmed')
      .where('balance_due_on', '<', cutoff)
      .limit(500)
      .execute();
    let cancelled = 0;
    for (const row of overdue) {
      const result = await this.cancelBooking(row, 'unpaid', null);
      if ('refund' in result) cancelled++;
    }
    return cancelled;
  }

  /** Refund lines whose card refund did not go through (a crash, a provider error) are retried. */
  async retryRefunds(): Promise<number> {
    const stale = new Date(this.ctx.now().getTime() - 60_000).toISOString();
    const lines = await this.ctx.db
      .selectFrom('tour_refunds')
      .select('booking_id')
      .where('refund_ids', '=', '[]')
      .where('amount', '>', 0)
      .where('created_at', '<', stale)
      .limit(100)
      .execute();
    for (const line of lines)
      await this.payRefund(line.booking_id).catch((e: unknown) =>
        console.error('tours: refund retry failed:', e),
      );
    return lines.length;
  }
}
