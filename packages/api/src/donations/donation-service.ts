import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { declineUserError } from '../payments/declines';
import type { Authentication } from '../payments/take-payment';
import { decimalAmount } from '../commerce/money';
import type { ChargeResult, DeclineCode, PaymentProvider, SavedCard } from '../checkout/payment-provider';
import type { Transaction } from 'kysely';
import { type Db, isUniqueViolation } from '../db/database';
import type { Database } from '../db/schema';
import type { AttemptCompleter } from '../payments/reconciler';
import { Payments } from '../payments/take-payment';
import { IdempotencyKeys } from '../db/idempotency-keys';
import type { Mailer } from '../mail/mailer';
import { checkAmount, checkCard, feeFor, GIFT_AID_DECLARATION, type CleanDonation, type GivingUserError, parseDonationInput, requestHash } from './donation-input';
import { donationReceiptMail } from './donation-mail';
import { type DonationTable, type Frequency, givingDb, type GivingDb, type RecurringTable } from './donation-tables';
import type { GivingCatalogue, GivingProjectInfo } from './project-catalogue';
import { nextChargeAt, nextChargeFrom, periodKey } from './recurring-periods';
import type { ThrottleStore } from '../security/throttle';
import { newDonationReference, referenceOf } from './donation-reference';
import { DECLINES_THROTTLED, GivingLimits, type GivingLimitTiers, PAYMENT_BUSY, PAYMENTS_THROTTLED } from './giving-limits';
import { publicName } from './supporter-names';

/*
 * Donations (issue 16). The guarantees:
 * - one idempotency key, one gift: the key is stored (pending) before the card is charged, the same
 *   key is passed to the payment provider, and a repeat — a double click, a retry after a timeout, a
 *   second tab — gets the first answer; the same key with other details is refused;
 * - a gift is written in one transaction after the charge (donor, Gift Aid declaration, schedule,
 *   ledger row, the key's answer); if that fails the charge is refunded, so nothing is half there;
 * - a request that died between charge and write leaves its key pending: a retry after a minute
 *   takes it over and charges again with the same provider key, which returns the first charge;
 * - a donor sees only their own gifts: by customer, or with the receipt token only its hash of is stored;
 * - per-client limits (giving-limits.ts): card payments per address, declines per address and card
 *   (with the shop and tours), receipts per mailbox.
 */

export { PENDING_TAKEOVER_MS } from '../db/idempotency-keys';
/** How long a scheduler's claim on a due schedule lasts before another process may take it over. */
export const CHARGE_LEASE_MS = 10 * 60_000;

export interface MoneyView {
  amount: string;
  currencyCode: string;
}
const money = (minor: number, currency: string): MoneyView => ({ amount: decimalAmount(minor), currencyCode: currency });
const FREQUENCY_OUT: Record<Frequency, string> = { one_off: 'ONE_OFF', monthly: 'MONTHLY', yearly: 'YEARLY' };

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

type StoredAnswer = { donationId: string; receiptToken: string } | { errors: GivingUserError[] };
/** The answer while the payer's bank challenge is open; never stored, since the key is let go. */
type Challenged = { authentication: Authentication };

/** A gift as the ledger keeps it until it is written: the submission without its card, but the card's last digits. */
type GiftRecord = Omit<CleanDonation, 'card'> & { cardLast4: string };
/** What a one-off gift's payment attempt carries, so the reconciler can write the gift after a crash. */
interface GiftPayload {
  gift: GiftRecord;
  customerId: string | null;
  donationId: string;
  projectTitle: string;
}
const recordOf = (input: CleanDonation): GiftRecord => {
  const { card, ...rest } = input;
  return { ...rest, cardLast4: card.number.slice(-4) };
};

const declineError = (result: Extract<ChargeResult, { ok: false }>): GivingUserError => declineUserError(result);

/** A change made to a version of a recurring gift that is no longer the current one. */
const STALE_GIFT: GivingUserError = { field: ['expectedVersion'], code: 'STALE', message: 'This gift was changed elsewhere; reload to see it. Nothing was changed.' };

const GIFT_INTERRUPTED: GivingUserError = { field: null, code: 'PROCESSING_ERROR', message: 'This gift was interrupted on our side and nothing was charged. Please try again.' };
const GIFT_REFUNDED: GivingUserError = { field: null, code: 'PROCESSING_ERROR', message: 'This gift was interrupted on our side; its payment was refunded. Please try again.' };
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const publicId = () => randomBytes(15).toString('base64url');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface DonationView {
  id: string;
  reference: string;
  projectId: string;
  amount: MoneyView;
  fee: MoneyView;
  total: MoneyView;
  frequency: string;
  status: string;
  giftAid: boolean;
  giftAidValue: MoneyView | null;
  donor: { title: string | null; firstName: string; lastName: string; email: string; country: string };
  cardLast4: string;
  createdAt: string;
  receiptUrl: string;
  recurringId: string | null;
}

export interface RecurringView {
  id: string;
  projectId: string;
  frequency: string;
  amount: MoneyView;
  fee: MoneyView;
  status: string;
  nextChargeAt: string | null;
  cardLast4: string;
  cardExpiry: string;
  giftAid: boolean;
  createdAt: string;
  events: Array<{ at: string; kind: string; message: string }>;
  /** Moves on with every change (the donor's and the scheduler's); a change must name the one it saw. */
  version: number;
}

export class GivingService {
  readonly db: GivingDb;
  private readonly keys: IdempotencyKeys<StoredAnswer>;
  private readonly now: () => Date;
  private readonly limits: GivingLimits;
  /** One-off gifts are charged through the payments module (ledger, provider key, reconciler). */
  readonly payments: Payments;

  constructor(private readonly options: GivingServiceOptions) {
    this.db = givingDb(options.db);
    this.limits = new GivingLimits(options.throttles ?? null, options.limits);
    this.payments = new Payments(options.db, options.payments, this.limits.declines, () => this.now());
    this.keys = new IdempotencyKeys<StoredAnswer>(options.db as never, 'giving_idempotency_keys', () => this.now());
    this.now = options.now ?? (() => new Date());
  }

  get catalogue(): GivingCatalogue {
    return this.options.catalogue;
  }

  quote(amount: unknown, currency: unknown, coverFees: boolean) {
    const checked = checkAmount(amount, currency, ['amount']);
    if (Array.isArray(checked)) return null;
    const fee = feeFor(checked.amount, coverFees);
    return { amount: money(checked.amount, checked.currency), fee: money(fee, checked.currency), total: money(checked.amount + fee, checked.currency) };
  }

  /** `donate`: the gift, or why not; never half a gift. `clientAddress` is the connection's peer, what the limits count by. */
  async donate(raw: unknown, customerId: string | null, clientAddress: string): Promise<{ donation: DonationView | null; userErrors: GivingUserError[]; authentication?: Authentication }> {
    if (!(await this.limits.admitPayment(clientAddress))) return { donation: null, userErrors: [PAYMENTS_THROTTLED] };
    const parsed = parseDonationInput(raw, this.now());
    if ('errors' in parsed) return { donation: null, userErrors: parsed.errors };
    const input = parsed.value;
    const project = await this.options.catalogue.project(input.projectId);
    if (!project) return { donation: null, userErrors: [{ field: ['input', 'projectId'], code: 'UNKNOWN_PROJECT', message: 'That project is not open for gifts.' }] };
    if (input.frequency !== 'one_off' && !customerId)
      return { donation: null, userErrors: [{ field: ['input', 'frequency'], code: 'SIGN_IN_REQUIRED', message: 'Sign in to give monthly or yearly, so you can change or cancel the gift at any time.' }] };
    const hash = requestHash(input, customerId);
    const answer = await this.keys.claim(input.idempotencyKey, hash);
    if (answer === 'reused')
      return { donation: null, userErrors: [{ field: ['input', 'idempotencyKey'], code: 'IDEMPOTENCY_KEY_REUSED', message: 'This submission key was used for a different gift; start a new gift.' }] };
    if (answer === 'busy')
      return { donation: null, userErrors: [{ field: null, code: 'PROCESSING_ERROR', message: 'This gift is still being processed. Wait a moment and check your e-mail before trying again.' }] };
    if (answer !== 'claimed') return this.answerOf(answer);
    const stored = await this.process(input, customerId, project, clientAddress).catch(async (error: unknown) => {
      console.error('giving: donation failed:', error);
      const failed: StoredAnswer = { errors: [{ field: null, code: 'PROCESSING_ERROR', message: 'Something went wrong on our side and nothing was charged. Please try again.' }] };
      await this.keys.finish(input.idempotencyKey, failed);
      return failed;
    });
    return this.answerOf(stored);
  }

  private async answerOf(stored: StoredAnswer | Challenged) {
    if ('authentication' in stored) return { donation: null, userErrors: [], authentication: stored.authentication };
    if ('errors' in stored) return { donation: null, userErrors: stored.errors };
    const row = await this.db.selectFrom('giving_donations').selectAll().where('id', '=', stored.donationId).executeTakeFirst();
    return { donation: row ? await this.view(row, stored.receiptToken) : null, userErrors: [] };
  }

  /**
   * A one-off gift: the attempt is in the ledger before the card is charged, and the gift is written
   * in the transaction that marks it completed; a crash in between is resolved by the reconciler.
   */
  private async processOneOff(input: CleanDonation, customerId: string | null, project: GivingProjectInfo, clientAddress: string): Promise<StoredAnswer | Challenged> {
    const receiptToken = randomBytes(24).toString('base64url');
    const donationId = publicId();
    const gift = recordOf(input);
    const payload: GiftPayload = { gift, customerId, donationId, projectTitle: project.title };
    const taken = await this.payments.take(
      {
        domain: 'gift',
        key: input.idempotencyKey,
        providerKey: `gift_${input.idempotencyKey}`,
        amount: input.amount + input.fee,
        currency: input.currency,
        email: input.donor.email,
        payload,
        card: input.card,
        description: `Gift to ${project.title}`,
        client: { address: clientAddress, cardNumber: input.card.number },
      },
      (trx, chargeId) => this.writeGiftIn(trx, gift, customerId, chargeId, null, donationId, receiptToken),
    );
    if (taken.outcome === 'throttled' || taken.outcome === 'busy') {
      // Not the key's answer: nothing happened, and the same submission may be sent again later.
      await this.keys.drop(input.idempotencyKey);
      return { errors: [taken.outcome === 'busy' ? PAYMENT_BUSY : DECLINES_THROTTLED] };
    }
    if (taken.outcome === 'resolved') return (await this.keys.stored(input.idempotencyKey)) ?? { errors: [GIFT_INTERRUPTED] };
    if (taken.outcome === 'action_required') {
      // Not the key's answer yet: the donor confirms with their bank, then sends the same key again.
      await this.keys.drop(input.idempotencyKey);
      return { authentication: { challengeUrl: taken.challengeUrl } };
    }
    if (taken.outcome === 'declined') {
      const answer: StoredAnswer = { errors: [declineError({ ok: false, code: taken.code, message: taken.message })] };
      await this.keys.finish(input.idempotencyKey, answer);
      return answer;
    }
    void this.sendReceipt(donationId, receiptToken, { counted: true });
    return { donationId, receiptToken };
  }

  /** How the reconciler completes, or gives up on, a one-off gift whose request stopped after its charge. */
  giftCompleter(): AttemptCompleter {
    const tokens = new Map<string, { donationId: string; receiptToken: string }>();
    return {
      complete: async (attempt, chargeId, trx) => {
        const payload = JSON.parse(attempt.payload_json) as GiftPayload;
        const receiptToken = randomBytes(24).toString('base64url');
        await this.writeGiftIn(trx, payload.gift, payload.customerId, chargeId, null, payload.donationId, receiptToken);
        tokens.set(attempt.id, { donationId: payload.donationId, receiptToken });
      },
      completed: async (attempt) => {
        const written = tokens.get(attempt.id);
        tokens.delete(attempt.id);
        if (written) await this.sendReceipt(written.donationId, written.receiptToken);
      },
      settle: async (attempt, outcome) => {
        await this.keys.finish(attempt.domain_key, { errors: [outcome === 'refunded' ? GIFT_REFUNDED : GIFT_INTERRUPTED] });
      },
      label: (attempt) => `your gift to ${(JSON.parse(attempt.payload_json) as GiftPayload).projectTitle}`,
    };
  }

  private async process(input: CleanDonation, customerId: string | null, project: GivingProjectInfo, clientAddress: string): Promise<StoredAnswer | Challenged> {
    if (input.frequency === 'one_off') return this.processOneOff(input, customerId, project, clientAddress);
    const total = input.amount + input.fee;
    const description = `Gift to ${project.title}`;
    let saved: SavedCard | null = null;
    // Past the decline limit the provider is not asked and no attempt is written.
    const charge = await this.limits.declines.run({ address: clientAddress, cardNumber: input.card.number }, async (): Promise<ChargeResult> => {
      const attemptId = randomUUID();
      await this.db
        .insertInto('giving_payment_attempts')
        .values({ id: attemptId, idempotency_key: input.idempotencyKey, recurring_id: null, period_key: null, attempt: 1, amount: total, currency: input.currency, outcome: 'pending', decline_code: null, message: null, charge_id: null, created_at: this.now().toISOString(), finished_at: null })
        .execute();
      let result: ChargeResult;
      const kept = await this.options.payments.saveCard(input.card);
      if (!kept.ok) result = kept;
      else {
        saved = kept.card;
        result = await this.options.payments.chargeSaved({ amount: total, currency: input.currency, paymentMethod: kept.card.paymentMethod, idempotencyKey: `gift_${input.idempotencyKey}`, description });
      }
      await this.db
        .updateTable('giving_payment_attempts')
        .set(result.ok ? { outcome: 'succeeded', charge_id: result.chargeId, finished_at: this.now().toISOString() } : { outcome: 'failed', decline_code: result.code, message: result.message, finished_at: this.now().toISOString() })
        .where('id', '=', attemptId)
        .execute();
      return result;
    });
    if (charge === 'throttled' || charge === 'busy') {
      // Not the key's answer: nothing happened, and the same submission may be sent again later.
      await this.keys.drop(input.idempotencyKey);
      return { errors: [charge === 'busy' ? PAYMENT_BUSY : DECLINES_THROTTLED] };
    }
    if (!charge.ok) {
      const answer: StoredAnswer = { errors: [declineError(charge)] };
      await this.keys.finish(input.idempotencyKey, answer);
      return answer;
    }
    const receiptToken = randomBytes(24).toString('base64url');
    const donationId = publicId();
    try {
      await this.withRetry(() => this.options.db.transaction().execute((trx) => this.writeGiftIn(trx, recordOf(input), customerId, charge.ok ? charge.chargeId : '', saved, donationId, receiptToken)));
    } catch (error) {
      await this.options.payments.refund(charge.chargeId).catch((e: unknown) => console.error('giving: refund failed, needs a person:', charge.ok && charge.chargeId, e));
      throw error;
    }
    void this.sendReceipt(donationId, receiptToken, { counted: true });
    return { donationId, receiptToken };
  }

  /** Writes a gift (donor, declaration, schedule, ledger row, the key's answer) inside `tx`. */
  private async writeGiftIn(tx: Transaction<Database>, input: GiftRecord, customerId: string | null, chargeId: string, saved: SavedCard | null, donationId: string, receiptToken: string) {
    const at = this.now();
    const iso = at.toISOString();
    const trx = givingDb(tx);
    const { donor } = input;
    let donorId: string;
    const existing = customerId ? await trx.selectFrom('giving_donors').select('id').where('customer_id', '=', customerId).executeTakeFirst() : undefined;
    const details = { email: donor.email, title: donor.title, first_name: donor.firstName, last_name: donor.lastName, country: donor.country, address: donor.address, postcode: donor.postcode, updated_at: iso };
    if (existing) {
      donorId = existing.id;
      await trx.updateTable('giving_donors').set(details).where('id', '=', donorId).execute();
    } else {
      donorId = randomUUID();
      await trx.insertInto('giving_donors').values({ id: donorId, customer_id: customerId, created_at: iso, ...details }).execute();
    }
    let declarationId: string | null = null;
    if (input.giftAid && donor.address && donor.postcode) {
      declarationId = randomUUID();
      await trx
        .insertInto('giving_gift_aid_declarations')
        .values({ id: declarationId, donor_id: donorId, title: donor.title, first_name: donor.firstName, last_name: donor.lastName, address: donor.address, postcode: donor.postcode, declaration_text: GIFT_AID_DECLARATION, declared_at: iso })
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
        .values({ id: randomUUID(), recurring_id: recurringId, at: iso, kind: 'charged', message: `First ${input.frequency} gift of ${decimalAmount(input.amount + input.fee)} ${input.currency} charged; the next is due ${next.toISOString().slice(0, 10)}.` })
        .execute();
    }
    const last = await trx.selectFrom('giving_donations').select((eb) => eb.fn.max('reference').as('max')).executeTakeFirst();
    await trx
      .insertInto('giving_donations')
      .values({
        id: donationId,
        reference: Number(last?.max ?? 0) + 1,
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
        public_reference: newDonationReference(),
        supporter_hidden_at: null,
      })
      .execute();
    await this.keys.finish(input.idempotencyKey, { donationId, receiptToken }, trx as never);
  }

  /** A ledger number or reference taken by a concurrent gift (or a SQLite writer busy) is retried, with a new reference. */
  private async withRetry<T>(fn: () => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await fn();
      } catch (error) {
        const busy = typeof error === 'object' && error !== null && ['SQLITE_BUSY', '40001', '40P01'].includes(String((error as { code?: unknown }).code));
        if (attempt >= 8 || !(isUniqueViolation(error) || busy)) throw error;
        await sleep(5 * attempt + Math.floor(Math.random() * 10));
      }
    }
  }

  /** Mails a receipt; a `counted` one (a visitor's gift, not a schedule's) only while its mailbox is within its limit. */
  private async sendReceipt(donationId: string, receiptToken: string, { counted = false } = {}) {
    if (!this.options.mailer) return;
    try {
      const row = await this.db.selectFrom('giving_donations').selectAll().where('id', '=', donationId).executeTakeFirstOrThrow();
      const view = await this.view(row, receiptToken);
      if (counted && !(await this.limits.admitReceipt(view.donor.email))) {
        console.log(`giving: receipt for ${view.reference} not mailed: its mailbox has had its share of receipts (the gift stands; its receipt link works)`);
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
    const donor = await this.db.selectFrom('giving_donors').selectAll().where('id', '=', row.donor_id).executeTakeFirstOrThrow();
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
      donor: { title: donor.title, firstName: donor.first_name, lastName: donor.last_name, email: donor.email, country: donor.country },
      cardLast4: row.card_last4,
      createdAt: row.created_at,
      receiptUrl: receipt,
      recurringId: row.recurring_id,
    };
  }

  /**
   * One donation for its donor: the signed-in customer who gave it, or whoever holds the receipt
   * token. Anything else is null, after the same lookup and hash, so the answer and its time say
   * nothing about whether the id exists.
   */
  async donation(id: string, token: string | null, customerId: string | null): Promise<DonationView | null> {
    const row = /^[A-Za-z0-9_-]{1,64}$/.test(id) ? await this.db.selectFrom('giving_donations').selectAll().where('id', '=', id).executeTakeFirst() : undefined;
    const given = Buffer.from(hashToken(token ?? ''), 'hex');
    const stored = Buffer.from(row?.receipt_token_hash ?? hashToken(randomBytes(8).toString('hex')), 'hex');
    const tokenOk = token !== null && token.length > 0 && given.length === stored.length && timingSafeEqual(given, stored);
    const ownerOk = row !== undefined && customerId !== null && row.customer_id === customerId;
    if (!row || !(tokenOk || ownerOk)) return null;
    return this.view(row, tokenOk ? token : null);
  }

  async history(customerId: string, year: number | null) {
    let query = this.db.selectFrom('giving_donations').selectAll().where('customer_id', '=', customerId);
    if (year !== null) query = query.where('created_at', '>=', `${year}-01-01`).where('created_at', '<', `${year + 1}-01-01`);
    const rows = await query.orderBy('created_at', 'desc').orderBy('reference', 'desc').execute();
    const totals = new Map<string, { year: number; currency: string; total: number; giftAid: number; count: number }>();
    for (const r of rows) {
      if (r.status !== 'succeeded') continue;
      const y = Number(r.created_at.slice(0, 4));
      const key = `${y} ${r.currency}`;
      const t = totals.get(key) ?? { year: y, currency: r.currency, total: 0, giftAid: 0, count: 0 };
      t.total += r.total;
      t.giftAid += r.gift_aid === 1 ? Math.floor(r.amount / 4) : 0;
      t.count += 1;
      totals.set(key, t);
    }
    return {
      donations: await Promise.all(rows.map((r) => this.view(r, null))),
      yearlyTotals: [...totals.values()]
        .sort((a, b) => b.year - a.year || a.currency.localeCompare(b.currency))
        .map((t) => ({ year: t.year, total: money(t.total, t.currency), giftAid: money(t.giftAid, t.currency), count: t.count })),
    };
  }

  /** Real donations per project: raised per currency, count, and opt-in supporters (first name, country). */
  async projectStats(ids: string[] | null) {
    const projects = ids ? (await Promise.all(ids.slice(0, 100).map((id) => this.options.catalogue.project(id)))).filter((p): p is GivingProjectInfo => p !== null) : await this.options.catalogue.all();
    if (projects.length === 0) return [];
    const wanted = projects.map((p) => p.id);
    const sums = await this.db
      .selectFrom('giving_donations')
      .select(['project_id', 'currency'])
      .select((eb) => [eb.fn.sum<number>('amount').as('raised'), eb.fn.countAll<number>().as('count')])
      .where('status', '=', 'succeeded')
      .where('project_id', 'in', wanted)
      .groupBy(['project_id', 'currency'])
      .execute();
    return projects.map((p) => {
      const mine = sums.filter((s) => s.project_id === p.id).sort((a, b) => a.currency.localeCompare(b.currency));
      return {
        id: p.id,
        kind: p.kind,
        title: p.title,
        goal: p.goal === null ? null : money(p.goal, 'USD'),
        raised: mine.map((s) => money(Number(s.raised), s.currency)),
        donationCount: mine.reduce((n, s) => n + Number(s.count), 0),
      };
    });
  }

  async supporters(projectId: string, first: number) {
    const rows = await this.db
      .selectFrom('giving_donations')
      .innerJoin('giving_donors', 'giving_donors.id', 'giving_donations.donor_id')
      .select(['giving_donors.first_name', 'giving_donors.country', 'giving_donations.created_at'])
      .where('giving_donations.project_id', '=', projectId)
      .where('giving_donations.status', '=', 'succeeded')
      .where('giving_donations.show_as_supporter', '=', 1)
      .where('giving_donations.supporter_hidden_at', 'is', null)
      .orderBy('giving_donations.created_at', 'desc')
      .limit(Math.max(0, Math.min(first, 50)))
      .execute();
    // A name stored before links were refused at input is not shown as it is (supporter-names.ts).
    return rows.map((r) => ({ firstName: publicName(r.first_name), country: r.country, givenAt: r.created_at }));
  }

  // ——— The scheduler's step: one period of one schedule ———

  /**
   * Charges one period of a recurring gift, at most once however many processes try: the attempt row
   * (unique per schedule, period and attempt number) is the claim, and the ledger's unique
   * (recurring_id, period_key) the final guard. The caller (the scheduler) decides what a failure
   * means: a retry later, a mail, a cancellation.
   */
  async chargePeriod(
    scheduleId: string,
    period: string,
    attempt: number,
  ): Promise<{ outcome: 'charged'; donationId: string } | { outcome: 'failed'; code: DeclineCode; message: string } | { outcome: 'skipped'; reason: string }> {
    const schedule = await this.recurringById(scheduleId);
    if (!schedule || (schedule.status !== 'active' && schedule.status !== 'past_due')) return { outcome: 'skipped', reason: 'not active' };
    const done = await this.db.selectFrom('giving_donations').select('id').where('recurring_id', '=', scheduleId).where('period_key', '=', period).executeTakeFirst();
    if (done) return { outcome: 'skipped', reason: 'already charged' };
    let attemptId: string = randomUUID();
    const total = schedule.amount + schedule.fee;
    const inFlight = await this.db
      .selectFrom('giving_payment_attempts')
      .select(['id', 'attempt', 'created_at'])
      .where('recurring_id', '=', scheduleId)
      .where('period_key', '=', period)
      .where('outcome', '=', 'pending')
      .executeTakeFirst();
    if (inFlight) {
      // Another process is charging this period; if it died (its attempt is older than the lease),
      // this one takes the same attempt over, with the same provider key, so no second charge.
      if (this.now().getTime() - Date.parse(inFlight.created_at) < CHARGE_LEASE_MS || inFlight.attempt !== attempt) return { outcome: 'skipped', reason: 'in flight' };
      attemptId = inFlight.id;
    } else {
      try {
        await this.db
          .insertInto('giving_payment_attempts')
          .values({ id: attemptId, idempotency_key: null, recurring_id: scheduleId, period_key: period, attempt, amount: total, currency: schedule.currency, outcome: 'pending', decline_code: null, message: null, charge_id: null, created_at: this.now().toISOString(), finished_at: null })
          .execute();
      } catch (error) {
        if (isUniqueViolation(error)) return { outcome: 'skipped', reason: 'claimed by another process' };
        throw error;
      }
    }
    const charge = await this.options.payments.chargeSaved({
      amount: total,
      currency: schedule.currency,
      paymentMethod: schedule.payment_method,
      idempotencyKey: `recurring_${scheduleId}_${period}_${attempt}`,
      description: `Recurring gift ${scheduleId}, ${period}`,
    });
    const finished = this.now().toISOString();
    if (!charge.ok) {
      await this.db.updateTable('giving_payment_attempts').set({ outcome: 'failed', decline_code: charge.code, message: charge.message, finished_at: finished }).where('id', '=', attemptId).execute();
      return { outcome: 'failed', code: charge.code, message: charge.message };
    }
    const donationId = publicId();
    const receiptToken = randomBytes(24).toString('base64url');
    const at = this.now();
    const next = schedule.frequency === 'one_off' ? null : nextChargeAt(schedule.frequency, period, schedule.anchor_day, new Date(schedule.created_at));
    try {
      await this.withRetry(() =>
        this.db.transaction().execute(async (trx) => {
          const last = await trx.selectFrom('giving_donations').select((eb) => eb.fn.max('reference').as('max')).executeTakeFirst();
          await trx
            .insertInto('giving_donations')
            .values({
              id: donationId,
              reference: Number(last?.max ?? 0) + 1,
              donor_id: schedule.donor_id,
              customer_id: schedule.customer_id,
              project_id: schedule.project_id,
              frequency: schedule.frequency,
              recurring_id: scheduleId,
              period_key: period,
              currency: schedule.currency,
              amount: schedule.amount,
              fee: schedule.fee,
              total,
              gift_aid: schedule.gift_aid,
              gift_aid_declaration_id: schedule.gift_aid_declaration_id,
              status: 'succeeded',
              charge_id: charge.chargeId,
              card_last4: schedule.card_last4,
              receipt_token_hash: hashToken(receiptToken),
              show_as_supporter: 0,
              created_at: at.toISOString(),
              public_reference: newDonationReference(),
              supporter_hidden_at: null,
            })
            .execute();
          await trx.updateTable('giving_payment_attempts').set({ outcome: 'succeeded', charge_id: charge.chargeId, finished_at: finished }).where('id', '=', attemptId).execute();
          await trx
            .updateTable('giving_recurring')
            .set((eb) => ({ status: 'active', failure_count: 0, next_charge_at: next ? next.toISOString() : null, version: eb('version', '+', 1), updated_at: at.toISOString() }))
            .where('id', '=', scheduleId)
            .execute();
          await trx
            .insertInto('giving_recurring_events')
            .values({ id: randomUUID(), recurring_id: scheduleId, at: at.toISOString(), kind: schedule.status === 'past_due' ? 'recovered' : 'charged', message: `Gift for ${period} of ${decimalAmount(total)} ${schedule.currency} charged to the card ending ${schedule.card_last4}${next ? `; the next is due ${next.toISOString().slice(0, 10)}` : ''}.` })
            .execute();
        }),
      );
    } catch (error) {
      // Another process wrote this period after all (the ledger's unique key): give this charge back.
      await this.options.payments.refund(charge.chargeId).catch((e: unknown) => console.error('giving: refund failed, needs a person:', charge.chargeId, e));
      if (isUniqueViolation(error)) return { outcome: 'skipped', reason: 'charged by another process' };
      throw error;
    }
    void this.sendReceipt(donationId, receiptToken);
    return { outcome: 'charged', donationId };
  }

  // ——— Recurring gifts: the donor's own only ———

  async recurringFor(customerId: string): Promise<RecurringView[]> {
    const rows = await this.db.selectFrom('giving_recurring').selectAll().where('customer_id', '=', customerId).orderBy('created_at', 'desc').execute();
    return Promise.all(rows.map((r) => this.recurringView(r)));
  }

  async recurringView(row: RecurringTable): Promise<RecurringView> {
    const events = await this.db.selectFrom('giving_recurring_events').select(['at', 'kind', 'message']).where('recurring_id', '=', row.id).orderBy('at').orderBy('id').execute();
    return {
      id: row.id,
      projectId: row.project_id,
      frequency: FREQUENCY_OUT[row.frequency],
      amount: money(row.amount, row.currency),
      fee: money(row.fee, row.currency),
      status: row.status.toUpperCase(),
      nextChargeAt: row.status === 'active' || row.status === 'past_due' ? row.next_charge_at : null,
      cardLast4: row.card_last4,
      cardExpiry: `${String(row.card_exp_month).padStart(2, '0')}/${row.card_exp_year}`,
      giftAid: row.gift_aid === 1,
      createdAt: row.created_at,
      events,
      version: row.version,
    };
  }

  async donationsOfRecurring(recurringId: string): Promise<DonationView[]> {
    const rows = await this.db.selectFrom('giving_donations').selectAll().where('recurring_id', '=', recurringId).orderBy('created_at', 'desc').execute();
    return Promise.all(rows.map((r) => this.view(r, null)));
  }

  async recurringById(id: string): Promise<RecurringTable | undefined> {
    return this.db.selectFrom('giving_recurring').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /**
   * One change to a donor's recurring gift, made only to the version the donor saw: `expectedVersion`
   * must be the row's `version` (else `STALE`, nothing changed: another tab, device or the scheduler
   * moved it on), `change` works out the new columns (or refuses), then a compare-and-set on that
   * version writes them with an event; the payload is the row read back.
   */
  private async changeRecurring(
    id: string,
    customerId: string | null,
    expectedVersion: unknown,
    change: (row: RecurringTable) => Promise<{ set: Partial<RecurringTable>; event: { kind: string; message: string } } | GivingUserError>,
  ): Promise<{ recurringDonation: RecurringView | null; userErrors: GivingUserError[] }> {
    if (!customerId) return { recurringDonation: null, userErrors: [{ field: null, code: 'SIGN_IN_REQUIRED', message: 'Sign in to manage your recurring gifts.' }] };
    if (typeof expectedVersion !== 'number' || !Number.isSafeInteger(expectedVersion) || expectedVersion < 1)
      return { recurringDonation: null, userErrors: [{ field: ['expectedVersion'], code: 'INVALID', message: 'expectedVersion must be the version of the gift as shown (a whole number from 1).' }] };
    const row = await this.recurringById(id);
    if (!row || row.customer_id !== customerId) return { recurringDonation: null, userErrors: [{ field: ['id'], code: 'NOT_FOUND', message: 'No recurring gift of yours has that id.' }] };
    if (row.version !== expectedVersion) return { recurringDonation: null, userErrors: [STALE_GIFT] };
    const outcome = await change(row);
    if ('code' in outcome) return { recurringDonation: null, userErrors: [outcome] };
    const at = this.now().toISOString();
    const written = await this.db.transaction().execute(async (trx) => {
      const result = await trx
        .updateTable('giving_recurring')
        .set({ ...outcome.set, version: expectedVersion + 1, updated_at: at })
        .where('id', '=', id)
        .where('version', '=', expectedVersion)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) return false;
      await trx.insertInto('giving_recurring_events').values({ id: randomUUID(), recurring_id: id, at, ...outcome.event }).execute();
      return true;
    });
    if (!written) return { recurringDonation: null, userErrors: [STALE_GIFT] };
    const fresh = await this.recurringById(id);
    return { recurringDonation: fresh ? await this.recurringView(fresh) : null, userErrors: [] };
  }

  updateAmount(id: string, customerId: string | null, expectedVersion: unknown, rawAmount: unknown, coverFees: boolean) {
    return this.changeRecurring(id, customerId, expectedVersion, async (row) => {
      if (row.status === 'cancelled') return { field: ['id'], code: 'INVALID_STATE', message: 'This gift is cancelled; start a new one instead.' };
      const checked = checkAmount(rawAmount, row.currency, ['amount']);
      if (Array.isArray(checked)) return checked[0] as GivingUserError;
      const fee = feeFor(checked.amount, coverFees);
      return { set: { amount: checked.amount, fee, cover_fees: coverFees ? 1 : 0 }, event: { kind: 'amount_changed', message: `Amount changed from ${decimalAmount(row.amount + row.fee)} to ${decimalAmount(checked.amount + fee)} ${row.currency}.` } };
    });
  }

  /** A new card is checked with the provider, which can decline it: the same limits as a gift's payment. */
  async updateCard(id: string, customerId: string | null, expectedVersion: unknown, rawCard: unknown, clientAddress: string) {
    if (customerId && !(await this.limits.admitPayment(clientAddress))) return { recurringDonation: null, userErrors: [PAYMENTS_THROTTLED] };
    return this.changeRecurring(id, customerId, expectedVersion, async (row) => {
      if (row.status === 'cancelled') return { field: ['id'], code: 'INVALID_STATE', message: 'This gift is cancelled; start a new one instead.' };
      const errors: GivingUserError[] = [];
      const card = checkCard(rawCard, ['card'], errors, this.now());
      if (!card) return errors[0] as GivingUserError;
      const kept = await this.limits.declines.run({ address: clientAddress, cardNumber: card.number }, () => this.options.payments.saveCard(card));
      if (kept === 'throttled' || kept === 'busy') return { ...(kept === 'busy' ? PAYMENT_BUSY : DECLINES_THROTTLED), field: ['card'] };
      if (!kept.ok) return { ...declineError(kept), field: ['card'], message: `${kept.message} Your gift still uses the card ending ${row.card_last4}.` };
      return {
        set: { payment_method: kept.card.paymentMethod, card_last4: kept.card.last4, card_exp_month: kept.card.expMonth, card_exp_year: kept.card.expYear },
        event: { kind: 'card_changed', message: `Card changed to the one ending ${kept.card.last4}.` },
      };
    });
  }

  pause(id: string, customerId: string | null, expectedVersion: unknown) {
    return this.changeRecurring(id, customerId, expectedVersion, async (row) =>
      row.status === 'active' || row.status === 'past_due'
        ? { set: { status: 'paused' }, event: { kind: 'paused', message: 'Paused: nothing will be charged until it is resumed.' } }
        : { field: ['id'], code: 'INVALID_STATE', message: `A ${row.status} gift cannot be paused.` },
    );
  }

  resume(id: string, customerId: string | null, expectedVersion: unknown) {
    return this.changeRecurring(id, customerId, expectedVersion, async (row) => {
      if (row.status !== 'paused') return { field: ['id'], code: 'INVALID_STATE', message: `A ${row.status} gift cannot be resumed.` };
      if (row.frequency === 'one_off') return { field: ['id'], code: 'INVALID_STATE', message: 'Not a recurring gift.' };
      const next = nextChargeFrom(row.frequency, row.anchor_day, new Date(row.created_at), this.now());
      return { set: { status: 'active', next_charge_at: next.toISOString(), failure_count: 0 }, event: { kind: 'resumed', message: `Resumed; the next gift is due ${next.toISOString().slice(0, 10)}.` } };
    });
  }

  cancel(id: string, customerId: string | null, expectedVersion: unknown) {
    return this.changeRecurring(id, customerId, expectedVersion, async (row) =>
      row.status === 'cancelled'
        ? { field: ['id'], code: 'INVALID_STATE', message: 'This gift is already cancelled.' }
        : { set: { status: 'cancelled', next_charge_at: null, cancelled_at: this.now().toISOString() }, event: { kind: 'cancelled', message: 'Cancelled by the donor: no further gifts will be charged.' } },
    );
  }
}

