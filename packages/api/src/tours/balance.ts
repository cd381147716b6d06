import { createHash, randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { checkCard } from '../payments/card-input';
import { LeaseLost } from '../payments/attempts';
import type { AttemptCompleter } from '../payments/reconciler';
import type { Taken } from '../payments/take-payment';
import type { BookingAnswer, BookingReader } from './booking-view';
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
import { toursDb } from './tour-tables';

/*
 * The balance of a deposit-only booking: due `balanceDays` before departure, reminded
 * `reminderDays` before that (the scheduler), and paid by the booking's owner with a card through
 * the payments module (domain 'balance'): the attempt is written to the ledger before the charge,
 * the booking is marked paid in the transaction that completes it (refunded if it cannot be), and
 * the reconciler finishes or refunds a payment whose process died (`balanceCompleter`).
 */

/** What a balance payment's attempt carries, so the reconciler can record it after a crash. */
interface BalancePayload {
  bookingId: string;
  reference: string;
  /** The booking's version when the payment began: changed since (cancelled, paid), the charge is refunded. */
  version: number;
  total: number;
  due: number;
  currency: string;
  cardLast4: string;
}

const balanceInterrupted = (outcome: 'refunded' | 'failed'): TourUserError =>
  error(
    'PROCESSING_ERROR',
    outcome === 'refunded'
      ? 'This payment was interrupted on our side and could not be recorded; it was refunded. Look the booking up again.'
      : 'This payment was interrupted on our side and nothing was charged. Please try again.',
  );
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
  ): Promise<BookingAnswer> {
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
    const payload: BalancePayload = {
      bookingId: row.id,
      reference: row.reference,
      version: row.version,
      total: row.total,
      due,
      currency: row.currency,
      cardLast4: card.number.slice(-4),
    };
    let charged = false;
    let taken: Taken<void>;
    try {
      taken = await this.ctx.payments.take(
        {
          domain: 'balance',
          key,
          providerKey: `tour_balance_${key}`,
          amount: due,
          currency: row.currency,
          email: row.email,
          payload,
          card,
          description: `${departure.tour_title} ${departure.starts_on}: balance of ${row.reference}`,
          client: payer,
        },
        (trx, chargeId) => {
          charged = true;
          return this.writeBalanceIn(trx, key, payload, chargeId);
        },
      );
    } catch (e) {
      // Another worker (a retry, the reconciler) holds the attempt: it records or refunds it and answers the key.
      if (e instanceof LeaseLost)
        return { booking: null, userErrors: [keyRefusal('busy', 'payment')] };
      if (!charged) throw e;
      // The booking changed (cancelled, paid meanwhile): Payments.take has given the charge back.
      console.error('tours: balance payment could not be recorded, refunded:', e);
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
    if (taken.outcome === 'throttled' || taken.outcome === 'busy') {
      // Nothing was asked of the provider: the key is let go, so the same payment can be sent again.
      await keys.drop(key);
      return {
        booking: null,
        userErrors: [taken.outcome === 'busy' ? paymentBusy() : paymentThrottled()],
      };
    }
    if (taken.outcome === 'resolved') {
      const stored = (await keys.stored(key)) ?? { errors: [balanceInterrupted('failed')] };
      return this.reader.bookingAnswer(
        'errors' in stored ? stored : { ...stored, token: found.token },
      );
    }
    if (taken.outcome === 'action_required') {
      // Not the key's answer yet: the traveller confirms with their bank, then sends the same key again.
      await keys.drop(key);
      return {
        booking: null,
        userErrors: [],
        authentication: { challengeUrl: taken.challengeUrl },
      };
    }
    if (taken.outcome === 'declined') {
      const answer: StoredAnswer = {
        errors: [declineError({ ok: false, code: taken.code, message: taken.message })],
      };
      await keys.finish(key, answer);
      return { booking: null, userErrors: answer.errors };
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

  /**
   * Records a taken balance charge inside the transaction that completes its attempt: the booking
   * paid in full (only if it is unchanged since the payment began, so a booking cancelled or paid
   * meanwhile throws and the charge is refunded), the ledger line, and the key's answer.
   */
  private async writeBalanceIn(
    tx: Transaction<Database>,
    key: string,
    p: BalancePayload,
    chargeId: string,
  ): Promise<void> {
    const at = this.ctx.iso();
    const trx = toursDb(tx);
    const paid = await trx
      .updateTable('tour_bookings')
      .set({ status: 'paid', paid: p.total, version: p.version + 1, updated_at: at })
      .where('id', '=', p.bookingId)
      .where('version', '=', p.version)
      .where('status', '=', 'confirmed')
      .executeTakeFirst();
    if (Number(paid.numUpdatedRows) !== 1) throw new Error('the booking changed while paying');
    await trx
      .insertInto('tour_payments')
      .values({
        id: randomUUID(),
        booking_id: p.bookingId,
        kind: 'balance',
        amount: p.due,
        currency: p.currency,
        charge_id: chargeId,
        card_last4: p.cardLast4,
        idempotency_key: `balance_${key}`,
        created_at: at,
      })
      .execute();
    await this.ctx.keys.finish(key, { bookingId: p.bookingId, token: null }, trx as never);
  }

  /**
   * How the reconciler completes a balance payment whose request stopped after its charge: while
   * the booking is as it was when the payment began, it is marked paid (and the payer mailed);
   * a booking cancelled or paid meanwhile has the charge refunded.
   */
  balanceCompleter(): AttemptCompleter {
    return {
      complete: async (attempt, chargeId, trx) => {
        const p = JSON.parse(attempt.payload_json) as BalancePayload;
        await this.writeBalanceIn(trx, attempt.domain_key, p, chargeId);
      },
      completed: async (attempt) => {
        const p = JSON.parse(attempt.payload_json) as BalancePayload;
        const fresh = await this.reader.fresh(p.bookingId);
        const view = await this.reader.bookingView(fresh, null);
        const facts = await this.calendar.facts(fresh, view);
        this.ctx.send(mails.balancePaidMail(facts, money(p.due, p.currency)));
      },
      settle: async (attempt, outcome) => {
        await this.ctx.keys.finish(attempt.domain_key, { errors: [balanceInterrupted(outcome)] });
      },
      label: (attempt) => {
        const p = JSON.parse(attempt.payload_json) as BalancePayload;
        return `the balance of your tour booking ${p.reference}`;
      },
    };
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
