import type { AttemptCompleter } from '../payments/reconciler';
import type { Payments } from '../payments/take-payment';
import { Balance } from './balance';
import type { BookingAccessCodes } from './booking-access';
import { BookingReader, type BookingView } from './booking-view';
import { Bookings } from './bookings';
import { BookingCalendar } from './calendar';
import { Cancellations } from './cancellations';
import { TourContext, type TourServiceOptions } from './context';
import { type DepartureView, Departures } from './departures';
import { Holds } from './holds';
import { Interest } from './interest';
import { runTourJobs } from './jobs';
import type { TourInfo } from './tour-catalogue';
import type { CancellationTier, TourSettings } from './tour-config';
import type { Access, TourUserError } from './tour-input';
import type { ClientKeys, TourClient } from './tour-limits';
import type { BookingMailFacts } from './tour-mail';
import type { BookingTable, DepartureTable, ToursDb } from './tour-tables';
import { Waitlist } from './waitlist';

/*
 * Tours (issue 17). The guarantees:
 * - no overbooking: seats and rooms are taken by one conditional UPDATE of the departure row that
 *   re-checks capacity (a row lock on PostgreSQL, the single writer on SQLite), in the same
 *   transaction that writes the hold; a booking converts its hold, so it never takes seats twice;
 * - one idempotency key, one booking or payment: the key is stored (pending) before the card is
 *   charged and passed to the provider; the booking is written in one transaction after the charge,
 *   and refunded if that fails;
 * - a booking copies its prices and the cancellation policy when it is made;
 * - a booking is opened only by its signed-in owner, its access token (only its hash is stored) or
 *   a grant from a one-time code mailed to its address (booking-access.ts); its reference with its
 *   e-mail only asks for that code;
 * - per-client limits (tour-limits.ts): at most 8 seats held per address, e-mail and customer over
 *   all departures, counted from the database; hold creation, mail forms and lookups throttled in
 *   the shared store; declined tour payments counted by DeclineVelocity.
 *
 * The work is done by one part per concern, sharing a TourContext (context.ts): departures.ts
 * (departures and their seat counts), holds.ts, bookings.ts (quotes, bookings and their
 * reconciliation), booking-view.ts (who opens a booking, and its view), balance.ts,
 * cancellations.ts (and refunds), waitlist.ts, interest.ts, calendar.ts (the calendar file and the
 * booking mails' facts) and jobs.ts (the scheduler's run). TourService is their one front door for
 * the resolvers, the router, the scheduler and the reconciler.
 */

export type { MoneyView, TourServiceOptions } from './context';
export { hashToken } from './context';
export type { DepartureView, TierView } from './departures';
export type { HoldView } from './holds';
export type { BookingView } from './booking-view';

/** One of each part, wired to the parts it calls. */
interface TourParts {
  departures: Departures;
  holds: Holds;
  bookings: Bookings;
  reader: BookingReader;
  balance: Balance;
  cancellations: Cancellations;
  waitlist: Waitlist;
  interest: Interest;
  calendar: BookingCalendar;
}

function tourParts(ctx: TourContext): TourParts {
  const departures = new Departures(ctx);
  const waitlist = new Waitlist(ctx, departures);
  const holds = new Holds(ctx, departures, waitlist);
  const reader = new BookingReader(ctx, departures);
  const calendar = new BookingCalendar(ctx, departures, reader);
  return {
    departures,
    holds,
    bookings: new Bookings(ctx, departures, holds, reader, calendar),
    reader,
    balance: new Balance(ctx, reader, calendar),
    cancellations: new Cancellations(ctx, departures, reader, calendar, waitlist),
    waitlist,
    interest: new Interest(ctx, departures),
    calendar,
  };
}

export class TourService {
  readonly db: ToursDb;
  readonly settings: TourSettings;
  /** Booking and balance charges go through the payments module: ledger first, provider key, reconciler. */
  readonly payments: Payments;
  readonly codes: BookingAccessCodes;
  private readonly ctx: TourContext;
  private readonly parts: TourParts;

  constructor(options: TourServiceOptions) {
    const ctx = new TourContext(options);
    this.ctx = ctx;
    this.db = ctx.db;
    this.settings = ctx.settings;
    this.payments = ctx.payments;
    this.codes = ctx.codes;
    this.parts = tourParts(ctx);
  }

  now(): Date {
    return this.ctx.now();
  }

  /** The content's tour (with its booklet text), or null. */
  tourInfo(uid: string): Promise<TourInfo | null> {
    return this.ctx.catalogue.tour(uid);
  }

  // ---- departures (departures.ts) ---------------------------------------------------------

  /** Makes or refreshes a departure per CMS tour (id "<uid>-<start>"); seats are never touched. Returns the ids made. */
  syncDepartures(): Promise<string[]> {
    return this.parts.departures.syncDepartures();
  }
  policyView(policy?: CancellationTier[]) {
    return this.parts.departures.policyView(policy);
  }
  status(row: DepartureTable): DepartureView['status'] {
    return this.parts.departures.status(row);
  }
  departureView(row: DepartureTable, waiting?: number): Promise<DepartureView> {
    return this.parts.departures.departureView(row, waiting);
  }
  departures(uids: string[] | null): Promise<DepartureView[]> {
    return this.parts.departures.departures(uids);
  }
  departureRow(id: string): Promise<DepartureTable | undefined> {
    return this.parts.departures.departureRow(id);
  }
  departure(id: string): Promise<DepartureView | null> {
    return this.parts.departures.departure(id);
  }

  // ---- holds (holds.ts) -------------------------------------------------------------------

  hold(id: string, token: string) {
    return this.parts.holds.hold(id, token);
  }
  createHold(raw: unknown, client: TourClient | null = null) {
    return this.parts.holds.createHold(raw, client);
  }
  updateHold(raw: unknown) {
    return this.parts.holds.updateHold(raw);
  }
  releaseHold(id: string, token: string) {
    return this.parts.holds.releaseHold(id, token);
  }
  /** Releases holds past their time (of one departure, or all); the number released. */
  expireHolds(departureId?: string): Promise<number> {
    return this.parts.holds.expireHolds(departureId);
  }

  // ---- quote and booking (bookings.ts) ----------------------------------------------------

  quote(raw: unknown) {
    return this.parts.bookings.quote(raw);
  }
  /** `tourBook`: the booking, or why not; never half a booking. */
  book(raw: unknown, customerId: string | null, client: TourClient | null = null) {
    return this.parts.bookings.book(raw, customerId, client);
  }
  /** The reconciler's completer of the 'booking' domain (payments/reconciler.ts). */
  bookingCompleter(): AttemptCompleter {
    return this.parts.bookings.bookingCompleter();
  }
  /** The reconciler's completer of the 'balance' domain (payments/reconciler.ts). */
  balanceCompleter(): AttemptCompleter {
    return this.parts.balance.balanceCompleter();
  }

  // ---- reading a booking (booking-view.ts) ------------------------------------------------

  accessible(
    access: Access,
    customerId: string | null,
  ): Promise<{ row: BookingTable; token: string | null } | null> {
    return this.parts.reader.accessible(access, customerId);
  }
  booking(raw: unknown, customerId: string | null, client: TourClient | null = null) {
    return this.parts.reader.booking(raw, customerId, client);
  }
  /** `tourBookingCodeRequest` (booking-access-desk.ts). */
  requestAccessCode(raw: unknown, client: TourClient | null = null) {
    return this.parts.reader.requestAccessCode(raw, client);
  }
  /** `tourBookingCodeVerify` (booking-access-desk.ts). */
  verifyAccessCode(raw: unknown, client: TourClient | null = null) {
    return this.parts.reader.verifyAccessCode(raw, client);
  }
  myBookings(customerId: string): Promise<BookingView[]> {
    return this.parts.reader.myBookings(customerId);
  }
  bookingView(row: BookingTable, token: string | null): Promise<BookingView> {
    return this.parts.reader.bookingView(row, token);
  }

  // ---- balance (balance.ts) and cancellation (cancellations.ts) ---------------------------

  payBalance(raw: unknown, customerId: string | null, client: TourClient | null = null) {
    return this.parts.balance.payBalance(raw, customerId, client);
  }
  /** The reminder, once per booking, `reminderDays` before the balance is due. */
  remindBalances(): Promise<number> {
    return this.parts.balance.remindBalances();
  }
  cancel(raw: unknown, customerId: string | null) {
    return this.parts.cancellations.cancel(raw, customerId);
  }
  cancelBooking(
    row: BookingTable,
    reason: 'customer' | 'unpaid',
    expected: number | null,
  ): Promise<{ refund: number } | { error: TourUserError }> {
    return this.parts.cancellations.cancelBooking(row, reason, expected);
  }
  payRefund(bookingId: string): Promise<void> {
    return this.parts.cancellations.payRefund(bookingId);
  }
  cancelOverdue(): Promise<number> {
    return this.parts.cancellations.cancelOverdue();
  }
  retryRefunds(): Promise<number> {
    return this.parts.cancellations.retryRefunds();
  }

  // ---- waitlist (waitlist.ts) and interest (interest.ts) ----------------------------------

  joinWaitlist(raw: unknown, client: TourClient | null = null) {
    return this.parts.waitlist.joinWaitlist(raw, client);
  }
  offerSeats(departureId: string, exclude: ClientKeys[] = []): Promise<number> {
    return this.parts.waitlist.offerSeats(departureId, exclude);
  }
  submitInterest(raw: unknown, client: TourClient | null = null) {
    return this.parts.interest.submitInterest(raw, client);
  }
  notifyInterest(): Promise<number> {
    return this.parts.interest.notifyInterest();
  }

  // ---- timed work (jobs.ts) ---------------------------------------------------------------

  /** Everything time moves: run by the scheduler. */
  runJobs(): Promise<Record<string, number>> {
    return runTourJobs(this.ctx, this.parts);
  }

  // ---- calendar and mail (calendar.ts) ----------------------------------------------------

  calendar(reference: string, token: string): Promise<string | null> {
    return this.parts.calendar.calendar(reference, token);
  }
  calendarOf(row: BookingTable): Promise<string> {
    return this.parts.calendar.calendarOf(row);
  }
  facts(row: BookingTable, view: BookingView): Promise<BookingMailFacts> {
    return this.parts.calendar.facts(row, view);
  }

  /** Resolves when the mail and other work started so far has finished (tests, shutdown). */
  idle(): Promise<void> {
    return this.ctx.idle();
  }
}

export type { TourInfo };
