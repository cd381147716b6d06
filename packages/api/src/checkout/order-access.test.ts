import { hashToken } from '../customer/tokens';
import { VARIANT } from '../test-support/cart-operations';
import { databaseKinds } from '../test-support/databases';
import { checkoutClient } from './checkout-test-client';
import { LOOKUP_LIMIT } from './order-lookup';
import { suiteApi } from '../test-support/suite';

jest.setTimeout(30_000);

describe.each(databaseKinds())('order access (%s)', (kind) => {
  const { database, api } = suiteApi(kind);
  const client = checkoutClient(api, `access-${kind}`);
  let lookups = 0;

  // Every lookup counts against 127.0.0.1 in this suite's database; the throttle test spends the rest.
  const lookup = (number: number | string, query: string) => {
    lookups += 1;
    return client.lookup(number, query);
  };

  async function buy() {
    const { path } = await client.newCart([{ merchandiseId: VARIANT.mug, quantity: 1 }]);
    const done = await client.complete(path);
    expect(done.status).toBe(201);
    return { path, order: done.body.order!, token: done.body.accessToken! };
  }

  it('opens an order with its token only, and keeps only the hash', async () => {
    const { order, token } = await buy();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const good = await lookup(order.number, `token=${token}`);
    expect(good.status).toBe(200);
    expect(good.headers.get('cache-control')).toBe('private, no-store');
    expect(((await good.json()) as { order: { id: string } }).order.id).toBe(order.id);

    const flipped = token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A');
    for (const query of [`token=${flipped}`, 'token=short', 'email=ada@example.org', '']) {
      const bad = await lookup(order.number, query);
      expect([400, 404]).toContain(bad.status);
      expect(await bad.text()).not.toContain('Chapel Lane');
    }
    // Another order's token does not open this one.
    const other = await buy();
    expect((await lookup(order.number, `token=${other.token}`)).status).toBe(404);

    const rows = await database.db
      .withTables<{ order_access_tokens: { token_hash: string } }>()
      .selectFrom('order_access_tokens')
      .select('token_hash')
      .execute();
    expect(rows.map((r) => r.token_hash)).toContain(hashToken(token));
    expect(rows.map((r) => r.token_hash)).not.toContain(token);
  });

  it('gives a replayed checkout a fresh token that works, and keeps the first one working', async () => {
    const { path } = await client.newCart([{ merchandiseId: VARIANT.mug, quantity: 1 }]);
    const idempotencyKey = `replay-${kind}-${Date.now()}`;
    const first = await client.complete(path, { idempotencyKey });
    const again = await client.complete(path, { idempotencyKey });
    expect([first.status, again.status]).toEqual([201, 200]);
    expect(again.body.accessToken).not.toBe(first.body.accessToken);
    for (const token of [first.body.accessToken, again.body.accessToken]) {
      expect((await lookup(first.body.order!.number, `token=${token}`)).status).toBe(200);
    }
    // The replay needs the cart's key as well: the token it hands out opens the order.
    const forged = path.replace(/key=[0-9a-f]+/, `key=${'d'.repeat(32)}`);
    expect((await client.complete(forged, { idempotencyKey })).status).toBe(404);
  });

  it('cannot open an order written before tokens existed', async () => {
    const { order } = await buy();
    await database.db
      .withTables<{ order_access_tokens: { order_id: string } }>()
      .deleteFrom('order_access_tokens')
      .execute();
    expect((await lookup(order.number, `token=${'x'.repeat(43)}`)).status).toBe(404);
  });

  it('throttles lookups per address with 429, Retry-After and no-store', async () => {
    const remaining = LOOKUP_LIMIT - lookups;
    for (let n = 0; n < remaining; n++)
      expect((await lookup(1001 + n, `token=${'y'.repeat(43)}`)).status).toBe(404);
    const limited = await lookup(1001 + remaining, `token=${'y'.repeat(43)}`);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(limited.headers.get('cache-control')).toContain('no-store');
    expect(((await limited.json()) as { error: string }).error).toBe('too_many_requests');
  });
});
