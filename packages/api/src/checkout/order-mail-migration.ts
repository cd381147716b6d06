import type { Kysely, Migration } from 'kysely';

/*
 * 0011_order_customers_and_mail: who placed an order, and whether its confirmation has been claimed.
 * - `customer_id`: the account whose access token the cart's buyer identity carried at checkout
 *   (Shopify links an order to the account that placed it, not to every order with its e-mail);
 *   null for a guest. Indexed for the account's order list.
 * - `confirmation_claimed_at`: set by the one process that sends the confirmation mail, after the
 *   order's transaction committed; a replay, or anything else that finds it set, sends nothing.
 * Portable columns only (integer, text), as in db/migrations.ts.
 */
export const orderCustomersMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('orders').addColumn('customer_id', 'text').execute();
    await db.schema.alterTable('orders').addColumn('confirmation_claimed_at', 'text').execute();
    await db.schema
      .createIndex('orders_customer')
      .on('orders')
      .columns(['customer_id', 'number'])
      .execute();
  },
};
