import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { createActor, fromPromise } from 'xstate';
import {
  closeDatabase,
  createApiRouter,
  type Db,
  openApiDatabase,
  TestPaymentProvider,
} from '@site/api';
import { linkCartToCustomer } from '../checkout/api/link-customer';
import { createCustomerApi, type CustomerApi } from '../../shared/session/api/customer-api';
import { mirrorSessionToStorage, readStoredSession } from '../../shared/session/session-storage';
import {
  sessionMachine,
  type SessionStorage,
  TOKEN_KEY,
} from '../../shared/session/machines/session-machine';
import type { StorefrontRequest } from '../../shared/storefront/storefront-client';
import { fetchCustomerOrders } from './api/customer-orders';
import { signUpAndSignIn } from './sign-up';
import { memoryStorage } from '@site/product-client/memory-storage';

jest.setTimeout(30_000);

const TOKEN = 'account-test-token';
const PASSWORD = 'correct horse battery';

const started: { stop(): void }[] = [];
afterEach(() => {
  for (const actor of started.splice(0)) actor.stop();
});

/** The page's session actor, its actors speaking to the real embedded Storefront API. */
function sessionFor(api: CustomerApi, storage: SessionStorage) {
  const machine = sessionMachine.provide({
    actors: {
      fetchCustomer: fromPromise(({ input }: { input: { token: string } }) =>
        api.fetchCustomer(input.token),
      ),
      renewToken: fromPromise(({ input }: { input: { token: string } }) => api.renew(input.token)),
      login: fromPromise(({ input }: { input: { email: string; password: string } }) =>
        api.login(input.email, input.password),
      ),
      deleteToken: fromPromise<unknown, { token: string }>(({ input }) =>
        api.deleteToken(input.token),
      ),
    },
  });
  const stored = readStoredSession(storage);
  const actor = createActor(machine, { input: { stored, now: Date.now() } });
  mirrorSessionToStorage(actor, storage, stored);
  actor.start();
  // Stopped after each test: a signed-in session's clock ticks every minute, and that timer would
  // keep Jest from exiting.
  started.push(actor);
  return actor;
}

describe('the account against the embedded Storefront API', () => {
  let db: Db;
  let server: http.Server;
  let origin: string;
  let request: StorefrontRequest;
  let api: CustomerApi;

  beforeAll(async () => {
    db = await openApiDatabase(':memory:');
    const app = express();
    const mail = { mailer: { send: async () => undefined }, outbox: null, outboxHttp: false };
    app.use(
      '/api',
      createApiRouter({
        db,
        storefrontAccessToken: TOKEN,
        publicUrl: 'https://history.example.org',
        payments: new TestPaymentProvider(),
        mail,
      }),
    );
    server = http.createServer(app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    request = async <D>(query: string, variables: Record<string, unknown>) => {
      const response = await fetch(`${origin}/api/2024-04/graphql.json`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Shopify-Storefront-Access-Token': TOKEN },
        body: JSON.stringify({ query, variables }),
      });
      const body = (await response.json()) as { data: D; errors?: { message: string }[] };
      if (body.errors?.length) throw new Error(body.errors.map((e) => e.message).join('; '));
      return body.data;
    };
    api = createCustomerApi(request);
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await closeDatabase(db);
  });

  async function signedUp(email: string) {
    const storage = memoryStorage();
    const session = sessionFor(api, storage);
    const outcome = await signUpAndSignIn(api, session, {
      firstName: 'Ann',
      lastName: '',
      email,
      password: PASSWORD,
      acceptsMarketing: false,
    });
    return { outcome, session, storage };
  }

  /** A paid order of one mug; with a token, the cart carries it first, as the checkout page does. */
  async function order(customerToken: string | null) {
    const created = await request<{ cartCreate: { cart: { checkoutUrl: string } } }>(
      `mutation($input: CartInput!) { cartCreate(input: $input) { cart { checkoutUrl } } }`,
      {
        input: {
          lines: [{ merchandiseId: 'gid://shopify/ProductVariant/2002', quantity: 1 }],
          buyerIdentity: { countryCode: 'GB' },
        },
      },
    );
    const url = new URL(created.cartCreate.cart.checkoutUrl);
    const token = url.pathname.split('/').pop()!;
    const key = url.searchParams.get('key')!;
    if (customerToken)
      expect(await linkCartToCustomer(request, token, key, customerToken)).toBe(true);
    const response = await fetch(`${origin}/api/checkout/${token}/complete?key=${key}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        email: 'ann@example.org',
        shippingAddress: {
          firstName: 'Ann',
          lastName: 'Reader',
          address1: '1 Chapel Lane',
          city: 'York',
          zip: 'YO1 7HH',
          country: 'GB',
        },
        payment: {
          cardNumber: '4242 4242 4242 4242',
          expMonth: 12,
          expYear: 2099,
          cvc: '123',
          name: 'Ann Reader',
        },
        idempotencyKey: `acct-${Date.now()}-${Math.random().toString(36).slice(2)}`,
      }),
    });
    expect(response.status).toBe(201);
    return ((await response.json()) as { order: { number: number } }).order.number;
  }

  it('signing up signs you in through the session machine', async () => {
    const { outcome, session, storage } = await signedUp('new-ann@example.org');
    expect(outcome).toEqual({ kind: 'signedIn' });
    expect(session.getSnapshot().matches('signedIn')).toBe(true);
    expect(session.getSnapshot().context.customer?.email).toBe('new-ann@example.org');
    expect(storage.data.get(TOKEN_KEY)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('a refused sign-up signs no one in', async () => {
    const { outcome, session } = await signedUp('new-ann@example.org');
    expect(outcome.kind).toBe('refused');
    expect(session.getSnapshot().matches('signedOut')).toBe(true);
  });

  it("lists the signed-in customer's own orders, newest first, and no one else's", async () => {
    const ann = await signedUp('orders-ann@example.org');
    const ben = await signedUp('orders-ben@example.org');
    const annToken = ann.session.getSnapshot().context.token!;
    const benToken = ben.session.getSnapshot().context.token!;
    const first = await order(annToken);
    await order(null);
    const second = await order(annToken);
    const bens = await order(benToken);

    const mine = await fetchCustomerOrders(request, annToken);
    expect(mine?.orders.map((o) => o.number)).toEqual([second, first]);
    expect(mine?.orders[0]).toMatchObject({
      name: `#${second}`,
      // £12.99 of goods and £3.95 standard delivery (free only from £25).
      total: { amount: '16.94', currencyCode: 'GBP' },
      lines: [{ title: 'The Great Controversy (Paperback)', quantity: 1 }],
    });
    expect(mine?.orders[0]?.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect((await fetchCustomerOrders(request, benToken))?.orders.map((o) => o.number)).toEqual([
      bens,
    ]);
    expect(await fetchCustomerOrders(request, 'f'.repeat(64))).toBeNull();
  });
});
