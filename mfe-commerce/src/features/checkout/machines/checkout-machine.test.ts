import { createActor, fromPromise, waitFor } from 'xstate';
import { CheckoutError, type CheckoutSummary, type Order } from '../api/checkout-api';
import type { CheckoutValues } from '../checkout-form';
import {
  ATTENTION,
  CHALLENGE_CLOSED,
  checkoutMachine,
  type CompleteInput,
  NO_ANSWER,
  type Placed,
} from './checkout-machine';

const today = new Date(2026, 10, 26);
const KEY = 'k'.repeat(32);

const cart: CheckoutSummary = {
  token: 'cart1',
  countryCode: 'GB',
  currencyCode: 'GBP',
  email: null,
  totalQuantity: 1,
  subtotal: '12.99',
  totalTax: '2.17',
  totalDuty: '0.00',
  total: '12.99',
  taxIncluded: true,
  deliveryOptions: [
    {
      handle: 'standard',
      title: 'Standard delivery',
      description: '2–4 working days',
      estimatedCost: { amount: '3.95', currencyCode: 'GBP' },
    },
    {
      handle: 'express',
      title: 'Express delivery',
      description: 'next working day, tracked',
      estimatedCost: { amount: '7.95', currencyCode: 'GBP' },
    },
  ],
  lines: [
    {
      merchandiseId: 'gid://shopify/ProductVariant/1',
      title: 'Luther Rose Mug',
      variantTitle: 'Default Title',
      quantity: 1,
      price: '12.99',
      total: '12.99',
      image: null,
      available: true,
    },
  ],
};

const filled: Partial<CheckoutValues> = {
  email: 'anne@example.org',
  firstName: 'Anne',
  lastName: 'Askew',
  address1: '1 Tower Hill',
  city: 'London',
  zip: 'EC3N 4AB',
  cardName: 'Anne Askew',
  cardNumber: '4000 0027 6000 3184',
  expMonth: '12',
  expYear: '2030',
  cvc: '123',
};

const placed: Placed = {
  order: { number: 1001, email: 'anne@example.org' } as Order,
  accessToken: 'a'.repeat(43),
};
const challenge = () =>
  new CheckoutError(
    402,
    'requires_action',
    'Your bank asks you to confirm this payment. Nothing has been charged yet.',
    [],
    null,
    null,
    '/api/payments/test/challenge/t1',
  );
const authenticationFailed = () =>
  new CheckoutError(
    402,
    'authentication_failed',
    'Your bank could not confirm this payment, so nothing was charged. You can try again.',
  );

/** The machine with a fake API that answers each call from `answers` in turn. */
function start(answers: Array<Placed | Error>) {
  const calls: CompleteInput[] = [];
  const opened: Placed[] = [];
  const machine = checkoutMachine.provide({
    actors: {
      completeCheckout: fromPromise<Placed, CompleteInput>(async ({ input }) => {
        calls.push(input);
        const answer = answers.shift();
        if (!answer) throw new Error('unexpected call');
        if (answer instanceof Error) throw answer;
        return answer;
      }),
    },
    actions: { orderPlaced: (_, p) => void opened.push(p) },
  });
  const actor = createActor(machine, {
    input: { token: 'cart1', key: 'ck', idempotencyKey: KEY, country: 'GB' },
  }).start();
  return { actor, calls, opened };
}

type Actor = ReturnType<typeof start>['actor'];

function fill(actor: Actor, values: Partial<CheckoutValues> = filled) {
  for (const [field, value] of Object.entries(values))
    actor.send({ type: 'field.changed', field: field as keyof CheckoutValues, value });
}

/** Quoted and filled in, ready to pay. */
function ready(answers: Array<Placed | Error>) {
  const started = start(answers);
  started.actor.send({ type: 'quote.loaded', cart });
  fill(started.actor);
  return started;
}

const pay = (actor: Actor) => actor.send({ type: 'checkout.submit', today });
const settled = (actor: Actor) =>
  waitFor(actor, (s) => !s.matches('submitting'), { timeout: 1000 });

describe('checkout machine', () => {
  it('waits for the first quote, then pays the total it shows with the page key and opens the order', async () => {
    const { actor, calls, opened } = ready([placed]);
    expect(actor.getSnapshot().matches({ form: 'editing' })).toBe(true);
    pay(actor);
    expect(actor.getSnapshot().value).toBe('submitting');
    pay(actor); // a double click: still one request
    await waitFor(actor, (s) => s.status === 'done');
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      token: 'cart1',
      key: 'ck',
      request: {
        idempotencyKey: KEY,
        email: 'anne@example.org',
        // The goods and the default (standard) delivery.
        expectedTotal: { amount: '16.94', currencyCode: 'GBP' },
        shippingMethod: 'standard',
      },
    });
    expect(opened).toEqual([placed]);
    expect(actor.getSnapshot().context.placed).toEqual(placed);
  });

  it('explains missing fields without asking the API, and a card expired by the given day', () => {
    const { actor, calls } = start([]);
    actor.send({ type: 'quote.loaded', cart });
    fill(actor, { ...filled, firstName: '', expYear: '2026', expMonth: '10' });
    pay(actor);
    const { context } = actor.getSnapshot();
    expect(actor.getSnapshot().matches('form')).toBe(true);
    expect(context.banner).toBe(ATTENTION);
    expect(context.errors).toMatchObject({
      firstName: 'Enter your first name.',
      expYear: 'This card has expired.',
    });
    expect(calls).toHaveLength(0);
  });

  it('does not pay while a new total is being quoted', () => {
    const { actor, calls } = ready([placed]);
    actor.send({ type: 'quote.started' });
    pay(actor);
    expect(actor.getSnapshot().matches('form')).toBe(true);
    expect(calls).toHaveLength(0);
  });

  it('a decline says why, keeps the cart and what was typed, and the next Pay uses the same key', async () => {
    const declined = new CheckoutError(
      402,
      'card_declined',
      'Your card was declined. Nothing was charged.',
    );
    const { actor, calls } = ready([declined, placed]);
    pay(actor);
    await settled(actor);
    const { context } = actor.getSnapshot();
    expect(actor.getSnapshot().matches({ form: 'refused' })).toBe(true);
    expect(context.banner).toBe(
      'Payment declined: Your card was declined. Nothing was charged. Your cart is saved; check the card details or use another card.',
    );
    expect(context.values.email).toBe('anne@example.org');
    actor.send({ type: 'field.changed', field: 'cardNumber', value: '4242 4242 4242 4242' });
    pay(actor);
    expect(actor.getSnapshot().context.banner).toBeNull();
    await waitFor(actor, (s) => s.status === 'done');
    expect(calls.map((c) => c.request.idempotencyKey)).toEqual([KEY, KEY]);
    expect(calls[1]?.request.payment.cardNumber).toBe('4242424242424242');
  });

  it('pays for the delivery chosen: express adds its cost to the total stated', async () => {
    const { actor, calls } = ready([placed]);
    fill(actor, { shippingMethod: 'express' });
    pay(actor);
    await waitFor(actor, (s) => s.status === 'done');
    expect(calls[0]?.request).toMatchObject({
      shippingMethod: 'express',
      expectedTotal: { amount: '20.94', currencyCode: 'GBP' },
    });
  });

  it('does not pay without a delivery option', () => {
    const { actor, calls } = ready([placed]);
    fill(actor, { shippingMethod: '' });
    pay(actor);
    expect(actor.getSnapshot().context.errors.shippingMethod).toBe(
      'Choose how your order should be delivered.',
    );
    expect(calls).toHaveLength(0);
  });

  it('a new total (total_changed) is shown, and the next Pay states it', async () => {
    const repriced = new CheckoutError(
      409,
      'total_changed',
      'The total for Canada is CA$23.00. Nothing has been charged.',
      [],
      null,
      {
        countryCode: 'CA',
        currencyCode: 'CAD',
        subtotal: '23.00',
        totalTax: '0.00',
        totalDuty: '0.00',
        total: '23.00',
        taxIncluded: false,
        deliveryOptions: [
          {
            handle: 'standard',
            title: 'Standard delivery',
            description: '7–12 working days',
            estimatedCost: { amount: '7.95', currencyCode: 'CAD' },
          },
        ],
        lines: [
          {
            merchandiseId: cart.lines[0]!.merchandiseId,
            quantity: 1,
            price: '23.00',
            total: '23.00',
          },
        ],
      },
    );
    const { actor, calls } = ready([repriced, placed]);
    pay(actor);
    await settled(actor);
    const { context } = actor.getSnapshot();
    expect(context.banner).toMatch(/Nothing has been charged/);
    expect(context.cart).toMatchObject({ currencyCode: 'CAD', total: '23.00' });
    expect(context.cart?.lines[0]?.title).toBe('Luther Rose Mug');
    pay(actor);
    await waitFor(actor, (s) => s.status === 'done');
    expect(calls.map((c) => c.request.expectedTotal)).toEqual([
      { amount: '16.94', currencyCode: 'GBP' },
      { amount: '30.95', currencyCode: 'CAD' },
    ]);
  });

  it("puts the API's field refusals next to their fields", async () => {
    const refused = new CheckoutError(422, 'invalid_input', 'Check the details.', [
      { field: 'shippingAddress.zip', message: 'This postal code is not valid for the country.' },
    ]);
    const { actor } = ready([refused]);
    pay(actor);
    await settled(actor);
    expect(actor.getSnapshot().context).toMatchObject({
      banner: ATTENTION,
      errors: { zip: 'This postal code is not valid for the country.' },
    });
  });

  it('no answer keeps the key and says a retry cannot charge twice', async () => {
    const { actor, calls } = ready([new TypeError('Failed to fetch'), placed]);
    pay(actor);
    await settled(actor);
    expect(actor.getSnapshot().matches({ form: 'failed' })).toBe(true);
    expect(actor.getSnapshot().context.banner).toBe(NO_ANSWER);
    pay(actor);
    await waitFor(actor, (s) => s.status === 'done');
    expect(calls.map((c) => c.request.idempotencyKey)).toEqual([KEY, KEY]);
  });

  it('a cart that cannot be checked out (409 on the quote) shows why, with the order it became', () => {
    const { actor } = start([]);
    actor.send({
      type: 'quote.failed',
      status: 409,
      message: 'This cart has already been checked out.',
      orderNumber: 1000,
    });
    expect(actor.getSnapshot().value).toBe('unavailable');
    expect(actor.getSnapshot().context.unavailable).toEqual({
      message: 'This cart has already been checked out.',
      orderNumber: 1000,
    });
  });

  it('a first quote that fails (a bad link) shows why instead of the form', () => {
    const { actor } = start([]);
    actor.send({
      type: 'quote.failed',
      status: 404,
      message: 'This checkout link is not valid.',
      orderNumber: null,
    });
    expect(actor.getSnapshot().value).toBe('unavailable');
    expect(actor.getSnapshot().context.unavailable).toEqual({
      message: 'This checkout link is not valid.',
      orderNumber: null,
    });
  });

  it('a failed re-quote keeps the form and what was typed', () => {
    const { actor } = ready([]);
    actor.send({ type: 'quote.started' });
    actor.send({ type: 'quote.failed', status: 503, message: 'Try again.', orderNumber: null });
    expect(actor.getSnapshot().matches('form')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ banner: 'Try again.', quoting: false });
    expect(actor.getSnapshot().context.values.firstName).toBe('Anne');
  });

  describe('3-D Secure (authenticating)', () => {
    it("shows the bank's page, then sends the same request with the same key and opens the order", async () => {
      const { actor, calls, opened } = ready([challenge(), placed]);
      pay(actor);
      await waitFor(actor, (s) => s.matches('authenticating'));
      expect(actor.getSnapshot().context.challengeUrl).toBe('/api/payments/test/challenge/t1');
      pay(actor); // the form is not shown: nothing is sent
      expect(calls).toHaveLength(1);
      actor.send({ type: 'challenge.finished' });
      expect(actor.getSnapshot().value).toBe('submitting');
      await waitFor(actor, (s) => s.status === 'done');
      expect(calls).toHaveLength(2);
      expect(calls[1]).toEqual(calls[0]);
      expect(opened).toEqual([placed]);
      expect(actor.getSnapshot().context.challengeUrl).toBeNull();
    });

    it('a failed confirmation comes back as a decline; paying again asks the bank again with the same key', async () => {
      const { actor, calls } = ready([challenge(), authenticationFailed(), challenge(), placed]);
      pay(actor);
      await waitFor(actor, (s) => s.matches('authenticating'));
      actor.send({ type: 'challenge.finished' });
      await waitFor(actor, (s) => s.matches('form'));
      expect(actor.getSnapshot().matches({ form: 'refused' })).toBe(true);
      expect(actor.getSnapshot().context).toMatchObject({
        challengeUrl: null,
        banner: expect.stringMatching(
          /^Payment declined: Your bank could not confirm this payment, so nothing was charged\./,
        ),
      });
      pay(actor);
      await waitFor(actor, (s) => s.matches('authenticating'));
      actor.send({ type: 'challenge.finished' });
      await waitFor(actor, (s) => s.status === 'done');
      expect(calls.map((c) => c.request.idempotencyKey)).toEqual([KEY, KEY, KEY, KEY]);
    });

    it('closing the page charges nothing and keeps the key, so paying again reopens the confirmation', async () => {
      const { actor, calls } = ready([challenge(), challenge(), placed]);
      pay(actor);
      await waitFor(actor, (s) => s.matches('authenticating'));
      actor.send({ type: 'challenge.cancelled' });
      expect(actor.getSnapshot().matches({ form: 'refused' })).toBe(true);
      expect(actor.getSnapshot().context).toMatchObject({
        banner: CHALLENGE_CLOSED,
        challengeUrl: null,
        idempotencyKey: KEY,
      });
      pay(actor);
      await waitFor(actor, (s) => s.matches('authenticating'));
      actor.send({ type: 'challenge.finished' });
      await waitFor(actor, (s) => s.status === 'done');
      expect(new Set(calls.map((c) => c.request.idempotencyKey))).toEqual(new Set([KEY]));
      expect(calls).toHaveLength(3);
    });
  });
});
