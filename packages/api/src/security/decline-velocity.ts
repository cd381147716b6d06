import { createHash } from 'node:crypto';
import { addressBucket } from './client-address';
import { admit, anyExhausted, type Counter, type Tier } from './client-limits';
import type { ThrottleStore } from './throttle';

/**
 * Card-testing defence, after Stripe Radar's velocity rules: declined charges are counted per
 * client address (per /64 for IPv6) and per card, over the shop, donations and tours alike (one
 * scope in the shared store). Past the limit a payment is refused before the provider is asked,
 * with one answer that no longer says which decline it would have been.
 */
export const DECLINE_LIMIT: Tier = { limit: 5, windowMs: 10 * 60_000 };

export const PAYMENT_THROTTLED_MESSAGE =
  'Too many payments were declined from here. Nothing was charged; please try again later.';

/** What a payment attempt is counted by. The card is its number; only a hash of it is kept. */
export interface PaymentClient {
  address: string;
  cardNumber: string | null;
}

/** A card's fingerprint: a hash of its digits, never the number itself. */
export function cardFingerprint(cardNumber: string): string {
  return createHash('sha256')
    .update(cardNumber.replace(/\D/g, ''), 'utf8')
    .digest('base64url')
    .slice(0, 24);
}

export class DeclineVelocity {
  constructor(
    private readonly store: ThrottleStore | null,
    private readonly tier: Tier = DECLINE_LIMIT,
  ) {}

  private counters(client: PaymentClient): Counter[] {
    const counters: Counter[] = [
      { scope: 'decline-a', parts: [addressBucket(client.address)], tier: this.tier },
    ];
    const digits = client.cardNumber?.replace(/\D/g, '') ?? '';
    if (digits !== '')
      counters.push({ scope: 'decline-c', parts: [cardFingerprint(digits)], tier: this.tier });
    return counters;
  }

  /** Before a charge: true when this address or card has used up its declines. */
  async blocked(client: PaymentClient): Promise<boolean> {
    if (!this.store) return false;
    return anyExhausted(this.store, this.counters(client));
  }

  /** After a declined charge: counts it against the address and the card. */
  async declined(client: PaymentClient): Promise<void> {
    if (!this.store) return;
    await admit(this.store, this.counters(client));
  }
}
