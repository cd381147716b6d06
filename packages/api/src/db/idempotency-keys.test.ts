import { sql } from 'kysely';
import { databaseKinds, openTestDatabase, type TestDatabase } from '../test-support/databases';
import { IdempotencyKeys } from './idempotency-keys';
import { migrate } from '../compose/migrations';

/*
 * Migration 0013_idempotency_keys: the areas' key tables become one, `idempotency_keys`, keyed by
 * (scope, key), with their rows; checkout's requests become 'order' keys and, while in flight, cart locks.
 */
describe.each(databaseKinds())('one idempotency-key store (%s)', (kind) => {
  let database: TestDatabase;
  const at = '2026-11-25T10:00:00.000Z';

  beforeAll(async () => {
    database = await openTestDatabase(kind, '0012_payments');
    const { db } = database;
    await sql`insert into giving_idempotency_keys (key, request_hash, state, response_json, created_at, updated_at)
      values ('shared-key-0001', 'gift-hash', 'done', '{"donationId":"d1"}', ${at}, ${at})`.execute(
      db,
    );
    await sql`insert into tour_idempotency_keys (key, request_hash, state, response_json, created_at, updated_at)
      values ('shared-key-0001', 'tour-hash', 'done', '{"bookingId":"b1"}', ${at}, ${at}),
             ('tour-pending-01', 'tour-hash', 'pending', null, ${at}, ${at})`.execute(db);
    await sql`insert into checkout_requests (idempotency_key, cart_token, state, order_id, created_at)
      values ('order-done-0001', 'cart-done', 'completed', 'abc123', ${at}),
             ('order-open-0001', 'cart-open', 'pending', null, ${at})`.execute(db);
    await migrate(db);
  });
  afterAll(() => database.close());

  it("copies every key under its area's scope and drops the old tables", async () => {
    const rows = await database.db
      .selectFrom('idempotency_keys')
      .selectAll()
      .orderBy('scope')
      .orderBy('key')
      .execute();
    expect(rows.map((r) => [r.scope, r.key, r.request_hash, r.state, r.response_json])).toEqual([
      ['gift', 'shared-key-0001', 'gift-hash', 'done', '{"donationId":"d1"}'],
      ['order', 'order-done-0001', 'cart-done', 'done', '{"orderId":"abc123"}'],
      ['order', 'order-open-0001', 'cart-open', 'pending', null],
      ['tour', 'shared-key-0001', 'tour-hash', 'done', '{"bookingId":"b1"}'],
      ['tour', 'tour-pending-01', 'tour-hash', 'pending', null],
    ]);
    // One checkout at a time per cart: the checkout in flight still holds its cart.
    expect(
      await database.db
        .selectFrom('checkout_cart_locks')
        .select(['cart_token', 'idempotency_key'])
        .execute(),
    ).toEqual([{ cart_token: 'cart-open', idempotency_key: 'order-open-0001' }]);
    const old = ['checkout_requests', 'giving_idempotency_keys', 'tour_idempotency_keys'];
    const left =
      kind === 'sqlite'
        ? sql<{
            name: string;
          }>`select name from sqlite_master where type = 'table' and name in (${sql.join(old)})`
        : sql<{ name: string }>`select table_name as name from information_schema.tables
            where table_schema = current_schema() and table_name in (${sql.join(old)})`;
    expect((await left.execute(database.db)).rows).toEqual([]);
  });

  it('keeps scopes apart: the same key in two areas is two keys', async () => {
    const clock = () => new Date();
    const gifts = new IdempotencyKeys<{ donationId: string }>(database.db as never, 'gift', clock);
    const tours = new IdempotencyKeys<{ bookingId: string }>(database.db as never, 'tour', clock);
    const orders = new IdempotencyKeys<{ orderId: string }>(database.db as never, 'order', clock);
    expect(await gifts.stored('shared-key-0001')).toEqual({ donationId: 'd1' });
    expect(await tours.stored('shared-key-0001')).toEqual({ bookingId: 'b1' });
    expect(await orders.claim('order-done-0001', 'cart-done')).toEqual({ orderId: 'abc123' });
    expect(await orders.claim('order-done-0001', 'another-cart')).toBe('reused');
    // A key one area has used is free in another; dropping it there leaves the first area's alone.
    expect(await gifts.claim('order-done-0001', 'gift-hash')).toBe('claimed');
    await gifts.drop('order-done-0001');
    expect(await orders.stored('order-done-0001')).toEqual({ orderId: 'abc123' });
    await orders.finish('order-open-0001', { orderId: 'def456' });
    expect(await gifts.stored('order-open-0001')).toBeNull();
    expect(await orders.stored('order-open-0001')).toEqual({ orderId: 'def456' });
  });
});
