import { type Db, isUniqueViolation } from '../db/database';
import { failures } from './checkout-errors';
import { orderByKey, type StoredOrder } from './orders';

/** How long a duplicate request waits for the first one, and when a pending row counts as abandoned. */
const WAIT_MS = 15_000;
const POLL_MS = 20;
const STALE_MS = 120_000;

export type Reservation = { kind: 'reserved' } | { kind: 'replay'; order: StoredOrder };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Claims an idempotency key (and the cart) for one checkout attempt. The unique constraints make the
 * database the referee: of two concurrent requests with one key, one proceeds and the other waits
 * for its order; a second key for a cart that is mid-checkout is turned away.
 */
export async function reserve(db: Db, key: string, cartToken: string, now: () => string): Promise<Reservation> {
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    try {
      await db
        .insertInto('checkout_requests')
        .values({ idempotency_key: key, cart_token: cartToken, state: 'pending', order_id: null, created_at: now() })
        .execute();
      return { kind: 'reserved' };
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
    const existing = await db.selectFrom('checkout_requests').selectAll().where('idempotency_key', '=', key).executeTakeFirst();
    if (!existing) {
      const holder = await db.selectFrom('checkout_requests').selectAll().where('cart_token', '=', cartToken).executeTakeFirst();
      if (holder && Date.parse(holder.created_at) < Date.now() - STALE_MS && holder.state === 'pending') {
        await release(db, holder.idempotency_key);
        continue;
      }
      if (holder) throw failures.busy();
      continue;
    }
    if (existing.cart_token !== cartToken) throw failures.keyReused();
    if (existing.state === 'completed') {
      const order = await orderByKey(db, key);
      if (order) return { kind: 'replay', order };
    }
    if (Date.now() > deadline) throw failures.busy();
    await sleep(POLL_MS);
  }
}

/** Frees a key after a failed attempt so the buyer can fix the problem and pay with the same key. */
export async function release(db: Db, key: string): Promise<void> {
  await db.deleteFrom('checkout_requests').where('idempotency_key', '=', key).where('state', '=', 'pending').execute();
}
