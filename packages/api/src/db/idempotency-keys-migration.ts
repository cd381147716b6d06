import { type Kysely, type Migration, sql } from 'kysely';

/*
 * 0013_idempotency_keys (issue 27): one table for the idempotency keys of every area that takes a
 * payment, `idempotency_keys`, keyed by (scope, key): 'gift' (giving), 'tour' (tour bookings and
 * balance payments, one key space as before) and 'order' (checkout). The rows of the areas' own
 * tables are copied into it and those tables dropped:
 * - giving_idempotency_keys → scope 'gift', tour_idempotency_keys → scope 'tour', as they were;
 * - checkout_requests → scope 'order': the request hash is the cart the key was used for, a
 *   completed request is a done key answering its order (`{"orderId":…}`), a pending one stays pending.
 * Checkout's "one checkout at a time per cart" rule, checkout_requests' unique cart_token, becomes
 * checkout_cart_locks: one row per cart while a checkout of it is in flight (the pending requests'
 * rows are copied); the order's transaction, or the failed attempt, deletes it.
 * Portable columns only; the copies are plain INSERT … SELECT, the same on SQLite and PostgreSQL.
 */
/**
 * An area's own idempotency keys as 0007 (giving_idempotency_keys) and 0008 (tour_idempotency_keys)
 * made them, the same six columns each; this migration copies both into `idempotency_keys`.
 */
export async function createAreaKeysTable(db: Kysely<unknown>, table: string): Promise<void> {
  await db.schema
    .createTable(table)
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('request_hash', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('response_json', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}

export const idempotencyKeysMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('idempotency_keys')
      .addColumn('scope', 'text', (c) => c.notNull())
      .addColumn('key', 'text', (c) => c.notNull())
      .addColumn('request_hash', 'text', (c) => c.notNull())
      .addColumn('state', 'text', (c) => c.notNull().check(sql`state in ('pending', 'done')`))
      .addColumn('response_json', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('idempotency_keys_pk', ['scope', 'key'])
      .execute();
    await db.schema
      .createTable('checkout_cart_locks')
      .addColumn('cart_token', 'text', (c) => c.primaryKey())
      .addColumn('idempotency_key', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();

    for (const [scope, table] of [
      ['gift', 'giving_idempotency_keys'],
      ['tour', 'tour_idempotency_keys'],
    ] as const)
      await sql`insert into idempotency_keys (scope, key, request_hash, state, response_json, created_at, updated_at)
        select ${scope}, key, request_hash, state, response_json, created_at, updated_at from ${sql.table(table)}`.execute(
        db,
      );
    await sql`insert into idempotency_keys (scope, key, request_hash, state, response_json, created_at, updated_at)
      select 'order', idempotency_key, cart_token,
        case when state = 'completed' and order_id is not null then 'done' else 'pending' end,
        case when state = 'completed' and order_id is not null then '{"orderId":"' || order_id || '"}' else null end,
        created_at, created_at
      from checkout_requests`.execute(db);
    await sql`insert into checkout_cart_locks (cart_token, idempotency_key, created_at)
      select cart_token, idempotency_key, created_at from checkout_requests
      where not (state = 'completed' and order_id is not null)`.execute(db);

    await db.schema.dropTable('giving_idempotency_keys').execute();
    await db.schema.dropTable('tour_idempotency_keys').execute();
    await db.schema.dropTable('checkout_requests').execute();
  },
};
