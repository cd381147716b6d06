import { randomUUID } from 'node:crypto';
import type { AttemptCompleter } from '../payments/reconciler';
import type { PaymentClient } from '../security/decline-velocity';
import type { BookingAnswer, BookingReader } from './booking-view';
import type { BookingCalendar } from './calendar';
import {
  declineError,
  error,
  hashToken,
  holdLimitError,
  keyRefusal,
  newToken,
  paymentBusy,
  paymentThrottled,
  sameSecret,
  SeatsUnavailable,
  type Challenged,
  type StoredAnswer,
  type TourContext,
} from './context';
import type { Departures } from './departures';
import { extensionErrors, quoteBooking } from './booking-quote';
import { type BookingRecord, writeBookingIn } from './booking-write';
import type { Holds } from './holds';
import {
  bookingHash,
  type CleanBooking,
  KEY,
  parseBookingInput,
  type RoomCounts,
  type TourUserError,
} from './tour-input';
import type { TourClient } from './tour-limits';
import { type Occupancy, quoteFor } from './tour-pricing';
import { type DepartureTable, type HoldTable, toursDb } from './tour-tables';

/*
 * Quotes and bookings: a booking converts its hold (holds.ts), so it never takes seats twice, and
 * is charged the deposit (or the full amount inside the balance window) through the payments
 * module: the attempt is written to the ledger before the charge, the booking in the transaction
 * that completes it, and the reconciler finishes or refunds a booking whose process died
 * (`bookingCompleter`). A booking copies its prices and the cancellation policy when it is made.
 */

/** What a booking's payment attempt carries, so the reconciler can write the booking after a crash. */
interface BookingPayload {
  booking: BookingRecord;
  customerId: string | null;
  holdId: string;
  q: ReturnType<typeof quoteFor>;
  kind: 'full' | 'deposit';
  bookingId: string;
}
const bookingRecordOf = (input: CleanBooking): BookingRecord => {
  const { card, ...rest } = input;
  return { ...rest, cardLast4: card.number.slice(-4) };
};
const bookingInterrupted = (outcome: 'refunded' | 'failed'): TourUserError =>
  error(
    'PROCESSING_ERROR',
    outcome === 'refunded'
      ? 'This booking was interrupted on our side and could not be completed; its payment was refunded. Choose the departure again.'
      : 'This booking was interrupted on our side and nothing was charged. Please try again.',
  );

export class Bookings {
  constructor(
    private readonly ctx: TourContext,
    private readonly departures: Departures,
    private readonly holds: Holds,
    private readonly reader: BookingReader,
    private readonly calendar: BookingCalendar,
  ) {}

  private countsOf(
    rooms: Array<{ occupancy: Occupancy; travellers: number[] }>,
  ): Record<Occupancy, number> {
    const counts = { single: 0, double: 0 };
    for (const room of rooms) counts[room.occupancy] += room.travellers.length;
    return counts;
  }

  /** `tourQuote`: the price of a booking before any hold (booking-quote.ts). */
  quote(raw: unknown): Promise<{ quote: unknown; userErrors: TourUserError[] }> {
    return quoteBooking(this.ctx, this.departures, raw);
  }

  /** `tourBook`: the booking, or why not; never half a booking. */
  async book(
    raw: unknown,
    customerId: string | null,
    client: TourClient | null = null,
  ): Promise<BookingAnswer> {
    const { keys, settings } = this.ctx;
    const input = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
    const holdRow = await this.holds.liveHold(
      String(input.holdId ?? ''),
      String(input.holdToken ?? ''),
    );
    if (!holdRow) {
      // A retry of a booking already made replays it even though its hold is converted; the same
      // key with other details is refused as the claim would refuse it.
      const replay = await this.replayOnSpentHold(raw, input, customerId);
      if (replay === 'reused')
        return { booking: null, userErrors: [keyRefusal('reused', 'booking')] };
      if (replay) return this.reader.bookingAnswer(replay);
      return {
        booking: null,
        userErrors: [
          error(
            'HOLD_EXPIRED',
            'Your seats were released after 15 minutes without payment. Choose the departure again; nothing was charged.',
            ['input', 'holdId'],
          ),
        ],
      };
    }
    const departure = (await this.departures.row(holdRow.departure_id))!;
    const parsed = parseBookingInput(
      raw,
      departure.starts_on,
      settings.maxTravellers,
      this.ctx.now(),
    );
    if ('errors' in parsed) return { booking: null, userErrors: parsed.errors };
    const booking = parsed.value;
    const extErrors = extensionErrors(
      this.departures,
      departure,
      booking.preExtension,
      booking.postExtension,
    );
    if (extErrors.length) return { booking: null, userErrors: extErrors };
    const status = this.departures.status(departure);
    if (status === 'DEPARTED' || status === 'CLOSED')
      return {
        booking: null,
        userErrors: [
          error('NOT_BOOKABLE', 'Booking for this departure has closed.', ['input', 'holdId']),
        ],
      };
    const counts = this.countsOf(booking.rooms);
    const wanted: RoomCounts = {
      seats: booking.travellers.length,
      singleRooms: counts.single,
      doubleRooms: counts.double / 2,
    };

    const claim = await keys.claim(booking.idempotencyKey, bookingHash(booking, customerId));
    if (claim === 'reused' || claim === 'busy')
      return { booking: null, userErrors: [keyRefusal(claim, 'booking')] };
    if (claim !== 'claimed') return this.reader.bookingAnswer(claim);
    // Card testing: past the declines allowed, refused before the provider is asked.
    const payer = { address: client?.address ?? 'unknown', cardNumber: booking.card.number };
    if (await this.ctx.declines.blocked(payer)) {
      await keys.drop(booking.idempotencyKey);
      return { booking: null, userErrors: [paymentThrottled()] };
    }

    const hold = await this.holds.resize(holdRow, wanted);
    if (!hold || hold === 'limit') {
      await keys.drop(booking.idempotencyKey);
      return {
        booking: null,
        userErrors: [
          hold === 'limit'
            ? holdLimitError()
            : await this.departures.shortage(departure.id, wanted),
        ],
      };
    }
    const q = quoteFor(
      this.departures.priced(departure),
      counts,
      booking.preExtension,
      booking.postExtension,
      settings,
      this.ctx.now(),
    );
    const stored = await this.chargeAndWrite(booking, customerId, hold, departure, q, payer).catch(
      async (e: unknown) => {
        console.error('tours: booking failed:', e);
        const failed: StoredAnswer = {
          errors: [
            error(
              'PROCESSING_ERROR',
              e instanceof SeatsUnavailable
                ? 'Your seats were released before the payment completed. Nothing was charged; choose the departure again.'
                : 'Something went wrong on our side and nothing was charged. Please try again.',
            ),
          ],
        };
        await keys.finish(booking.idempotencyKey, failed);
        return failed;
      },
    );
    return this.reader.bookingAnswer(stored);
  }

  /**
   * A finished key sent with a hold that is no longer live: its answer when the details hash as the
   * first request's did (parsed against the hold's departure), 'reused' when they do not (another
   * hold, unparsable or other details), null when the key has no finished answer.
   */
  private async replayOnSpentHold(
    raw: unknown,
    input: Record<string, unknown>,
    customerId: string | null,
  ): Promise<StoredAnswer | 'reused' | null> {
    const { keys } = this.ctx;
    const key = input.idempotencyKey;
    if (typeof key !== 'string' || !KEY.test(key)) return null;
    if (!(await keys.stored(key))) return null;
    const holdId = typeof input.holdId === 'string' ? input.holdId : '';
    const token = typeof input.holdToken === 'string' ? input.holdToken : '';
    const spent = holdId
      ? await this.ctx.db
          .selectFrom('tour_holds')
          .innerJoin('tour_departures', 'tour_departures.id', 'tour_holds.departure_id')
          .select(['tour_holds.token_hash', 'tour_departures.starts_on'])
          .where('tour_holds.id', '=', holdId)
          .executeTakeFirst()
      : undefined;
    if (!spent || token.length > 200 || !sameSecret(spent.token_hash, hashToken(token)))
      return 'reused';
    const parsed = parseBookingInput(
      raw,
      spent.starts_on,
      this.ctx.settings.maxTravellers,
      this.ctx.now(),
    );
    if ('errors' in parsed) return 'reused';
    return keys.replay(key, bookingHash(parsed.value, customerId));
  }

  private async chargeAndWrite(
    input: CleanBooking,
    customerId: string | null,
    hold: HoldTable,
    departure: DepartureTable,
    q: ReturnType<typeof quoteFor>,
    payer: PaymentClient,
  ): Promise<StoredAnswer | Challenged> {
    const { keys } = this.ctx;
    await this.holds.keepWhilePaying(hold.id);
    const kind = q.fullPayment ? 'full' : 'deposit';
    const token = newToken();
    const bookingId = randomUUID();
    const record = bookingRecordOf(input);
    const payload: BookingPayload = {
      booking: record,
      customerId,
      holdId: hold.id,
      q,
      kind,
      bookingId,
    };
    const taken = await this.ctx.payments.take(
      {
        domain: 'booking',
        key: input.idempotencyKey,
        providerKey: `tour_book_${input.idempotencyKey}`,
        amount: q.dueNow,
        currency: departure.currency,
        email: input.contact.email,
        payload,
        card: input.card,
        description: `${departure.tour_title} ${departure.starts_on}: ${kind === 'full' ? 'full payment' : 'deposit'}`,
        client: payer,
      },
      (trx, chargeId) =>
        writeBookingIn(
          this.ctx,
          trx,
          record,
          customerId,
          hold,
          departure,
          q,
          kind,
          chargeId,
          bookingId,
          token,
        ),
    );
    if (taken.outcome === 'throttled' || taken.outcome === 'busy') {
      // Nothing was asked of the provider: the key is let go, so the same booking can be sent again.
      await keys.drop(input.idempotencyKey);
      return { errors: [taken.outcome === 'busy' ? paymentBusy() : paymentThrottled()] };
    }
    if (taken.outcome === 'resolved')
      return (
        (await keys.stored(input.idempotencyKey)) ?? { errors: [bookingInterrupted('failed')] }
      );
    if (taken.outcome === 'action_required') {
      // Not the key's answer yet: the traveller confirms with their bank, then sends the same key
      // again; the hold stays theirs meanwhile (it was kept long enough for the payment above).
      await keys.drop(input.idempotencyKey);
      return { authentication: { challengeUrl: taken.challengeUrl } };
    }
    if (taken.outcome === 'declined') {
      const answer: StoredAnswer = {
        errors: [declineError({ ok: false, code: taken.code, message: taken.message })],
      };
      await keys.finish(input.idempotencyKey, answer);
      return answer;
    }
    this.ctx.track(this.calendar.sendConfirmation(bookingId, token));
    return { bookingId, token };
  }

  /**
   * How the reconciler completes a booking whose request stopped after its charge: while its hold
   * is still active the booking is written (and confirmed by mail), else the charge is refunded.
   */
  bookingCompleter(): AttemptCompleter {
    const tokens = new Map<string, { bookingId: string; token: string }>();
    return {
      complete: async (attempt, chargeId, trx) => {
        const p = JSON.parse(attempt.payload_json) as BookingPayload;
        // Read through the transaction: SQLite has one connection, which the transaction holds.
        const hold = await toursDb(trx)
          .selectFrom('tour_holds')
          .selectAll()
          .where('id', '=', p.holdId)
          .executeTakeFirst();
        if (!hold || hold.status !== 'active') throw new SeatsUnavailable();
        const departure = await toursDb(trx)
          .selectFrom('tour_departures')
          .selectAll()
          .where('id', '=', hold.departure_id)
          .executeTakeFirstOrThrow();
        const token = newToken();
        await writeBookingIn(
          this.ctx,
          trx,
          p.booking,
          p.customerId,
          hold,
          departure,
          p.q,
          p.kind,
          chargeId,
          p.bookingId,
          token,
        );
        tokens.set(attempt.id, { bookingId: p.bookingId, token });
      },
      completed: async (attempt) => {
        const written = tokens.get(attempt.id);
        tokens.delete(attempt.id);
        if (written) await this.calendar.sendConfirmation(written.bookingId, written.token);
      },
      settle: async (attempt, outcome) => {
        await this.ctx.keys.finish(attempt.domain_key, { errors: [bookingInterrupted(outcome)] });
      },
      label: (attempt) => {
        const p = JSON.parse(attempt.payload_json) as BookingPayload;
        return `your tour booking (${p.kind === 'full' ? 'full payment' : 'deposit'})`;
      },
    };
  }
}
