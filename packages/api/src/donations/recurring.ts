import { randomBytes } from 'node:crypto';
import type { ChargeResult, DeclineCode, SavedCard } from '../payments/provider';
import { isUniqueViolation } from '../db/database';
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
import { type CleanDonation } from './donation-input';
import {
  type DonationContext,
  type DonationView,
  declineError,
  FREQUENCY_OUT,
  GIFT_INTERRUPTED,
  giftAttempt,
  type GiftPayload,
  money,
  publicId,
  recordOf,
  type RecurringView,
  type StoredAnswer,
} from './donation-context';
import { type RecurringTable } from './donation-tables';
import { DECLINES_THROTTLED, PAYMENT_BUSY } from './giving-limits';
import type { GivingProjectInfo } from './project-catalogue';
import { RecurringChanges } from './recurring-changes';
import { writePeriodIn } from './recurring-write';

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

export class RecurringGifts {
  private readonly changes: RecurringChanges;

  constructor(private readonly ctx: DonationContext) {
    this.changes = new RecurringChanges(ctx, this);
  }

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
      return giftAttempt(input, payload);
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
          writePeriodIn(this.ctx, trx, scheduleId, period, chargeId, donationId, receiptToken),
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
        await writePeriodIn(
          this.ctx,
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

  // Changes a donor makes to a recurring gift (recurring-changes.ts).
  updateAmount(...args: Parameters<RecurringChanges['updateAmount']>) {
    return this.changes.updateAmount(...args);
  }
  updateCard(...args: Parameters<RecurringChanges['updateCard']>) {
    return this.changes.updateCard(...args);
  }
  pause(...args: Parameters<RecurringChanges['pause']>) {
    return this.changes.pause(...args);
  }
  resume(...args: Parameters<RecurringChanges['resume']>) {
    return this.changes.resume(...args);
  }
  cancel(...args: Parameters<RecurringChanges['cancel']>) {
    return this.changes.cancel(...args);
  }
}
