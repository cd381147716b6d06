import { type Kysely, type Migration, sql } from 'kysely';
import { createAreaKeysTable } from '../db/idempotency-keys-migration';

/*
 * 0007_giving: donors, the donation ledger, recurring schedules and their events, payment attempts,
 * Gift Aid declarations and the idempotency keys of donation submissions. Portable columns only
 * (integer, text), as in db/migrations.ts; money is integer minor units beside its currency.
 */
export const givingMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('giving_donors')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('customer_id', 'text', (c) => c.references('customers.id').onDelete('set null'))
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('title', 'text')
      .addColumn('first_name', 'text', (c) => c.notNull())
      .addColumn('last_name', 'text', (c) => c.notNull())
      .addColumn('country', 'text', (c) => c.notNull())
      .addColumn('address', 'text')
      .addColumn('postcode', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('giving_donors_customer')
      .on('giving_donors')
      .column('customer_id')
      .execute();

    await db.schema
      .createTable('giving_gift_aid_declarations')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('donor_id', 'text', (c) => c.notNull().references('giving_donors.id'))
      .addColumn('title', 'text')
      .addColumn('first_name', 'text', (c) => c.notNull())
      .addColumn('last_name', 'text', (c) => c.notNull())
      .addColumn('address', 'text', (c) => c.notNull())
      .addColumn('postcode', 'text', (c) => c.notNull())
      .addColumn('declaration_text', 'text', (c) => c.notNull())
      .addColumn('declared_at', 'text', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('giving_recurring')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('donor_id', 'text', (c) => c.notNull().references('giving_donors.id'))
      .addColumn('customer_id', 'text', (c) => c.notNull())
      .addColumn('project_id', 'text', (c) => c.notNull())
      .addColumn('frequency', 'text', (c) => c.notNull())
      .addColumn('currency', 'text', (c) => c.notNull())
      .addColumn('amount', 'integer', (c) => c.notNull().check(sql`amount > 0`))
      .addColumn('fee', 'integer', (c) => c.notNull().check(sql`fee >= 0`))
      .addColumn('cover_fees', 'integer', (c) => c.notNull())
      .addColumn('gift_aid', 'integer', (c) => c.notNull())
      .addColumn('gift_aid_declaration_id', 'text')
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('payment_method', 'text', (c) => c.notNull())
      .addColumn('card_last4', 'text', (c) => c.notNull())
      .addColumn('card_exp_month', 'integer', (c) => c.notNull())
      .addColumn('card_exp_year', 'integer', (c) => c.notNull())
      .addColumn('anchor_day', 'integer', (c) => c.notNull())
      .addColumn('next_charge_at', 'text')
      .addColumn('failure_count', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('version', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addColumn('cancelled_at', 'text')
      .execute();
    await db.schema
      .createIndex('giving_recurring_due')
      .on('giving_recurring')
      .columns(['status', 'next_charge_at'])
      .execute();
    await db.schema
      .createIndex('giving_recurring_customer')
      .on('giving_recurring')
      .column('customer_id')
      .execute();

    await db.schema
      .createTable('giving_recurring_events')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('recurring_id', 'text', (c) =>
        c.notNull().references('giving_recurring.id').onDelete('cascade'),
      )
      .addColumn('at', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('message', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('giving_recurring_events_recurring')
      .on('giving_recurring_events')
      .columns(['recurring_id', 'at'])
      .execute();

    await db.schema
      .createTable('giving_donations')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('reference', 'integer', (c) => c.notNull().unique())
      .addColumn('donor_id', 'text', (c) => c.notNull().references('giving_donors.id'))
      .addColumn('customer_id', 'text')
      .addColumn('project_id', 'text', (c) => c.notNull())
      .addColumn('frequency', 'text', (c) => c.notNull())
      .addColumn('recurring_id', 'text', (c) => c.references('giving_recurring.id'))
      .addColumn('period_key', 'text')
      .addColumn('currency', 'text', (c) => c.notNull())
      .addColumn('amount', 'integer', (c) => c.notNull().check(sql`amount > 0`))
      .addColumn('fee', 'integer', (c) => c.notNull().check(sql`fee >= 0`))
      .addColumn('total', 'integer', (c) => c.notNull())
      .addColumn('gift_aid', 'integer', (c) => c.notNull())
      .addColumn('gift_aid_declaration_id', 'text', (c) =>
        c.references('giving_gift_aid_declarations.id'),
      )
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('charge_id', 'text', (c) => c.notNull())
      .addColumn('card_last4', 'text', (c) => c.notNull())
      .addColumn('receipt_token_hash', 'text', (c) => c.notNull())
      .addColumn('show_as_supporter', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addUniqueConstraint('giving_donations_period', ['recurring_id', 'period_key'])
      .execute();
    await db.schema
      .createIndex('giving_donations_project')
      .on('giving_donations')
      .columns(['project_id', 'status'])
      .execute();
    await db.schema
      .createIndex('giving_donations_customer')
      .on('giving_donations')
      .column('customer_id')
      .execute();

    await createGivingPaymentAttempts(db);

    await createAreaKeysTable(db, 'giving_idempotency_keys');
  },
};

/** 0007's giving_payment_attempts, as it stood until 0015 moved its rows into payment_attempts. */
export async function createGivingPaymentAttempts(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('giving_payment_attempts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('idempotency_key', 'text')
    .addColumn('recurring_id', 'text')
    .addColumn('period_key', 'text')
    .addColumn('attempt', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('outcome', 'text', (c) => c.notNull())
    .addColumn('decline_code', 'text')
    .addColumn('message', 'text')
    .addColumn('charge_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('finished_at', 'text')
    .addUniqueConstraint('giving_payment_attempts_period', [
      'recurring_id',
      'period_key',
      'attempt',
    ])
    .execute();
}
