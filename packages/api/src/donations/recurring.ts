import { randomBytes, randomUUID } from 'node:crypto';
import { decimalAmount } from '../commerce/money';
import type { ChargeResult, DeclineCode, SavedCard } from '../checkout/payment-provider';
import { isUniqueViolation } from '../db/database';
import { checkAmount, checkCard, type CleanDonation, feeFor, type GivingUserError } from './donation-input';
import { type DonationContext, type DonationView, declineError, FREQUENCY_OUT, hashToken, money, publicId, recordOf, type RecurringView, type StoredAnswer } from './donation-context';
import { newDonationReference } from './donation-reference';
import type { RecurringTable } from './donation-tables';
import { DECLINES_THROTTLED, PAYMENT_BUSY, PAYMENTS_THROTTLED } from './giving-limits';
import type { GivingProjectInfo } from './project-catalogue';
import { nextChargeAt, nextChargeFrom } from './recurring-periods';

/*
 * Recurring gifts (issue 16): the first gift of a schedule (its card kept with the provider), the
 * scheduler's charge of one later period (scheduler.ts decides when, and what a failure means), and
 * the donor's changes to their own schedules, each a compare-and-set on the schedule's version.
 */

/** How long a scheduler's claim on a due schedule lasts before another process may take it over. */
export const CHARGE_LEASE_MS = 10 * 60_000;

/** A change made to a version of a recurring gift that is no longer the current one. */
const STALE_GIFT: GivingUserError = { field: ['expectedVersion'], code: 'STALE', message: 'This gift was changed elsewhere; reload to see it. Nothing was changed.' };

export class RecurringGifts {
  constructor(private readonly ctx: DonationContext) {}

  /** The first gift of a monthly or yearly schedule: the card is kept with the provider and charged; the gift and its schedule are written together. */
  async startRecurring(input: CleanDonation, customerId: string | null, project: GivingProjectInfo, clientAddress: string): Promise<StoredAnswer> {
    const total = input.amount + input.fee;
    const description = `Gift to ${project.title}`;
    let saved: SavedCard | null = null;
    // Past the decline limit the provider is not asked and no attempt is written.
    const charge = await this.ctx.limits.declines.run({ address: clientAddress, cardNumber: input.card.number }, async (): Promise<ChargeResult> => {
      const attemptId = randomUUID();
      await this.ctx.db
        .insertInto('giving_payment_attempts')
        .values({ id: attemptId, idempotency_key: input.idempotencyKey, recurring_id: null, period_key: null, attempt: 1, amount: total, currency: input.currency, outcome: 'pending', decline_code: null, message: null, charge_id: null, created_at: this.ctx.now().toISOString(), finished_at: null })
        .execute();
      let result: ChargeResult;
      const kept = await this.ctx.options.payments.saveCard(input.card);
      if (!kept.ok) result = kept;
      else {
        saved = kept.card;
        result = await this.ctx.options.payments.chargeSaved({ amount: total, currency: input.currency, paymentMethod: kept.card.paymentMethod, idempotencyKey: `gift_${input.idempotencyKey}`, description });
      }
      await this.ctx.db
        .updateTable('giving_payment_attempts')
        .set(result.ok ? { outcome: 'succeeded', charge_id: result.chargeId, finished_at: this.ctx.now().toISOString() } : { outcome: 'failed', decline_code: result.code, message: result.message, finished_at: this.ctx.now().toISOString() })
        .where('id', '=', attemptId)
        .execute();
      return result;
    });
    if (charge === 'throttled' || charge === 'busy') {
      // Not the key's answer: nothing happened, and the same submission may be sent again later.
      await this.ctx.keys.drop(input.idempotencyKey);
      return { errors: [charge === 'busy' ? PAYMENT_BUSY : DECLINES_THROTTLED] };
    }
    if (!charge.ok) {
      const answer: StoredAnswer = { errors: [declineError(charge)] };
      await this.ctx.keys.finish(input.idempotencyKey, answer);
      return answer;
    }
    const receiptToken = randomBytes(24).toString('base64url');
    const donationId = publicId();
    try {
      await this.ctx.withRetry(() => this.ctx.options.db.transaction().execute((trx) => this.ctx.writeGiftIn(trx, recordOf(input), customerId, charge.ok ? charge.chargeId : '', saved, donationId, receiptToken)));
    } catch (error) {
      await this.ctx.options.payments.refund(charge.chargeId).catch((e: unknown) => console.error('giving: refund failed, needs a person:', charge.ok && charge.chargeId, e));
      throw error;
    }
    void this.ctx.sendReceipt(donationId, receiptToken, { counted: true });
    return { donationId, receiptToken };
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
    const done = await this.ctx.db.selectFrom('giving_donations').select('id').where('recurring_id', '=', scheduleId).where('period_key', '=', period).executeTakeFirst();
    if (done) return { outcome: 'skipped', reason: 'already charged' };
    let attemptId: string = randomUUID();
    const total = schedule.amount + schedule.fee;
    const inFlight = await this.ctx.db
      .selectFrom('giving_payment_attempts')
      .select(['id', 'attempt', 'created_at'])
      .where('recurring_id', '=', scheduleId)
      .where('period_key', '=', period)
      .where('outcome', '=', 'pending')
      .executeTakeFirst();
    if (inFlight) {
      // Another process is charging this period; if it died (its attempt is older than the lease),
      // this one takes the same attempt over, with the same provider key, so no second charge.
      if (this.ctx.now().getTime() - Date.parse(inFlight.created_at) < CHARGE_LEASE_MS || inFlight.attempt !== attempt) return { outcome: 'skipped', reason: 'in flight' };
      attemptId = inFlight.id;
    } else {
      try {
        await this.ctx.db
          .insertInto('giving_payment_attempts')
          .values({ id: attemptId, idempotency_key: null, recurring_id: scheduleId, period_key: period, attempt, amount: total, currency: schedule.currency, outcome: 'pending', decline_code: null, message: null, charge_id: null, created_at: this.ctx.now().toISOString(), finished_at: null })
          .execute();
      } catch (error) {
        if (isUniqueViolation(error)) return { outcome: 'skipped', reason: 'claimed by another process' };
        throw error;
      }
    }
    const charge = await this.ctx.options.payments.chargeSaved({
      amount: total,
      currency: schedule.currency,
      paymentMethod: schedule.payment_method,
      idempotencyKey: `recurring_${scheduleId}_${period}_${attempt}`,
      description: `Recurring gift ${scheduleId}, ${period}`,
    });
    const finished = this.ctx.now().toISOString();
    if (!charge.ok) {
      await this.ctx.db.updateTable('giving_payment_attempts').set({ outcome: 'failed', decline_code: charge.code, message: charge.message, finished_at: finished }).where('id', '=', attemptId).execute();
      return { outcome: 'failed', code: charge.code, message: charge.message };
    }
    const donationId = publicId();
    const receiptToken = randomBytes(24).toString('base64url');
    const at = this.ctx.now();
    const next = schedule.frequency === 'one_off' ? null : nextChargeAt(schedule.frequency, period, schedule.anchor_day, new Date(schedule.created_at));
    try {
      await this.ctx.withRetry(() =>
        this.ctx.db.transaction().execute(async (trx) => {
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
      await this.ctx.options.payments.refund(charge.chargeId).catch((e: unknown) => console.error('giving: refund failed, needs a person:', charge.chargeId, e));
      if (isUniqueViolation(error)) return { outcome: 'skipped', reason: 'charged by another process' };
      throw error;
    }
    void this.ctx.sendReceipt(donationId, receiptToken);
    return { outcome: 'charged', donationId };
  }

  // ——— Recurring gifts: the donor's own only ———

  async recurringFor(customerId: string): Promise<RecurringView[]> {
    const rows = await this.ctx.db.selectFrom('giving_recurring').selectAll().where('customer_id', '=', customerId).orderBy('created_at', 'desc').execute();
    return Promise.all(rows.map((r) => this.recurringView(r)));
  }

  async recurringView(row: RecurringTable): Promise<RecurringView> {
    const events = await this.ctx.db.selectFrom('giving_recurring_events').select(['at', 'kind', 'message']).where('recurring_id', '=', row.id).orderBy('at').orderBy('id').execute();
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
    const rows = await this.ctx.db.selectFrom('giving_donations').selectAll().where('recurring_id', '=', recurringId).orderBy('created_at', 'desc').execute();
    return Promise.all(rows.map((r) => this.ctx.view(r, null)));
  }

  async recurringById(id: string): Promise<RecurringTable | undefined> {
    return this.ctx.db.selectFrom('giving_recurring').selectAll().where('id', '=', id).executeTakeFirst();
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
    const at = this.ctx.now().toISOString();
    const written = await this.ctx.db.transaction().execute(async (trx) => {
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
    if (customerId && !(await this.ctx.limits.admitPayment(clientAddress))) return { recurringDonation: null, userErrors: [PAYMENTS_THROTTLED] };
    return this.changeRecurring(id, customerId, expectedVersion, async (row) => {
      if (row.status === 'cancelled') return { field: ['id'], code: 'INVALID_STATE', message: 'This gift is cancelled; start a new one instead.' };
      const errors: GivingUserError[] = [];
      const card = checkCard(rawCard, ['card'], errors, this.ctx.now());
      if (!card) return errors[0] as GivingUserError;
      const kept = await this.ctx.limits.declines.run({ address: clientAddress, cardNumber: card.number }, () => this.ctx.options.payments.saveCard(card));
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
      const next = nextChargeFrom(row.frequency, row.anchor_day, new Date(row.created_at), this.ctx.now());
      return { set: { status: 'active', next_charge_at: next.toISOString(), failure_count: 0 }, event: { kind: 'resumed', message: `Resumed; the next gift is due ${next.toISOString().slice(0, 10)}.` } };
    });
  }

  cancel(id: string, customerId: string | null, expectedVersion: unknown) {
    return this.changeRecurring(id, customerId, expectedVersion, async (row) =>
      row.status === 'cancelled'
        ? { field: ['id'], code: 'INVALID_STATE', message: 'This gift is already cancelled.' }
        : { set: { status: 'cancelled', next_charge_at: null, cancelled_at: this.ctx.now().toISOString() }, event: { kind: 'cancelled', message: 'Cancelled by the donor: no further gifts will be charged.' } },
    );
  }
}
