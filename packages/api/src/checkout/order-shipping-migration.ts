import type { Kysely, Migration } from 'kysely';

/*
 * 0018_order_shipping_method: how an order is delivered and what that cost (delivery-options.ts).
 * - `shipping_method`, `shipping_title`: the option's handle and the title the buyer chose from;
 *   null for orders placed before delivery options existed.
 * - `shipping_amount`: the delivery cost in minor units of the order's currency, already inside
 *   `total`; 0 for older orders (they paid none).
 * Portable columns only (integer, text), as in db/migrations.ts.
 */
export const orderShippingMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('orders').addColumn('shipping_method', 'text').execute();
    await db.schema.alterTable('orders').addColumn('shipping_title', 'text').execute();
    await db.schema
      .alterTable('orders')
      .addColumn('shipping_amount', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  },
};
