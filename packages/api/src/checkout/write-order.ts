import type { Transaction } from 'kysely';
import type { CartLineView } from '../cart/cart-types';
import { loadCartLines } from '../cart/cart-view';
import type { CartTotals } from '../commerce/tax';
import type { Database } from '../db/schema';
import type { ShippingAddress } from './checkout-input';
import { failures, outOfStock } from './checkout-errors';
import { grantOrderAccess } from './order-access';

/**
 * What was charged for, as the payment attempt keeps it (`payment_attempts.payload_json`, never a
 * card number): enough to write the order without the request, so the reconciler can finish a
 * checkout whose process died after the charge.
 */
export interface OrderPayload {
  cartToken: string;
  email: string;
  shippingAddress: ShippingAddress;
  currency: string;
  /** The totals charged, priced for the shipping country; `total` includes the delivery cost. */
  totals: CartTotals;
  /** The delivery option charged for (minor units); absent from payloads written before it existed. */
  delivery?: { handle: string; title: string; cost: number };
  /** The cart's lines as charged: the order is written only if the cart still holds exactly these. */
  lines: { id: string; quantity: number; price: number }[];
  /** The signed-in account that placed the order (order-customer.ts), or null. */
  customerId: string | null;
}

export interface OrderDraft {
  orderId: string;
  /** The checkout's idempotency key, stored with the order (its replays find it by it). */
  idempotencyKey: string;
  /** The buyer's key to the order (see order-access.ts); stored hashed with the order. */
  accessToken: string;
  order: OrderPayload;
  chargeId: string;
  now: string;
}

const FIRST_ORDER_NUMBER = 1001;

const sameLines = (charged: OrderPayload['lines'], now: CartLineView[]) =>
  charged.length === now.length &&
  charged.every(
    (l, i) =>
      l.id === now[i]?.id && l.quantity === now[i]?.quantity && l.price === now[i]?.variant.price,
  );

/**
 * Inside the transaction that marks the payment attempt completed: completes the cart (it must
 * still be open and hold exactly the lines charged for), decrements stock (never below zero), then
 * writes the order and its access token, so an order never exists without the token its buyer is
 * about to be given. Throws a CheckoutFailure when the order cannot be made (the charge is then refunded).
 */
export async function writeOrder(trx: Transaction<Database>, draft: OrderDraft): Promise<void> {
  const { order } = draft;
  const locked = await trx
    .updateTable('carts')
    .set({ status: 'completed', updated_at: draft.now })
    .where('token', '=', order.cartToken)
    .where('status', '=', 'open')
    .executeTakeFirst();
  if (Number(locked.numUpdatedRows) === 0) throw failures.cartCompleted(null);
  // Re-read under the lock: what was charged must be exactly what is ordered.
  const lines = await loadCartLines(trx, order.cartToken, order.currency);
  if (!sameLines(order.lines, lines)) throw failures.cartChanged();
  for (const line of lines) {
    const result = await trx
      .updateTable('variants')
      .set((eb) => ({ stock: eb('stock', '-', line.quantity) }))
      .where('id', '=', line.variant.id)
      .where('stock', '>=', line.quantity)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) throw outOfStock([line]);
  }
  const last = await trx
    .selectFrom('orders')
    .select((eb) => eb.fn.max('number').as('max'))
    .executeTakeFirst();
  const number =
    last?.max === null || last?.max === undefined ? FIRST_ORDER_NUMBER : Number(last.max) + 1;
  await trx
    .insertInto('orders')
    .values({
      id: draft.orderId,
      number,
      cart_token: order.cartToken,
      idempotency_key: draft.idempotencyKey,
      email: order.email,
      currency: order.currency,
      subtotal: order.totals.subtotal,
      tax: order.totals.tax,
      duty: order.totals.duty,
      total: order.totals.total,
      shipping_json: JSON.stringify(order.shippingAddress),
      shipping_method: order.delivery?.handle ?? null,
      shipping_title: order.delivery?.title ?? null,
      shipping_amount: order.delivery?.cost ?? 0,
      payment_ref: draft.chargeId,
      created_at: draft.now,
      customer_id: order.customerId,
      confirmation_claimed_at: null,
    })
    .execute();
  await trx
    .insertInto('order_lines')
    .values(
      lines.map((l, i) => ({
        order_id: draft.orderId,
        position: i + 1,
        variant_id: l.variant.id,
        handle: l.product.handle,
        product_title: l.product.title,
        variant_title: l.variant.title,
        quantity: l.quantity,
        unit_price: l.variant.price,
        total: l.variant.price * l.quantity,
      })),
    )
    .execute();
  await grantOrderAccess(trx, draft.orderId, draft.accessToken, draft.now);
}
