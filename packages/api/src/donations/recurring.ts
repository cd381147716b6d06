import { randomBytes, randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import { decimalAmount } from '../commerce/money';
import type { ChargeResult, DeclineCode, SavedCard } from '../payments/provider';
import { isUniqueViolation } from '../db/database';
import type { Database } from '../db/schema';
import { LeaseLost } from '../payments/attempts';
import type { AttemptStatus } from '../payments/payment-tables';
import type { AttemptCompleter } from '../payments/reconciler';
import {
  chargeSavedCard,
  completeSavedCharge,
  type SavedCharge,
  takeSaved,
  type TakenSaved,
} from '../payments/take-saved';
import {
  checkAmount,
  checkCard,
  type CleanDonation,
  feeFor,
  type GivingUserError,
} from './donation-input';
import {
  type DonationContext,
  type DonationView,
  declineError,
  FREQUENCY_OUT,
  GIFT_INTERRUPTED,
  type GiftPayload,
  hashToken,
  money,
  publicId,
  recordOf,
  type RecurringView,
  type StoredAnswer,
} from './donation-context';
import { newDonationReference } from './donation-reference';
import { givingDb, type RecurringTable } from './donation-tables';
import { DECLINES_THROTTLED, PAYMENT_BUSY, PAYMENTS_THROTTLED } from './giving-limits';
import type { GivingProjectInfo } from './project-catalogue';
import { nextChargeAt, nextChargeFrom } from './recurring-periods';

/*
 * Recurring gifts (issue 16): the first gift of a schedule (its card kept with the provider), the
 * scheduler's charge of one later period (scheduler.ts decides when, and what a failure means), and
 * the donor's changes to their own schedules, each a compare-and-set on the schedule's version.
 * Every charge is in the shared payments ledger (issue 27, payments/take-saved.ts): the first gift
 * under the domain 'gift' (the reconciler's gift completer writes it with its schedule), the later
 * periods under 'recurring' (recurringCompleter below).
 */

/** How long a scheduler's claim on a due schedule lasts before another process may take it over. */
export const CHARGE_LEASE_MS = 10 * 60_000;

/** What a period's attempt carries in the payments ledger (recurring-payments-migration.ts writes the same, without donationId). */
export interface RecurringPayload {
  scheduleId: string;
  period: string;
  /** The period's declines before this try, plus one: what the scheduler's retries count. */
  attempt: number;
  donationId?: string;
}

/** One try of a period, as the scheduler reads it. */
export interface RecurringAttempt {
  id: string;
  period: string;
  attempt: number;
  status: AttemptStatus;
  providerKey: string;
  createdAt: string;
}

/** A change made to a version of a recurring gift that is no longer the current one. */
const STALE_GIFT: GivingUserError = {
  field: ['expectedVersion'],
  code: 'STALE',
  message: 'This gift was changed elsewhere; reload to see it. Nothing was changed.',
};

export class RecurringGifts {
  constructor(private readonly ctx: DonationContext) {}

  /**
   * The first gift of a monthly or yearly schedule: the card is kept with the provider, then charged
   * through the payments ledger (payments/take-saved.ts) under the gift's provider key; the gift and
   * its schedule are written in the transaction that completes the attempt, whose payload carries the
   * kept card so the reconciler can write both after a crash.
   */
  async startRecurring(
    input: CleanDonation,
    customerId: string | null,
    project: GivingProjectInfo,
    clientAddress: string,
  ): Promise<StoredAnswer> {
    const receiptToken = randomBytes(24).toString('base64url');
    const donationId = publicId();
    const gift = recordOf(input);
    const spec = (saved: SavedCard | null) => {
      const payload: GiftPayload = {
        gift,
        customerId,
        donationId,
        projectTitle: project.title,
        saved,
      };
      return {
        domain: 'gift' as const,
        key: input.idempotencyKey,
        providerKey: `gift_${input.idempotencyKey}`,
        amount: input.amount + input.fee,
        currency: input.currency,
        email: input.donor.email,
        payload,
      };
    };
    let charged: SavedCharge | null = null;
    let saved: SavedCard | null = null;
    // Past the decline limit the provider is not asked and no attempt is written.
    const answer = await this.ctx.limits.declines.run(
      { address: clientAddress, cardNumber: input.card.number },
      async (): Promise<ChargeResult> => {
        const kept = await this.ctx.options.payments.saveCard(input.card);
        if (!kept.ok) {
          // Refused before any charge: in the ledger as a declined attempt all the same, like every payment the limits let through.
          const opened = await this.ctx.payments.ledger.open(spec(null));
          if ('id' in opened) await this.ctx.payments.ledger.charged(opened.id, opened.lease, kept);
          return kept;
        }
        saved = kept.card;
        charged = await chargeSavedCard(this.ctx.payments, {
          ...spec(kept.card),
          paymentMethod: kept.card.paymentMethod,
          description: `Gift to ${project.title}`,
        });
        if (charged.outcome === 'charged') return { ok: true, chargeId: charged.chargeId };
        if (charged.outcome === 'declined')
          return { ok: false, code: charged.code, message: charged.message };
        return { ok: false, code: 'processing_error', message: 'not charged' };
      },
    );
    if (answer === 'throttled' || answer === 'busy') {
      // Not the key's answer: nothing happened, and the same submission may be sent again later.
      await this.ctx.keys.drop(input.idempotencyKey);
      return { errors: [answer === 'busy' ? PAYMENT_BUSY : DECLINES_THROTTLED] };
    }
    const result = charged as SavedCharge | null;
    if (!answer.ok && (!result || result.outcome === 'declined')) {
      const declined: StoredAnswer = { errors: [declineError(answer)] };
      await this.ctx.keys.finish(input.idempotencyKey, declined);
      return declined;
    }
    if (!result || result.outcome === 'busy') {
      await this.ctx.keys.drop(input.idempotencyKey);
      return { errors: [PAYMENT_BUSY] };
    }
    if (result.outcome === 'resolved')
      return (await this.ctx.keys.stored(input.idempotencyKey)) ?? { errors: [GIFT_INTERRUPTED] };
    if (result.outcome !== 'charged')
      throw new Error(`unexpected charge outcome ${result.outcome}`);
    const card = saved as SavedCard | null;
    await completeSavedCharge(
      this.ctx.payments,
      result,
      `gift_${input.idempotencyKey}`,
      (trx, chargeId) =>
        this.ctx.writeGiftIn(trx, gift, customerId, chargeId, card, donationId, receiptToken),
    );
    void this.ctx.sendReceipt(donationId, receiptToken, { counted: true });
    return { donationId, receiptToken };
  }

  // ——— The scheduler's step: one period of one schedule ———

  /** A schedule's charges in the payments ledger (domain 'recurring', keyed by the schedule), oldest first. */
  async attemptsOf(scheduleId: string): Promise<RecurringAttempt[]> {
    const rows = await this.ctx.payments.ledger.db
      .selectFrom('payment_attempts')
      .select(['id', 'status', 'provider_key', 'payload_json', 'created_at'])
      .where('domain', '=', 'recurring')
      .where('domain_key', '=', scheduleId)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    return rows.map((r) => {
      const payload = JSON.parse(r.payload_json) as RecurringPayload;
      return {
        id: r.id,
        period: payload.period,
        attempt: payload.attempt,
        status: r.status,
        providerKey: r.provider_key,
        createdAt: r.created_at,
      };
    });
  }

  /**
   * Charges one period of a recurring gift, at most once however many processes try. Each try of a
   * period is an attempt in the payments ledger, written before the card is charged, under a
   * provider key of its own (`recurring_<schedule>_<period>_<try>`); the period's gift is written in
   * the transaction that marks the attempt completed, and the ledger's unique (recurring_id,
   * period_key) is the final guard (a second charge for a period is refunded). A try still open (its
   * process died) is taken over under its own key, so the provider answers its first charge; the
   * reconciler completes or refunds it meanwhile if it comes first. `attempt` counts the period's
   * declines (1 for the first try): the caller (the scheduler) decides what a failure means: a retry
   * later, a mail, a cancellation.
   */
  async chargePeriod(
    scheduleId: string,
    period: string,
    attempt: number,
  ): Promise<
    | { outcome: 'charged'; donationId: string }
    | { outcome: 'failed'; code: DeclineCode; message: string }
    | { outcome: 'skipped'; reason: string }
  > {
    const schedule = await this.recurringById(scheduleId);
    if (!schedule || (schedule.status !== 'active' && schedule.status !== 'past_due'))
      return { outcome: 'skipped', reason: 'not active' };
    const done = await this.ctx.db
      .selectFrom('giving_donations')
      .select('id')
      .where('recurring_id', '=', scheduleId)
      .where('period_key', '=', period)
      .executeTakeFirst();
    if (done) return { outcome: 'skipped', reason: 'already charged' };
    const tries = (await this.attemptsOf(scheduleId)).filter((a) => a.period === period);
    const open = tries.find((a) => a.status === 'pending' || a.status === 'succeeded');
    if (open && open.attempt !== attempt) return { outcome: 'skipped', reason: 'in flight' };
    const providerKey =
      open?.providerKey ?? `recurring_${scheduleId}_${period}_${tries.length + 1}`;
    const donor = await this.ctx.db
      .selectFrom('giving_donors')
      .select('email')
      .where('id', '=', schedule.donor_id)
      .executeTakeFirst();
    const donationId = publicId();
    const receiptToken = randomBytes(24).toString('base64url');
    const payload: RecurringPayload = { scheduleId, period, attempt, donationId };
    let taken: TakenSaved<void>;
    try {
      taken = await takeSaved(
        this.ctx.payments,
        {
          domain: 'recurring',
          key: scheduleId,
          providerKey,
          amount: schedule.amount + schedule.fee,
          currency: schedule.currency,
          email: donor?.email ?? null,
          payload,
          paymentMethod: schedule.payment_method,
          description: `Recurring gift ${scheduleId}, ${period}`,
        },
        (trx, chargeId) =>
          this.writePeriodIn(trx, scheduleId, period, chargeId, donationId, receiptToken),
      );
    } catch (error) {
      // Another worker (the reconciler) holds the attempt now and completes or refunds it.
      if (error instanceof LeaseLost) return { outcome: 'skipped', reason: 'in flight' };
      // Another try wrote this period after all (the ledger's unique key): this charge was given back.
      if (isUniqueViolation(error))
        return { outcome: 'skipped', reason: 'charged by another process' };
      throw error;
    }
    if (taken.outcome === 'declined')
      return { outcome: 'failed', code: taken.code, message: taken.message };
    if (taken.outcome === 'busy') return { outcome: 'skipped', reason: 'in flight' };
    // Completed by another worker, or given up (refunded, never charged): the period is looked at afresh next time.
    if (taken.outcome === 'resolved')
      return {
        outcome: 'skipped',
        reason:
          taken.status === 'completed' ? 'charged by another process' : `attempt ${taken.status}`,
      };
    void this.ctx.sendReceipt(donationId, receiptToken);
    return { outcome: 'charged', donationId };
  }

  /** The period's gift, the schedule moved on and its event, inside the transaction that completes the charge's attempt. */
  private async writePeriodIn(
    tx: Transaction<Database>,
    scheduleId: string,
    period: string,
    chargeId: string,
    donationId: string,
    receiptToken: string,
  ): Promise<void> {
    const trx = givingDb(tx);
    const schedule = await trx
      .selectFrom('giving_recurring')
      .selectAll()
      .where('id', '=', scheduleId)
      .executeTakeFirstOrThrow();
    const total = schedule.amount + schedule.fee;
    const at = this.ctx.now();
    const next =
      schedule.frequency === 'one_off'
        ? null
        : nextChargeAt(
            schedule.frequency,
            period,
            schedule.anchor_day,
            new Date(schedule.created_at),
          );
    const last = await trx
      .selectFrom('giving_donations')
      .select((eb) => eb.fn.max('reference').as('max'))
      .executeTakeFirst();
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
        charge_id: chargeId,
        card_last4: schedule.card_last4,
        receipt_token_hash: hashToken(receiptToken),
        show_as_supporter: 0,
        created_at: at.toISOString(),
        public_reference: newDonationReference(),
        supporter_hidden_at: null,
      })
      .execute();
    // A gift paused or cancelled since its charge was taken (the reconciler may come minutes later) stays so; the gift stands.
    await trx
      .updateTable('giving_recurring')
      .set((eb) => ({
        status: 'active',
        failure_count: 0,
        next_charge_at: next ? next.toISOString() : null,
        version: eb('version', '+', 1),
        updated_at: at.toISOString(),
      }))
      .where('id', '=', scheduleId)
      .where('status', 'in', ['active', 'past_due'])
      .execute();
    await trx
      .insertInto('giving_recurring_events')
      .values({
        id: randomUUID(),
        recurring_id: scheduleId,
        at: at.toISOString(),
        kind: schedule.status === 'past_due' ? 'recovered' : 'charged',
        message: `Gift for ${period} of ${decimalAmount(total)} ${schedule.currency} charged to the card ending ${schedule.card_last4}${next ? `; the next is due ${next.toISOString().slice(0, 10)}.` : '.'}`,
      })
      .execute();
  }

  /**
   * How the reconciler completes a period's charge whose process died after the charge: the period's
   * gift is written (once: the ledger's lease and the unique period) and receipted; a gift that can no
   * longer be written (the period was written by another try) is refunded. Nothing is answered to
   * anyone: the scheduler looks at the period afresh once its claim on the schedule lapses.
   */
  recurringCompleter(): AttemptCompleter {
    const written = new Map<string, { donationId: string; receiptToken: string }>();
    return {
      complete: async (attempt, chargeId, trx) => {
        const payload = JSON.parse(attempt.payload_json) as RecurringPayload;
        const donationId = payload.donationId ?? publicId();
        const receiptToken = randomBytes(24).toString('base64url');
        await this.writePeriodIn(
          trx,
          payload.scheduleId,
          payload.period,
          chargeId,
          donationId,
          receiptToken,
        );
        written.set(attempt.id, { donationId, receiptToken });
      },
      completed: async (attempt) => {
        const gift = written.get(attempt.id);
        written.delete(attempt.id);
        if (gift) await this.ctx.sendReceipt(gift.donationId, gift.receiptToken);
      },
      settle: async () => undefined,
      label: (attempt) =>
        `your recurring gift for ${(JSON.parse(attempt.payload_json) as RecurringPayload).period}`,
    };
  }

  // ——— Recurring gifts: the donor's own only ———

  async recurringFor(customerId: string): Promise<RecurringView[]> {
    const rows = await this.ctx.db
      .selectFrom('giving_recurring')
      .selectAll()
      .where('customer_id', '=', customerId)
      .orderBy('created_at', 'desc')
      .execute();
    return Promise.all(rows.map((r) => this.recurringView(r)));
  }

  async recurringView(row: RecurringTable): Promise<RecurringView> {
    const events = await this.ctx.db
      .selectFrom('giving_recurring_events')
      .select(['at', 'kind', 'message'])
      .where('recurring_id', '=', row.id)
      .orderBy('at')
      .orderBy('id')
      .execute();
    return {
      id: row.id,
      projectId: row.project_id,
      frequency: FREQUENCY_OUT[row.frequency],
      amount: money(row.amount, row.currency),
      fee: money(row.fee, row.currency),
      status: row.status.toUpperCase(),
      nextChargeAt:
        row.status === 'active' || row.status === 'past_due' ? row.next_charge_at : null,
      cardLast4: row.card_last4,
      cardExpiry: `${String(row.card_exp_month).padStart(2, '0')}/${row.card_exp_year}`,
      giftAid: row.gift_aid === 1,
      createdAt: row.created_at,
      events,
      version: row.version,
    };
  }

  async donationsOfRecurring(recurringId: string): Promise<DonationView[]> {
    const rows = await this.ctx.db
      .selectFrom('giving_donations')
      .selectAll()
      .where('recurring_id', '=', recurringId)
      .orderBy('created_at', 'desc')
      .execute();
    return Promise.all(rows.map((r) => this.ctx.view(r, null)));
  }

  async recurringById(id: string): Promise<RecurringTable | undefined> {
    return this.ctx.db
      .selectFrom('giving_recurring')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
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
    change: (
      row: RecurringTable,
    ) => Promise<
      { set: Partial<RecurringTable>; event: { kind: string; message: string } } | GivingUserError
    >,
  ): Promise<{ recurringDonation: RecurringView | null; userErrors: GivingUserError[] }> {
    if (!customerId)
      return {
        recurringDonation: null,
        userErrors: [
          {
            field: null,
            code: 'SIGN_IN_REQUIRED',
            message: 'Sign in to manage your recurring gifts.',
          },
        ],
      };
    if (
      typeof expectedVersion !== 'number' ||
      !Number.isSafeInteger(expectedVersion) ||
      expectedVersion < 1
    )
      return {
        recurringDonation: null,
        userErrors: [
          {
            field: ['expectedVersion'],
            code: 'INVALID',
            message:
              'expectedVersion must be the version of the gift as shown (a whole number from 1).',
          },
        ],
      };
    const row = await this.recurringById(id);
    if (!row || row.customer_id !== customerId)
      return {
        recurringDonation: null,
        userErrors: [
          { field: ['id'], code: 'NOT_FOUND', message: 'No recurring gift of yours has that id.' },
        ],
      };
    if (row.version !== expectedVersion)
      return { recurringDonation: null, userErrors: [STALE_GIFT] };
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
      await trx
        .insertInto('giving_recurring_events')
        .values({ id: randomUUID(), recurring_id: id, at, ...outcome.event })
        .execute();
      return true;
    });
    if (!written) return { recurringDonation: null, userErrors: [STALE_GIFT] };
    const fresh = await this.recurringById(id);
    return { recurringDonation: fresh ? await this.recurringView(fresh) : null, userErrors: [] };
  }

  updateAmount(
    id: string,
    customerId: string | null,
    expectedVersion: unknown,
    rawAmount: unknown,
    coverFees: boolean,
  ) {
    return this.changeRecurring(id, customerId, expectedVersion, async (row) => {
      if (row.status === 'cancelled')
        return {
          field: ['id'],
          code: 'INVALID_STATE',
          message: 'This gift is cancelled; start a new one instead.',
        };
      const checked = checkAmount(rawAmount, row.currency, ['amount']);
      if (Array.isArray(checked)) return checked[0] as GivingUserError;
      const fee = feeFor(checked.amount, coverFees);
      return {
        set: { amount: checked.amount, fee, cover_fees: coverFees ? 1 : 0 },
        event: {
          kind: 'amount_changed',
          message: `Amount changed from ${decimalAmount(row.amount + row.fee)} to ${decimalAmount(checked.amount + fee)} ${row.currency}.`,
        },
      };
    });
  }

  /** A new card is checked with the provider, which can decline it: the same limits as a gift's payment. */
  async updateCard(
    id: string,
    customerId: string | null,
    expectedVersion: unknown,
    rawCard: unknown,
    clientAddress: string,
  ) {
    if (customerId && !(await this.ctx.limits.admitPayment(clientAddress)))
      return { recurringDonation: null, userErrors: [PAYMENTS_THROTTLED] };
    return this.changeRecurring(id, customerId, expectedVersion, async (row) => {
      if (row.status === 'cancelled')
        return {
          field: ['id'],
          code: 'INVALID_STATE',
          message: 'This gift is cancelled; start a new one instead.',
        };
      const errors: GivingUserError[] = [];
      const card = checkCard(rawCard, ['card'], errors, this.ctx.now());
      if (!card) return errors[0] as GivingUserError;
      const kept = await this.ctx.limits.declines.run(
        { address: clientAddress, cardNumber: card.number },
        () => this.ctx.options.payments.saveCard(card),
      );
      if (kept === 'throttled' || kept === 'busy')
        return { ...(kept === 'busy' ? PAYMENT_BUSY : DECLINES_THROTTLED), field: ['card'] };
      if (!kept.ok)
        return {
          ...declineError(kept),
          field: ['card'],
          message: `${kept.message} Your gift still uses the card ending ${row.card_last4}.`,
        };
      return {
        set: {
          payment_method: kept.card.paymentMethod,
          card_last4: kept.card.last4,
          card_exp_month: kept.card.expMonth,
          card_exp_year: kept.card.expYear,
        },
        event: {
          kind: 'card_changed',
          message: `Card changed to the one ending ${kept.card.last4}.`,
        },
      };
    });
  }

  pause(id: string, customerId: string | null, expectedVersion: unknown) {
    return this.changeRecurring(id, customerId, expectedVersion, async (row) =>
      row.status === 'active' || row.status === 'past_due'
        ? {
            set: { status: 'paused' },
            event: {
              kind: 'paused',
              message: 'Paused: nothing will be charged until it is resumed.',
            },
          }
        : {
            field: ['id'],
            code: 'INVALID_STATE',
            message: `A ${row.status} gift cannot be paused.`,
          },
    );
  }

  resume(id: string, customerId: string | null, expectedVersion: unknown) {
    return this.changeRecurring(id, customerId, expectedVersion, async (row) => {
      if (row.status !== 'paused')
        return {
          field: ['id'],
          code: 'INVALID_STATE',
          message: `A ${row.status} gift cannot be resumed.`,
        };
      if (row.frequency === 'one_off')
        return { field: ['id'], code: 'INVALID_STATE', message: 'Not a recurring gift.' };
      const next = nextChargeFrom(
        row.frequency,
        row.anchor_day,
        new Date(row.created_at),
        this.ctx.now(),
      );
      return {
        set: { status: 'active', next_charge_at: next.toISOString(), failure_count: 0 },
        event: {
          kind: 'resumed',
          message: `Resumed; the next gift is due ${next.toISOString().slice(0, 10)}.`,
        },
      };
    });
  }

  cancel(id: string, customerId: string | null, expectedVersion: unknown) {
    return this.changeRecurring(id, customerId, expectedVersion, async (row) =>
      row.status === 'cancelled'
        ? { field: ['id'], code: 'INVALID_STATE', message: 'This gift is already cancelled.' }
        : {
            set: {
              status: 'cancelled',
              next_charge_at: null,
              cancelled_at: this.ctx.now().toISOString(),
            },
            event: {
              kind: 'cancelled',
              message: 'Cancelled by the donor: no further gifts will be charged.',
            },
          },
    );
  }
}
