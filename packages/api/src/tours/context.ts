import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { ChargeResult, PaymentProvider } from '../payments/provider';
import { declineUserError } from '../payments/declines';
import type { Authentication } from '../payments/take-payment';
import { DeclineGuard } from '../checkout/decline-guard';
import { decimalAmount } from '../commerce/money';
import type { Db } from '../db/database';
import { IdempotencyKeys } from '../db/idempotency-keys';
import type { Mailer, MailMessage } from '../mail/mailer';
import { Payments } from '../payments/take-payment';
import { DeclineVelocity, PAYMENT_THROTTLED_MESSAGE } from '../security/decline-velocity';
import type { ThrottleStore } from '../security/throttle';
import { BookingAccessCodes } from './booking-access';
import type { TourCatalogue } from './tour-catalogue';
import type { TourSettings } from './tour-config';
import type { TourUserError } from './tour-input';
import { HOLD_SEATS_PER_CLIENT, type ClientKeys } from './tour-limits';
import { toursDb, type HoldTable, type ToursDb, type WaitlistTable } from './tour-tables';

/*
 * What every part of the tours service shares (departures.ts, holds.ts, bookings.ts, balance.ts,
 * cancellations.ts, waitlist.ts, interest.ts, jobs.ts, calendar.ts): the database, the settings,
 * the clock, the mail queue, the throttle store, the payments module and the idempotency keys,
 * and the small helpers their answers are made of. TourService (tour-service.ts) puts them together.
 */

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

/** What an idempotency key of a booking or a balance payment answers once its work is done. */
export type StoredAnswer =
  { bookingId: string; token: string | null } | { errors: TourUserError[] };
/** The answer while the payer's bank challenge is open; never stored, since the key is let go. */
export type Challenged = { authentication: Authentication };

export class TourContext {
  readonly db: ToursDb;
  readonly settings: TourSettings;
  readonly catalogue: TourCatalogue;
  readonly publicUrl: string;
  /** The shared store of every per-client limit. */
  readonly throttles: ThrottleStore | null;
  /** The card processor itself: refunds of cancelled bookings. */
  readonly provider: PaymentProvider;
  readonly keys: IdempotencyKeys<StoredAnswer>;
  readonly declines: DeclineVelocity;
  /**
   * Booking and balance charges go through the payments module: ledger first, provider key,
   * reconciler. Charges take turns per address and card (DeclineGuard), so a burst cannot evaluate
   * more declines than allowed.
   */
  readonly payments: Payments;
  readonly codes: BookingAccessCodes;
  private readonly pending = new Set<Promise<unknown>>();

  constructor(private readonly options: TourServiceOptions) {
    this.db = toursDb(options.db);
    this.settings = options.settings;
    this.catalogue = options.catalogue;
    this.publicUrl = options.publicUrl;
    this.throttles = options.throttles ?? null;
    this.provider = options.payments;
    this.keys = new IdempotencyKeys<StoredAnswer>(options.db as never, 'tour', () => this.now());
    this.declines = new DeclineVelocity(this.throttles);
    this.payments = new Payments(
      options.db,
      options.payments,
      new DeclineGuard(this.throttles),
      () => this.now(),
    );
    this.codes = new BookingAccessCodes(this.db, () => this.now());
  }

  now(): Date {
    return this.options.now?.() ?? new Date();
  }
  iso(): string {
    return this.now().toISOString();
  }
  today(): string {
    return this.iso().slice(0, 10);
  }
  log(line: string) {
    (this.options.log ?? console.log)(line);
  }

  /** Sends in the background; a failed mail is logged, never the visitor's error. */
  send(message: MailMessage): void {
    if (this.options.mailer)
      this.track(
        this.options.mailer
          .send(message)
          .catch((e: unknown) => console.error(`tours: mail "${message.subject}" failed:`, e)),
      );
  }

  /** Work that runs after an answer (mostly mail), kept so `idle()` can wait for it. */
  track(work: Promise<unknown>): void {
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

// ---- answers ------------------------------------------------------------------------------

export interface MoneyView {
  amount: string;
  currencyCode: string;
}
export const money = (minor: number, currency: string): MoneyView => ({
  amount: decimalAmount(minor),
  currencyCode: currency,
});

export const error = (
  code: string,
  message: string,
  field: string[] | null = null,
): TourUserError => ({
  field,
  code,
  message,
});

export const declineError = (result: Extract<ChargeResult, { ok: false }>): TourUserError =>
  declineUserError(result);

/** The answer to a key that is not this request's to use: reused for other details, or still running. */
export function keyRefusal(claim: 'reused' | 'busy', what: 'booking' | 'payment'): TourUserError {
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
export const paymentThrottled = () =>
  error('THROTTLED', PAYMENT_THROTTLED_MESSAGE, ['input', 'card']);
export const paymentBusy = () =>
  error(
    'THROTTLED',
    'Another payment from your network or with this card is being processed. Nothing was charged; please try again in a moment.',
    ['input', 'card'],
  );

/** Reference and e-mail alone open nothing: the link's token, a code's grant, or the owner's session. */
export const ACCESS_NEEDED =
  'Open this booking from the link in your confirmation e-mail, or ask for a code to be sent to the e-mail address it was made with.';

export function mailFormThrottled(): TourUserError {
  return error(
    'THROTTLED',
    'We have had several of these forms from you or for this e-mail address in the last hour. Please try again later.',
    ['input', 'email'],
  );
}

export function holdLimitError(): TourUserError {
  return error(
    'HOLD_LIMIT',
    `One visitor can hold at most ${HOLD_SEATS_PER_CLIENT} seats at a time, over all departures. Book or release the seats you hold, or wait until they are released.`,
    ['input', 'travellers'],
  );
}

// ---- secrets ------------------------------------------------------------------------------

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
export const newToken = () => randomBytes(24).toString('base64url');
const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const newReference = () =>
  'TB-' +
  [...randomBytes(6)].map((b) => REFERENCE_ALPHABET[b % REFERENCE_ALPHABET.length]).join('');
export const sameSecret = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

// ---- seats --------------------------------------------------------------------------------

export class SeatsUnavailable extends Error {
  constructor() {
    super('seats unavailable');
  }
}

export class OverSeatCap extends Error {
  constructor() {
    super('over the per-client seat cap');
  }
}

/** True when a waitlist entry was made by the client of `keys` (same address or same mailbox). */
export const sameClient = (
  keys: ClientKeys,
  entry: Pick<WaitlistTable, 'client_key' | 'email_key'>,
) =>
  (keys.client_key !== null && keys.client_key === entry.client_key) ||
  (keys.email_key !== null && keys.email_key === entry.email_key);

/** The client keys a hold was made under. */
export const keysOf = (
  row: Pick<HoldTable, 'client_key' | 'customer_key' | 'email_key'>,
): ClientKeys => ({
  client_key: row.client_key ?? null,
  customer_key: row.customer_key ?? null,
  email_key: row.email_key ?? null,
});
