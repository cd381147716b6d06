import { randomBytes } from 'node:crypto';
import type { CartRef } from '../cart/cart-id';
import type { CartLineView } from '../cart/cart-types';
import { findCart, loadCartLines } from '../cart/cart-view';
import { type Db, isUniqueViolation } from '../db/database';
import type { CheckoutInput } from './checkout-input';
import { CheckoutFailure, failures, outOfStock } from './checkout-errors';
import { issueOrderToken, newOrderToken } from './order-access';
import type { OrderConfirmations } from './order-confirmation';
import { customerIdForCart } from './order-customer';
import { orderByKey, orderNumberForCart, type OrderJson, type StoredOrder } from './orders';
import { DeclineGuard } from './decline-guard';
import type { PaymentProvider } from './payment-provider';
import type { ThrottleStore } from '../security/throttle';
import { release, reserve } from './reservation';
import { ensureAgreedTotal, pricedFor } from './shipping-price';
import { writeOrder } from './write-order';

/** The order and a token that opens it (`GET /orders/:number?token=`); only its hash is stored. */
export type CompleteResult = { order: OrderJson; accessToken: string; replayed: boolean };

const sameLines = (a: CartLineView[], b: CartLineView[]) =>
  a.length === b.length &&
  a.every((l, i) => l.id === b[i]?.id && l.quantity === b[i]?.quantity && l.variant.price === b[i]?.variant.price);

/**
 * Completes a cart: reserve the idempotency key, price the cart for where it ships, check stock,
 * charge, then one transaction that completes the cart, decrements stock and writes the order with
 * its access token. Any failure after the charge refunds it. The charge runs under the decline
 * velocity limit (decline-guard.ts), counted with donations and tours in `throttles`. Once the
 * order's transaction has committed, its confirmation mail is queued (order-confirmation.ts); a
 * replay queues nothing.
 */
export class CheckoutService {
  private readonly declines: DeclineGuard;

  constructor(
    private readonly db: Db,
    private readonly payments: PaymentProvider,
    private readonly now: () => string = () => new Date().toISOString(),
    throttles: ThrottleStore | null = null,
    private readonly confirmations: OrderConfirmations | null = null,
  ) {
    this.declines = new DeclineGuard(throttles);
  }

  /** `clientAddress` is the connection's peer: what declines are counted by, with the card. */
  async complete(ref: CartRef, input: CheckoutInput, clientAddress: string): Promise<CompleteResult> {
    // The cart's key first, even for a replay: the replay answers with a token that opens the order.
    const cart = await findCart(this.db, ref);
    if (!cart) throw failures.cartNotFound();
    const previous = await orderByKey(this.db, input.idempotencyKey);
    if (previous) return this.replay(previous, ref);
    if (cart.status !== 'open') throw failures.cartCompleted(await orderNumberForCart(this.db, cart.token));

    const reservation = await reserve(this.db, input.idempotencyKey, cart.token, this.now);
    if (reservation.kind === 'replay') return this.replay(reservation.order, ref);
    let chargeId: string | null = null;
    try {
      // Tax, duty and currency are the shipping country's (see shipping-price.ts).
      const view = await pricedFor(this.db, cart, ref.key, input.shippingAddress.country);
      const { lines, currency } = view;
      if (lines.length === 0) throw failures.cartEmpty();
      const short = lines.filter((l) => l.quantity > l.variant.stock);
      if (short.length > 0) throw outOfStock(short);
      await ensureAgreedTotal(this.db, cart, view, input.expectedTotal);

      const charge = await this.declines.run({ address: clientAddress, cardNumber: input.card.number }, () =>
        this.payments.charge({
          amount: view.totals.total,
          currency,
          card: input.card,
          idempotencyKey: input.idempotencyKey,
          description: `Cart ${cart.token}`,
        }),
      );
      if (charge === 'throttled') throw failures.paymentsThrottled();
      if (charge === 'busy') throw failures.paymentBusy();
      if (!charge.ok) throw new CheckoutFailure(402, { error: charge.code, message: charge.message });
      chargeId = charge.chargeId;

      const orderId = randomBytes(12).toString('hex');
      const customerId = await customerIdForCart(this.db, cart.customer_token, this.now());
      const accessToken = newOrderToken();
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
          await writeOrder(trx, { orderId, accessToken, cart, view, input, chargeId: charge.chargeId, customerId, now: this.now() });
        }),
      );
      // Committed: the order stands whatever becomes of its mail.
      this.confirmations?.queue(orderId);
      const order = await orderByKey(this.db, input.idempotencyKey);
      if (!order) throw new Error('order vanished after commit');
      return { order: order.json, accessToken, replayed: false };
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

  /**
   * A repeated key answers with the order it already made. The first token cannot be given again
   * (only its hash is kept), so the caller — who holds the cart's key and the idempotency key, as
   * the buyer does — gets a fresh one.
   */
  private async replay(previous: StoredOrder, ref: CartRef): Promise<CompleteResult> {
    if (previous.cartToken !== ref.token) throw failures.keyReused();
    const accessToken = await issueOrderToken(this.db, previous.orderId, this.now());
    return { order: previous.json, accessToken, replayed: true };
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
