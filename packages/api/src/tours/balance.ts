import { createHash, randomUUID } from 'node:crypto';
import { checkCard } from '../donations/donation-input';
import type { BookingReader, BookingView } from './booking-view';
import type { BookingCalendar } from './calendar';
import {
  ACCESS_NEEDED,
  declineError,
  error,
  keyRefusal,
  money,
  paymentBusy,
  paymentThrottled,
  type StoredAnswer,
  type TourContext,
} from './context';
import { KEY, parseAccess, type TourUserError } from './tour-input';
import type { TourClient } from './tour-limits';
import * as mails from './tour-mail';
import { addDays } from './tour-pricing';

/*
 * The balance of a deposit-only booking: due `balanceDays` before departure, reminded
 * `reminderDays` before that (the scheduler), and paid by the booking's owner with a card.
 */
export class Balance {
  constructor(
    private readonly ctx: TourContext,
    private readonly reader: BookingReader,
    private readonly calendar: BookingCalendar,
  ) {}

  /** `tourPayBalance`: charges what is left of the booking; one key, one payment. */
  async payBalance(
    raw: unknown,
    customerId: string | null,
    client: TourClient | null = null,
  ): Promise<{ booking: BookingView | null; userErrors: TourUserError[] }> {
    const { db, keys } = this.ctx;
    const input = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
    const errors: TourUserError[] = [];
    const key = typeof input.idempotencyKey === 'string' ? input.idempotencyKey : '';
    if (!KEY.test(key))
      errors.push(
        error('INVALID', 'The idempotency key must be 16 to 100 letters, digits, "-" or "_".', [
          'input',
          'idempotencyKey',
        ]),
      );
    const access = parseAccess(input.access, errors);
    const card = checkCard(input.card, ['input', 'card'], errors, this.ctx.now());
    if (errors.length || !card) return { booking: null, userErrors: errors };
    const found = await this.reader.accessible(access, customerId);
    if (!found)
      return {
        booking: null,
        userErrors: [error('NOT_FOUND', ACCESS_NEEDED, ['input', 'access', 'reference'])],
      };
    const { row } = found;
    // One key, one booking paid with one card (the whole card but its security code, as bookings):
    // the same key for another booking or card is refused, even once the first payment is done.
    const { number, expMonth, expYear, name } = card;
    const hash = createHash('sha256')
      .update(JSON.stringify({ booking: row.id, card: { number, expMonth, expYear, name } }))
      .digest('hex');
    const replay = await keys.replay(key, hash);
    if (replay === 'reused') return { booking: null, userErrors: [keyRefusal(replay, 'payment')] };
    if (replay)
      return this.reader.bookingAnswer(
        'errors' in replay ? replay : { ...replay, token: found.token },
      );
    if (row.status === 'cancelled')
      return {
        booking: null,
        userErrors: [error('ALREADY_CANCELLED', 'This booking is cancelled; nothing is due.')],
      };
    const due = row.total - row.paid;
    if (due <= 0)
      return {
        booking: null,
        userErrors: [error('NOTHING_DUE', 'This booking is paid in full; nothing is due.')],
      };
    const claim = await keys.claim(key, hash);
    if (claim === 'reused' || claim === 'busy')
      return { booking: null, userErrors: [keyRefusal(claim, 'payment')] };
    if (claim !== 'claimed')
      return this.reader.bookingAnswer(
        'errors' in claim ? claim : { ...claim, token: found.token },
      );
    const payer = { address: client?.address ?? 'unknown', cardNumber: card.number };
    if (await this.ctx.declines.blocked(payer)) {
      await keys.drop(key);
      return { booking: null, userErrors: [paymentThrottled()] };
    }
    const departure = await db
      .selectFrom('tour_departures')
      .select(['tour_title', 'starts_on'])
      .where('id', '=', row.departure_id)
      .executeTakeFirstOrThrow();
    const charge = await this.ctx.payGuard.run(payer, () =>
      this.ctx.provider.charge({
        amount: due,
        currency: row.currency,
        card,
        idempotencyKey: `tour_balance_${key}`,
        description: `${departure.tour_title} ${departure.starts_on}: balance of ${row.reference}`,
      }),
    );
    if (charge === 'throttled' || charge === 'busy') {
      await keys.drop(key);
      return {
        booking: null,
        userErrors: [charge === 'busy' ? paymentBusy() : paymentThrottled()],
      };
    }
    if (!charge.ok) {
      const answer: StoredAnswer = { errors: [declineError(charge)] };
      await keys.finish(key, answer);
      return { booking: null, userErrors: answer.errors };
    }
    const at = this.ctx.iso();
    try {
      await db.transaction().execute(async (trx) => {
        const paid = await trx
          .updateTable('tour_bookings')
          .set({ status: 'paid', paid: row.total, version: row.version + 1, updated_at: at })
          .where('id', '=', row.id)
          .where('version', '=', row.version)
          .where('status', '=', 'confirmed')
          .executeTakeFirst();
        if (Number(paid.numUpdatedRows) !== 1) throw new Error('the booking changed while paying');
        await trx
          .insertInto('tour_payments')
          .values({
            id: randomUUID(),
            booking_id: row.id,
            kind: 'balance',
            amount: due,
            currency: row.currency,
            charge_id: charge.chargeId,
            card_last4: card.number.slice(-4),
            idempotency_key: `balance_${key}`,
            created_at: at,
          })
          .execute();
        await keys.finish(key, { bookingId: row.id, token: null }, trx as never);
      });
    } catch (e) {
      console.error('tours: balance payment failed, refunding:', e);
      await this.ctx.provider
        .refund(charge.chargeId)
        .catch((r: unknown) =>
          console.error('tours: refund failed, needs a person:', charge.chargeId, r),
        );
      const failed: StoredAnswer = {
        errors: [
          error(
            'PROCESSING_ERROR',
            'The booking changed while you were paying; the payment was given back. Look the booking up again.',
          ),
        ],
      };
      await keys.finish(key, failed);
      return { booking: null, userErrors: failed.errors };
    }
    const fresh = await this.reader.fresh(row.id);
    const view = await this.reader.bookingView(fresh, found.token);
    this.ctx.track(
      this.calendar
        .facts(fresh, view)
        .then((f) => this.ctx.send(mails.balancePaidMail(f, money(due, row.currency)))),
    );
    return { booking: view, userErrors: [] };
  }

  /** The reminder, once per booking, `reminderDays` before the balance is due. */
  async remindBalances(): Promise<number> {
    const { db } = this.ctx;
    const horizon = addDays(this.ctx.today(), this.ctx.settings.reminderDays);
    const due = await db
      .selectFrom('tour_bookings')
      .selectAll()
      .where('status', '=', 'confirmed')
      .where('reminder_sent_at', 'is', null)
      .where('balance_due_on', '<=', horizon)
      .limit(500)
      .execute();
    let sent = 0;
    for (const row of due) {
      const claimed = await db
        .updateTable('tour_bookings')
        .set({ reminder_sent_at: this.ctx.iso() })
        .where('id', '=', row.id)
        .where('reminder_sent_at', 'is', null)
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) !== 1) continue;
      const view = await this.reader.bookingView(row, null);
      this.ctx.send(mails.balanceReminderMail(await this.calendar.facts(row, view)));
      sent++;
    }
    return sent;
  }
}
