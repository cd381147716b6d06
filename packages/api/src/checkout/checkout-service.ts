import { randomBytes } from 'node:crypto';
import type { CartRef } from '../cart/cart-id';
import type { CartLineView } from '../cart/cart-types';
import { cartView, findCart, loadCartLines } from '../cart/cart-view';
import { currencyOf } from '../commerce/regions';
import { type Db, isUniqueViolation } from '../db/database';
import type { CheckoutInput } from './checkout-input';
import { CheckoutFailure, failures, outOfStock } from './checkout-errors';
import { orderByKey, orderNumberForCart, type OrderJson } from './orders';
import type { PaymentProvider } from './payment-provider';
import { release, reserve } from './reservation';
import { writeOrder } from './write-order';

export type CompleteResult = { order: OrderJson; replayed: boolean };

const sameLines = (a: CartLineView[], b: CartLineView[]) =>
  a.length === b.length &&
  a.every((l, i) => l.id === b[i]?.id && l.quantity === b[i]?.quantity && l.variant.price === b[i]?.variant.price);

/**
 * Completes a cart: reserve the idempotency key, check stock, charge, then one transaction that
 * completes the cart, decrements stock and writes the order. Any failure after the charge refunds it.
 */
export class CheckoutService {
  constructor(
    private readonly db: Db,
    private readonly payments: PaymentProvider,
    private readonly now: () => string = () => new Date().toISOString(),
  ) {}

  async complete(ref: CartRef, input: CheckoutInput): Promise<CompleteResult> {
    const previous = await orderByKey(this.db, input.idempotencyKey);
    if (previous) {
      if (previous.cartToken !== ref.token) throw failures.keyReused();
      return { order: previous.json, replayed: true };
    }
    const cart = await findCart(this.db, ref);
    if (!cart) throw failures.cartNotFound();
    if (cart.status !== 'open') throw failures.cartCompleted(await orderNumberForCart(this.db, cart.token));

    const reservation = await reserve(this.db, input.idempotencyKey, cart.token, this.now);
    if (reservation.kind === 'replay') return { order: reservation.order, replayed: true };
    let chargeId: string | null = null;
    try {
      const currency = currencyOf(cart.country);
      const lines = await loadCartLines(this.db, cart.token, currency);
      if (lines.length === 0) throw failures.cartEmpty();
      const short = lines.filter((l) => l.quantity > l.variant.stock);
      if (short.length > 0) throw outOfStock(short);
      const view = cartView(cart, ref.key, lines);

      const charge = await this.payments.charge({
        amount: view.totals.total,
        currency,
        card: input.card,
        idempotencyKey: input.idempotencyKey,
        description: `Cart ${cart.token}`,
      });
      if (!charge.ok) throw new CheckoutFailure(402, { error: charge.code, message: charge.message });
      chargeId = charge.chargeId;

      const orderId = randomBytes(12).toString('hex');
      await this.withRetry(() =>
        this.db.transaction().execute(async (trx) => {
          const locked = await trx
            .updateTable('carts')
            .set({ status: 'completed', updated_at: this.now() })
            .where('token', '=', cart.token)
            .where('status', '=', 'open')
            .executeTakeFirst();
          if (Number(locked.numUpdatedRows) === 0) throw failures.cartCompleted(null);
          // Re-read under the lock: what was charged must be exactly what is ordered.
          if (!sameLines(lines, await loadCartLines(trx, cart.token, currency))) throw failures.cartChanged();
          await writeOrder(trx, { orderId, cart, view, input, chargeId: charge.chargeId, now: this.now() });
        }),
      );
      const order = await orderByKey(this.db, input.idempotencyKey);
      if (!order) throw new Error('order vanished after commit');
      return { order: order.json, replayed: false };
    } catch (error) {
      if (chargeId !== null) {
        await this.payments.refund(chargeId).catch((refundError: unknown) => {
          // The order failed either way; the operator must see that money needs returning by hand.
          console.error(`checkout: refund of ${chargeId} failed:`, refundError);
        });
      }
      await release(this.db, input.idempotencyKey);
      throw error;
    }
  }

  /** Concurrent orders can pick the same next number; the unique index rejects one, which retries. */
  private async withRetry(work: () => Promise<void>): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await work();
      } catch (error) {
        if (!isUniqueViolation(error) || attempt >= 5) throw error;
      }
    }
  }
}
