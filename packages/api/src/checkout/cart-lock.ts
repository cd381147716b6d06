import { type Db, isUniqueViolation } from '../db/database';

/** A lock older than this belongs to a checkout whose process died: another key may take the cart. */
const STALE_MS = 120_000;

/**
 * One checkout at a time per cart (`checkout_cart_locks`, one row per cart): a second key for a
 * cart that is mid-checkout is turned away (`checkout_in_progress`). The order's transaction, a
 * failed attempt or the reconciler deletes the row. Taking over a stale lock is safe: the order is
 * written only while the cart is open, so of two checkouts of one cart at most one makes an order
 * and the other's charge is refunded.
 */
export async function lockCart(
  db: Db,
  cartToken: string,
  key: string,
  now: () => string,
): Promise<boolean> {
  for (let tries = 0; tries < 3; tries++) {
    try {
      await db
        .insertInto('checkout_cart_locks')
        .values({ cart_token: cartToken, idempotency_key: key, created_at: now() })
        .execute();
      return true;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
    const holder = await db
      .selectFrom('checkout_cart_locks')
      .selectAll()
      .where('cart_token', '=', cartToken)
      .executeTakeFirst();
    if (!holder) continue;
    // The same key again: its own earlier request died holding the lock, and this one took the key over.
    if (holder.idempotency_key === key) return true;
    if (Date.parse(holder.created_at) >= Date.parse(now()) - STALE_MS) return false;
    await unlockCart(db, cartToken, holder.idempotency_key);
  }
  return false;
}

/** Gives the cart back, if `key` still holds it. */
export async function unlockCart(db: Db, cartToken: string, key: string): Promise<void> {
  await db
    .deleteFrom('checkout_cart_locks')
    .where('cart_token', '=', cartToken)
    .where('idempotency_key', '=', key)
    .execute();
}
