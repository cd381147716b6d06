import { type Kysely, type Migration, sql } from 'kysely';

/*
 * 0009_tour_limits (issue 26): who holds seats and who waits, so per-client caps are counted from
 * the database (exact across server processes); a lock row per client that serialises its hold
 * changes; and the one-time codes and short-lived grants that open a booking without its link.
 * Client identities are stored as hashed keys (tour-limits.ts), never as addresses or e-mails.
 */
export const tourLimitsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    // SQLite adds one column per ALTER TABLE.
    for (const column of ['client_key', 'customer_key', 'email_key'])
      await db.schema.alterTable('tour_holds').addColumn(column, 'text').execute();
    for (const column of ['client_key', 'customer_key', 'email_key'])
      await db.schema
        .createIndex(`tour_holds_${column}`)
        .on('tour_holds')
        .columns([column, 'status'])
        .execute();
    for (const column of ['client_key', 'email_key'])
      await db.schema.alterTable('tour_waitlist').addColumn(column, 'text').execute();
    for (const column of ['client_key', 'email_key'])
      await db.schema
        .createIndex(`tour_waitlist_${column}`)
        .on('tour_waitlist')
        .columns([column, 'status'])
        .execute();

    // Upserted inside a hold transaction: on PostgreSQL the row lock orders one client's holds.
    await db.schema
      .createTable('tour_client_locks')
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('touched_at', 'text', (c) => c.notNull())
      .execute();

    // One live code per booking; only its hash is kept.
    await db.schema
      .createTable('tour_access_codes')
      .addColumn('booking_id', 'text', (c) => c.primaryKey().references('tour_bookings.id'))
      .addColumn('code_hash', 'text', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) =>
        c
          .notNull()
          .defaultTo(0)
          .check(sql`attempts >= 0`),
      )
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('used_at', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('tour_access_grants')
      .addColumn('token_hash', 'text', (c) => c.primaryKey())
      .addColumn('booking_id', 'text', (c) => c.notNull().references('tour_bookings.id'))
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('tour_access_grants_booking')
      .on('tour_access_grants')
      .columns(['booking_id', 'expires_at'])
      .execute();
  },
};
