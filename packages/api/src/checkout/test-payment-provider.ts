import { randomBytes } from 'node:crypto';
import { luhnValid } from './luhn';
import type { ChargeRequest, ChargeResult, PaymentProvider } from './payment-provider';

/** Stripe's documented test cards and the outcome each one produces. */
const TEST_CARDS: Record<string, ChargeResult | 'success'> = {
  '4242424242424242': 'success',
  '4000000000000002': { ok: false, code: 'card_declined', message: 'Your card was declined.' },
  '4000000000009995': { ok: false, code: 'insufficient_funds', message: 'Your card has insufficient funds.' },
  '4000000000000069': { ok: false, code: 'expired_card', message: 'Your card has expired.' },
};

export interface RecordedCharge {
  chargeId: string;
  amount: number;
  currency: string;
  idempotencyKey: string;
  refunded: boolean;
}

/**
 * The embedded provider (`PAYMENT_PROVIDER=test`): no network, Stripe test-mode behaviour, and a
 * record of what it charged so tests can prove a payment happened exactly once.
 */
export class TestPaymentProvider implements PaymentProvider {
  readonly name = 'test';
  readonly charges: RecordedCharge[] = [];
  private readonly byKey = new Map<string, ChargeResult>();

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
      });
      // Only successes are replayed: a declined key may be retried with another card, as on Stripe.
      this.byKey.set(request.idempotencyKey, result);
    }
    return result;
  }

  async refund(chargeId: string): Promise<void> {
    const charge = this.charges.find((c) => c.chargeId === chargeId);
    if (!charge) throw new Error(`unknown charge ${chargeId}`);
    charge.refunded = true;
    this.byKey.delete(charge.idempotencyKey);
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
