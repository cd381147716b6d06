import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { declineUserError } from '../payments/declines';
import type { Authentication } from '../payments/take-payment';
import type { Transaction } from 'kysely';
import { decimalAmount } from '../commerce/money';
import type { ChargeResult, PaymentProvider, SavedCard } from '../payments/provider';
import { type Db, isUniqueViolation } from '../db/database';
import { IdempotencyKeys } from '../db/idempotency-keys';
import type { Database } from '../db/schema';
import type { Mailer } from '../mail/mailer';
import { Payments } from '../payments/take-payment';
import type { ThrottleStore } from '../security/throttle';
import { type CleanDonation, GIFT_AID_DECLARATION, type GivingUserError } from './donation-input';
import { donationReceiptMail } from './donation-mail';
import { newDonationReference, referenceOf } from './donation-reference';
import { type DonationTable, type Frequency, givingDb, type GivingDb } from './donation-tables';
import { GivingLimits, type GivingLimitTiers } from './giving-limits';
import type { GivingCatalogue } from './project-catalogue';
import { nextChargeAt, periodKey } from './recurring-periods';
import type { DonationView, MoneyView, RecurringView } from './donation-views';

export type { DonationView, MoneyView, RecurringView };

/*
 * What the parts of the donations service share (one-off.ts, recurring.ts, stats.ts; the facade is
 * donation-service.ts): the options, the idempotency keys, the limits, the payments module, the views
 * of a gift, the receipt mail and the one transaction that writes a gift.
 */

export const money = (minor: number, currency: string): MoneyView => ({
  amount: decimalAmount(minor),
  currencyCode: currency,
});
export const FREQUENCY_OUT: Record<Frequency, string> = {
  one_off: 'ONE_OFF',
  monthly: 'MONTHLY',
  yearly: 'YEARLY',
};

export interface GivingServiceOptions {
  db: Db;
  payments: PaymentProvider;
  catalogue: GivingCatalogue;
  mailer?: Mailer | null;
  /** Origin of receipt links; configured, never a request header. */
  publicUrl: string;
  /** The shared store of every per-client limit (payments, declines, receipts); none: no limits. */
  throttles?: ThrottleStore | null;
  /** Other tiers than the defaults of giving-limits.ts (tests). */
  limits?: GivingLimitTiers;
  now?: () => Date;
}

export type StoredAnswer =
  { donationId: string; receiptToken: string } | { errors: GivingUserError[] };
/** The answer while the payer's bank challenge is open; never stored, since the key is let go. */
export type Challenged = { authentication: Authentication };

/** A gift as the ledger keeps it until it is written: the submission without its card, but the card's last digits. */
export type GiftRecord = Omit<CleanDonation, 'card'> & { cardLast4: string };
/** What a gift's payment attempt carries, so the reconciler can write the gift after a crash. */
export interface GiftPayload {
  gift: GiftRecord;
  customerId: string | null;
  donationId: string;
  projectTitle: string;
  /** A recurring gift's first charge: the card the provider keeps (its token, never the number), for the schedule. */
  saved?: SavedCard | null;
}
export const recordOf = (input: CleanDonation): GiftRecord => {
  const { card, ...rest } = input;
  return { ...rest, cardLast4: card.number.slice(-4) };
};

/** A gift's payment attempt in the ledger: one per submission, under the gift's own provider key. */
export const giftAttempt = (input: CleanDonation, payload: GiftPayload) => ({
  domain: 'gift' as const,
  key: input.idempotencyKey,
  providerKey: `gift_${input.idempotencyKey}`,
  amount: input.amount + input.fee,
  currency: input.currency,
  email: input.donor.email,
  payload,
});

export const declineError = (result: Extract<ChargeResult, { ok: false }>): GivingUserError =>
  declineUserError(result);

export const GIFT_INTERRUPTED: GivingUserError = {
  field: null,
  code: 'PROCESSING_ERROR',
  message: 'This gift was interrupted on our side and nothing was charged. Please try again.',
};
export const GIFT_REFUNDED: GivingUserError = {
  field: null,
  code: 'PROCESSING_ERROR',
  message: 'This gift was interrupted on our side; its payment was refunded. Please try again.',
};

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
export const publicId = () => randomBytes(15).toString('base64url');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class DonationContext {
  readonly db: GivingDb;
  readonly keys: IdempotencyKeys<StoredAnswer>;
  readonly now: () => Date;
  readonly limits: GivingLimits;
  /** Gifts are charged through the payments module (ledger, provider key, reconciler). */
  readonly payments: Payments;

  constructor(readonly options: GivingServiceOptions) {
    this.db = givingDb(options.db);
    this.limits = new GivingLimits(options.throttles ?? null, options.limits);
    this.payments = new Payments(options.db, options.payments, this.limits.declines, () =>
      this.now(),
    );
    this.keys = new IdempotencyKeys<StoredAnswer>(options.db as never, 'gift', () => this.now());
    this.now = options.now ?? (() => new Date());
  }

  /** Writes a gift (donor, declaration, schedule, ledger row, the key's answer) inside `tx`. */
  async writeGiftIn(
    tx: Transaction<Database>,
    input: GiftRecord,
    customerId: string | null,
    chargeId: string,
    saved: SavedCard | null,
    donationId: string,
    receiptToken: string,
  ) {
    const at = this.now();
    const iso = at.toISOString();
    const trx = givingDb(tx);
    const { donor } = input;
    let donorId: string;
    const existing = customerId
      ? await trx
          .selectFrom('giving_donors')
          .select('id')
          .where('customer_id', '=', customerId)
          .executeTakeFirst()
      : undefined;
    const details = {
      email: donor.email,
      title: donor.title,
      first_name: donor.firstName,
      last_name: donor.lastName,
      country: donor.country,
      address: donor.address,
      postcode: donor.postcode,
      updated_at: iso,
    };
    if (existing) {
      donorId = existing.id;
      await trx.updateTable('giving_donors').set(details).where('id', '=', donorId).execute();
    } else {
      donorId = randomUUID();
      await trx
        .insertInto('giving_donors')
        .values({ id: donorId, customer_id: customerId, created_at: iso, ...details })
        .execute();
    }
    let declarationId: string | null = null;
    if (input.giftAid && donor.address && donor.postcode) {
      declarationId = randomUUID();
      await trx
        .insertInto('giving_gift_aid_declarations')
        .values({
          id: declarationId,
          donor_id: donorId,
          title: donor.title,
          first_name: donor.firstName,
          last_name: donor.lastName,
          address: donor.address,
          postcode: donor.postcode,
          declaration_text: GIFT_AID_DECLARATION,
          declared_at: iso,
        })
        .execute();
    }
    let recurringId: string | null = null;
    let period: string | null = null;
    if (input.frequency !== 'one_off' && saved && customerId) {
      recurringId = publicId();
      period = periodKey(input.frequency, at);
      const next = nextChargeAt(input.frequency, period, at.getUTCDate(), at);
      await trx
        .insertInto('giving_recurring')
        .values({
          id: recurringId,
          donor_id: donorId,
          customer_id: customerId,
          project_id: input.projectId,
          frequency: input.frequency,
          currency: input.currency,
          amount: input.amount,
          fee: input.fee,
          cover_fees: input.coverFees ? 1 : 0,
          gift_aid: input.giftAid ? 1 : 0,
          gift_aid_declaration_id: declarationId,
          status: 'active',
          payment_method: saved.paymentMethod,
          card_last4: saved.last4,
          card_exp_month: saved.expMonth,
          card_exp_year: saved.expYear,
          anchor_day: at.getUTCDate(),
          next_charge_at: next.toISOString(),
          failure_count: 0,
          version: 1,
          created_at: iso,
          updated_at: iso,
          cancelled_at: null,
        })
        .execute();
      await trx
        .insertInto('giving_recurring_events')
        .values({
          id: randomUUID(),
          recurring_id: recurringId,
          at: iso,
          kind: 'charged',
          message: `First ${input.frequency} gift of ${decimalAmount(input.amount + input.fee)} ${input.currency} charged; the next is due ${next.toISOString().slice(0, 10)}.`,
        })
        .execute();
    }
    await insertLedgerGift(trx, {
      id: donationId,
      donor_id: donorId,
      customer_id: customerId,
      project_id: input.projectId,
      frequency: input.frequency,
      recurring_id: recurringId,
      period_key: period,
      currency: input.currency,
      amount: input.amount,
      fee: input.fee,
      total: input.amount + input.fee,
      gift_aid: input.giftAid ? 1 : 0,
      gift_aid_declaration_id: declarationId,
      status: 'succeeded',
      charge_id: chargeId,
      card_last4: input.cardLast4,
      receipt_token_hash: hashToken(receiptToken),
      show_as_supporter: input.showAsSupporter ? 1 : 0,
      created_at: iso,
    });
    await this.keys.finish(input.idempotencyKey, { donationId, receiptToken }, trx as never);
  }

  /** A ledger number or reference taken by a concurrent gift (or a SQLite writer busy) is retried, with a new reference. */
  async withRetry<T>(fn: () => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await fn();
      } catch (error) {
        const busy =
          typeof error === 'object' &&
          error !== null &&
          ['SQLITE_BUSY', '40001', '40P01'].includes(String((error as { code?: unknown }).code));
        if (attempt >= 8 || !(isUniqueViolation(error) || busy)) throw error;
        await sleep(5 * attempt + Math.floor(Math.random() * 10));
      }
    }
  }

  /** Mails a receipt; a `counted` one (a visitor's gift, not a schedule's) only while its mailbox is within its limit. */
  async sendReceipt(donationId: string, receiptToken: string, { counted = false } = {}) {
    if (!this.options.mailer) return;
    try {
      const row = await this.db
        .selectFrom('giving_donations')
        .selectAll()
        .where('id', '=', donationId)
        .executeTakeFirstOrThrow();
      const view = await this.view(row, receiptToken);
      if (counted && !(await this.limits.admitReceipt(view.donor.email))) {
        console.log(
          `giving: receipt for ${view.reference} not mailed: its mailbox has had its share of receipts (the gift stands; its receipt link works)`,
        );
        return;
      }
      const project = await this.options.catalogue.project(row.project_id);
      await this.options.mailer.send(donationReceiptMail(view, project?.title ?? row.project_id));
    } catch (error) {
      console.error('giving: receipt mail failed:', error);
    }
  }

  /** A ledger row as the API shows it. The receipt URL carries the token when the caller has it. */
  async view(row: DonationTable, receiptToken: string | null): Promise<DonationView> {
    const donor = await this.db
      .selectFrom('giving_donors')
      .selectAll()
      .where('id', '=', row.donor_id)
      .executeTakeFirstOrThrow();
    const receipt = `${this.options.publicUrl}/donate-transactions/${row.id}${receiptToken ? `?token=${receiptToken}` : ''}`;
    return {
      id: row.id,
      reference: referenceOf(row),
      projectId: row.project_id,
      amount: money(row.amount, row.currency),
      fee: money(row.fee, row.currency),
      total: money(row.total, row.currency),
      frequency: FREQUENCY_OUT[row.frequency],
      status: row.status.toUpperCase(),
      giftAid: row.gift_aid === 1,
      giftAidValue: row.gift_aid === 1 ? money(Math.floor(row.amount / 4), row.currency) : null,
      donor: {
        title: donor.title,
        firstName: donor.first_name,
        lastName: donor.last_name,
        email: donor.email,
        country: donor.country,
      },
      cardLast4: row.card_last4,
      createdAt: row.created_at,
      receiptUrl: receipt,
      recurringId: row.recurring_id,
    };
  }
}

/**
 * One gift into the ledger: the next ledger number (a concurrent gift taking it too is a unique
 * violation, which withRetry retries) and a fresh random reference, not hidden from supporters.
 */
export async function insertLedgerGift(
  trx: GivingDb,
  row: Omit<DonationTable, 'reference' | 'public_reference' | 'supporter_hidden_at'>,
): Promise<void> {
  const last = await trx
    .selectFrom('giving_donations')
    .select((eb) => eb.fn.max('reference').as('max'))
    .executeTakeFirst();
  await trx
    .insertInto('giving_donations')
    .values({
      ...row,
      reference: Number(last?.max ?? 0) + 1,
      public_reference: newDonationReference(),
      supporter_hidden_at: null,
    })
    .execute();
}
