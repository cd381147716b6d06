import type { Migration } from 'kysely';
import { givingMigration } from './donation-migration';
import { givingReferencesMigration } from './donation-reference-migration';
import { recurringPaymentsMigration } from './recurring-payments-migration';

/** Giving's migrations, by the names they shipped under (compose/migrations.ts registers them). */
export const givingMigrations: Record<string, Migration> = {
  '0007_giving': givingMigration,
  '0010_giving_references': givingReferencesMigration,
  '0015_recurring_payments': recurringPaymentsMigration,
};
