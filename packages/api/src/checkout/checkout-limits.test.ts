import type { ThrottleTable } from '../db/schema';
import { PAYMENT_THROTTLED_MESSAGE } from '../security/decline-velocity';
import { VARIANT } from '../test-support/cart-operations';
import { databaseKinds } from '../test-support/databases';
import { ADDRESS, CARD, checkoutClient } from './checkout-test-client';
import { strangerCard } from '../test-support/cards';
import { suiteApi } from '../test-support/suite';

jest.setTimeout(60_000);

describe.each(databaseKinds())('checkout limits (%s)', (kind) => {
  const { database, api } = suiteApi(kind);
  let client: ReturnType<typeof checkoutClient>;
  let providerCalls = 0;

  beforeAll(async () => {
    client = checkoutClient(api, `limits-${kind}`);
    // Every charge the provider is asked for, with the payer present (confirm) or not (charge).
    const charge = api.payments.charge.bind(api.payments);
    api.payments.charge = (request) => ((providerCalls += 1), charge(request));
    const confirm = api.payments.confirm.bind(api.payments);
    api.payments.confirm = (request) => ((providerCalls += 1), confirm(request));
  });
  beforeEach(async () => {
    await database.db.withTables<{ throttles: ThrottleTable }>().deleteFrom('throttles').execute();
  });

  it('card testing: after 5 declines from one address, 429 with Retry-After, no code, no provider call, no order', async () => {
    const { path } = await client.newCart([{ merchandiseId: VARIANT.mug, quantity: 1 }]);
    const cards = [
      '4000000000000002',
      '4000000000009995',
      '4000000000000069',
      '4242424242424241',
      ...Array.from({ length: 6 }, (_, i) => strangerCard(i + 1)),
    ];
    const calls = providerCalls;
    const answers = [];
    for (const cardNumber of cards) {
      const response = await fetch(
        `${api.baseUrl}${path.split('?')[0]}/complete?${path.split('?')[1]}`,
        {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({
            email: 'ada@example.org',
            shippingAddress: ADDRESS,
            payment: { ...CARD, cardNumber },
            idempotencyKey: `limits-${kind}-${cardNumber}-${Date.now()}`,
          }),
        },
      );
      answers.push({
        status: response.status,
        retryAfter: response.headers.get('retry-after'),
        body: (await response.json()) as Record<string, unknown>,
      });
    }
    expect(answers.slice(0, 5).map((a) => [a.status, a.body.error])).toEqual([
      [402, 'card_declined'],
      [402, 'insufficient_funds'],
      [402, 'expired_card'],
      [402, 'invalid_number'],
      [402, 'card_declined'],
    ]);
    for (const answer of answers.slice(5)) {
      expect(answer).toEqual({
        status: 429,
        retryAfter: '600',
        body: { error: 'throttled', message: PAYMENT_THROTTLED_MESSAGE },
      });
    }
    expect(providerCalls - calls).toBe(5);
    // The good card from the same address: refused before the provider, the cart left open.
    const good = await client.complete(path);
    expect(good.status).toBe(429);
    expect(providerCalls - calls).toBe(5);
    const orders = await database.db
      .selectFrom('orders')
      .select('id')
      .where('cart_token', '=', path.split('?')[0]!.split('/')[2]!)
      .execute();
    expect(orders).toEqual([]);
  });

  it('a past expiry is refused as input (422), before the provider, and is not counted as a decline', async () => {
    const { path } = await client.newCart([{ merchandiseId: VARIANT.mug, quantity: 1 }]);
    const calls = providerCalls;
    const lastMonth = new Date();
    lastMonth.setUTCDate(1);
    lastMonth.setUTCMonth(lastMonth.getUTCMonth() - 1);
    for (let i = 0; i < 7; i++) {
      const expired = await client.complete(path, {
        payment: {
          ...CARD,
          expMonth: lastMonth.getUTCMonth() + 1,
          expYear: lastMonth.getUTCFullYear() - (i % 3),
        },
      });
      expect(expired.status).toBe(422);
      expect(JSON.stringify(expired.body)).toContain('This card has expired');
    }
    expect(providerCalls).toBe(calls);
    expect((await client.complete(path)).status).toBe(201);
  });

  it('a burst of 12 cards at once from one address evaluates at most 5 declines', async () => {
    const carts = await Promise.all(
      Array.from({ length: 12 }, () =>
        client.newCart([{ merchandiseId: VARIANT.mug, quantity: 1 }]),
      ),
    );
    const calls = providerCalls;
    const answers = await Promise.all(
      carts.map(({ path }, i) =>
        client.complete(path, { payment: { ...CARD, cardNumber: strangerCard(100 + i) } }),
      ),
    );
    const evaluated = providerCalls - calls;
    expect(evaluated).toBeLessThanOrEqual(5);
    expect(evaluated).toBeGreaterThanOrEqual(1);
    expect(answers.filter((a) => a.status === 402)).toHaveLength(evaluated);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(12 - evaluated);
  });

  it('past 30 completions in 10 minutes from one address, 429 too_many_requests before anything is read', async () => {
    const { path } = await client.newCart([{ merchandiseId: VARIANT.mug, quantity: 1 }]);
    const statuses = [];
    for (let i = 0; i < 32; i++)
      statuses.push((await client.complete(path, { email: 'not an address' })).status);
    expect(statuses.slice(0, 30)).toEqual(Array(30).fill(422));
    const refused = await client.complete(path);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({
      error: 'too_many_requests',
      message: expect.stringMatching(/Nothing was charged/),
    });
    expect(statuses.slice(30)).toEqual([429, 429]);
  });
});
