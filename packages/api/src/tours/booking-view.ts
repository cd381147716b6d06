import { BookingAccessDesk } from './booking-access-desk';
import {
  hashToken,
  money,
  type MoneyView,
  sameSecret,
  type Challenged,
  type StoredAnswer,
  type TourContext,
} from './context';
import type { Departures, TierView } from './departures';
import type { CancellationTier } from './tour-config';
import { type Access, type CleanTraveller, parseAccess, type TourUserError } from './tour-input';
import type { Authentication } from '../payments/take-payment';
import type { TourClient } from './tour-limits';
import { daysUntil, refundFor } from './tour-pricing';
import type { BookingTable } from './tour-tables';

/** A booking mutation's payload: the booking, its errors, or the bank's challenge. */
export type BookingAnswer = {
  booking: BookingView | null;
  userErrors: TourUserError[];
  authentication?: Authentication;
};

/*
 * Reading a booking: who may open it (its link's token, a grant from a mailed code, or the
 * signed-in customer who made it; booking-access-desk.ts hands out the codes) and the view of it
 * every answer and mail is made from.
 */

export interface BookingView {
  id: string;
  reference: string;
  status: 'CONFIRMED' | 'PAID' | 'CANCELLED';
  departureId: string;
  contactName: string;
  email: string;
  phone: string;
  /** Each traveller as booked, with the index of the room they sleep in. */
  travellers: Array<CleanTraveller & { room: number }>;
  rooms: Array<{ occupancy: 'SINGLE' | 'DOUBLE'; travellers: number[] }>;
  preExtension: boolean;
  postExtension: boolean;
  lines: Array<{ label: string; amount: MoneyView }>;
  total: MoneyView;
  deposit: MoneyView;
  paid: MoneyView;
  refunded: MoneyView;
  balance: MoneyView;
  balanceDueOn: string | null;
  cancellationPolicy: TierView[];
  cancellationQuote: { daysBefore: number; tier: TierView | null; refund: MoneyView } | null;
  ledger: Array<{ kind: string; amount: MoneyView; cardLast4: string | null; createdAt: string }>;
  confirmationUrl: string;
  paymentUrl: string;
  calendarUrl: string;
  bookletUrl: string | null;
  preExtensionBookletUrl: string | null;
  createdAt: string;
  cancelledAt: string | null;
}

/** The booking's links: its confirmation and payment pages and its calendar file. */
export function bookingLinks(publicUrl: string, row: BookingTable, token: string | null) {
  const query = `ref=${encodeURIComponent(row.reference)}${token ? `&token=${encodeURIComponent(token)}` : ''}`;
  return {
    confirmationUrl: `${publicUrl}/tours/booking-confirmed?${query}`,
    paymentUrl: `${publicUrl}/tours/payments?${query}`,
    calendarUrl: `${publicUrl}/api/tours/bookings/${encodeURIComponent(row.reference)}/calendar.ics${token ? `?token=${encodeURIComponent(token)}` : ''}`,
  };
}

export class BookingReader {
  private readonly desk: BookingAccessDesk;

  constructor(
    private readonly ctx: TourContext,
    private readonly departures: Departures,
  ) {
    this.desk = new BookingAccessDesk({
      db: ctx.db,
      codes: ctx.codes,
      throttles: ctx.throttles,
      send: (message) => ctx.send(message),
    });
  }

  /**
   * The booking if `access` opens it: its link's token, a live grant from a mailed code, or the
   * signed-in customer who made it. The reference with the booking's e-mail alone opens nothing
   * (it can only ask for a code). Null otherwise, after the same work.
   */
  async accessible(
    access: Access,
    customerId: string | null,
  ): Promise<{ row: BookingTable; token: string | null } | null> {
    const row = await this.ctx.db
      .selectFrom('tour_bookings')
      .selectAll()
      .where('reference', '=', access.reference)
      .executeTakeFirst();
    const tokenHash = hashToken(access.token ?? 'no token given');
    const byToken =
      sameSecret(row?.access_hash ?? '0'.repeat(64), tokenHash) && access.token !== null;
    const byGrant =
      !byToken &&
      access.token !== null &&
      (await this.ctx.codes.granted(row?.id ?? 'no booking', access.token));
    const byOwner = customerId !== null && row?.customer_id === customerId;
    if (!row || !(byToken || byGrant || byOwner)) return null;
    return { row, token: byToken ? access.token : null };
  }

  /**
   * `tourBooking`: each lookup counts per address and per e-mail given; past the limit the answer
   * is 'throttled' (the resolver's THROTTLED error) and nothing is looked up.
   */
  async booking(
    raw: unknown,
    customerId: string | null,
    client: TourClient | null = null,
  ): Promise<BookingView | null | 'throttled'> {
    const errors: TourUserError[] = [];
    const access = parseAccess(raw, errors);
    if (client && !(await this.desk.lookupAdmitted(client, access.email))) return 'throttled';
    if (errors.length) return null;
    const found = await this.accessible(access, customerId);
    return found ? this.bookingView(found.row, found.token) : null;
  }

  /** `tourBookingCodeRequest` (booking-access-desk.ts). */
  requestAccessCode(raw: unknown, client: TourClient | null = null) {
    return this.desk.requestCode(raw, client);
  }

  /** `tourBookingCodeVerify` (booking-access-desk.ts). */
  verifyAccessCode(raw: unknown, client: TourClient | null = null) {
    return this.desk.verifyCode(raw, client);
  }

  async myBookings(customerId: string): Promise<BookingView[]> {
    const rows = await this.ctx.db
      .selectFrom('tour_bookings')
      .selectAll()
      .where('customer_id', '=', customerId)
      .orderBy('created_at', 'desc')
      .limit(100)
      .execute();
    return Promise.all(rows.map((r) => this.bookingView(r, null)));
  }

  /** The booking as it is stored now. */
  async fresh(id: string): Promise<BookingTable> {
    return this.ctx.db
      .selectFrom('tour_bookings')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  }

  /** What a booking's key answered: the booking (with the token the answer carries) or its errors. */
  async bookingAnswer(stored: StoredAnswer | Challenged): Promise<BookingAnswer> {
    if ('authentication' in stored)
      return { booking: null, userErrors: [], authentication: stored.authentication };
    if ('errors' in stored) return { booking: null, userErrors: stored.errors };
    const row = await this.ctx.db
      .selectFrom('tour_bookings')
      .selectAll()
      .where('id', '=', stored.bookingId)
      .executeTakeFirst();
    return { booking: row ? await this.bookingView(row, stored.token) : null, userErrors: [] };
  }

  async bookingView(row: BookingTable, token: string | null): Promise<BookingView> {
    const { db } = this.ctx;
    const c = row.currency;
    const [travellers, payments, refund, departure] = await Promise.all([
      db
        .selectFrom('tour_travellers')
        .selectAll()
        .where('booking_id', '=', row.id)
        .orderBy('position')
        .execute(),
      db
        .selectFrom('tour_payments')
        .selectAll()
        .where('booking_id', '=', row.id)
        .orderBy('created_at')
        .execute(),
      db.selectFrom('tour_refunds').selectAll().where('booking_id', '=', row.id).executeTakeFirst(),
      this.departures.referenced(row.departure_id, db),
    ]);
    const policy = JSON.parse(row.policy_json) as CancellationTier[];
    const tiers = this.departures.policyView(policy);
    const rooms: BookingView['rooms'] = [];
    for (const t of travellers) {
      const room = (rooms[t.room] ??= {
        occupancy: t.occupancy === 'single' ? 'SINGLE' : 'DOUBLE',
        travellers: [],
      });
      room.travellers.push(t.position);
    }
    const details = this.departures.details(departure);
    let quote: BookingView['cancellationQuote'] = null;
    if (row.status !== 'cancelled') {
      const daysBefore = daysUntil(departure.starts_on, this.ctx.now());
      const r = refundFor(policy, daysBefore, row);
      quote = {
        daysBefore,
        tier: r.tier
          ? (tiers.find((t) => t.minDaysBefore === r.tier!.minDaysBefore) ?? null)
          : null,
        refund: money(r.refund, c),
      };
    }
    const balance = row.status === 'cancelled' ? 0 : row.total - row.paid;
    return {
      id: row.id,
      reference: row.reference,
      status:
        row.status === 'paid' ? 'PAID' : row.status === 'cancelled' ? 'CANCELLED' : 'CONFIRMED',
      departureId: row.departure_id,
      contactName: row.contact_name,
      email: row.email,
      phone: row.phone,
      travellers: travellers.map((t) => ({
        firstName: t.first_name,
        lastName: t.last_name,
        dateOfBirth: t.date_of_birth,
        email: t.email,
        phone: t.phone,
        emergencyContactName: t.emergency_name,
        emergencyContactPhone: t.emergency_phone,
        dietaryNotes: t.dietary,
        accessibilityNotes: t.accessibility,
        room: t.room,
      })),
      rooms: rooms.filter(Boolean),
      preExtension: row.pre_extension === 1,
      postExtension: row.post_extension === 1,
      lines: (JSON.parse(row.lines_json) as Array<{ label: string; amount: number }>).map((l) => ({
        label: l.label,
        amount: money(l.amount, c),
      })),
      total: money(row.total, c),
      deposit: money(row.deposit, c),
      paid: money(row.paid, c),
      refunded: money(row.refunded, c),
      balance: money(balance, c),
      balanceDueOn: balance > 0 ? row.balance_due_on : null,
      cancellationPolicy: tiers,
      cancellationQuote: quote,
      ledger: [
        ...payments.map((p) => ({
          kind: p.kind.toUpperCase(),
          amount: money(p.amount, p.currency),
          cardLast4: p.card_last4,
          createdAt: p.created_at,
        })),
        ...(refund && refund.amount > 0
          ? [
              {
                kind: 'REFUND',
                amount: money(refund.amount, refund.currency),
                cardLast4: null,
                createdAt: refund.created_at,
              },
            ]
          : []),
      ],
      ...bookingLinks(this.ctx.publicUrl, row, token),
      bookletUrl: details.bookletUrl ? this.absolute(details.bookletUrl) : null,
      preExtensionBookletUrl:
        row.pre_extension === 1 && details.pre?.bookletUrl
          ? this.absolute(details.pre.bookletUrl)
          : null,
      createdAt: row.created_at,
      cancelledAt: row.cancelled_at,
    };
  }

  private absolute(path: string): string {
    return /^https?:\/\//.test(path)
      ? path
      : `${this.ctx.publicUrl}${path.startsWith('/') ? '' : '/'}${path}`;
  }
}
