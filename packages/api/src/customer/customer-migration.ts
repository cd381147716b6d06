import type { Kysely, Migration } from 'kysely';

// Portable columns only (integer, text), as in db/migrations.ts; timestamps are ISO-8601 UTC text.
export const customersMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('customers')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('email', 'text', (c) => c.notNull().unique())
      .addColumn('first_name', 'text')
      .addColumn('last_name', 'text')
      .addColumn('phone', 'text')
      .addColumn('accepts_marketing', 'integer', (c) => c.notNull())
      .addColumn('password_hash', 'text', (c) => c.notNull())
      .addColumn('state', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('customer_tokens')
      .addColumn('token_hash', 'text', (c) => c.primaryKey())
      .addColumn('customer_id', 'text', (c) =>
        c.notNull().references('customers.id').onDelete('cascade'),
      )
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('used_at', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('customer_tokens_customer')
      .on('customer_tokens')
      .column('customer_id')
      .execute();
    await db.schema
      .createTable('shop_sessions')
      .addColumn('id_hash', 'text', (c) => c.primaryKey())
      .addColumn('customer_id', 'text', (c) => c.references('customers.id').onDelete('cascade'))
      .addColumn('currency', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .execute();
  },
};

/** Accounts' migrations, by the names they shipped under (compose/migrations.ts registers them). */
export const customerMigrations: Record<string, Migration> = {
  '0004_customers': customersMigration,
};
