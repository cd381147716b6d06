import { randomInt } from 'node:crypto';
import type { DeclineCode } from '../payments/provider';
import { addressBucket } from '../security/client-address';
import { cardFingerprint, DeclineVelocity, type PaymentClient } from '../security/decline-velocity';
import { throttleKey, type ThrottleStore } from '../security/throttle';

/** How long one payment may keep its turn; a process that died mid-payment lets go after this. */
export const TURN_MS = 30_000;
/** How long a payment waits for the one ahead of it (from the same address or with the same card). */
export const TURN_WAIT_MS = 10_000;

// 'action': the payer is asked to authenticate (3-D Secure); neither a charge nor a decline yet.
type ProviderAnswer = { ok: true | 'action' } | { ok: false; code: DeclineCode };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The decline velocity limit around one provider call, for every area that takes a card (shop,
 * donations, tours share its counters in the shared store):
 * - past the limit, `pay` is never called and the answer is 'throttled';
 * - a decline is counted after the provider answers (a processing error is the provider's, not the card's);
 * - payments from one address, or with one card, take turns. Declines are only known after the
 *   provider answers, so without turns a burst sent at once (over any number of server processes)
 *   would pass the check together and reach the provider all of them; with turns, at most the
 *   limit's worth of declines is ever evaluated. The turn is a key in the shared store taken by the
 *   first hit of its window and given back when the payment is done. A payment still waiting after
 *   TURN_WAIT_MS (a burst, or a slow provider on a busy shared network) is answered 'busy', nothing charged.
 */
export class DeclineGuard {
  private readonly velocity: DeclineVelocity;

  constructor(
    private readonly store: ThrottleStore | null,
    private readonly waitMs = TURN_WAIT_MS,
  ) {
    this.velocity = new DeclineVelocity(store);
  }

  async run<T extends ProviderAnswer>(
    client: PaymentClient,
    pay: () => Promise<T>,
  ): Promise<T | 'throttled' | 'busy'> {
    const store = this.store;
    if (!store) return pay();
    const turns = await this.takeTurns(store, client);
    if (!turns) return 'busy';
    try {
      if (await this.velocity.blocked(client)) return 'throttled';
      const answer = await pay();
      if (!answer.ok && answer.code !== 'processing_error') await this.velocity.declined(client);
      return answer;
    } finally {
      await Promise.all(turns.map((key) => store.clear(key))).catch((error: unknown) =>
        console.error('payments: a turn was not given back (it lapses by itself):', error),
      );
    }
  }

  /** The address's turn, then the card's (always in this order, so two payments never wait on each other). */
  private async takeTurns(store: ThrottleStore, client: PaymentClient): Promise<string[] | null> {
    const keys = [throttleKey('pay-turn-a', addressBucket(client.address))];
    const digits = client.cardNumber?.replace(/\D/g, '') ?? '';
    if (digits !== '') keys.push(throttleKey('pay-turn-c', cardFingerprint(digits)));
    const deadline = Date.now() + this.waitMs;
    const held: string[] = [];
    for (const key of keys) {
      for (;;) {
        const { count } = await store.hit(key, TURN_MS);
        if (count === 1) break;
        if (Date.now() >= deadline) {
          await Promise.all(held.map((k) => store.clear(k))).catch(() => undefined);
          return null;
        }
        await sleep(15 + randomInt(35));
      }
      held.push(key);
    }
    return held;
  }
}
