import type { Kysely, Migration } from 'kysely';

/*
 * 0006_order_access: the secrets that open an order's confirmation. A table of its own (not a column
 * on `orders`) because an idempotent replay of a checkout hands out a fresh token — only the hash is
 * stored, so the first one cannot be given again — and every token handed out must keep working.
 * Orders placed before this migration have no row, so they cannot be opened by token at all.
 * Portable columns only (integer, text), as in db/migrations.ts.
 */
export const orderAccessMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('order_access_tokens')
      .addColumn('token_hash', 'text', (c) => c.primaryKey())
      .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id').onDelete('cascade'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('order_access_tokens_order')
      .on('order_access_tokens')
      .column('order_id')
      .execute();
  },
};
