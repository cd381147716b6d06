import type { Kysely, Migration } from 'kysely';
import { paymentAttemptColumns, providerKeyColumns } from './ledger-columns';

/*
 * 0012_payments (issue 27): the one payment module's two tables, portable columns only.
 * - payment_provider_keys: the embedded test provider's idempotency keys and the charges they made,
 *   kept for 24 hours as Stripe keeps its keys, so a retried key after a restart answers the first result.
 * - payment_attempts: the ledger every area writes before it asks the provider for money (see
 *   payments/attempts.ts for the states of an attempt).
 */
export const paymentsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await providerKeyColumns(db.schema.createTable('payment_provider_keys'), [
      'succeeded',
      'declined',
    ]).execute();
    await paymentAttemptColumns(db.schema.createTable('payment_attempts'), {
      domains: ['gift', 'booking', 'balance', 'order'],
      statuses: ['pending', 'succeeded', 'declined', 'completed', 'refunded', 'failed'],
    }).execute();
    await db.schema
      .createIndex('payment_attempts_open')
      .on('payment_attempts')
      .columns(['status', 'updated_at'])
      .execute();
    await db.schema
      .createIndex('payment_attempts_domain')
      .on('payment_attempts')
      .columns(['domain', 'domain_key'])
      .execute();
  },
};
