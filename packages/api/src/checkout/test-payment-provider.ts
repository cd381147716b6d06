import { randomBytes } from 'node:crypto';
import { luhnValid } from './luhn';
import type { CardDetails, ChargeRequest, ChargeResult, DeclineCode, PaymentProvider, SaveCardResult, SavedChargeRequest } from './payment-provider';

/** Stripe's documented test cards and the outcome each one produces. */
const TEST_CARDS: Record<string, ChargeResult | 'success'> = {
  '4242424242424242': 'success',
  '4000000000000002': { ok: false, code: 'card_declined', message: 'Your card was declined.' },
  '4000000000009995': { ok: false, code: 'insufficient_funds', message: 'Your card has insufficient funds.' },
  '4000000000000069': { ok: false, code: 'expired_card', message: 'Your card has expired.' },
  // Stripe's "always authenticate" card: the bank wants 3-D Secure, which test mode cannot show.
  '4000002760003184': { ok: false, code: 'authentication_required', message: 'Your bank asks to confirm this payment (3-D Secure), which cannot be done here. Please use another card.' },
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

/**
 * The embedded provider (`PAYMENT_PROVIDER=test`): no network, Stripe test-mode behaviour, and a
 * record of what it charged so tests can prove a payment happened exactly once.
 */
export class TestPaymentProvider implements PaymentProvider {
  readonly name = 'test';
  readonly charges: RecordedCharge[] = [];
  private readonly byKey = new Map<string, ChargeResult>();
  /** Kept cards a test has made fail from now on (a card cancelled by its bank, say). */
  private readonly failing = new Map<string, DeclineCode>();

  constructor(private readonly today: () => Date = () => new Date()) {}

  async charge(request: ChargeRequest): Promise<ChargeResult> {
    const previous = this.byKey.get(request.idempotencyKey);
    if (previous) return previous;
    const result = this.decide(request);
    if (result.ok) {
      this.charges.push({
        chargeId: result.chargeId,
        amount: request.amount,
        currency: request.currency,
        idempotencyKey: request.idempotencyKey,
        refunded: false,
        refundedAmount: 0,
      });
      // Only successes are replayed: a declined key may be retried with another card, as on Stripe.
      this.byKey.set(request.idempotencyKey, result);
    }
    return result;
  }

  /**
   * Keeps a card the way Stripe's test payment methods do (`pm_card_visa`): the token names the test
   * outcome and the card's last digits and expiry, so it still works after a restart.
   */
  async saveCard(card: CardDetails): Promise<SaveCardResult> {
    const outcome = this.decide({ amount: 0, currency: 'GBP', card, idempotencyKey: '', description: '' });
    if (!outcome.ok) return outcome;
    const month = String(card.expMonth).padStart(2, '0');
    return { ok: true, card: { paymentMethod: `pm_test_success_${card.number.slice(-4)}_${month}${card.expYear}`, last4: card.number.slice(-4), expMonth: card.expMonth, expYear: card.expYear } };
  }

  async chargeSaved(request: SavedChargeRequest): Promise<ChargeResult> {
    const previous = this.byKey.get(request.idempotencyKey);
    if (previous) return previous;
    const match = SAVED.exec(request.paymentMethod);
    if (!match) return { ok: false, code: 'card_declined', message: 'This saved card is not known.' };
    const failing = this.failing.get(request.paymentMethod);
    if (failing) return { ok: false, code: failing, message: 'Your card was declined.' };
    const now = this.today();
    const [month, year] = [Number(match[3]), Number(match[4])];
    if (year < now.getUTCFullYear() || (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1))
      return { ok: false, code: 'expired_card', message: 'Your card has expired.' };
    const result: ChargeResult = { ok: true, chargeId: `ch_test_${randomBytes(12).toString('hex')}` };
    this.charges.push({ chargeId: result.chargeId, amount: request.amount, currency: request.currency, idempotencyKey: request.idempotencyKey, refunded: false, refundedAmount: 0 });
    this.byKey.set(request.idempotencyKey, result);
    return result;
  }

  /** For tests: a kept card declines from now on (or works again with `null`). */
  failSavedCard(paymentMethod: string, code: DeclineCode | null = 'card_declined'): void {
    if (code) this.failing.set(paymentMethod, code);
    else this.failing.delete(paymentMethod);
  }

  private readonly refundKeys = new Set<string>();

  async refund(chargeId: string, amount?: number, idempotencyKey?: string): Promise<void> {
    const charge = this.charges.find((c) => c.chargeId === chargeId);
    if (!charge) throw new Error(`unknown charge ${chargeId}`);
    if (idempotencyKey && this.refundKeys.has(idempotencyKey)) return;
    const left = charge.amount - charge.refundedAmount;
    const give = amount ?? left;
    if (!Number.isInteger(give) || give <= 0 || give > left) throw new Error(`refund of ${give} exceeds the ${left} left on ${chargeId}`);
    charge.refundedAmount += give;
    if (idempotencyKey) this.refundKeys.add(idempotencyKey);
    if (charge.refundedAmount === charge.amount) {
      charge.refunded = true;
      this.byKey.delete(charge.idempotencyKey);
    }
  }

  private decide({ card }: ChargeRequest): ChargeResult {
    if (!luhnValid(card.number)) return { ok: false, code: 'invalid_number', message: 'Your card number is invalid.' };
    const now = this.today();
    const expired = card.expYear < now.getUTCFullYear() || (card.expYear === now.getUTCFullYear() && card.expMonth < now.getUTCMonth() + 1);
    if (expired) return { ok: false, code: 'expired_card', message: 'Your card has expired.' };
    const outcome = TEST_CARDS[card.number];
    if (outcome === 'success') return { ok: true, chargeId: `ch_test_${randomBytes(12).toString('hex')}` };
    if (outcome) return outcome;
    return { ok: false, code: 'card_declined', message: 'Your card was declined: test mode accepts test cards only.' };
  }
}

/** The provider named by `PAYMENT_PROVIDER` (default `test`). Add real providers here. */
export function paymentProviderFromEnv(env: NodeJS.ProcessEnv): PaymentProvider {
  const name = (env.PAYMENT_PROVIDER ?? 'test').trim() || 'test';
  if (name === 'test') return new TestPaymentProvider();
  throw new Error(`PAYMENT_PROVIDER "${name}" is not available; this build ships "test" only (see README).`);
}
