import { gid } from '../commerce/gid';
import { decimalAmount } from '../commerce/money';
import type { Db } from '../db/database';
import type { OrderTable } from '../db/schema';
import { orderForToken } from './order-access';

/** The order as the confirmation page and the checkout response show it; amounts are decimal strings. */
export interface OrderJson {
  id: string;
  number: number;
  name: string;
  email: string;
  currencyCode: string;
  subtotal: string;
  totalTax: string;
  totalDuty: string;
  total: string;
  createdAt: string;
  shippingAddress: unknown;
  /** How the order ships (Shopify's Order.shippingLine); null for orders placed before delivery options. */
  shippingLine: { handle: string; title: string; price: string } | null;
  lines: {
    merchandiseId: string;
    handle: string;
    title: string;
    variantTitle: string;
    quantity: number;
    price: string;
    total: string;
  }[];
}

export async function orderJsonOf(db: Db, order: OrderTable): Promise<OrderJson> {
  const lines = await db
    .selectFrom('order_lines')
    .selectAll()
    .where('order_id', '=', order.id)
    .orderBy('position')
    .execute();
  let shippingAddress: unknown = null;
  try {
    shippingAddress = JSON.parse(order.shipping_json);
  } catch {
    shippingAddress = null;
  }
  return {
    id: gid('Order', order.id),
    number: order.number,
    name: `#${order.number}`,
    email: order.email,
    currencyCode: order.currency,
    subtotal: decimalAmount(order.subtotal),
    totalTax: decimalAmount(order.tax),
    totalDuty: decimalAmount(order.duty),
    total: decimalAmount(order.total),
    createdAt: order.created_at,
    shippingAddress,
    shippingLine:
      order.shipping_method && order.shipping_title
        ? {
            handle: order.shipping_method,
            title: order.shipping_title,
            price: decimalAmount(order.shipping_amount),
          }
        : null,
    lines: lines.map((l) => ({
      merchandiseId: gid('ProductVariant', l.variant_id),
      handle: l.handle,
      title: l.product_title,
      variantTitle: l.variant_title,
      quantity: l.quantity,
      price: decimalAmount(l.unit_price),
      total: decimalAmount(l.total),
    })),
  };
}

/** An order as a checkout key finds it: its row id (for its access tokens), its cart and its JSON. */
export interface StoredOrder {
  orderId: string;
  cartToken: string;
  json: OrderJson;
}

export async function orderByKey(db: Db, idempotencyKey: string): Promise<StoredOrder | null> {
  const order = await db
    .selectFrom('orders')
    .selectAll()
    .where('idempotency_key', '=', idempotencyKey)
    .executeTakeFirst();
  return order
    ? { orderId: order.id, cartToken: order.cart_token, json: await orderJsonOf(db, order) }
    : null;
}

export async function orderNumberForCart(db: Db, cartToken: string): Promise<number | null> {
  const order = await db
    .selectFrom('orders')
    .select('number')
    .where('cart_token', '=', cartToken)
    .executeTakeFirst();
  return order?.number ?? null;
}

/** An order by number, only for one of its access tokens (see order-access.ts). */
export async function orderForAccessToken(
  db: Db,
  number: number,
  token: string,
): Promise<OrderJson | null> {
  const order = await orderForToken(db, number, token);
  return order ? orderJsonOf(db, order) : null;
}

/** An order by number, only if `customerId`'s account placed it (see order-customer.ts). */
export async function orderOfCustomer(
  db: Db,
  number: number,
  customerId: string,
): Promise<OrderJson | null> {
  const order = await db
    .selectFrom('orders')
    .selectAll()
    .where('number', '=', number)
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
  return order ? orderJsonOf(db, order) : null;
}
