import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { freshEmail, siteClient, type SiteClient } from './support/client';
import { openStoredData, ordersOfCart } from './support/database';

// Attacks on orders: reading someone's order (name, address) by its sequential number, walking the
// numbers, and paying a tax-free region's price for goods shipped to a taxed one.

const PAPERBACK = 'gid://shopify/ProductVariant/2002'; // £12.99, priced in every region
const GB_ADDRESS = {
  firstName: 'Anne',
  lastName: 'Askew',
  address1: '1 Tower Hill',
  city: 'London',
  zip: 'EC3N 4AB',
  country: 'GB',
};
const CARD = {
  cardNumber: '4242424242424242',
  expMonth: 12,
  expYear: 2099,
  cvc: '123',
  name: 'Anne Askew',
};
const CART_CREATE = `mutation($input: CartInput) { cartCreate(input: $input) { cart { checkoutUrl cost { totalAmount { amount currencyCode } } } userErrors { message } } }`;

interface Completion {
  status: number;
  body: {
    order?: { number: number; total: string; totalTax: string; currencyCode: string };
    accessToken?: string;
    error?: string;
    message?: string;
    cart?: { countryCode: string; currencyCode: string; total: string; totalTax: string };
  };
}

/** A cart made through the Storefront API, declared for `country`; its checkout's API path. */
async function cartFor(client: SiteClient, country: string) {
  const answer = await client.storefront(CART_CREATE, {
    input: {
      lines: [{ merchandiseId: PAPERBACK, quantity: 2 }],
      buyerIdentity: { countryCode: country },
    },
  });
  expect(answer.status).toBe(200);
  const cart = answer.json<{
    data: {
      cartCreate: {
        cart: {
          checkoutUrl: string;
          cost: { totalAmount: { amount: string; currencyCode: string } };
        };
      };
    };
  }>().data.cartCreate.cart;
  const url = new URL(cart.checkoutUrl);
  return { api: `/api${url.pathname}`, query: url.search, declaredTotal: cart.cost.totalAmount };
}

async function complete(
  client: SiteClient,
  cart: { api: string; query: string },
  extra: Record<string, unknown> = {},
): Promise<Completion> {
  const body = {
    email: freshEmail('buyer'),
    shippingAddress: GB_ADDRESS,
    payment: CARD,
    idempotencyKey: randomBytes(16).toString('hex'),
    ...extra,
  };
  const answer = await client.post(`${cart.api}/complete${cart.query}`, body);
  return { status: answer.status, body: answer.json() };
}

async function buy(client: SiteClient) {
  const email = freshEmail('buyer');
  const done = await complete(client, await cartFor(client, 'GB'), { email });
  expect(done.status).toBe(201);
  return { email, order: done.body.order!, token: done.body.accessToken! };
}

test('an order cannot be read by its number and e-mail, or with a wrong token', async () => {
  const buyer = siteClient();
  const { email, order, token } = await buy(buyer);
  expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

  const attacker = siteClient();
  const tries = [
    `email=${encodeURIComponent(email)}`,
    `email=${encodeURIComponent(email)}&token=`,
    `token=${randomBytes(32).toString('base64url')}`,
    `token=${token.slice(0, -2)}`,
    `token=${token}x`,
    `token[]=${token}`,
  ];
  for (const query of tries) {
    const answer = await attacker.get(`/api/orders/${order.number}?${query}`);
    expect([400, 404], query).toContain(answer.status);
    expect(answer.text, query).not.toContain('Tower Hill');
    expect(answer.text, query).not.toContain(email);
    expect(answer.headers['cache-control']).toContain('no-store');
  }

  // The buyer's own link still works, from anywhere.
  const mine = await siteClient().get(`/api/orders/${order.number}?token=${token}`);
  expect(mine.status).toBe(200);
  expect(mine.json<{ order: { number: number } }>().order.number).toBe(order.number);

  // The database keeps only the token's hash.
  const db = openStoredData();
  try {
    const stored = JSON.stringify(db.prepare('select * from order_access_tokens').all());
    expect(stored).not.toContain(token);
  } finally {
    db.close();
  }
});

test('walking the order numbers is throttled per address: 429 with Retry-After', async () => {
  const { order, token } = await buy(siteClient());
  const walker = siteClient();
  let limited: Awaited<ReturnType<SiteClient['get']>> | null = null;
  let sent = 0;
  for (let n = Math.max(1001, order.number - 40); sent < 60 && !limited; n++, sent++) {
    const answer = await walker.get(
      `/api/orders/${n}?token=${randomBytes(32).toString('base64url')}`,
    );
    expect(answer.status === 404 || answer.status === 429, `order ${n}: ${answer.status}`).toBe(
      true,
    );
    if (answer.status === 429) limited = answer;
  }
  expect(limited, 'no 429 after 60 lookups').not.toBeNull();
  expect(sent).toBeLessThanOrEqual(25);
  expect(Number(limited!.headers['retry-after'])).toBeGreaterThan(0);
  expect(limited!.headers['cache-control']).toContain('no-store');

  // Once throttled, the address gets nothing, not even with a right token; other addresses are unaffected.
  expect((await walker.get(`/api/orders/${order.number}?token=${token}`)).status).toBe(429);
  expect((await siteClient().get(`/api/orders/${order.number}?token=${token}`)).status).toBe(200);
});

test('a cart declared tax-free (US) but shipped to GB is re-priced, not charged the US total', async () => {
  const client = siteClient();
  const cart = await cartFor(client, 'US');
  expect(cart.declaredTotal.currencyCode).toBe('USD');

  // Without a confirmation, nothing is charged and nothing stored; the answer carries the GB totals.
  const refused = await complete(client, cart);
  expect(refused.status).toBe(409);
  expect(refused.body).toMatchObject({
    error: 'total_changed',
    cart: { countryCode: 'GB', currencyCode: 'GBP', total: '25.98', totalTax: '4.33' },
  });
  expect(refused.body.message).toContain('£25.98');

  // Claiming the US total the cart showed does not pass for the GB one.
  const claimed = await complete(client, cart, {
    expectedTotal: { amount: cart.declaredTotal.amount, currencyCode: 'USD' },
  });
  expect(claimed.status).toBe(409);
  const token = new URL(`http://x${cart.api}`).pathname.split('/').pop()!;
  expect(ordersOfCart(token)).toBe(0);

  // Confirming the GB total buys at the GB price with GB VAT.
  const paid = await complete(client, cart, {
    expectedTotal: { amount: '25.98', currencyCode: 'GBP' },
  });
  expect(paid.status).toBe(201);
  expect(paid.body.order).toMatchObject({ currencyCode: 'GBP', total: '25.98', totalTax: '4.33' });
});
