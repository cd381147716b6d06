import { randomBytes } from 'node:crypto';
import type { AttemptCompleter } from '../payments/reconciler';
import type { Authentication } from '../payments/take-payment';
import {
  checkAmount,
  type CleanDonation,
  feeFor,
  type GivingUserError,
  parseDonationInput,
  requestHash,
} from './donation-input';
import {
  type Challenged,
  type DonationContext,
  type DonationView,
  declineError,
  GIFT_INTERRUPTED,
  GIFT_REFUNDED,
  giftAttempt,
  type GiftPayload,
  money,
  publicId,
  recordOf,
  type StoredAnswer,
} from './donation-context';
import { DECLINES_THROTTLED, PAYMENT_BUSY, PAYMENTS_THROTTLED } from './giving-limits';
import type { GivingProjectInfo } from './project-catalogue';
import type { RecurringGifts } from './recurring';

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
 *
 * This module takes the submission (`donate`) and charges a one-off gift; the first gift of a
 * monthly or yearly schedule is charged by recurring.ts once the submission has passed the same checks.
 */

export class OneOffGifts {
  constructor(
    private readonly ctx: DonationContext,
    private readonly recurring: RecurringGifts,
  ) {}

  quote(amount: unknown, currency: unknown, coverFees: boolean) {
    const checked = checkAmount(amount, currency, ['amount']);
    if (Array.isArray(checked)) return null;
    const fee = feeFor(checked.amount, coverFees);
    return {
      amount: money(checked.amount, checked.currency),
      fee: money(fee, checked.currency),
      total: money(checked.amount + fee, checked.currency),
    };
  }

  /** `donate`: the gift, or why not; never half a gift. `clientAddress` is the connection's peer, what the limits count by. */
  async donate(
    raw: unknown,
    customerId: string | null,
    clientAddress: string,
  ): Promise<{
    donation: DonationView | null;
    userErrors: GivingUserError[];
    authentication?: Authentication;
  }> {
    if (!(await this.ctx.limits.admitPayment(clientAddress)))
      return { donation: null, userErrors: [PAYMENTS_THROTTLED] };
    const parsed = parseDonationInput(raw, this.ctx.now());
    if ('errors' in parsed) return { donation: null, userErrors: parsed.errors };
    const input = parsed.value;
    const project = await this.ctx.options.catalogue.project(input.projectId);
    if (!project)
      return {
        donation: null,
        userErrors: [
          {
            field: ['input', 'projectId'],
            code: 'UNKNOWN_PROJECT',
            message: 'That project is not open for gifts.',
          },
        ],
      };
    if (input.frequency !== 'one_off' && !customerId)
      return {
        donation: null,
        userErrors: [
          {
            field: ['input', 'frequency'],
            code: 'SIGN_IN_REQUIRED',
            message:
              'Sign in to give monthly or yearly, so you can change or cancel the gift at any time.',
          },
        ],
      };
    const hash = requestHash(input, customerId);
    const answer = await this.ctx.keys.claim(input.idempotencyKey, hash);
    if (answer === 'reused')
      return {
        donation: null,
        userErrors: [
          {
            field: ['input', 'idempotencyKey'],
            code: 'IDEMPOTENCY_KEY_REUSED',
            message: 'This submission key was used for a different gift; start a new gift.',
          },
        ],
      };
    if (answer === 'busy')
      return {
        donation: null,
        userErrors: [
          {
            field: null,
            code: 'PROCESSING_ERROR',
            message:
              'This gift is still being processed. Wait a moment and check your e-mail before trying again.',
          },
        ],
      };
    if (answer !== 'claimed') return this.answerOf(answer);
    const stored = await this.process(input, customerId, project, clientAddress).catch(
      async (error: unknown) => {
        console.error('giving: donation failed:', error);
        const failed: StoredAnswer = {
          errors: [
            {
              field: null,
              code: 'PROCESSING_ERROR',
              message:
                'Something went wrong on our side and nothing was charged. Please try again.',
            },
          ],
        };
        await this.ctx.keys.finish(input.idempotencyKey, failed);
        return failed;
      },
    );
    return this.answerOf(stored);
  }

  private async answerOf(stored: StoredAnswer | Challenged) {
    if ('authentication' in stored)
      return { donation: null, userErrors: [], authentication: stored.authentication };
    if ('errors' in stored) return { donation: null, userErrors: stored.errors };
    const row = await this.ctx.db
      .selectFrom('giving_donations')
      .selectAll()
      .where('id', '=', stored.donationId)
      .executeTakeFirst();
    return { donation: row ? await this.ctx.view(row, stored.receiptToken) : null, userErrors: [] };
  }

  /**
   * A one-off gift: the attempt is in the ledger before the card is charged, and the gift is written
   * in the transaction that marks it completed; a crash in between is resolved by the reconciler.
   */
  private async processOneOff(
    input: CleanDonation,
    customerId: string | null,
    project: GivingProjectInfo,
    clientAddress: string,
  ): Promise<StoredAnswer | Challenged> {
    const receiptToken = randomBytes(24).toString('base64url');
    const donationId = publicId();
    const gift = recordOf(input);
    const payload: GiftPayload = { gift, customerId, donationId, projectTitle: project.title };
    const taken = await this.ctx.payments.take(
      {
        ...giftAttempt(input, payload),
        card: input.card,
        description: `Gift to ${project.title}`,
        client: { address: clientAddress, cardNumber: input.card.number },
      },
      (trx, chargeId) =>
        this.ctx.writeGiftIn(trx, gift, customerId, chargeId, null, donationId, receiptToken),
    );
    if (taken.outcome === 'throttled' || taken.outcome === 'busy') {
      // Not the key's answer: nothing happened, and the same submission may be sent again later.
      await this.ctx.keys.drop(input.idempotencyKey);
      return { errors: [taken.outcome === 'busy' ? PAYMENT_BUSY : DECLINES_THROTTLED] };
    }
    if (taken.outcome === 'resolved')
      return (await this.ctx.keys.stored(input.idempotencyKey)) ?? { errors: [GIFT_INTERRUPTED] };
    if (taken.outcome === 'action_required') {
      // Not the key's answer yet: the donor confirms with their bank, then sends the same key again.
      await this.ctx.keys.drop(input.idempotencyKey);
      return { authentication: { challengeUrl: taken.challengeUrl } };
    }
    if (taken.outcome === 'declined') {
      const answer: StoredAnswer = {
        errors: [declineError({ ok: false, code: taken.code, message: taken.message })],
      };
      await this.ctx.keys.finish(input.idempotencyKey, answer);
      return answer;
    }
    void this.ctx.sendReceipt(donationId, receiptToken, { counted: true });
    return { donationId, receiptToken };
  }

  /** How the reconciler completes, or gives up on, a gift whose request stopped after its charge (one-off, or a recurring gift's first, with its schedule). */
  giftCompleter(): AttemptCompleter {
    const tokens = new Map<string, { donationId: string; receiptToken: string }>();
    return {
      complete: async (attempt, chargeId, trx) => {
        const payload = JSON.parse(attempt.payload_json) as GiftPayload;
        const receiptToken = randomBytes(24).toString('base64url');
        await this.ctx.writeGiftIn(
          trx,
          payload.gift,
          payload.customerId,
          chargeId,
          payload.saved ?? null,
          payload.donationId,
          receiptToken,
        );
        tokens.set(attempt.id, { donationId: payload.donationId, receiptToken });
      },
      completed: async (attempt) => {
        const written = tokens.get(attempt.id);
        tokens.delete(attempt.id);
        if (written) await this.ctx.sendReceipt(written.donationId, written.receiptToken);
      },
      settle: async (attempt, outcome) => {
        await this.ctx.keys.finish(attempt.domain_key, {
          errors: [outcome === 'refunded' ? GIFT_REFUNDED : GIFT_INTERRUPTED],
        });
      },
      label: (attempt) =>
        `your gift to ${(JSON.parse(attempt.payload_json) as GiftPayload).projectTitle}`,
    };
  }

  private async process(
    input: CleanDonation,
    customerId: string | null,
    project: GivingProjectInfo,
    clientAddress: string,
  ): Promise<StoredAnswer | Challenged> {
    if (input.frequency === 'one_off')
      return this.processOneOff(input, customerId, project, clientAddress);
    return this.recurring.startRecurring(input, customerId, project, clientAddress);
  }
}
