import type { Migration } from 'kysely';
import { cardAuthenticationMigration } from './authentication-migration';
import { paymentsMigration } from './payments-migration';

/** Payments' migrations, by the names they shipped under (compose/migrations.ts registers them). */
export const paymentMigrations: Record<string, Migration> = {
  '0012_payments': paymentsMigration,
  '0017_card_authentication': cardAuthenticationMigration,
};
