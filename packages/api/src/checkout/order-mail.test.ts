import { randomBytes } from 'node:crypto';
import express from 'express';
import { CustomerService } from '../customer/customer-service';
import type { Mailer, MailMessage } from '../mail/mailer';
import { createApiRouter } from '../router';
import { createThrottleStore, withKeyPrefix } from '../security/throttle';
import {
  listenOnLoopback,
  type LoopbackServer,
  TEST_PUBLIC_URL,
  TEST_TOKEN,
} from '../test-support/api-server';
import { CART_CREATE, type Payload, VARIANT } from '../test-support/cart-operations';
import { databaseKinds } from '../test-support/databases';
import { suiteDatabase } from '../test-support/suite';
import { ADDRESS as READER, CARD } from './checkout-test-client';
import { OrderConfirmations } from './order-confirmation';
import { TestPaymentProvider } from '../payments/test-provider';

jest.setTimeout(30_000);

// Markup in the buyer's own words: the mail must show it as text.
const ADDRESS = { ...READER, lastName: "O'Reilly & Sons", address1: '1 "Chapel" Lane' };

class RecordingMailer implements Mailer {
  readonly sent: MailMessage[] = [];
  async send(message: MailMessage) {
    this.sent.push(message);
  }
}

const CUSTOMER_ORDERS = `query Orders($token: String!) { customer(customerAccessToken: $token) {
  orders(first: 10, reverse: true) { totalCount edges { node { id name orderNumber processedAt statusUrl
    totalPrice { amount currencyCode } totalTax { amount currencyCode }
    shippingAddress { city formatted(withName: true) }
    lineItems(first: 5) { edges { node { title quantity originalTotalPrice { amount currencyCode } } } } } } } } }`;

describe.each(databaseKinds())('order confirmation mail and account orders (%s)', (kind) => {
  let server: LoopbackServer;
  let base: string;
  let mailer: RecordingMailer;
  let confirmations: OrderConfirmations;
  let keys = 0;
  const database = suiteDatabase(kind, {
    beforeClose: async () => {
      await confirmations.idle();
      await server.close();
    },
  });

  beforeAll(async () => {
    mailer = new RecordingMailer();
    // Counters of this server only: the shared test database keeps other suites' counts.
    const throttles = withKeyPrefix(
      createThrottleStore(database.db),
      `om${randomBytes(4).toString('hex')}:`,
    );
    confirmations = new OrderConfirmations(database.db, {
      mailer,
      publicUrl: TEST_PUBLIC_URL,
      throttles,
    });
    const customers = new CustomerService(database.db, {
      mailer,
      throttles,
      limits: { signupPerAddress: [{ limit: 10_000, windowMs: 60_000 }] },
    });
    const app = express();
    app.use(
      '/api',
      createApiRouter({
        db: database.db,
        storefrontAccessToken: TEST_TOKEN,
        publicUrl: TEST_PUBLIC_URL,
        payments: new TestPaymentProvider(),
        mail: { mailer, outbox: null, outboxHttp: false },
        throttles,
        customers,
        confirmations,
      }),
    );
    server = await listenOnLoopback(app);
    base = `${server.origin}/api`;
  });

  async function storefront<T>(query: string, variables: Record<string, unknown>): Promise<T> {
    const response = await fetch(`${base}/2024-04/graphql.json`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-Shopify-Storefront-Access-Token': TEST_TOKEN,
      },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await response.json()) as { data: T; errors?: unknown };
    if (body.errors) throw new Error(JSON.stringify(body.errors));
    return body.data;
  }

  async function checkoutPath(quantity: number, customerAccessToken?: string) {
    const buyerIdentity = {
      countryCode: 'GB',
      ...(customerAccessToken ? { customerAccessToken } : {}),
    };
    const data = await storefront<{ cartCreate: Payload }>(CART_CREATE, {
      input: { lines: [{ merchandiseId: VARIANT.paperback, quantity }], buyerIdentity },
    });
    const url = new URL(data.cartCreate.cart!.checkoutUrl);
    return `${url.pathname.replace(/^\/api/, '')}?${url.searchParams.toString()}`;
  }

  async function complete(path: string, body: Record<string, unknown> = {}) {
    const [pathname, query] = path.split('?');
    const payload = {
      email: 'ada@example.org',
      shippingAddress: ADDRESS,
      payment: CARD,
      idempotencyKey: `om-${kind}-${++keys}-${Date.now()}`,
      ...body,
    };
    const response = await fetch(`${base}${pathname}/complete?${query}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(payload),
    });
    return {
      status: response.status,
      body: (await response.json()) as { order: { id: string; number: number; total: string } },
      payload,
    };
  }

  async function signUp(email: string): Promise<string> {
    await storefront(
      `mutation($input: CustomerCreateInput!) { customerCreate(input: $input) { customer { id } } }`,
      {
        input: { email, password: 'correct horse battery', firstName: 'Ada' },
      },
    );
    const data = await storefront<{
      customerAccessTokenCreate: { customerAccessToken: { accessToken: string } };
    }>(
      `mutation($input: CustomerAccessTokenCreateInput!) { customerAccessTokenCreate(input: $input) { customerAccessToken { accessToken } } }`,
      { input: { email, password: 'correct horse battery' } },
    );
    return data.customerAccessTokenCreate.customerAccessToken.accessToken;
  }

  const mailsTo = (email: string) => mailer.sent.filter((m) => m.to === email);

  it('mails the order once, with its lines, totals, address and a link that opens it; a replay mails nothing', async () => {
    const email = `buyer-${kind}-${Date.now()}@example.org`;
    const path = await checkoutPath(3);
    const first = await complete(path, { email });
    expect(first.status).toBe(201);
    await confirmations.idle();
    const mails = mailsTo(email);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    const { number } = first.body.order;
    expect(mail.subject).toBe(`Your order #${number}`);
    expect(mail.text).toContain('The Great Controversy (Paperback) × 3 at £12.99: £38.97');
    expect(mail.text).toContain('Subtotal: £38.97');
    expect(mail.text).toContain('Of which tax: £6.50');
    // No delivery method sent: standard, free on an order of this size.
    expect(mail.text).toContain('Delivery: free');
    expect(mail.text).toContain('Delivery method: Standard delivery (free)');
    expect(mail.text).toContain('Total paid: £38.97');
    expect(mail.text).toContain(`Ada O'Reilly & Sons\n1 "Chapel" Lane\nYO1 7HH York\nGB`);
    // What the shopper typed is escaped in the HTML.
    expect(mail.html).toContain('Ada O&#39;Reilly &#38; Sons');
    expect(mail.html).toContain('1 &#34;Chapel&#34; Lane');
    expect(mail.html).not.toContain('& Sons');
    // The link is absolute from the configured public URL (the request came to 127.0.0.1) and opens the order.
    const link = new RegExp(
      `^${TEST_PUBLIC_URL.replace(/\./g, '\\.')}/checkout/confirmation/${number}\\?token=([A-Za-z0-9_-]{43})$`,
      'm',
    ).exec(mail.text);
    expect(link).not.toBeNull();
    expect(mail.html).toContain(`href="${link![0]}"`);
    const opened = await fetch(`${base}/orders/${number}?token=${link![1]}`);
    expect(opened.status).toBe(200);
    expect(await opened.json()).toMatchObject({
      order: { number, total: '38.97', currencyCode: 'GBP' },
    });

    // The same key again: the same order, and no second mail.
    const [pathname, query] = path.split('?');
    const replay = await fetch(`${base}${pathname}/complete?${query}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(first.payload),
    });
    expect(replay.status).toBe(200);
    expect(((await replay.json()) as { order: { number: number } }).order.number).toBe(number);
    await confirmations.idle();
    expect(mailsTo(email)).toHaveLength(1);
  });

  it('sends one mail however often the confirmation is asked for at once', async () => {
    const email = `race-${kind}-${Date.now()}@example.org`;
    const first = await complete(await checkoutPath(1), { email });
    await confirmations.idle();
    const row = await database.db
      .selectFrom('orders')
      .select('id')
      .where('number', '=', first.body.order.number)
      .executeTakeFirstOrThrow();
    const again = await Promise.all(Array.from({ length: 5 }, () => confirmations.send(row.id)));
    expect(again.every((sent) => !sent)).toBe(true);
    expect(mailsTo(email)).toHaveLength(1);
  });

  it('places every order but mails one mailbox at most 5 confirmations an hour', async () => {
    const stamp = Date.now();
    for (let i = 0; i < 7; i++) {
      const placed = await complete(await checkoutPath(1), {
        email: `flood-${kind}-${stamp}+${i}@example.org`,
      });
      expect(placed.status).toBe(201);
    }
    await confirmations.idle();
    const count = mailer.sent.filter((m) => m.to.startsWith(`flood-${kind}-${stamp}+`)).length;
    expect(count).toBe(5);
  });

  it("lists a signed-in customer's own orders in Shopify's shape, and no one else's", async () => {
    const stamp = Date.now();
    const ann = `ann-${kind}-${stamp}@example.org`;
    const ben = `ben-${kind}-${stamp}@example.org`;
    const annToken = await signUp(ann);
    const benToken = await signUp(ben);
    const annOrder = await complete(await checkoutPath(2, annToken), { email: ann });
    const annSecond = await complete(await checkoutPath(1, annToken), { email: ann });
    // A guest order with Ann's address is not hers on the account; Ben's is not either.
    const guest = await complete(await checkoutPath(1), { email: ann });
    const benOrder = await complete(await checkoutPath(1, benToken), { email: ben });
    for (const placed of [annOrder, annSecond, guest, benOrder]) expect(placed.status).toBe(201);

    type Orders = {
      customer: {
        orders: {
          totalCount: string;
          edges: { node: Record<string, unknown> & { orderNumber: number; lineItems: unknown } }[];
        };
      };
    };
    const mine = (await storefront<Orders>(CUSTOMER_ORDERS, { token: annToken })).customer.orders;
    expect(mine.totalCount).toBe('2');
    expect(mine.edges.map((e) => e.node.orderNumber)).toEqual([
      annSecond.body.order.number,
      annOrder.body.order.number,
    ]);
    expect(mine.edges[1]!.node).toMatchObject({
      id: annOrder.body.order.id,
      name: `#${annOrder.body.order.number}`,
      totalPrice: { amount: '25.98', currencyCode: 'GBP' },
      totalTax: { amount: '4.33', currencyCode: 'GBP' },
      statusUrl: `${TEST_PUBLIC_URL}/checkout/confirmation/${annOrder.body.order.number}`,
      shippingAddress: {
        city: 'York',
        formatted: ["Ada O'Reilly & Sons", '1 "Chapel" Lane', 'YO1 7HH York', 'GB'],
      },
      lineItems: {
        edges: [
          {
            node: {
              title: 'The Great Controversy (Paperback)',
              quantity: 2,
              originalTotalPrice: { amount: '25.98', currencyCode: 'GBP' },
            },
          },
        ],
      },
    });
    const his = (await storefront<Orders>(CUSTOMER_ORDERS, { token: benToken })).customer.orders;
    expect(his.edges.map((e) => e.node.orderNumber)).toEqual([benOrder.body.order.number]);
    // The order page opens an account's own orders with its token, and no other order.
    const open = (number: number, token: string) =>
      fetch(`${base}/orders/${number}`, { headers: { Authorization: `Bearer ${token}` } });
    const own = await open(annOrder.body.order.number, annToken);
    expect(own.status).toBe(200);
    expect(await own.json()).toMatchObject({
      order: { number: annOrder.body.order.number, total: '25.98' },
    });
    for (const number of [guest.body.order.number, benOrder.body.order.number])
      expect((await open(number, annToken)).status).toBe(404);
    expect((await open(annOrder.body.order.number, benToken)).status).toBe(404);
    expect((await open(annOrder.body.order.number, 'f'.repeat(64))).status).toBe(404);
    // A made-up token reads no customer, so no orders.
    expect(
      (await storefront<{ customer: null }>(CUSTOMER_ORDERS, { token: 'f'.repeat(64) })).customer,
    ).toBeNull();
  });
});
