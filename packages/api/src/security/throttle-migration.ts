import type { Kysely, Migration } from 'kysely';

/**
 * Migration 0005: the shared throttle counters (security/throttle-db.ts). One row per key and
 * window; `reset_at` (ISO-8601 UTC text) is when the window ends, indexed for pruning.
 */
export const throttlesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('throttles')
      .ifNotExists()
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('hits', 'integer', (c) => c.notNull())
      .addColumn('reset_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('throttles_reset_at')
      .ifNotExists()
      .on('throttles')
      .column('reset_at')
      .execute();
  },
};

/** The throttles' migrations, by the names they shipped under (compose/migrations.ts registers them). */
export const throttleMigrations: Record<string, Migration> = {
  '0005_throttles': throttlesMigration,
};
