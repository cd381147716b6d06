import type { MailMessage } from '../mail/mailer';
import { paymentsDb } from '../payments/payment-tables';
import { ACTION_EXPIRES_MS } from '../payments/attempts';
import { Reconciler } from '../payments/reconciler';
import { Payments } from '../payments/take-payment';
import { TestPaymentProvider } from '../payments/test-provider';
import { CART_CREATE, type Payload, VARIANT } from '../test-support/cart-operations';
import { ADDRESS, CARD } from './checkout-test-client';
import { databaseKinds } from '../test-support/databases';
import { parseCheckoutInput } from './checkout-input';
import { CheckoutService } from './checkout-service';
import { CheckoutFailure } from './checkout-errors';
import { DeclineGuard } from './decline-guard';
import { OrderConfirmations } from './order-confirmation';
import { suiteApi } from '../test-support/suite';
import { DiesAfterCharge } from '../test-support/dying-providers';
import { attemptsOf as orderAttempts, stockOf as storedStock } from '../test-support/rows';

jest.setTimeout(60_000);

/*
 * Checkout on the payments module (issue 27): its charge is a payment attempt in the ledger, and a
 * checkout whose process died after the charge is finished by the reconciler, into one order, or
 * refunded when the stock is gone. A process that dies is simulated as in payments/reconciler.test.ts:
 * its provider takes the charge and its answer never comes back, so nothing after the charge runs;
 * a "restart" is a new service and provider on the same database, minutes later on its clock.
 */

let counter = 0;
const newKey = () => `pay-${process.pid}-${Date.now()}-${counter++}`;

describe.each(databaseKinds())('checkout through the payments ledger (%s)', (kind) => {
  const { database, api } = suiteApi(kind);
  let offset = 0;
  const clock = () => new Date(Date.now() + offset);
  const now = () => clock().toISOString();
  const mails: MailMessage[] = [];
  const mailer = { send: async (m: MailMessage) => void mails.push(m) };

  beforeEach(() => {
    offset = 0;
  });

  /** A server process: its checkout, its confirmations and its reconciler, on the shared database. */
  function serverProcess(provider: TestPaymentProvider) {
    const confirmations = new OrderConfirmations(database.db, {
      mailer,
      publicUrl: 'https://history.example.org',
      throttles: null,
      now,
    });
    const checkout = new CheckoutService(database.db, provider, now, null, confirmations);
    const reconciler = new Reconciler(
      new Payments(database.db, provider, new DeclineGuard(null), clock),
      { order: checkout.orderCompleter() },
      mailer,
    );
    return { checkout, confirmations, reconciler, provider };
  }
  const healthy = () => serverProcess(new TestPaymentProvider(clock, database.db));

  async function newCart(quantity = 2) {
    const { data } = await api.client.request<{ cartCreate: Payload }>(CART_CREATE, {
      variables: {
        input: {
          lines: [{ merchandiseId: VARIANT.paperback, quantity }],
          buyerIdentity: { countryCode: 'GB' },
        },
      },
    });
    const cart = data?.cartCreate.cart;
    if (!cart) throw new Error('cart missing');
    const url = new URL(cart.checkoutUrl);
    return { token: url.pathname.split('/').at(-1)!, key: url.searchParams.get('key')! };
  }
  function input(idempotencyKey: string, email = `buyer-${counter++}@example.org`, card = CARD) {
    const parsed = parseCheckoutInput({
      email,
      shippingAddress: ADDRESS,
      payment: card,
      idempotencyKey,
    });
    if ('errors' in parsed) throw new Error(JSON.stringify(parsed.errors));
    return parsed.value;
  }
  const attemptsOf = (key: string) => orderAttempts(database.db, 'order', key);
  const ordersOf = (key: string) =>
    database.db.selectFrom('orders').selectAll().where('idempotency_key', '=', key).execute();
  const providerKey = (key: string) =>
    paymentsDb(database.db)
      .selectFrom('payment_provider_keys')
      .selectAll()
      .where('idempotency_key', '=', key)
      .executeTakeFirst();
  /** The checkout's hold on the cart, if one is left. */
  const cartLocks = (token: string) =>
    database.db
      .selectFrom('checkout_cart_locks')
      .selectAll()
      .where('cart_token', '=', token)
      .execute();
  const stockOf = (id: number) => storedStock(database.db, id);
  const setStock = (id: number, stock: number) =>
    database.db.updateTable('variants').set({ stock }).where('id', '=', id).execute();

  /** Starts a checkout in a process that dies after the charge; resolves once the charge is made. */
  async function diesAfterCharge(cart: { token: string; key: string }, key: string, email: string) {
    const dying = serverProcess(new DiesAfterCharge(clock, database.db));
    void dying.checkout.complete(cart, input(key, email), '192.0.2.7');
    for (let i = 0; i < 500 && (await providerKey(`order_${key}`)) === undefined; i++)
      await new Promise((r) => setTimeout(r, 10));
    const [attempt] = await attemptsOf(key);
    expect(attempt).toMatchObject({ status: 'pending', provider_key: `order_${key}` });
  }

  it("a checkout's charge is an attempt in the ledger, completed in the order's transaction", async () => {
    const { checkout, confirmations } = healthy();
    const key = newKey();
    const result = await checkout.complete(await newCart(), input(key), '192.0.2.1');
    const [order] = await ordersOf(key);
    const attempts = await attemptsOf(key);
    expect(attempts).toEqual([
      expect.objectContaining({
        provider_key: `order_${key}`,
        status: 'completed',
        resolved_by: 'request',
        charge_id: order!.payment_ref,
        amount: order!.total,
        currency: 'GBP',
      }),
    ]);
    expect(result.order.total).toBe('25.98');
    expect(await providerKey(`order_${key}`)).toMatchObject({
      outcome: 'succeeded',
      charge_id: order!.payment_ref,
      amount: 2598,
    });
    await confirmations.idle();
  });

  it('a replayed key returns the same order, charged once and mailed once', async () => {
    const { checkout, confirmations } = healthy();
    const key = newKey();
    const cart = await newCart();
    const email = `replay-${counter++}@example.org`;
    const first = await checkout.complete(cart, input(key, email), '192.0.2.2');
    const again = await Promise.all(
      [1, 2, 3].map(() => checkout.complete(cart, input(key, email), '192.0.2.2')),
    );
    await confirmations.idle();
    for (const second of again)
      expect(second).toMatchObject({
        replayed: true,
        order: { id: first.order.id, number: first.order.number },
      });
    expect(first.replayed).toBe(false);
    expect(await ordersOf(key)).toHaveLength(1);
    expect(await attemptsOf(key)).toHaveLength(1);
    expect(mails.filter((m) => m.to === email)).toHaveLength(1);
  });

  it('a checkout whose process died after the charge becomes exactly one order by the reconciler, and the payer is mailed', async () => {
    const key = newKey();
    const email = `died-${counter++}@example.org`;
    const cart = await newCart();
    const stock = await stockOf(2002);
    await diesAfterCharge(cart, key, email);
    expect(await ordersOf(key)).toHaveLength(0);

    // Minutes later, two processes reconcile at once: one order, one stock decrement.
    offset = 3 * 60_000;
    const [a, b] = [healthy(), healthy()];
    const summaries = await Promise.all([a.reconciler.run(), b.reconciler.run()]);
    await Promise.all([a.confirmations.idle(), b.confirmations.idle()]);
    expect(summaries.reduce((n, s) => n + s.completed, 0)).toBe(1);
    expect(summaries.reduce((n, s) => n + s.refunded + s.failed, 0)).toBe(0);
    const orders = await ordersOf(key);
    expect(orders).toHaveLength(1);
    expect(await stockOf(2002)).toBe(stock - 2);
    expect(await attemptsOf(key)).toEqual([
      expect.objectContaining({
        status: 'completed',
        resolved_by: 'reconciler',
        charge_id: orders[0]!.payment_ref,
      }),
    ]);
    expect(mails.filter((m) => m.to === email)).toEqual([
      expect.objectContaining({ subject: `Your order #${orders[0]!.number}` }),
    ]);

    // The buyer's retry of the same submission gets that order; nothing more is charged or mailed.
    const retried = await a.checkout.complete(cart, input(key, email), '192.0.2.3');
    await a.confirmations.idle();
    expect(retried).toMatchObject({ replayed: true, order: { number: orders[0]!.number } });
    expect(await attemptsOf(key)).toHaveLength(1);
    expect(mails.filter((m) => m.to === email)).toHaveLength(1);
    expect(await cartLocks(cart.token)).toEqual([]);
  });

  it('the stock gone meanwhile: the reconciler refunds the charge and mails the payer; the same key may pay again', async () => {
    const key = newKey();
    const email = `refund-${counter++}@example.org`;
    const cart = await newCart(1);
    const stock = await stockOf(2002);
    await diesAfterCharge(cart, key, email);
    await setStock(2002, 0);

    offset = 3 * 60_000;
    const later = healthy();
    expect(await later.reconciler.run()).toMatchObject({ completed: 0, refunded: 1 });
    expect(await ordersOf(key)).toHaveLength(0);
    const charge = await providerKey(`order_${key}`);
    expect(charge).toMatchObject({ outcome: 'succeeded', refunded_amount: charge!.amount });
    expect(await attemptsOf(key)).toEqual([
      expect.objectContaining({ status: 'refunded', resolved_by: 'reconciler' }),
    ]);
    expect(mails.filter((m) => m.to === email)).toEqual([
      expect.objectContaining({ subject: 'Your payment has been refunded' }),
    ]);
    expect(
      await database.db
        .selectFrom('carts')
        .select('status')
        .where('token', '=', cart.token)
        .executeTakeFirst(),
    ).toEqual({ status: 'open' });

    // Stock back: the buyer presses Pay again with the page's same key, and pays once more, afresh.
    await setStock(2002, stock);
    const paid = await later.checkout.complete(cart, input(key, email), '192.0.2.4');
    await later.confirmations.idle();
    expect(paid.replayed).toBe(false);
    expect((await attemptsOf(key)).map((a) => [a.provider_key, a.status])).toEqual([
      [`order_${key}`, 'refunded'],
      [`order_${key}~1`, 'completed'],
    ]);
    expect(await ordersOf(key)).toHaveLength(1);
    expect(await stockOf(2002)).toBe(stock - 1);
  });

  it('one checkout at a time per cart: a second key waits out a stale checkout, and of the two at most one makes an order', async () => {
    const [first, second] = [newKey(), newKey()];
    const email = `two-keys-${counter++}@example.org`;
    const cart = await newCart(1);
    await diesAfterCharge(cart, first, email);
    const later = healthy();
    await expect(
      later.checkout.complete(cart, input(second, email), '192.0.2.6'),
    ).rejects.toMatchObject({ status: 409, body: { error: 'checkout_in_progress' } });

    // Minutes later the dead checkout's hold on the cart has lapsed: the second key pays and orders;
    // the reconciler then finds the first's cart completed and gives its charge back.
    offset = 3 * 60_000;
    const paid = await later.checkout.complete(cart, input(second, email), '192.0.2.6');
    expect(paid.replayed).toBe(false);
    expect(await later.reconciler.run()).toMatchObject({ completed: 0, refunded: 1 });
    await later.confirmations.idle();
    expect(
      await database.db
        .selectFrom('orders')
        .select('idempotency_key')
        .where('cart_token', '=', cart.token)
        .execute(),
    ).toEqual([{ idempotency_key: second }]);
    const charge = await providerKey(`order_${first}`);
    expect(charge).toMatchObject({ refunded_amount: charge!.amount });
    expect(mails.filter((m) => m.to === email).map((m) => m.subject)).toEqual(
      expect.arrayContaining([
        'Your payment has been refunded',
        `Your order #${paid.order.number}`,
      ]),
    );
  });

  it('stock gone between the charge and the order in the request: refunded at once, key and cart free again', async () => {
    const key = newKey();
    const cart = await newCart(1);
    const stock = await stockOf(2002);
    const provider = new TestPaymentProvider(clock, database.db);
    const confirm = provider.confirm.bind(provider);
    // Another buyer takes the last copies while this card is being charged.
    provider.confirm = async (request) => {
      const result = await confirm(request);
      await setStock(2002, 0);
      return result;
    };
    const { checkout } = serverProcess(provider);
    await expect(checkout.complete(cart, input(key), '192.0.2.5')).rejects.toMatchObject({
      status: 409,
      body: { error: 'out_of_stock' },
    });
    expect(await attemptsOf(key)).toEqual([
      expect.objectContaining({ status: 'refunded', resolved_by: 'request' }),
    ]);
    // The whole charge: £12.99 of goods and £3.95 standard delivery (free only from £25).
    expect(await providerKey(`order_${key}`)).toMatchObject({ refunded_amount: 1694 });
    expect(await cartLocks(cart.token)).toEqual([]);
    await setStock(2002, stock);
  });

  describe('3-D Secure', () => {
    const AUTHENTICATE = { ...CARD, cardNumber: '4000 0027 6000 3184' };
    /** The checkout's refusal (a 402 with the bank's page while the challenge is open). */
    const refusal = (work: Promise<unknown>) =>
      work.then(
        () => null,
        (error: unknown) =>
          error instanceof CheckoutFailure
            ? { status: error.status, ...error.body }
            : { thrown: String(error) },
      );
    const tokenOf = (url: string) => url.slice(url.lastIndexOf('/') + 1);

    it("answers 402 requires_action with the bank's page, then one order for the same key once the buyer confirms", async () => {
      const { checkout, provider, confirmations } = healthy();
      const key = newKey();
      const cart = await newCart();
      const email = `three-d-${counter++}@example.org`;
      const first = (await refusal(
        checkout.complete(cart, input(key, email, AUTHENTICATE), '192.0.2.30'),
      )) as unknown as { status: number; error: string; authentication: { challengeUrl: string } };
      expect(first).toMatchObject({
        status: 402,
        error: 'requires_action',
        authentication: {
          challengeUrl: expect.stringMatching(/^\/api\/payments\/test\/challenge\//),
        },
      });
      expect(await ordersOf(key)).toHaveLength(0);
      expect(await attemptsOf(key)).toEqual([
        expect.objectContaining({ status: 'requires_action', charge_id: null }),
      ]);
      await provider.authenticate(tokenOf(first.authentication.challengeUrl), 'complete');
      const done = await checkout.complete(cart, input(key, email, AUTHENTICATE), '192.0.2.30');
      expect(done.replayed).toBe(false);
      expect(await ordersOf(key)).toHaveLength(1);
      expect(provider.charges.filter((c) => c.idempotencyKey === `order_${key}`)).toHaveLength(1);
      await confirmations.idle();
      expect(mails.filter((m) => m.to === email)).toHaveLength(1);
    });

    it('a failed challenge is a 402 authentication_failed with nothing charged, and the cart can pay again', async () => {
      const { checkout, provider, confirmations } = healthy();
      const key = newKey();
      const cart = await newCart();
      const first = (await refusal(
        checkout.complete(cart, input(key, undefined, AUTHENTICATE), '192.0.2.31'),
      )) as unknown as { authentication: { challengeUrl: string } };
      await provider.authenticate(tokenOf(first.authentication.challengeUrl), 'fail');
      expect(
        await refusal(checkout.complete(cart, input(key, undefined, AUTHENTICATE), '192.0.2.31')),
      ).toMatchObject({ status: 402, error: 'authentication_failed' });
      expect(
        provider.charges.filter((c) => c.idempotencyKey.startsWith(`order_${key}`)),
      ).toHaveLength(0);
      const paid = await checkout.complete(cart, input(key), '192.0.2.31');
      expect(paid.order.total).toBe('25.98');
      expect(await ordersOf(key)).toHaveLength(1);
      await confirmations.idle();
    });

    it('an abandoned challenge is given up by the reconciler: nothing charged, the cart and key free, a late confirmation refused', async () => {
      const { checkout, provider, confirmations } = healthy();
      const key = newKey();
      const cart = await newCart();
      const first = (await refusal(
        checkout.complete(cart, input(key, undefined, AUTHENTICATE), '192.0.2.32'),
      )) as unknown as { authentication: { challengeUrl: string } };
      offset = ACTION_EXPIRES_MS + 1000;
      await healthy().reconciler.run();
      expect(await attemptsOf(key)).toEqual([
        expect.objectContaining({ status: 'failed', charge_id: null }),
      ]);
      expect(
        await provider.authenticate(tokenOf(first.authentication.challengeUrl), 'complete'),
      ).toMatchObject({ state: 'failed' });
      const paid = await checkout.complete(cart, input(key), '192.0.2.32');
      expect(paid.order.total).toBe('25.98');
      expect(
        provider.charges.filter((c) => c.idempotencyKey.startsWith(`order_${key}`)),
      ).toHaveLength(1);
      await confirmations.idle();
    });
  });
});
