import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { declineUserError } from '../payments/declines';
import type { Authentication } from '../payments/take-payment';
import { sql } from 'kysely';
import { decimalAmount } from '../commerce/money';
import type { ChargeResult, PaymentProvider } from '../checkout/payment-provider';
import type { Transaction } from 'kysely';
import { type Db, isUniqueViolation } from '../db/database';
import type { Database } from '../db/schema';
import type { AttemptCompleter } from '../payments/reconciler';
import { Payments } from '../payments/take-payment';
import { IdempotencyKeys } from '../db/idempotency-keys';
import { checkCard, parseAmount } from '../donations/donation-input';
import type { Mailer, MailMessage } from '../mail/mailer';
import { buildCalendar } from './tour-calendar';
import type { TourCatalogue, TourExtensionInfo, TourInfo } from './tour-catalogue';
import { type CancellationTier, describeTier, type TourSettings } from './tour-config';
import {
  type Access,
  bookingHash,
  checkRoomCounts,
  type CleanBooking,
  departureIdField,
  KEY,
  parseAccess,
  parseBookingInput,
  parseInterestInput,
  parseWaitlistInput,
  type RoomCounts,
  type TourUserError,
} from './tour-input';
import {
  DeclineVelocity,
  PAYMENT_THROTTLED_MESSAGE,
  type PaymentClient,
} from '../security/decline-velocity';
import type { ThrottleStore } from '../security/throttle';
import { DeclineGuard } from '../checkout/decline-guard';
import { BookingAccessCodes } from './booking-access';
import { BookingAccessDesk } from './booking-access-desk';
import {
  addressCounter,
  admitted,
  type ClientKeys,
  clientKeys,
  HOLD_SEATS_PER_CLIENT,
  lockClients,
  mailFormAdmitted,
  TOUR_RATES,
  type TourClient,
  WAITLIST_ENTRIES_PER_CLIENT,
  waitlistFull,
  withinSeatCap,
} from './tour-limits';
import * as mails from './tour-mail';
import {
  addDays,
  daysUntil,
  type Occupancy,
  type PricedDeparture,
  quoteFor,
  refundFor,
} from './tour-pricing';
import {
  type BookingTable,
  type DepartureTable,
  type HoldTable,
  toursDb,
  type ToursDb,
  type WaitlistTable,
} from './tour-tables';

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
 */

export interface MoneyView {
  amount: string;
  currencyCode: string;
}
const money = (minor: number, currency: string): MoneyView => ({
  amount: decimalAmount(minor),
  currencyCode: currency,
});

export interface TourServiceOptions {
  db: Db;
  payments: PaymentProvider;
  catalogue: TourCatalogue;
  settings: TourSettings;
  mailer?: Mailer | null;
  /** Origin of every link; configured, never a request header. */
  publicUrl: string;
  /** The shared store of every per-client limit (holds, mail forms, lookups, declines). */
  throttles?: ThrottleStore | null;
  now?: () => Date;
  log?: (line: string) => void;
}

/** What a departure keeps from its CMS tour besides prices: extensions, mail text, booklets. */
interface DepartureDetails {
  pre: TourExtensionInfo | null;
  post: TourExtensionInfo | null;
  emailText: string | null;
  bookletUrl: string | null;
  meetingPoint: string | null;
}

export interface TierView extends CancellationTier {
  description: string;
}

export interface DepartureView {
  id: string;
  tourUid: string;
  tourTitle: string;
  startsOn: string;
  status: 'OPEN' | 'FULL' | 'CLOSED' | 'DEPARTED';
  seatsTotal: number;
  seatsLeft: number;
  fewSeatsLeft: boolean;
  singleRoomsLeft: number;
  doubleRoomsLeft: number;
  priceSingle: MoneyView;
  priceDouble: MoneyView;
  preExtension: {
    title: string;
    startsOn: string | null;
    priceSingle: MoneyView;
    priceDouble: MoneyView;
  } | null;
  postExtension: {
    title: string;
    startsOn: string | null;
    priceSingle: MoneyView;
    priceDouble: MoneyView;
  } | null;
  depositPerPerson: MoneyView;
  balanceDueOn: string;
  fullPaymentAtBooking: boolean;
  cancellationPolicy: TierView[];
  waitlistCount: number;
}

export interface HoldView {
  id: string;
  token: string;
  departureId: string;
  travellers: number;
  singleRooms: number;
  doubleRooms: number;
  expiresAt: string;
}

export interface BookingView {
  id: string;
  reference: string;
  status: 'CONFIRMED' | 'PAID' | 'CANCELLED';
  departureId: string;
  contactName: string;
  email: string;
  phone: string;
  travellers: Array<{
    firstName: string;
    lastName: string;
    dateOfBirth: string;
    email: string | null;
    phone: string | null;
    emergencyContactName: string;
    emergencyContactPhone: string;
    dietaryNotes: string | null;
    accessibilityNotes: string | null;
    room: number;
  }>;
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

type StoredAnswer = { bookingId: string; token: string | null } | { errors: TourUserError[] };
/** The answer while the payer's bank challenge is open; never stored, since the key is let go. */
type Challenged = { authentication: Authentication };
type BookingAnswer = {
  booking: BookingView | null;
  userErrors: TourUserError[];
  authentication?: Authentication;
};

/** A booking as its payment attempt keeps it until written: the submission without its card, but the last digits. */
type BookingRecord = Omit<CleanBooking, 'card'> & { cardLast4: string };
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

const declineError = (result: Extract<ChargeResult, { ok: false }>): TourUserError => declineUserError(result);
const error = (code: string, message: string, field: string[] | null = null): TourUserError => ({
  field,
  code,
  message,
});

/** The answer to a key that is not this request's to use: reused for other details, or still running. */
function keyRefusal(claim: 'reused' | 'busy', what: 'booking' | 'payment'): TourUserError {
  return claim === 'reused'
    ? error(
        'IDEMPOTENCY_KEY_REUSED',
        `This submission key was used for a different ${what}; start again.`,
        ['input', 'idempotencyKey'],
      )
    : error(
        'PROCESSING_ERROR',
        `This ${what} is still being processed. Wait a moment and check your e-mail before trying again.`,
      );
}

/** Past the decline limit: one answer, whatever the card would have said. */
const paymentThrottled = () => error('THROTTLED', PAYMENT_THROTTLED_MESSAGE, ['input', 'card']);
const paymentBusy = () =>
  error(
    'THROTTLED',
    'Another payment from your network or with this card is being processed. Nothing was charged; please try again in a moment.',
    ['input', 'card'],
  );

/** Reference and e-mail alone open nothing: the link's token, a code's grant, or the owner's session. */
const ACCESS_NEEDED =
  'Open this booking from the link in your confirmation e-mail, or ask for a code to be sent to the e-mail address it was made with.';

function mailFormThrottled(): TourUserError {
  return error(
    'THROTTLED',
    'We have had several of these forms from you or for this e-mail address in the last hour. Please try again later.',
    ['input', 'email'],
  );
}

function holdLimitError(): TourUserError {
  return error(
    'HOLD_LIMIT',
    `One visitor can hold at most ${HOLD_SEATS_PER_CLIENT} seats at a time, over all departures. Book or release the seats you hold, or wait until they are released.`,
    ['input', 'travellers'],
  );
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const newToken = () => randomBytes(24).toString('base64url');
const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const newReference = () =>
  'TB-' +
  [...randomBytes(6)].map((b) => REFERENCE_ALPHABET[b % REFERENCE_ALPHABET.length]).join('');
const sameSecret = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** A hold being paid for is kept at least this long past the charge. */
const PAYING_GRACE_MS = 10 * 60_000;
const SYNC_EVERY_MS = 60_000;

export class TourService {
  readonly db: ToursDb;
  readonly settings: TourSettings;
  private readonly keys: IdempotencyKeys<StoredAnswer>;
  private lastSync = 0;
  private syncing: Promise<void> | null = null;
  private readonly declines: DeclineVelocity;
  /** Charges take turns per address and card, so a burst cannot evaluate more declines than allowed. */
  private readonly payGuard: DeclineGuard;
  /** Booking charges go through the payments module: ledger first, provider key, reconciler. */
  readonly payments: Payments;
  readonly codes: BookingAccessCodes;
  private readonly desk: BookingAccessDesk;

  constructor(private readonly options: TourServiceOptions) {
    this.db = toursDb(options.db);
    this.keys = new IdempotencyKeys<StoredAnswer>(
      options.db as never,
      'tour_idempotency_keys',
      () => this.now(),
    );
    this.settings = options.settings;
    this.declines = new DeclineVelocity(options.throttles ?? null);
    this.payGuard = new DeclineGuard(options.throttles ?? null);
    this.payments = new Payments(options.db, options.payments, this.payGuard, () => this.now());
    this.codes = new BookingAccessCodes(this.db, () => this.now());
    this.desk = new BookingAccessDesk({
      db: this.db,
      codes: this.codes,
      throttles: options.throttles ?? null,
      send: (message) => this.send(message),
    });
  }

  private get throttles(): ThrottleStore | null {
    return this.options.throttles ?? null;
  }

  now(): Date {
    return this.options.now?.() ?? new Date();
  }
  private iso(): string {
    return this.now().toISOString();
  }
  private today(): string {
    return this.iso().slice(0, 10);
  }
  private log(line: string) {
    (this.options.log ?? console.log)(line);
  }

  // ---- departures -------------------------------------------------------------------------

  /** Makes or refreshes a departure per CMS tour (id "<uid>-<start>"); seats are never touched. Returns the ids made. */
  async syncDepartures(): Promise<string[]> {
    const tours = await this.options.catalogue.tours();
    const made: string[] = [];
    for (const tour of tours) {
      const id = `${tour.uid}-${tour.startsOn}`;
      const details: DepartureDetails = {
        pre: tour.pre,
        post: tour.post,
        emailText: tour.emailText,
        bookletUrl: tour.bookletUrl,
        meetingPoint: tour.meetingPoint,
      };
      const fields = {
        tour_title: tour.title,
        days: tour.days,
        timezone: tour.timezone,
        price_single: tour.priceSingle,
        price_double: tour.priceDouble,
        extensions_json: JSON.stringify(details),
      };
      const existing = await this.db
        .selectFrom('tour_departures')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst();
      if (!existing) {
        try {
          const { seats, singleRooms, doubleRooms } = this.settings;
          await this.db
            .insertInto('tour_departures')
            .values({
              id,
              tour_uid: tour.uid,
              starts_on: tour.startsOn,
              currency: 'USD',
              seats_total: seats,
              seats_taken: 0,
              single_rooms_total: singleRooms,
              single_rooms_taken: 0,
              double_rooms_total: doubleRooms,
              double_rooms_taken: 0,
              closed: 0,
              created_at: this.iso(),
              updated_at: this.iso(),
              ...fields,
            })
            .execute();
          made.push(id);
        } catch (e) {
          if (!isUniqueViolation(e)) throw e;
        }
      } else if (
        Object.entries(fields).some(([k, v]) => existing[k as keyof DepartureTable] !== v)
      ) {
        await this.db
          .updateTable('tour_departures')
          .set({ ...fields, updated_at: this.iso() })
          .where('id', '=', id)
          .execute();
      }
    }
    this.lastSync = Date.now();
    return made;
  }

  /** Syncs at most once a minute, on demand; a content server that is down leaves the stored departures. */
  private async freshDepartures(): Promise<void> {
    if (Date.now() - this.lastSync < SYNC_EVERY_MS) return;
    this.syncing ??= this.syncDepartures()
      .then(() => undefined)
      .catch((e: unknown) => {
        this.lastSync = Date.now() - SYNC_EVERY_MS + 5_000;
        this.log(`tours: could not read tours from the content API: ${(e as Error).message}`);
      })
      .finally(() => {
        this.syncing = null;
      });
    await this.syncing;
  }

  private details(row: DepartureTable): DepartureDetails {
    return JSON.parse(row.extensions_json) as DepartureDetails;
  }

  private priced(row: DepartureTable): PricedDeparture {
    const d = this.details(row);
    return {
      currency: row.currency,
      startsOn: row.starts_on,
      priceSingle: row.price_single,
      priceDouble: row.price_double,
      pre: d.pre,
      post: d.post,
    };
  }

  policyView(policy: CancellationTier[] = this.settings.policy): TierView[] {
    return policy.map((tier, i) => ({ ...tier, description: describeTier(tier, policy[i - 1]) }));
  }

  status(row: DepartureTable): DepartureView['status'] {
    const days = daysUntil(row.starts_on, this.now());
    if (days <= 0) return 'DEPARTED';
    if (row.closed || days <= this.settings.closeDays) return 'CLOSED';
    return row.seats_taken >= row.seats_total ? 'FULL' : 'OPEN';
  }

  async departureView(row: DepartureTable, waiting?: number): Promise<DepartureView> {
    const d = this.details(row);
    const c = row.currency;
    const seatsLeft = Math.max(0, row.seats_total - row.seats_taken);
    const balanceDueOn = addDays(row.starts_on, -this.settings.balanceDays);
    const ext = (e: TourExtensionInfo | null) =>
      e
        ? {
            title: e.title,
            startsOn: e.startsOn,
            priceSingle: money(e.priceSingle, c),
            priceDouble: money(e.priceDouble, c),
          }
        : null;
    const waitlistCount =
      waiting ??
      Number(
        (
          await this.db
            .selectFrom('tour_waitlist')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('departure_id', '=', row.id)
            .where('status', 'in', ['waiting', 'offered'])
            .executeTakeFirst()
        )?.n ?? 0,
      );
    return {
      id: row.id,
      tourUid: row.tour_uid,
      tourTitle: row.tour_title,
      startsOn: row.starts_on,
      status: this.status(row),
      seatsTotal: row.seats_total,
      seatsLeft,
      fewSeatsLeft: seatsLeft > 0 && seatsLeft <= this.settings.fewSeats,
      singleRoomsLeft: Math.max(0, row.single_rooms_total - row.single_rooms_taken),
      doubleRoomsLeft: Math.max(0, row.double_rooms_total - row.double_rooms_taken),
      priceSingle: money(row.price_single, c),
      priceDouble: money(row.price_double, c),
      preExtension: ext(d.pre),
      postExtension: ext(d.post),
      depositPerPerson: money(this.settings.depositPerPerson, c),
      balanceDueOn,
      fullPaymentAtBooking: daysUntil(balanceDueOn, this.now()) <= 0,
      cancellationPolicy: this.policyView(),
      waitlistCount,
    };
  }

  async departures(uids: string[] | null): Promise<DepartureView[]> {
    await this.freshDepartures();
    let query = this.db
      .selectFrom('tour_departures')
      .selectAll()
      .orderBy('starts_on')
      .orderBy('id');
    if (uids) {
      if (uids.length === 0) return [];
      query = query.where('tour_uid', 'in', uids.slice(0, 50));
    }
    const rows = await query.execute();
    const counts = await this.db
      .selectFrom('tour_waitlist')
      .select(['departure_id', (eb) => eb.fn.countAll().as('n')])
      .where('status', 'in', ['waiting', 'offered'])
      .groupBy('departure_id')
      .execute();
    const waiting = new Map(counts.map((r) => [r.departure_id, Number(r.n)]));
    return Promise.all(rows.map((r) => this.departureView(r, waiting.get(r.id) ?? 0)));
  }

  async departureRow(id: string): Promise<DepartureTable | undefined> {
    await this.freshDepartures();
    return this.db
      .selectFrom('tour_departures')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
  }

  async departure(id: string): Promise<DepartureView | null> {
    const row = await this.departureRow(id);
    return row ? this.departureView(row) : null;
  }

  // ---- seats ------------------------------------------------------------------------------

  /** Takes (or, with negative numbers, gives back) seats and rooms if they fit: one statement, checked in place. */
  private async moveSeats(
    trx: ToursDb,
    departureId: string,
    seats: number,
    singles: number,
    doubles: number,
  ): Promise<boolean> {
    const result = await trx
      .updateTable('tour_departures')
      .set({
        seats_taken: sql`seats_taken + ${seats}`,
        single_rooms_taken: sql`single_rooms_taken + ${singles}`,
        double_rooms_taken: sql`double_rooms_taken + ${doubles}`,
        updated_at: this.iso(),
      })
      .where('id', '=', departureId)
      .where(
        sql<boolean>`seats_taken + ${seats} <= seats_total and single_rooms_taken + ${singles} <= single_rooms_total and double_rooms_taken + ${doubles} <= double_rooms_total
          and seats_taken + ${seats} >= 0 and single_rooms_taken + ${singles} >= 0 and double_rooms_taken + ${doubles} >= 0`,
      )
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Why seats could not be taken, in the visitor's words. */
  private async shortage(departureId: string, counts: RoomCounts): Promise<TourUserError> {
    const row = await this.db
      .selectFrom('tour_departures')
      .selectAll()
      .where('id', '=', departureId)
      .executeTakeFirst();
    const left = row ? row.seats_total - row.seats_taken : 0;
    if (left <= 0)
      return error(
        'SOLD_OUT',
        'Sold out — join the waitlist and we will e-mail you if seats free up.',
        ['input', 'departureId'],
      );
    if (left < counts.seats)
      return error(
        'SOLD_OUT',
        `Only ${left} ${left === 1 ? 'seat is' : 'seats are'} left — book fewer travellers or join the waitlist.`,
        ['input', 'travellers'],
      );
    const singles = row ? row.single_rooms_total - row.single_rooms_taken : 0;
    const doubles = row ? row.double_rooms_total - row.double_rooms_taken : 0;
    return error(
      'ROOMS_SOLD_OUT',
      `Those rooms are not available: ${singles} single and ${doubles} double ${doubles === 1 ? 'room is' : 'rooms are'} left.`,
      ['input', 'doubleRooms'],
    );
  }

  // ---- holds ------------------------------------------------------------------------------

  private holdView(row: HoldTable, token: string): HoldView {
    return {
      id: row.id,
      token,
      departureId: row.departure_id,
      travellers: row.seats,
      singleRooms: row.single_rooms,
      doubleRooms: row.double_rooms,
      expiresAt: row.expires_at,
    };
  }

  private async liveHold(id: string, token: string): Promise<HoldTable | null> {
    if (typeof id !== 'string' || typeof token !== 'string' || !id || !token || token.length > 200)
      return null;
    const row = await this.db
      .selectFrom('tour_holds')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row || !sameSecret(row.token_hash, hashToken(token))) return null;
    return row.status === 'active' && row.expires_at > this.iso() ? row : null;
  }

  async hold(id: string, token: string): Promise<HoldView | null> {
    const row = await this.liveHold(id, token);
    return row ? this.holdView(row, token) : null;
  }

  async createHold(
    raw: unknown,
    client: TourClient | null = null,
  ): Promise<{ hold: HoldView | null; userErrors: TourUserError[] }> {
    const input = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
    const errors: TourUserError[] = [];
    const departureId = departureIdField(input.departureId, ['input', 'departureId'], errors);
    const counts = checkRoomCounts(input, this.settings.maxTravellers, errors);
    const offerToken =
      typeof input.offerToken === 'string' && input.offerToken ? input.offerToken : null;
    if (errors.length) return { hold: null, userErrors: errors };
    const departure = await this.departureRow(departureId);
    if (!departure)
      return {
        hold: null,
        userErrors: [
          error('UNKNOWN_DEPARTURE', 'That departure does not exist.', ['input', 'departureId']),
        ],
      };
    const status = this.status(departure);
    if (status === 'DEPARTED' || status === 'CLOSED')
      return {
        hold: null,
        userErrors: [
          error(
            'NOT_BOOKABLE',
            status === 'DEPARTED'
              ? 'This departure has already left.'
              : 'Booking for this departure has closed.',
            ['input', 'departureId'],
          ),
        ],
      };
    if (offerToken) return this.takeUpOffer(departure, counts, offerToken);
    if (
      client &&
      !(await admitted(this.throttles, [addressCounter('tour-hold-a', client, TOUR_RATES.holds)]))
    )
      return {
        hold: null,
        userErrors: [
          error(
            'THROTTLED',
            'Too many seat holds from here in a short time. Wait a few minutes and choose the departure again.',
            ['input', 'departureId'],
          ),
        ],
      };
    const keys = clientKeys(client);
    for (let attempt = 0; attempt < 2; attempt++) {
      const token = newToken();
      const at = this.iso();
      const row: HoldTable = {
        id: randomUUID(),
        token_hash: hashToken(token),
        departure_id: departureId,
        seats: counts.seats,
        single_rooms: counts.singleRooms,
        double_rooms: counts.doubleRooms,
        status: 'active',
        waitlist_id: null,
        expires_at: new Date(
          this.now().getTime() + this.settings.holdMinutes * 60_000,
        ).toISOString(),
        created_at: at,
        updated_at: at,
        ...keys,
      };
      const taken = await this.db.transaction().execute(async (trx) => {
        // The client's lock first, then its seats counted: concurrent holds of one client queue here.
        await lockClients(trx, keys, at);
        if (!(await withinSeatCap(trx, keys, counts.seats, at))) return 'limit' as const;
        if (
          !(await this.moveSeats(
            trx,
            departureId,
            counts.seats,
            counts.singleRooms,
            counts.doubleRooms,
          ))
        )
          return false;
        await trx.insertInto('tour_holds').values(row).execute();
        return true;
      });
      if (taken === 'limit') return { hold: null, userErrors: [holdLimitError()] };
      if (taken) return { hold: this.holdView(row, token), userErrors: [] };
      // Holds past their time may still count until the sweep: release them and look again once.
      if (attempt === 0 && (await this.expireHolds(departureId)) === 0) break;
    }
    return { hold: null, userErrors: [await this.shortage(departureId, counts)] };
  }

  /** A waitlist offer's link: its hold becomes the visitor's, resized to what they ask for. */
  private async takeUpOffer(
    departure: DepartureTable,
    counts: RoomCounts,
    offerToken: string,
  ): Promise<{ hold: HoldView | null; userErrors: TourUserError[] }> {
    const row = await this.db
      .selectFrom('tour_holds')
      .selectAll()
      .where('token_hash', '=', hashToken(offerToken))
      .executeTakeFirst();
    if (
      !row ||
      row.waitlist_id === null ||
      row.departure_id !== departure.id ||
      row.status !== 'active' ||
      row.expires_at <= this.iso()
    )
      return {
        hold: null,
        userErrors: [
          error(
            'HOLD_EXPIRED',
            'This offer has lapsed or was already used. Join the waitlist again to be offered the next free seats.',
            ['input', 'offerToken'],
          ),
        ],
      };
    const resized = await this.resize(row, counts);
    if (resized === 'limit') return { hold: null, userErrors: [holdLimitError()] };
    if (!resized) return { hold: null, userErrors: [await this.shortage(departure.id, counts)] };
    return { hold: this.holdView(resized, offerToken), userErrors: [] };
  }

  /**
   * Changes a live hold's travellers and rooms by the difference, if it fits; the new row, null
   * when the seats or rooms are not there, 'limit' when more seats would pass its client's cap.
   */
  private async resize(row: HoldTable, counts: RoomCounts): Promise<HoldTable | 'limit' | null> {
    const [ds, dsi, dd] = [
      counts.seats - row.seats,
      counts.singleRooms - row.single_rooms,
      counts.doubleRooms - row.double_rooms,
    ];
    if (ds === 0 && dsi === 0 && dd === 0) return row;
    const at = this.iso();
    return this.db
      .transaction()
      .execute(async (trx) => {
        if (ds > 0) {
          const keys = keysOf(row);
          await lockClients(trx, keys, at);
          if (!(await withinSeatCap(trx, keys, ds, at))) throw new OverSeatCap();
        }
        const changed = await trx
          .updateTable('tour_holds')
          .set({
            seats: counts.seats,
            single_rooms: counts.singleRooms,
            double_rooms: counts.doubleRooms,
            updated_at: at,
          })
          .where('id', '=', row.id)
          .where('status', '=', 'active')
          .where('seats', '=', row.seats)
          .where('single_rooms', '=', row.single_rooms)
          .where('double_rooms', '=', row.double_rooms)
          .executeTakeFirst();
        if (Number(changed.numUpdatedRows) !== 1) return null;
        if (!(await this.moveSeats(trx, row.departure_id, ds, dsi, dd))) {
          // Undo the hold's change with the rest of the transaction.
          throw new SeatsUnavailable();
        }
        return {
          ...row,
          seats: counts.seats,
          single_rooms: counts.singleRooms,
          double_rooms: counts.doubleRooms,
          updated_at: at,
        };
      })
      .catch((e: unknown) => {
        if (e instanceof SeatsUnavailable) return null;
        if (e instanceof OverSeatCap) return 'limit' as const;
        throw e;
      });
  }

  async updateHold(raw: unknown): Promise<{ hold: HoldView | null; userErrors: TourUserError[] }> {
    const input = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
    const errors: TourUserError[] = [];
    const counts = checkRoomCounts(input, this.settings.maxTravellers, errors);
    if (errors.length) return { hold: null, userErrors: errors };
    const token = String(input.token ?? '');
    const row = await this.liveHold(String(input.holdId ?? ''), token);
    if (!row)
      return {
        hold: null,
        userErrors: [
          error(
            'HOLD_EXPIRED',
            'Your seats were released after 15 minutes. Choose the departure again.',
            ['input', 'holdId'],
          ),
        ],
      };
    const resized = await this.resize(row, counts);
    if (resized === 'limit') return { hold: null, userErrors: [holdLimitError()] };
    if (!resized)
      return { hold: null, userErrors: [await this.shortage(row.departure_id, counts)] };
    return { hold: this.holdView(resized, token), userErrors: [] };
  }

  async releaseHold(
    id: string,
    token: string,
  ): Promise<{ released: boolean; userErrors: TourUserError[] }> {
    const row = await this.liveHold(id, token);
    if (!row)
      return {
        released: false,
        userErrors: [error('HOLD_NOT_FOUND', 'That hold is not active.', ['holdId'])],
      };
    const released = await this.endHold(row, 'released');
    if (released) await this.afterSeatsFreed(row.departure_id, [keysOf(row)]);
    return { released, userErrors: [] };
  }

  /** Ends an active hold and gives its seats back, once (a concurrent end loses the compare-and-set). */
  private async endHold(row: HoldTable, status: 'released' | 'expired'): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const ended = await trx
        .updateTable('tour_holds')
        .set({ status, updated_at: this.iso() })
        .where('id', '=', row.id)
        .where('status', '=', 'active')
        .executeTakeFirst();
      if (Number(ended.numUpdatedRows) !== 1) return false;
      if (
        !(await this.moveSeats(
          trx,
          row.departure_id,
          -row.seats,
          -row.single_rooms,
          -row.double_rooms,
        ))
      )
        throw new Error(`tours: seat counts of ${row.departure_id} are below hold ${row.id}`);
      if (row.waitlist_id)
        await trx
          .updateTable('tour_waitlist')
          .set({ status: 'lapsed', updated_at: this.iso() })
          .where('id', '=', row.waitlist_id)
          .where('status', '=', 'offered')
          .execute();
      return true;
    });
  }

  /** Releases holds past their time (of one departure, or all); the number released. */
  async expireHolds(departureId?: string): Promise<number> {
    let query = this.db
      .selectFrom('tour_holds')
      .selectAll()
      .where('status', '=', 'active')
      .where('expires_at', '<=', this.iso());
    if (departureId) query = query.where('departure_id', '=', departureId);
    const due = await query.limit(500).execute();
    let count = 0;
    // Per departure, the clients whose holds ended: their own waitlist entries are not offered these seats.
    const freed = new Map<string, ClientKeys[]>();
    for (const row of due) {
      if (!(await this.endHold(row, 'expired'))) continue;
      count++;
      freed.set(row.departure_id, [...(freed.get(row.departure_id) ?? []), keysOf(row)]);
      if (row.waitlist_id) {
        const entry = await this.db
          .selectFrom('tour_waitlist')
          .selectAll()
          .where('id', '=', row.waitlist_id)
          .executeTakeFirst();
        const departure = await this.db
          .selectFrom('tour_departures')
          .select('tour_title')
          .where('id', '=', row.departure_id)
          .executeTakeFirst();
        if (entry && departure)
          this.send(mails.waitlistLapsedMail(entry.email, entry.name, departure.tour_title));
      }
    }
    for (const [id, clients] of freed) await this.offerSeats(id, clients);
    return count;
  }

  // ---- quote and booking ------------------------------------------------------------------

  private countsOf(
    rooms: Array<{ occupancy: Occupancy; travellers: number[] }>,
  ): Record<Occupancy, number> {
    const counts = { single: 0, double: 0 };
    for (const room of rooms) counts[room.occupancy] += room.travellers.length;
    return counts;
  }

  async quote(raw: unknown): Promise<{ quote: unknown; userErrors: TourUserError[] }> {
    const input = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
    const errors: TourUserError[] = [];
    const departureId = departureIdField(input.departureId, ['input', 'departureId'], errors);
    const rooms = Array.isArray(input.rooms) ? (input.rooms as Array<Record<string, unknown>>) : [];
    const counts = { single: 0, double: 0 };
    for (const [i, room] of rooms.entries()) {
      const size = Array.isArray(room?.travellers) ? room.travellers.length : -1;
      if (room?.occupancy === 'SINGLE' && size === 1) counts.single += 1;
      else if (room?.occupancy === 'DOUBLE' && size === 2) counts.double += 2;
      else
        errors.push(
          error('INVALID', 'A single room holds one traveller and a double room two.', [
            'input',
            'rooms',
            String(i),
          ]),
        );
    }
    if (rooms.length === 0 || counts.single + counts.double > this.settings.maxTravellers)
      errors.push(
        error('INVALID', `Put 1 to ${this.settings.maxTravellers} travellers in rooms.`, [
          'input',
          'rooms',
        ]),
      );
    for (const flag of ['preExtension', 'postExtension'] as const)
      if (typeof input[flag] !== 'boolean')
        errors.push(error('INVALID', `${flag} must be true or false.`, ['input', flag]));
    if (errors.length) return { quote: null, userErrors: errors };
    const departure = await this.departureRow(departureId);
    if (!departure)
      return {
        quote: null,
        userErrors: [
          error('UNKNOWN_DEPARTURE', 'That departure does not exist.', ['input', 'departureId']),
        ],
      };
    const extErrors = this.extensionErrors(
      departure,
      input.preExtension === true,
      input.postExtension === true,
    );
    if (extErrors.length) return { quote: null, userErrors: extErrors };
    const q = quoteFor(
      this.priced(departure),
      counts,
      input.preExtension === true,
      input.postExtension === true,
      this.settings,
      this.now(),
    );
    const c = departure.currency;
    return {
      quote: {
        lines: q.lines.map((l) => ({ label: l.label, amount: money(l.amount, c) })),
        total: money(q.total, c),
        deposit: money(q.deposit, c),
        dueNow: money(q.dueNow, c),
        balance: money(q.total - q.dueNow, c),
        balanceDueOn: q.balanceDueOn,
      },
      userErrors: [],
    };
  }

  private extensionErrors(departure: DepartureTable, pre: boolean, post: boolean): TourUserError[] {
    const d = this.details(departure);
    const out: TourUserError[] = [];
    if (pre && !d.pre)
      out.push(error('INVALID', 'This tour has no pre-tour extension.', ['input', 'preExtension']));
    if (post && !d.post)
      out.push(
        error('INVALID', 'This tour has no post-tour extension.', ['input', 'postExtension']),
      );
    return out;
  }

  /** `tourBook`: the booking, or why not; never half a booking. */
  async book(
    raw: unknown,
    customerId: string | null,
    client: TourClient | null = null,
  ): Promise<BookingAnswer> {
    const input = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
    const holdRow = await this.liveHold(String(input.holdId ?? ''), String(input.holdToken ?? ''));
    if (!holdRow) {
      // A retry of a booking already made replays it even though its hold is converted; the same
      // key with other details is refused as the claim would refuse it.
      const replay = await this.replayOnSpentHold(raw, input, customerId);
      if (replay === 'reused')
        return { booking: null, userErrors: [keyRefusal('reused', 'booking')] };
      if (replay) return this.bookingAnswer(replay);
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
    const departure = (await this.db
      .selectFrom('tour_departures')
      .selectAll()
      .where('id', '=', holdRow.departure_id)
      .executeTakeFirst())!;
    const parsed = parseBookingInput(
      raw,
      departure.starts_on,
      this.settings.maxTravellers,
      this.now(),
    );
    if ('errors' in parsed) return { booking: null, userErrors: parsed.errors };
    const booking = parsed.value;
    const extErrors = this.extensionErrors(departure, booking.preExtension, booking.postExtension);
    if (extErrors.length) return { booking: null, userErrors: extErrors };
    const status = this.status(departure);
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

    const claim = await this.keys.claim(booking.idempotencyKey, bookingHash(booking, customerId));
    if (claim === 'reused' || claim === 'busy')
      return { booking: null, userErrors: [keyRefusal(claim, 'booking')] };
    if (claim !== 'claimed') return this.bookingAnswer(claim);
    // Card testing: past the declines allowed, refused before the provider is asked.
    const payer = { address: client?.address ?? 'unknown', cardNumber: booking.card.number };
    if (await this.declines.blocked(payer)) {
      await this.keys.drop(booking.idempotencyKey);
      return { booking: null, userErrors: [paymentThrottled()] };
    }

    const hold = await this.resize(holdRow, wanted);
    if (!hold || hold === 'limit') {
      await this.keys.drop(booking.idempotencyKey);
      return {
        booking: null,
        userErrors: [
          hold === 'limit' ? holdLimitError() : await this.shortage(departure.id, wanted),
        ],
      };
    }
    const q = quoteFor(
      this.priced(departure),
      counts,
      booking.preExtension,
      booking.postExtension,
      this.settings,
      this.now(),
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
        await this.keys.finish(booking.idempotencyKey, failed);
        return failed;
      },
    );
    return this.bookingAnswer(stored);
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
    const key = input.idempotencyKey;
    if (typeof key !== 'string' || !KEY.test(key)) return null;
    if (!(await this.keys.stored(key))) return null;
    const holdId = typeof input.holdId === 'string' ? input.holdId : '';
    const token = typeof input.holdToken === 'string' ? input.holdToken : '';
    const spent = holdId
      ? await this.db
          .selectFrom('tour_holds')
          .innerJoin('tour_departures', 'tour_departures.id', 'tour_holds.departure_id')
          .select(['tour_holds.token_hash', 'tour_departures.starts_on'])
          .where('tour_holds.id', '=', holdId)
          .executeTakeFirst()
      : undefined;
    if (!spent || token.length > 200 || !sameSecret(spent.token_hash, hashToken(token)))
      return 'reused';
    const parsed = parseBookingInput(raw, spent.starts_on, this.settings.maxTravellers, this.now());
    if ('errors' in parsed) return 'reused';
    return this.keys.replay(key, bookingHash(parsed.value, customerId));
  }

  private async chargeAndWrite(
    input: CleanBooking,
    customerId: string | null,
    hold: HoldTable,
    departure: DepartureTable,
    q: ReturnType<typeof quoteFor>,
    payer: PaymentClient,
  ): Promise<StoredAnswer | Challenged> {
    // The hold outlives the payment, so the sweep cannot give its seats away mid-charge.
    const keepUntil = new Date(this.now().getTime() + PAYING_GRACE_MS).toISOString();
    await this.db
      .updateTable('tour_holds')
      .set({ expires_at: keepUntil })
      .where('id', '=', hold.id)
      .where('status', '=', 'active')
      .where('expires_at', '<', keepUntil)
      .execute();
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
    const taken = await this.payments.take(
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
        this.writeBookingIn(
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
      await this.keys.drop(input.idempotencyKey);
      return { errors: [taken.outcome === 'busy' ? paymentBusy() : paymentThrottled()] };
    }
    if (taken.outcome === 'resolved')
      return (
        (await this.keys.stored(input.idempotencyKey)) ?? { errors: [bookingInterrupted('failed')] }
      );
    if (taken.outcome === 'action_required') {
      // Not the key's answer yet: the traveller confirms with their bank, then sends the same key
      // again; the hold stays theirs meanwhile (it was kept long enough for the payment above).
      await this.keys.drop(input.idempotencyKey);
      return { authentication: { challengeUrl: taken.challengeUrl } };
    }
    if (taken.outcome === 'declined') {
      const answer: StoredAnswer = {
        errors: [declineError({ ok: false, code: taken.code, message: taken.message })],
      };
      await this.keys.finish(input.idempotencyKey, answer);
      return answer;
    }
    this.track(this.sendConfirmation(bookingId, token));
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
        await this.writeBookingIn(
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
        if (written) await this.sendConfirmation(written.bookingId, written.token);
      },
      settle: async (attempt, outcome) => {
        await this.keys.finish(attempt.domain_key, { errors: [bookingInterrupted(outcome)] });
      },
      label: (attempt) => {
        const p = JSON.parse(attempt.payload_json) as BookingPayload;
        return `your tour booking (${p.kind === 'full' ? 'full payment' : 'deposit'})`;
      },
    };
  }

  private async writeBookingIn(
    tx: Transaction<Database>,
    input: BookingRecord,
    customerId: string | null,
    hold: HoldTable,
    departure: DepartureTable,
    q: ReturnType<typeof quoteFor>,
    kind: 'full' | 'deposit',
    chargeId: string,
    bookingId: string,
    token: string,
  ) {
    const at = this.iso();
    const trx = toursDb(tx);
    const converted = await trx
      .updateTable('tour_holds')
      .set({ status: 'converted', updated_at: at })
      .where('id', '=', hold.id)
      .where('status', '=', 'active')
      .executeTakeFirst();
    if (Number(converted.numUpdatedRows) !== 1) throw new SeatsUnavailable();
    await trx
      .insertInto('tour_bookings')
      .values({
        id: bookingId,
        reference: newReference(),
        access_hash: hashToken(token),
        departure_id: departure.id,
        hold_id: hold.id,
        customer_id: customerId,
        contact_name: input.contact.name,
        email: input.contact.email,
        phone: input.contact.phone,
        status: kind === 'full' ? 'paid' : 'confirmed',
        seats: input.travellers.length,
        single_rooms: hold.single_rooms,
        double_rooms: hold.double_rooms,
        pre_extension: input.preExtension ? 1 : 0,
        post_extension: input.postExtension ? 1 : 0,
        currency: departure.currency,
        lines_json: JSON.stringify(q.lines),
        total: q.total,
        deposit: q.deposit,
        paid: q.dueNow,
        refunded: 0,
        balance_due_on: q.balanceDueOn,
        policy_json: JSON.stringify(this.settings.policy),
        reminder_sent_at: null,
        calendar_sequence: 0,
        version: 1,
        created_at: at,
        updated_at: at,
        cancelled_at: null,
        cancel_reason: null,
      })
      .execute();
    const roomOf = new Map<number, number>();
    input.rooms.forEach((room, i) => room.travellers.forEach((t) => roomOf.set(t, i)));
    await trx
      .insertInto('tour_travellers')
      .values(
        input.travellers.map((t, position) => ({
          booking_id: bookingId,
          position,
          first_name: t.firstName,
          last_name: t.lastName,
          date_of_birth: t.dateOfBirth,
          email: t.email,
          phone: t.phone,
          emergency_name: t.emergencyContactName,
          emergency_phone: t.emergencyContactPhone,
          dietary: t.dietaryNotes,
          accessibility: t.accessibilityNotes,
          room: roomOf.get(position) ?? 0,
          occupancy: input.rooms[roomOf.get(position) ?? 0]?.occupancy ?? 'single',
        })),
      )
      .execute();
    await trx
      .insertInto('tour_payments')
      .values({
        id: randomUUID(),
        booking_id: bookingId,
        kind,
        amount: q.dueNow,
        currency: departure.currency,
        charge_id: chargeId,
        card_last4: input.cardLast4,
        idempotency_key: `book_${input.idempotencyKey}`,
        created_at: at,
      })
      .execute();
    if (hold.waitlist_id)
      await trx
        .updateTable('tour_waitlist')
        .set({ status: 'booked', updated_at: at })
        .where('id', '=', hold.waitlist_id)
        .execute();
    await this.keys.finish(input.idempotencyKey, { bookingId, token }, trx as never);
  }

  private async bookingAnswer(stored: StoredAnswer | Challenged): Promise<BookingAnswer> {
    if ('authentication' in stored)
      return { booking: null, userErrors: [], authentication: stored.authentication };
    if ('errors' in stored) return { booking: null, userErrors: stored.errors };
    const row = await this.db
      .selectFrom('tour_bookings')
      .selectAll()
      .where('id', '=', stored.bookingId)
      .executeTakeFirst();
    return { booking: row ? await this.bookingView(row, stored.token) : null, userErrors: [] };
  }

  // ---- reading a booking ------------------------------------------------------------------

  /**
   * The booking if `access` opens it: its link's token, a live grant from a mailed code, or the
   * signed-in customer who made it. The reference with the booking's e-mail alone opens nothing
   * (it can only ask for a code). Null otherwise, after the same work.
   */
  async accessible(
    access: Access,
    customerId: string | null,
  ): Promise<{ row: BookingTable; token: string | null } | null> {
    const row = await this.db
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
      (await this.codes.granted(row?.id ?? 'no booking', access.token));
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
    const rows = await this.db
      .selectFrom('tour_bookings')
      .selectAll()
      .where('customer_id', '=', customerId)
      .orderBy('created_at', 'desc')
      .limit(100)
      .execute();
    return Promise.all(rows.map((r) => this.bookingView(r, null)));
  }

  private links(row: BookingTable, token: string | null) {
    const base = this.options.publicUrl;
    const query = `ref=${encodeURIComponent(row.reference)}${token ? `&token=${encodeURIComponent(token)}` : ''}`;
    return {
      confirmationUrl: `${base}/tours/booking-confirmed?${query}`,
      paymentUrl: `${base}/tours/payments?${query}`,
      calendarUrl: `${base}/api/tours/bookings/${encodeURIComponent(row.reference)}/calendar.ics${token ? `?token=${encodeURIComponent(token)}` : ''}`,
    };
  }

  async bookingView(row: BookingTable, token: string | null): Promise<BookingView> {
    const c = row.currency;
    const [travellers, payments, refund, departure] = await Promise.all([
      this.db
        .selectFrom('tour_travellers')
        .selectAll()
        .where('booking_id', '=', row.id)
        .orderBy('position')
        .execute(),
      this.db
        .selectFrom('tour_payments')
        .selectAll()
        .where('booking_id', '=', row.id)
        .orderBy('created_at')
        .execute(),
      this.db
        .selectFrom('tour_refunds')
        .selectAll()
        .where('booking_id', '=', row.id)
        .executeTakeFirst(),
      this.db
        .selectFrom('tour_departures')
        .selectAll()
        .where('id', '=', row.departure_id)
        .executeTakeFirstOrThrow(),
    ]);
    const policy = JSON.parse(row.policy_json) as CancellationTier[];
    const tiers = this.policyView(policy);
    const rooms: BookingView['rooms'] = [];
    for (const t of travellers) {
      const room = (rooms[t.room] ??= {
        occupancy: t.occupancy === 'single' ? 'SINGLE' : 'DOUBLE',
        travellers: [],
      });
      room.travellers.push(t.position);
    }
    const details = this.details(departure);
    let quote: BookingView['cancellationQuote'] = null;
    if (row.status !== 'cancelled') {
      const daysBefore = daysUntil(departure.starts_on, this.now());
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
      ...this.links(row, token),
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
      : `${this.options.publicUrl}${path.startsWith('/') ? '' : '/'}${path}`;
  }

  // ---- balance and cancellation -----------------------------------------------------------

  async payBalance(
    raw: unknown,
    customerId: string | null,
    client: TourClient | null = null,
  ): Promise<{ booking: BookingView | null; userErrors: TourUserError[] }> {
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
    const card = checkCard(input.card, ['input', 'card'], errors, this.now());
    if (errors.length || !card) return { booking: null, userErrors: errors };
    const found = await this.accessible(access, customerId);
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
    const replay = await this.keys.replay(key, hash);
    if (replay === 'reused') return { booking: null, userErrors: [keyRefusal(replay, 'payment')] };
    if (replay)
      return this.bookingAnswer('errors' in replay ? replay : { ...replay, token: found.token });
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
    const claim = await this.keys.claim(key, hash);
    if (claim === 'reused' || claim === 'busy')
      return { booking: null, userErrors: [keyRefusal(claim, 'payment')] };
    if (claim !== 'claimed')
      return this.bookingAnswer('errors' in claim ? claim : { ...claim, token: found.token });
    const payer = { address: client?.address ?? 'unknown', cardNumber: card.number };
    if (await this.declines.blocked(payer)) {
      await this.keys.drop(key);
      return { booking: null, userErrors: [paymentThrottled()] };
    }
    const departure = await this.db
      .selectFrom('tour_departures')
      .select(['tour_title', 'starts_on'])
      .where('id', '=', row.departure_id)
      .executeTakeFirstOrThrow();
    const charge = await this.payGuard.run(payer, () =>
      this.options.payments.charge({
        amount: due,
        currency: row.currency,
        card,
        idempotencyKey: `tour_balance_${key}`,
        description: `${departure.tour_title} ${departure.starts_on}: balance of ${row.reference}`,
      }),
    );
    if (charge === 'throttled' || charge === 'busy') {
      await this.keys.drop(key);
      return {
        booking: null,
        userErrors: [charge === 'busy' ? paymentBusy() : paymentThrottled()],
      };
    }
    if (!charge.ok) {
      const answer: StoredAnswer = { errors: [declineError(charge)] };
      await this.keys.finish(key, answer);
      return { booking: null, userErrors: answer.errors };
    }
    const at = this.iso();
    try {
      await this.db.transaction().execute(async (trx) => {
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
        await this.keys.finish(key, { bookingId: row.id, token: null }, trx as never);
      });
    } catch (e) {
      console.error('tours: balance payment failed, refunding:', e);
      await this.options.payments
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
      await this.keys.finish(key, failed);
      return { booking: null, userErrors: failed.errors };
    }
    const fresh = await this.db
      .selectFrom('tour_bookings')
      .selectAll()
      .where('id', '=', row.id)
      .executeTakeFirstOrThrow();
    const view = await this.bookingView(fresh, found.token);
    this.track(
      this.facts(fresh, view).then((f) =>
        this.send(mails.balancePaidMail(f, money(due, row.currency))),
      ),
    );
    return { booking: view, userErrors: [] };
  }

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
    const found = await this.accessible(access, customerId);
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
    const fresh = await this.db
      .selectFrom('tour_bookings')
      .selectAll()
      .where('id', '=', found.row.id)
      .executeTakeFirstOrThrow();
    return { booking: await this.bookingView(fresh, found.token), userErrors: [] };
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
    const departure = await this.db
      .selectFrom('tour_departures')
      .selectAll()
      .where('id', '=', row.departure_id)
      .executeTakeFirstOrThrow();
    const policy = JSON.parse(row.policy_json) as CancellationTier[];
    const daysBefore = daysUntil(departure.starts_on, this.now());
    const { refund, tier } = refundFor(policy, daysBefore, row);
    if (expected !== null && expected !== refund)
      return {
        error: error(
          'REFUND_CHANGED',
          `The refund is now ${decimalAmount(refund)} ${row.currency}, not ${decimalAmount(expected)}: the cancellation tier changed. Nothing was cancelled; confirm again to cancel with the new refund.`,
          ['input', 'expectedRefund'],
        ),
      };
    const at = this.iso();
    const done = await this.db.transaction().execute(async (trx) => {
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
      if (
        !(await this.moveSeats(
          trx,
          row.departure_id,
          -row.seats,
          -row.single_rooms,
          -row.double_rooms,
        ))
      )
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
    const fresh = await this.db
      .selectFrom('tour_bookings')
      .selectAll()
      .where('id', '=', row.id)
      .executeTakeFirstOrThrow();
    this.track(
      this.bookingView(fresh, null)
        .then((view) => this.facts(fresh, view))
        .then((f) => this.send(mails.cancellationMail(f, money(refund, row.currency), reason))),
    );
    await this.afterSeatsFreed(row.departure_id);
    return { refund };
  }

  /** Gives the refund line's amount back over the booking's charges, newest first; marks it paid. */
  async payRefund(bookingId: string): Promise<void> {
    const line = await this.db
      .selectFrom('tour_refunds')
      .selectAll()
      .where('booking_id', '=', bookingId)
      .executeTakeFirst();
    if (!line || line.refund_ids !== '[]' || line.amount === 0) return;
    const charges = await this.db
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
      await this.options.payments.refund(
        charge.charge_id,
        give,
        `tour_refund_${line.id}_${charge.id}`,
      );
      done.push(`${charge.charge_id}:${give}`);
      left -= give;
    }
    await this.db
      .updateTable('tour_refunds')
      .set({ refund_ids: JSON.stringify(done) })
      .where('id', '=', line.id)
      .where('refund_ids', '=', '[]')
      .execute();
  }

  // ---- waitlist and interest --------------------------------------------------------------

  async joinWaitlist(
    raw: unknown,
    client: TourClient | null = null,
  ): Promise<{ entry: unknown; userErrors: TourUserError[] }> {
    const parsed = parseWaitlistInput(raw, this.settings.maxTravellers);
    if ('errors' in parsed) return { entry: null, userErrors: parsed.errors };
    const { departureId, name, email, seats } = parsed.value;
    if (!(await mailFormAdmitted(this.throttles, 'tour-wait', client, email)))
      return { entry: null, userErrors: [mailFormThrottled()] };
    const departure = await this.departureRow(departureId);
    if (!departure)
      return {
        entry: null,
        userErrors: [
          error('UNKNOWN_DEPARTURE', 'That departure does not exist.', ['input', 'departureId']),
        ],
      };
    const status = this.status(departure);
    if (status === 'DEPARTED' || status === 'CLOSED')
      return {
        entry: null,
        userErrors: [
          error('NOT_BOOKABLE', 'This departure is closed for booking.', ['input', 'departureId']),
        ],
      };
    if (departure.seats_total - departure.seats_taken >= seats)
      return {
        entry: null,
        userErrors: [
          error('INVALID', 'Seats are available on this departure: book them now instead.', [
            'input',
            'travellers',
          ]),
        ],
      };
    const keys = clientKeys(client, email);
    // One mailbox waits once per departure: victim+1@ and victim+2@ are the same person.
    const already = await this.db
      .selectFrom('tour_waitlist')
      .select('id')
      .where('departure_id', '=', departureId)
      .where((eb) => eb.or([eb('email', '=', email), eb('email_key', '=', keys.email_key)]))
      .where('status', 'in', ['waiting', 'offered'])
      .executeTakeFirst();
    if (already)
      return {
        entry: null,
        userErrors: [
          error('ALREADY_WAITING', 'This e-mail is already on the waitlist for this departure.', [
            'input',
            'email',
          ]),
        ],
      };
    if (await waitlistFull(this.db, keys))
      return {
        entry: null,
        userErrors: [
          error(
            'WAITLIST_LIMIT',
            `One visitor can wait for at most ${WAITLIST_ENTRIES_PER_CLIENT} departures at a time. Leave a waitlist or book before joining another.`,
            ['input', 'email'],
          ),
        ],
      };
    const at = this.iso();
    const id = randomUUID();
    for (let attempt = 0; ; attempt++) {
      const last = await this.db
        .selectFrom('tour_waitlist')
        .select((eb) => eb.fn.max('position').as('max'))
        .where('departure_id', '=', departureId)
        .executeTakeFirst();
      try {
        await this.db
          .insertInto('tour_waitlist')
          .values({
            id,
            departure_id: departureId,
            name,
            email,
            seats,
            position: Number(last?.max ?? 0) + 1,
            status: 'waiting',
            hold_id: null,
            created_at: at,
            updated_at: at,
            client_key: keys.client_key,
            email_key: keys.email_key,
          })
          .execute();
        break;
      } catch (e) {
        // Someone joined at the same moment and took that place: take the next.
        if (!isUniqueViolation(e) || attempt >= 5) throw e;
      }
    }
    const entry = await this.waitlistView(id);
    this.send(
      mails.waitlistJoinedMail(
        email,
        name,
        departure.tour_title,
        departure.starts_on,
        entry.position,
      ),
    );
    return { entry, userErrors: [] };
  }

  private async waitlistView(id: string) {
    const row = await this.db
      .selectFrom('tour_waitlist')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const ahead = await this.db
      .selectFrom('tour_waitlist')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('departure_id', '=', row.departure_id)
      .where('status', 'in', ['waiting', 'offered'])
      .where('position', '<', row.position)
      .executeTakeFirst();
    return {
      id: row.id,
      departureId: row.departure_id,
      travellers: row.seats,
      position: Number(ahead?.n ?? 0) + 1,
      createdAt: row.created_at,
    };
  }

  /** After seats come free: offers to the waitlist, then notices to interested people. */
  private async afterSeatsFreed(departureId: string, exclude: ClientKeys[] = []): Promise<void> {
    await this.offerSeats(departureId, exclude).catch((e: unknown) =>
      console.error('tours: waitlist offer failed:', e),
    );
  }

  /**
   * Offers free seats to the waitlist in order, one offer per pass, to the first waiting entry that
   * fits the free seats and rooms. An entry that does not fit never blocks those behind it; nor does
   * one whose client would pass the seat cap with the offer (offer holds count against it), or whose
   * client has just freed these seats (`exclude`: releasing holds must not turn them into a 48-hour
   * offer for the same client). Skipped entries keep their place for the next seats that free up.
   */
  async offerSeats(departureId: string, exclude: ClientKeys[] = []): Promise<number> {
    let offered = 0;
    for (;;) {
      const departure = await this.db
        .selectFrom('tour_departures')
        .selectAll()
        .where('id', '=', departureId)
        .executeTakeFirst();
      if (
        !departure ||
        this.status(departure) === 'DEPARTED' ||
        this.status(departure) === 'CLOSED'
      )
        return offered;
      const free = departure.seats_total - departure.seats_taken;
      if (free <= 0) return offered;
      const waiting = await this.db
        .selectFrom('tour_waitlist')
        .selectAll()
        .where('departure_id', '=', departureId)
        .where('status', '=', 'waiting')
        .where('seats', '<=', free)
        .orderBy('position')
        .limit(200)
        .execute();
      let made = false;
      for (const entry of waiting) {
        if (exclude.some((keys) => sameClient(keys, entry))) continue;
        if (await this.offerTo(departure, entry)) {
          offered++;
          made = true;
          break;
        }
      }
      if (!made) return offered;
    }
  }

  /** One offer: the entry's seats held for `offerHours` under its client's cap, and the mail. */
  private async offerTo(departure: DepartureTable, entry: WaitlistTable): Promise<boolean> {
    const token = newToken();
    const at = this.iso();
    const expiresAt = new Date(
      this.now().getTime() + this.settings.offerHours * 3_600_000,
    ).toISOString();
    const keys: ClientKeys = {
      client_key: entry.client_key ?? null,
      customer_key: null,
      email_key: entry.email_key ?? null,
    };
    const options: Array<[number, number]> = [
      [entry.seats % 2, Math.floor(entry.seats / 2)],
      [entry.seats, 0],
    ];
    for (const [singles, doubles] of options) {
      const row: HoldTable = {
        id: randomUUID(),
        token_hash: hashToken(token),
        departure_id: departure.id,
        seats: entry.seats,
        single_rooms: singles,
        double_rooms: doubles,
        status: 'active',
        waitlist_id: entry.id,
        expires_at: expiresAt,
        created_at: at,
        updated_at: at,
        ...keys,
      };
      const outcome = await this.db
        .transaction()
        .execute(async (trx) => {
          await lockClients(trx, keys, at);
          if (!(await withinSeatCap(trx, keys, entry.seats, at))) return 'limit' as const;
          const claimed = await trx
            .updateTable('tour_waitlist')
            .set({ status: 'offered', hold_id: row.id, updated_at: at })
            .where('id', '=', entry.id)
            .where('status', '=', 'waiting')
            .executeTakeFirst();
          if (Number(claimed.numUpdatedRows) !== 1) throw new SeatsUnavailable();
          if (!(await this.moveSeats(trx, departure.id, entry.seats, singles, doubles)))
            throw new SeatsUnavailable();
          await trx.insertInto('tour_holds').values(row).execute();
          return 'offered' as const;
        })
        .catch((e: unknown) => {
          if (e instanceof SeatsUnavailable) return 'unavailable' as const;
          throw e;
        });
      if (outcome === 'limit') return false;
      if (outcome === 'offered') {
        const link = `${this.options.publicUrl}/tours/${encodeURIComponent(departure.tour_uid)}/booking?offer=${encodeURIComponent(token)}`;
        this.send(
          mails.waitlistOfferMail(
            entry.email,
            entry.name,
            departure.tour_title,
            departure.starts_on,
            entry.seats,
            link,
            expiresAt,
          ),
        );
        return true;
      }
    }
    return false;
  }

  async submitInterest(
    raw: unknown,
    client: TourClient | null = null,
  ): Promise<{ received: boolean; userErrors: TourUserError[] }> {
    const [form, tours] = await Promise.all([
      this.options.catalogue.form(),
      this.options.catalogue.tours(),
    ]);
    const parsed = parseInterestInput(raw, {
      ageRanges: form?.ageRanges ?? null,
      locations: form?.locations ?? null,
      tours: tours.map((t) => t.uid),
    });
    if ('errors' in parsed) return { received: false, userErrors: parsed.errors };
    const v = parsed.value;
    if (!(await mailFormAdmitted(this.throttles, 'tour-interest', client, v.email)))
      return { received: false, userErrors: [mailFormThrottled()] };
    const id = randomUUID();
    const at = this.iso();
    await this.db
      .insertInto('tour_interest')
      .values({
        id,
        name: v.name,
        email: v.email,
        phone: v.phone,
        age_range: v.ageRange,
        locations_json: JSON.stringify(v.locations),
        tours_json: JSON.stringify(v.tours),
        party_size: v.partySize,
        message: v.message,
        created_at: at,
      })
      .execute();
    // Departures already open are named in the confirmation, so the sweep does not announce them again.
    const open = (await this.departures(null)).filter(
      (d) => d.status === 'OPEN' && this.interested(v.tours, v.locations, d.tourUid, d.tourTitle),
    );
    for (const d of open)
      await this.db
        .insertInto('tour_interest_notices')
        .values({ interest_id: id, departure_id: d.id, sent_at: at })
        .execute();
    this.send(
      mails.interestMail(
        v.email,
        v.name,
        open.map((d) => ({
          title: d.tourTitle,
          startsOn: d.startsOn,
          seatsLeft: d.seatsLeft,
          url: `${this.options.publicUrl}/tours/${d.tourUid}`,
        })),
      ),
    );
    return { received: true, userErrors: [] };
  }

  private interested(tours: string[], locations: string[], uid: string, title: string): boolean {
    const t = title.trim().toLowerCase();
    return tours.includes(uid) || locations.some((l) => l.trim().toLowerCase() === t);
  }

  /** E-mails everyone interested in a tour once per departure of it that has seats. */
  async notifyInterest(): Promise<number> {
    const open = (await this.departures(null)).filter(
      (d) => d.status === 'OPEN' && d.seatsLeft > 0,
    );
    if (open.length === 0) return 0;
    const entries = await this.db
      .selectFrom('tour_interest')
      .selectAll()
      .orderBy('created_at')
      .execute();
    let sent = 0;
    for (const d of open) {
      const told = new Set(
        (
          await this.db
            .selectFrom('tour_interest_notices')
            .select('interest_id')
            .where('departure_id', '=', d.id)
            .execute()
        ).map((r) => r.interest_id),
      );
      for (const entry of entries) {
        if (
          told.has(entry.id) ||
          !this.interested(
            JSON.parse(entry.tours_json) as string[],
            JSON.parse(entry.locations_json) as string[],
            d.tourUid,
            d.tourTitle,
          )
        )
          continue;
        try {
          await this.db
            .insertInto('tour_interest_notices')
            .values({ interest_id: entry.id, departure_id: d.id, sent_at: this.iso() })
            .execute();
        } catch (e) {
          if (isUniqueViolation(e)) continue; // another process told them
          throw e;
        }
        this.send(
          mails.departureOpenMail(
            entry.email,
            entry.name,
            d.tourTitle,
            d.startsOn,
            d.seatsLeft,
            `${this.options.publicUrl}/tours/${d.tourUid}`,
          ),
        );
        sent++;
      }
    }
    return sent;
  }

  // ---- balances due -----------------------------------------------------------------------

  /** The reminder, once per booking, `reminderDays` before the balance is due. */
  async remindBalances(): Promise<number> {
    const horizon = addDays(this.today(), this.settings.reminderDays);
    const due = await this.db
      .selectFrom('tour_bookings')
      .selectAll()
      .where('status', '=', 'confirmed')
      .where('reminder_sent_at', 'is', null)
      .where('balance_due_on', '<=', horizon)
      .limit(500)
      .execute();
    let sent = 0;
    for (const row of due) {
      const claimed = await this.db
        .updateTable('tour_bookings')
        .set({ reminder_sent_at: this.iso() })
        .where('id', '=', row.id)
        .where('reminder_sent_at', 'is', null)
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) !== 1) continue;
      const view = await this.bookingView(row, null);
      this.send(mails.balanceReminderMail(await this.facts(row, view)));
      sent++;
    }
    return sent;
  }

  /** Cancels bookings whose balance is unpaid `graceDays` after it was due, under their policy. */
  async cancelOverdue(): Promise<number> {
    const cutoff = addDays(this.today(), -this.settings.graceDays);
    const overdue = await this.db
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
    const stale = new Date(this.now().getTime() - 60_000).toISOString();
    const lines = await this.db
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

  /** Everything time moves: run by the scheduler. */
  async runJobs(): Promise<Record<string, number>> {
    const synced = await this.syncDepartures().catch((e: unknown) => {
      this.log(`tours: could not read tours from the content API: ${(e as Error).message}`);
      return [];
    });
    const expired = await this.expireHolds();
    const reminded = await this.remindBalances();
    const cancelled = await this.cancelOverdue();
    const refunds = await this.retryRefunds();
    await this.codes.prune();
    // Lock rows of clients not seen for a day hold nothing; the next hold makes them again.
    await this.db
      .deleteFrom('tour_client_locks')
      .where('touched_at', '<', new Date(this.now().getTime() - 86_400_000).toISOString())
      .execute();
    let offered = 0;
    const waiting = await this.db
      .selectFrom('tour_waitlist')
      .select('departure_id')
      .where('status', '=', 'waiting')
      .groupBy('departure_id')
      .execute();
    for (const w of waiting) offered += await this.offerSeats(w.departure_id);
    const noticed = await this.notifyInterest();
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

  // ---- calendar, mail, manifest -----------------------------------------------------------

  async calendar(reference: string, token: string): Promise<string | null> {
    const errors: TourUserError[] = [];
    const access = parseAccess({ reference, token }, errors);
    if (errors.length) return null;
    const found = await this.accessible(access, null);
    return found ? this.calendarOf(found.row) : null;
  }

  async calendarOf(row: BookingTable): Promise<string> {
    const departure = await this.db
      .selectFrom('tour_departures')
      .selectAll()
      .where('id', '=', row.departure_id)
      .executeTakeFirstOrThrow();
    const d = this.details(departure);
    const url = this.links(row, null).confirmationUrl;
    const parts = [
      {
        part: 'main',
        summary: `${departure.tour_title} (${row.reference})`,
        startsOn: departure.starts_on,
        days: departure.days,
        location: d.meetingPoint,
        description: d.emailText ?? `Your tour ${departure.tour_title}.`,
      },
    ];
    for (const [flag, ext, label] of [
      [row.pre_extension, d.pre, 'pre'],
      [row.post_extension, d.post, 'post'],
    ] as const) {
      if (flag === 1 && ext?.startsOn)
        parts.push({
          part: label,
          summary: `${ext.title} (${row.reference}, ${label === 'pre' ? 'pre-tour' : 'post-tour'} extension)`,
          startsOn: ext.startsOn,
          days: ext.days,
          location: null,
          description: ext.emailText ?? ext.title,
        });
    }
    return buildCalendar({
      reference: row.reference,
      domain: new URL(this.options.publicUrl).hostname,
      sequence: row.calendar_sequence,
      cancelled: row.status === 'cancelled',
      timezone: departure.timezone,
      url,
      stamp: new Date(row.updated_at),
      parts,
    });
  }

  async facts(row: BookingTable, view: BookingView): Promise<mails.BookingMailFacts> {
    const departure = await this.db
      .selectFrom('tour_departures')
      .selectAll()
      .where('id', '=', row.departure_id)
      .executeTakeFirstOrThrow();
    const d = this.details(departure);
    return {
      reference: row.reference,
      contactName: row.contact_name,
      email: row.email,
      tourTitle: departure.tour_title,
      startsOn: departure.starts_on,
      travellers: view.travellers.map((t) => `${t.firstName} ${t.lastName}`),
      lines: view.lines,
      total: view.total,
      paid: view.paid,
      balance: view.balance,
      balanceDueOn: view.balanceDueOn,
      confirmationUrl: view.confirmationUrl,
      paymentUrl: view.paymentUrl,
      calendar: await this.calendarOf(row),
      detailsText: [
        d.emailText,
        row.pre_extension === 1 ? (d.pre?.emailText ?? null) : null,
      ].filter((t): t is string => !!t),
      bookletUrls: [view.bookletUrl, view.preExtensionBookletUrl].filter((u): u is string => !!u),
    };
  }

  private async sendConfirmation(bookingId: string, token: string): Promise<void> {
    try {
      const row = await this.db
        .selectFrom('tour_bookings')
        .selectAll()
        .where('id', '=', bookingId)
        .executeTakeFirstOrThrow();
      const view = await this.bookingView(row, token);
      this.send(mails.confirmationMail(await this.facts(row, view)));
    } catch (e) {
      console.error('tours: confirmation mail failed:', e);
    }
  }

  private send(message: MailMessage): void {
    if (this.options.mailer)
      this.track(
        this.options.mailer
          .send(message)
          .catch((e: unknown) => console.error(`tours: mail "${message.subject}" failed:`, e)),
      );
  }

  private readonly pending = new Set<Promise<unknown>>();
  /** Work that runs after an answer (mostly mail), kept so `idle()` can wait for it. */
  private track(work: Promise<unknown>): void {
    const tracked = work
      .catch((e: unknown) => console.error('tours: background work failed:', e))
      .finally(() => this.pending.delete(tracked));
    this.pending.add(tracked);
  }

  /** Resolves when the mail and other work started so far has finished (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.pending.size) await Promise.all([...this.pending]);
  }
}

class SeatsUnavailable extends Error {
  constructor() {
    super('seats unavailable');
  }
}

class OverSeatCap extends Error {
  constructor() {
    super('over the per-client seat cap');
  }
}

/** True when a waitlist entry was made by the client of `keys` (same address or same mailbox). */
const sameClient = (keys: ClientKeys, entry: Pick<WaitlistTable, 'client_key' | 'email_key'>) =>
  (keys.client_key !== null && keys.client_key === entry.client_key) ||
  (keys.email_key !== null && keys.email_key === entry.email_key);

/** The client keys a hold was made under. */
const keysOf = (row: Pick<HoldTable, 'client_key' | 'customer_key' | 'email_key'>): ClientKeys => ({
  client_key: row.client_key ?? null,
  customer_key: row.customer_key ?? null,
  email_key: row.email_key ?? null,
});

export type { TourInfo };
