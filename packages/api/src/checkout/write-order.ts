import type { CartView } from '../cart/cart-types';
import type { Db } from '../db/database';
import type { CartTable } from '../db/schema';
import type { CheckoutInput } from './checkout-input';
import { outOfStock } from './checkout-errors';
import { grantOrderAccess } from './order-access';

export interface OrderDraft {
  orderId: string;
  /** The buyer's key to the order (see order-access.ts); stored hashed with the order. */
  accessToken: string;
  cart: CartTable;
  view: CartView;
  input: CheckoutInput;
  chargeId: string;
  /** The signed-in account that placed the order (order-customer.ts), or null. */
  customerId: string | null;
  now: string;
}

const FIRST_ORDER_NUMBER = 1001;

/**
 * Inside the checkout transaction: decrement stock (never below zero), then write the order and its
 * access token, so an order never exists without the token its buyer is about to be given.
 */
export async function writeOrder(db: Db, draft: OrderDraft): Promise<void> {
  const { view, input } = draft;
  for (const line of view.lines) {
    const result = await db
      .updateTable('variants')
      .set((eb) => ({ stock: eb('stock', '-', line.quantity) }))
      .where('id', '=', line.variant.id)
      .where('stock', '>=', line.quantity)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) throw outOfStock([line]);
  }
  const last = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.max('number').as('max'))
    .executeTakeFirst();
  const number = last?.max === null || last?.max === undefined ? FIRST_ORDER_NUMBER : Number(last.max) + 1;
  await db
    .insertInto('orders')
    .values({
      id: draft.orderId,
      number,
      cart_token: draft.cart.token,
      idempotency_key: input.idempotencyKey,
      email: input.email,
      currency: view.currency,
      subtotal: view.totals.subtotal,
      tax: view.totals.tax,
      duty: view.totals.duty,
      total: view.totals.total,
      shipping_json: JSON.stringify(input.shippingAddress),
      payment_ref: draft.chargeId,
      created_at: draft.now,
      customer_id: draft.customerId,
      confirmation_claimed_at: null,
    })
    .execute();
  await db
    .insertInto('order_lines')
    .values(
      view.lines.map((l, i) => ({
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
  await grantOrderAccess(db, draft.orderId, draft.accessToken, draft.now);
  await db
    .updateTable('checkout_requests')
    .set({ state: 'completed', order_id: draft.orderId })
    .where('idempotency_key', '=', input.idempotencyKey)
    .execute();
}
