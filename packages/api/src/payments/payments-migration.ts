import { type Kysely, type Migration, sql } from 'kysely';

/*
 * 0012_payments (issue 27): the one payment module's two tables, portable columns only.
 * - payment_provider_keys: the embedded test provider's idempotency keys and the charges they made,
 *   kept for 24 hours as Stripe keeps its keys, so a retried key after a restart answers the first result.
 * - payment_attempts: the ledger every area writes before it asks the provider for money (see
 *   payments/attempts.ts for the states of an attempt).
 */
export const paymentsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('payment_provider_keys')
      .addColumn('idempotency_key', 'text', (c) => c.primaryKey())
      .addColumn('outcome', 'text', (c) =>
        c.notNull().check(sql`outcome in ('succeeded', 'declined')`),
      )
      .addColumn('charge_id', 'text', (c) => c.unique())
      // What was asked (amount, currency, card): a declined key asked again with another card is charged afresh.
      .addColumn('request_hash', 'text', (c) => c.notNull())
      .addColumn('decline_code', 'text')
      .addColumn('message', 'text')
      .addColumn('amount', 'integer', (c) => c.notNull().check(sql`amount >= 0`))
      .addColumn('currency', 'text', (c) => c.notNull())
      .addColumn('refunded_amount', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('payment_attempts')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('domain', 'text', (c) =>
        c.notNull().check(sql`domain in ('gift', 'booking', 'balance', 'order')`),
      )
      .addColumn('domain_key', 'text', (c) => c.notNull())
      // One attempt per provider key: a retry of the same submission takes its attempt over.
      .addColumn('provider_key', 'text', (c) => c.notNull().unique())
      .addColumn('amount', 'integer', (c) => c.notNull().check(sql`amount > 0`))
      .addColumn('currency', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) =>
        c
          .notNull()
          .check(
            sql`status in ('pending', 'succeeded', 'declined', 'completed', 'refunded', 'failed')`,
          ),
      )
      .addColumn('charge_id', 'text')
      .addColumn('decline_code', 'text')
      .addColumn('message', 'text')
      .addColumn('email', 'text')
      .addColumn('payload_json', 'text', (c) => c.notNull())
      .addColumn('lease_id', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addColumn('resolved_by', 'text')
      .execute();
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
