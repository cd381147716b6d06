import type { ThrottleTable } from '../db/schema';
import { databaseKinds } from '../test-support/databases';
import {
  CART_CREATE,
  CART_QUERY,
  LINES_ADD,
  type Payload,
  VARIANT,
} from '../test-support/cart-operations';
import { ADDRESS, CARD } from './checkout-test-client';
import { suiteApi } from '../test-support/suite';
import { stockOf as storedStock } from '../test-support/rows';

// Real databases on a shared CI box: allow for a slow moment rather than fail on timing.
jest.setTimeout(30_000);

let keys = 0;

describe.each(databaseKinds())('checkout (%s)', (kind) => {
  const { database, api } = suiteApi(kind);
  // Every test is a buyer of its own, though all come from 127.0.0.1: the per-address limits
  // (5 declines, completions) start afresh, as they would for buyers on different networks.
  beforeEach(async () => {
    await database.db.withTables<{ throttles: ThrottleTable }>().deleteFrom('throttles').execute();
  });

  async function newCart(lines: { merchandiseId: string; quantity: number }[]) {
    const { data } = await api.client.request<{ cartCreate: Payload }>(CART_CREATE, {
      variables: { input: { lines, buyerIdentity: { countryCode: 'GB' } } },
    });
    const cart = data?.cartCreate.cart;
    if (!cart) throw new Error('cart missing');
    const url = new URL(cart.checkoutUrl);
    return {
      cart,
      path: `${url.pathname.replace(/^\/checkout/, '/checkout')}?${url.searchParams.toString()}`,
    };
  }

  function complete(path: string, overrides: Record<string, unknown> = {}) {
    const [pathname, query] = path.split('?');
    const body = {
      email: 'Ada@Example.org',
      shippingAddress: ADDRESS,
      payment: CARD,
      idempotencyKey: `key-${kind}-${++keys}-${Date.now()}`,
      ...overrides,
    };
    return fetch(`${api.baseUrl}${pathname}/complete?${query}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  }

  const stockOf = (id: number) => storedStock(database.db, id);

  it('shows the cart summary and completes it with 4242…, decrementing stock', async () => {
    const before = await stockOf(2002);
    const { cart, path } = await newCart([{ merchandiseId: VARIANT.paperback, quantity: 3 }]);
    const summary = await fetch(`${api.baseUrl}${path}`);
    expect(summary.status).toBe(200);
    expect(await summary.json()).toMatchObject({
      cart: {
        currencyCode: 'GBP',
        total: '38.97',
        totalTax: '6.50',
        taxIncluded: true,
        lines: [{ quantity: 3, price: '12.99', available: true }],
      },
    });

    const response = await complete(path);
    expect(response.status).toBe(201);
    const { order, accessToken } = (await response.json()) as {
      order: {
        id: string;
        number: number;
        total: string;
        currencyCode: string;
        email: string;
        lines: { quantity: number; handle: string }[];
      };
      accessToken: string;
    };
    expect(order).toMatchObject({
      total: '38.97',
      currencyCode: 'GBP',
      email: 'ada@example.org',
      lines: [{ quantity: 3, handle: 'the-great-controversy-paperback' }],
    });
    expect(order.number).toBeGreaterThanOrEqual(1001);
    expect(await stockOf(2002)).toBe(before - 3);
    expect(api.payments.charges.filter((c) => !c.refunded).at(-1)).toMatchObject({
      amount: 3897,
      currency: 'GBP',
    });

    // The confirmation opens with the token the checkout answered with, and not with the e-mail.
    const confirmation = await fetch(`${api.baseUrl}/orders/${order.number}?token=${accessToken}`);
    expect(confirmation.status).toBe(200);
    expect(((await confirmation.json()) as { order: { id: string } }).order.id).toBe(order.id);
    expect(
      (await fetch(`${api.baseUrl}/orders/${order.number}?email=ADA@example.org`)).status,
    ).toBe(400);

    // A completed cart is gone for the storefront and refuses further changes.
    const read = await api.client.request<{ cart: unknown }>(CART_QUERY, {
      variables: { id: cart.id },
    });
    expect(read.data?.cart).toBeNull();
    const add = await api.client.request<{ cartLinesAdd: Payload }>(LINES_ADD, {
      variables: { cartId: cart.id, lines: [{ merchandiseId: VARIANT.mug }] },
    });
    expect(add.data?.cartLinesAdd.userErrors[0]).toMatchObject({
      code: 'INVALID',
      message: expect.stringContaining('checked out'),
    });
    expect((await fetch(`${api.baseUrl}${path}`)).status).toBe(409);
  });

  it.each([
    ['4000000000000002', 'card_declined'],
    ['4000000000009995', 'insufficient_funds'],
    ['4000000000000069', 'expired_card'],
    ['4242424242424241', 'invalid_number'],
    ['5555555555554444', 'card_declined'],
  ])(
    'declines %s as %s with 402 and leaves the cart and stock untouched',
    async (cardNumber, code) => {
      const before = await stockOf(2013);
      const charges = api.payments.charges.length;
      const { cart, path } = await newCart([{ merchandiseId: VARIANT.mug, quantity: 2 }]);
      const idempotencyKey = `decline-${code}-${kind}-${Date.now()}`;
      const response = await complete(path, { payment: { ...CARD, cardNumber }, idempotencyKey });
      expect(response.status).toBe(402);
      const body = (await response.json()) as { error: string; message: string };
      expect(body.error).toBe(code);
      if (cardNumber === '5555555555554444') expect(body.message).toMatch(/test cards only/);
      expect(await stockOf(2013)).toBe(before);
      expect(api.payments.charges.length).toBe(charges);
      const read = await api.client.request<{ cart: { totalQuantity: number } | null }>(
        CART_QUERY,
        { variables: { id: cart.id } },
      );
      expect(read.data?.cart?.totalQuantity).toBe(2);
      // A decline frees the key: the buyer fixes the card and pays with the same key.
      expect((await complete(path, { idempotencyKey })).status).toBe(201);
    },
  );

  it('returns the same order for a repeated idempotency key and charges once', async () => {
    const { path } = await newCart([{ merchandiseId: VARIANT.season1, quantity: 1 }]);
    const idempotencyKey = `same-key-${kind}-${Date.now()}`;
    const charges = api.payments.charges.length;
    const first = await complete(path, { idempotencyKey });
    const second = await complete(path, { idempotencyKey });
    expect([first.status, second.status]).toEqual([201, 200]);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    const [a, b] = (await Promise.all([first.json(), second.json()])) as {
      order: { id: string };
    }[];
    expect(b?.order.id).toBe(a?.order.id);
    expect(api.payments.charges.length).toBe(charges + 1);
  });

  it('turns concurrent duplicates into one order and one charge', async () => {
    const before = await stockOf(2004);
    const { path } = await newCart([
      { merchandiseId: 'gid://shopify/ProductVariant/2004', quantity: 2 },
    ]);
    const idempotencyKey = `concurrent-${kind}-${Date.now()}`;
    const charges = api.payments.charges.length;
    const responses = await Promise.all(
      Array.from({ length: 6 }, () => complete(path, { idempotencyKey })),
    );
    expect(responses.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    const ids = new Set(
      await Promise.all(
        responses.map(async (r) => ((await r.json()) as { order: { id: string } }).order.id),
      ),
    );
    expect(ids.size).toBe(1);
    expect(api.payments.charges.length).toBe(charges + 1);
    expect(await stockOf(2004)).toBe(before - 2);
  });

  it('refuses to sell more than is in stock, without charging', async () => {
    const { path } = await newCart([{ merchandiseId: VARIANT.facsimile, quantity: 5 }]);
    await database.db.updateTable('variants').set({ stock: 4 }).where('id', '=', 2009).execute();
    const charges = api.payments.charges.length;
    const response = await complete(path);
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({
      error: 'out_of_stock',
      lines: [{ merchandiseId: VARIANT.facsimile, available: 4 }],
    });
    expect(api.payments.charges.length).toBe(charges);
    expect(await stockOf(2009)).toBe(4);
  });

  it('reports every invalid field with 422', async () => {
    const { path } = await newCart([{ merchandiseId: VARIANT.mug, quantity: 1 }]);
    const response = await complete(path, {
      email: 'nope',
      shippingAddress: { ...ADDRESS, firstName: '', country: 'XX', zip: '!!' },
      payment: { cardNumber: '4242', expMonth: 13, expYear: 'soon', cvc: '1', name: '' },
      idempotencyKey: 'x',
    });
    expect(response.status).toBe(422);
    const fields = ((await response.json()) as { errors: { field: string }[] }).errors
      .map((e) => e.field)
      .sort();
    expect(fields).toEqual(
      [
        'email',
        'idempotencyKey',
        'payment.cardNumber',
        'payment.cvc',
        'payment.expMonth',
        'payment.expYear',
        'payment.name',
        'shippingAddress.country',
        'shippingAddress.firstName',
        'shippingAddress.zip',
      ].sort(),
    );
  });

  it('answers 404 for a checkout link with the wrong key', async () => {
    const { path } = await newCart([{ merchandiseId: VARIANT.mug, quantity: 1 }]);
    const forged = path.replace(/key=[0-9a-f]+/, `key=${'c'.repeat(32)}`);
    expect((await fetch(`${api.baseUrl}${forged}`)).status).toBe(404);
    expect((await complete(forged)).status).toBe(404);
  });
});
