import type { Migration } from 'kysely';
import { orderAccessMigration } from './order-access-migration';
import { orderCustomersMigration } from './order-mail-migration';
import { orderShippingMigration } from './order-shipping-migration';

/** Checkout's migrations, by the names they shipped under (compose/migrations.ts registers them). */
export const checkoutMigrations: Record<string, Migration> = {
  '0006_order_access': orderAccessMigration,
  '0011_order_customers': orderCustomersMigration,
  '0018_order_shipping_method': orderShippingMigration,
};
