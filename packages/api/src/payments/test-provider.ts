import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/database';
import { luhnValid } from '@site/contracts/card-rules';
import type {
  CardDetails,
  ChargeRequest,
  ChargeResult,
  ConfirmResult,
  DeclineCode,
  PaymentProvider,
  Retrieved,
  SaveCardResult,
  SavedChargeRequest,
} from './provider';
import type { ProviderKeyTable } from './payment-tables';
import { binding, CHALLENGE_TOKEN, PROVIDER_KEY_TTL_MS, ProviderKeys } from './provider-keys';

// Callers and tests keep importing these from the provider.
export { CHALLENGE_TOKEN, PROVIDER_KEY_TTL_MS };

/** Stripe's documented test cards and the outcome each one produces. */
const TEST_CARDS: Record<string, ChargeResult | 'success' | 'authenticate'> = {
  '4242424242424242': 'success',
  '4000000000000002': { ok: false, code: 'card_declined', message: 'Your card was declined.' },
  '4000000000009995': {
    ok: false,
    code: 'insufficient_funds',
    message: 'Your card has insufficient funds.',
  },
  '4000000000000069': { ok: false, code: 'expired_card', message: 'Your card has expired.' },
  // Stripe's "always authenticate" card: every charge needs the payer's 3-D Secure challenge.
  '4000002760003184': 'authenticate',
};

const SAVED = /^pm_test_([a-z_]+)_(\d{4})_(\d{2})(\d{4})$/;

export interface RecordedCharge {
  chargeId: string;
  amount: number;
  currency: string;
  idempotencyKey: string;
  refunded: boolean;
  /** Minor units given back so far (partial refunds add up). */
  refundedAmount: number;
}

const hashOf = (amount: number, currency: string, source: string) =>
  createHash('sha256').update(`${amount}|${currency}|${source}`).digest('hex');
const newChargeId = () => `ch_test_${randomBytes(12).toString('hex')}`;
const newChallengeToken = () => randomBytes(24).toString('base64url');

/** Where the embedded provider serves its 3-D Secure test challenge (payments/challenge-router.ts). */
export const CHALLENGE_PATH = '/api/payments/test/challenge';

const AUTHENTICATION_REQUIRED = {
  ok: false,
  code: 'authentication_required',
  message:
    'Your bank asks you to confirm this payment (3-D Secure) while you pay. Please try again.',
} as const;

const AUTHENTICATION_FAILED = {
  ok: false,
  code: 'authentication_failed',
  message: 'Your bank could not confirm this payment, so nothing was charged. You can try again.',
} as const;

/** What the challenge page shows about a token, and whether it can still be answered. */
export interface Challenge {
  state: 'open' | 'succeeded' | 'failed';
  amount: number;
  currency: string;
}

/**
 * The embedded provider (`PAYMENT_PROVIDER=test`): no network, Stripe test-mode behaviour, and a
 * record of what it charged so tests can prove a payment happened exactly once.
 *
 * Idempotency keys, as Stripe's: a key that charged answers its first charge for 24 hours, whatever
 * is asked again; a declined key answers its decline while the same card is asked again (another card
 * is tried afresh); a charge given back in full frees its key. Given a database, the keys and charges
 * live in it (`payment_provider_keys`), so they hold across restarts and server processes; without one
 * (unit tests) they live in this object.
 */
export class TestPaymentProvider implements PaymentProvider {
  readonly name = 'test';
  /** What this instance charged (tests count these); with a database, the table is the whole record. */
  readonly charges: RecordedCharge[] = [];
  private readonly keys: ProviderKeys;
  /** Kept cards a test has made fail from now on (a card cancelled by its bank, say). */
  private readonly failing = new Map<string, DeclineCode>();
  private readonly refundKeys = new Set<string>();

  constructor(
    private readonly today: () => Date = () => new Date(),
    db: Db | null = null,
    /** The challenge page's address as the browser opens it: a path on this site, or a configured origin's URL. */
    private readonly challengePath: string = CHALLENGE_PATH,
  ) {
    this.keys = new ProviderKeys(today, db);
  }

  async charge(request: ChargeRequest): Promise<ChargeResult> {
    const answer = await this.confirmOnce(request, false);
    if (answer.ok === 'action') throw new Error('a charge without the payer cannot wait for them');
    return answer;
  }

  async confirm(request: ChargeRequest): Promise<ConfirmResult> {
    return this.confirmOnce(request, true);
  }

  private confirmOnce(request: ChargeRequest, payerPresent: boolean): Promise<ConfirmResult> {
    const hash = hashOf(request.amount, request.currency, request.card.number);
    return this.once(request.idempotencyKey, hash, request.amount, request.currency, () => {
      const decided = this.decide(request);
      return decided === 'authenticate' && !payerPresent ? AUTHENTICATION_REQUIRED : decided;
    });
  }

  /**
   * Keeps a card the way Stripe's test payment methods do (`pm_card_visa`): the token names the test
   * outcome and the card's last digits and expiry, so it still works after a restart.
   */
  async saveCard(card: CardDetails): Promise<SaveCardResult> {
    const outcome = this.decide({
      amount: 0,
      currency: 'GBP',
      card,
      idempotencyKey: '',
      description: '',
    });
    if (outcome === 'authenticate')
      // This card asks its bank for every payment, so later charges without the payer would fail.
      return {
        ok: false,
        code: 'authentication_required',
        message:
          'Your bank asks you to confirm every payment with this card, so it cannot be kept for monthly gifts. Please use it for a one-off gift, or use another card.',
      };
    if (!outcome.ok) return outcome;
    const month = String(card.expMonth).padStart(2, '0');
    return {
      ok: true,
      card: {
        paymentMethod: `pm_test_success_${card.number.slice(-4)}_${month}${card.expYear}`,
        last4: card.number.slice(-4),
        expMonth: card.expMonth,
        expYear: card.expYear,
      },
    };
  }

  async chargeSaved(request: SavedChargeRequest): Promise<ChargeResult> {
    const hash = hashOf(request.amount, request.currency, request.paymentMethod);
    return this.onceWithoutPayer(
      request.idempotencyKey,
      hash,
      request.amount,
      request.currency,
      () => {
        const match = SAVED.exec(request.paymentMethod);
        if (!match)
          return { ok: false, code: 'card_declined', message: 'This saved card is not known.' };
        const failing = this.failing.get(request.paymentMethod);
        if (failing) return { ok: false, code: failing, message: 'Your card was declined.' };
        const now = this.today();
        const [month, year] = [Number(match[3]), Number(match[4])];
        if (
          year < now.getUTCFullYear() ||
          (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1)
        )
          return { ok: false, code: 'expired_card', message: 'Your card has expired.' };
        return { ok: true, chargeId: newChargeId() };
      },
    );
  }

  /** For tests: a kept card declines from now on (or works again with `null`). */
  failSavedCard(paymentMethod: string, code: DeclineCode | null = 'card_declined'): void {
    if (code) this.failing.set(paymentMethod, code);
    else this.failing.delete(paymentMethod);
  }

  async refund(chargeId: string, amount?: number, idempotencyKey?: string): Promise<void> {
    if (idempotencyKey && this.refundKeys.has(idempotencyKey)) return;
    for (let tries = 0; tries < 5; tries++) {
      const row = await this.keys.byCharge(chargeId);
      if (!row) throw new Error(`unknown charge ${chargeId}`);
      const left = row.amount - row.refunded_amount;
      const give = amount ?? left;
      if (!Number.isInteger(give) || give <= 0 || give > left)
        throw new Error(`refund of ${give} exceeds the ${left} left on ${chargeId}`);
      if (!(await this.keys.addRefund(row, give))) continue;
      if (idempotencyKey) this.refundKeys.add(idempotencyKey);
      const mine = this.charges.find((c) => c.chargeId === chargeId);
      if (mine) {
        mine.refundedAmount += give;
        mine.refunded = mine.refundedAmount === mine.amount;
      }
      return;
    }
    throw new Error(`refund of ${chargeId} kept racing another refund`);
  }

  async retrieve(idempotencyKey: string): Promise<Retrieved> {
    const row = await this.keys.live(idempotencyKey);
    if (!row) return { status: 'unknown' };
    if (row.outcome === 'requires_action') return { status: 'requires_action' };
    if (row.outcome === 'succeeded' && row.charge_id)
      return {
        status: 'succeeded',
        chargeId: row.charge_id,
        amount: row.amount,
        currency: row.currency,
      };
    return {
      status: 'declined',
      code: (row.decline_code ?? 'card_declined') as DeclineCode,
      message: row.message ?? 'Your card was declined.',
    };
  }

  private async onceWithoutPayer(
    key: string,
    hash: string,
    amount: number,
    currency: string,
    decide: () => ChargeResult,
  ): Promise<ChargeResult> {
    const answer = await this.once(key, hash, amount, currency, decide);
    if (answer.ok === 'action') throw new Error(`key ${key} waits for a payer's challenge`);
    return answer;
  }

  /** One answer per key: the stored one, or `decide`'s, stored before it is returned. */
  private async once(
    key: string,
    hash: string,
    amount: number,
    currency: string,
    decide: () => ChargeResult | 'authenticate',
  ): Promise<ConfirmResult> {
    for (let tries = 0; tries < 5; tries++) {
      const previous = await this.keys.live(key);
      if (previous && binding(previous, hash)) {
        // A failed challenge is told once; asked again, the payer gets a new challenge.
        if (previous.decline_code === AUTHENTICATION_FAILED.code)
          await this.keys.markTold(previous, hash);
        return this.answerOf(previous);
      }
      const decided = decide();
      const result: ConfirmResult =
        decided === 'authenticate' ? { ok: 'action', challengeUrl: '' } : decided;
      const token = result.ok === 'action' ? newChallengeToken() : null;
      const row: ProviderKeyTable = {
        idempotency_key: key,
        outcome:
          result.ok === true
            ? 'succeeded'
            : result.ok === 'action'
              ? 'requires_action'
              : 'declined',
        charge_id: result.ok === true ? result.chargeId : null,
        request_hash: hash,
        decline_code: result.ok === false ? result.code : null,
        message: result.ok === false ? result.message : null,
        amount,
        currency,
        refunded_amount: 0,
        created_at: this.today().toISOString(),
        challenge_token: token,
      };
      // Only the row that lands made a charge; a concurrent request with the same key reads it instead.
      if (!(await this.keys.put(row, previous))) continue;
      if (token) return this.answerOf(row);
      if (result.ok === true)
        this.charges.push({
          chargeId: result.chargeId,
          amount,
          currency,
          idempotencyKey: key,
          refunded: false,
          refundedAmount: 0,
        });
      return result;
    }
    throw new Error(`idempotency key ${key} kept racing another request`);
  }

  private answerOf(row: ProviderKeyTable): ConfirmResult {
    if (row.outcome === 'succeeded' && row.charge_id) return { ok: true, chargeId: row.charge_id };
    if (row.outcome === 'requires_action' && row.challenge_token)
      return { ok: 'action', challengeUrl: `${this.challengePath}/${row.challenge_token}` };
    return {
      ok: false,
      code: (row.decline_code ?? 'card_declined') as DeclineCode,
      message: row.message ?? 'Your card was declined.',
    };
  }

  /** A challenge as its page shows it; null for a token that is unknown or whose key has lapsed. */
  async challenge(token: string): Promise<Challenge | null> {
    const row = await this.keys.byChallenge(token);
    if (!row || !this.keys.binds(row)) return null;
    const state =
      row.outcome === 'requires_action'
        ? 'open'
        : row.outcome === 'succeeded'
          ? 'succeeded'
          : 'failed';
    return { state, amount: row.amount, currency: row.currency };
  }

  /**
   * The payer's answer to the challenge (the test page's two buttons): 'complete' takes the charge,
   * as a bank's approval does; 'fail' declines it with `authentication_failed`. Only an open
   * challenge changes (compare-and-set), so a cancelled or replaced one stays as it is.
   */
  async authenticate(token: string, answer: 'complete' | 'fail'): Promise<Challenge | null> {
    const row = await this.keys.byChallenge(token);
    if (!row || !this.keys.binds(row)) return null;
    if (row.outcome === 'requires_action') {
      const chargeId = answer === 'complete' ? newChargeId() : null;
      const next: Partial<ProviderKeyTable> = chargeId
        ? { outcome: 'succeeded', charge_id: chargeId }
        : {
            outcome: 'declined',
            decline_code: AUTHENTICATION_FAILED.code,
            message: AUTHENTICATION_FAILED.message,
          };
      if (await this.keys.settleChallenge(row, next)) {
        if (chargeId)
          this.charges.push({
            chargeId,
            amount: row.amount,
            currency: row.currency,
            idempotencyKey: row.idempotency_key,
            refunded: false,
            refundedAmount: 0,
          });
      }
    }
    return this.challenge(token);
  }

  async cancel(idempotencyKey: string): Promise<Retrieved> {
    const row = await this.keys.live(idempotencyKey);
    if (row?.outcome === 'requires_action')
      await this.keys.settleChallenge(row, {
        outcome: 'declined',
        decline_code: AUTHENTICATION_FAILED.code,
        message: 'The payment was not confirmed with the bank in time, so nothing was charged.',
      });
    return this.retrieve(idempotencyKey);
  }

  private decide({ card }: ChargeRequest): ChargeResult | 'authenticate' {
    if (!luhnValid(card.number))
      return { ok: false, code: 'invalid_number', message: 'Your card number is invalid.' };
    const now = this.today();
    const expired =
      card.expYear < now.getUTCFullYear() ||
      (card.expYear === now.getUTCFullYear() && card.expMonth < now.getUTCMonth() + 1);
    if (expired) return { ok: false, code: 'expired_card', message: 'Your card has expired.' };
    const outcome = TEST_CARDS[card.number];
    if (outcome === 'success') return { ok: true, chargeId: newChargeId() };
    if (outcome === 'authenticate') return outcome;
    if (outcome) return outcome;
    return {
      ok: false,
      code: 'card_declined',
      message: 'Your card was declined: test mode accepts test cards only.',
    };
  }
}

/**
 * The provider named by `PAYMENT_PROVIDER` (default `test`). Add real providers here. The embedded
 * one keeps its idempotency keys in `db` when given, as a hosted provider keeps them on its side.
 */
export function paymentProviderFromEnv(
  env: NodeJS.ProcessEnv,
  db: Db | null = null,
): PaymentProvider {
  const name = (env.PAYMENT_PROVIDER ?? 'test').trim() || 'test';
  if (name === 'test') return new TestPaymentProvider(undefined, db);
  throw new Error(
    `PAYMENT_PROVIDER "${name}" is not available; this build ships "test" only (see README).`,
  );
}
