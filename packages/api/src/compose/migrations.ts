import type { Migration } from 'kysely';
import { checkoutMigrations } from '../checkout/checkout-migrations';
import { customerMigrations } from '../customer/customer-migration';
import { coreMigrations } from '../db/core-migrations';
import type { Db } from '../db/database';
import { migrationList, runMigrations } from '../db/migrations';
import { givingMigrations } from '../donations/giving-migrations';
import { paymentMigrations } from '../payments/payment-migrations';
import { throttleMigrations } from '../security/throttle-migration';
import { tourMigrations } from '../tours/tour-migrations';

/*
 * The composition root's half of the migrations: every floor that owns tables exports its list,
 * and only this file, at the top, knows them all. Kysely applies them in name order across lists
 * (0001 catalogue … 0017 card authentication), exactly as when they were one list in db/.
 */
export const MIGRATIONS: Readonly<Record<string, Migration>> = migrationList(
  coreMigrations,
  customerMigrations,
  throttleMigrations,
  checkoutMigrations,
  givingMigrations,
  tourMigrations,
  paymentMigrations,
);

/** Brings the schema to the latest migration (or to `upTo`, for upgrade tests); throws (with the cause) if one fails. */
export function migrate(db: Db, upTo?: string): Promise<void> {
  return runMigrations(db, MIGRATIONS, upTo);
}
