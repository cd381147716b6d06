import type { Db } from '../db/database';
import type { OrderTable } from '../db/schema';
import { MAX_PAGE_SIZE } from '../storefront/connection';

/** Most orders one account's list reads at once; a page is at most MAX_PAGE_SIZE of them. */
const MAX_ORDERS = 1000;

/**
 * The orders placed by one account (order-customer.ts records who), oldest first by number. Only
 * that account's: never orders of another account, nor guest orders with the same e-mail address.
 */
export async function ordersOfCustomer(db: Db, customerId: string): Promise<OrderTable[]> {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('customer_id', '=', customerId)
    .orderBy('number')
    .limit(Math.max(MAX_ORDERS, MAX_PAGE_SIZE))
    .execute();
}

export async function orderLines(db: Db, orderId: string) {
  return db
    .selectFrom('order_lines')
    .selectAll()
    .where('order_id', '=', orderId)
    .orderBy('position')
    .execute();
}
