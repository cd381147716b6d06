import { createActor, fromPromise, waitFor } from 'xstate';
import type { CardFields } from '../../../shared/forms/form-rules';
import type { MutationResult, PaymentResult } from '../api/bookings';
import { booking, paidBooking } from '../test/bookings';
import { balanceMachine, newKey, type PayInput } from './balance-machine';

const year = String(new Date().getUTCFullYear() + 2).slice(2);
const card: CardFields = {
  cardNumber: '4242 4242 4242 4242',
  cardExpiry: `12/${year}`,
  cardCvc: '123',
  cardName: 'A von Grumbach',
};

function start(answers: Array<() => Promise<PaymentResult<keyof CardFields>>>) {
  const calls: PayInput[] = [];
  const machine = balanceMachine.provide({
    actors: {
      payBalance: fromPromise<PaymentResult<keyof CardFields>, PayInput>(
        ({ input }) => (calls.push(input), answers[calls.length - 1]!()),
      ),
    },
  });
  const actor = createActor(machine, {
    input: { access: { reference: 'TB-7K3M9Q', email: 'argula@example.org' } },
  }).start();
  const fill = (fields: Partial<CardFields> = {}) => {
    for (const [field, value] of Object.entries({ ...card, ...fields }))
      actor.send({ type: 'field.changed', field: field as keyof CardFields, value });
  };
  return { actor, calls, fill };
}

const declined: MutationResult<keyof CardFields> = {
  ok: false,
  code: 'CARD_DECLINED',
  message: 'Your card was declined.',
  fieldErrors: { cardNumber: 'Your card was declined.' },
  booking: null,
};

it('refuses an invalid card without calling the API, and shows why', () => {
  const { actor, calls, fill } = start([]);
  fill({ cardCvc: '1' });
  actor.send({ type: 'balance.submit', key: newKey() });
  expect(actor.getSnapshot().value).toBe('editing');
  expect(actor.getSnapshot().context.errors.cardCvc).toMatch(/security code/);
  expect(calls).toHaveLength(0);
});

it('pays and keeps the booking the API answers with', async () => {
  const { actor, calls, fill } = start([async () => ({ ok: true, booking: paidBooking() })]);
  fill();
  actor.send({ type: 'balance.submit', key: newKey() });
  await waitFor(actor, (s) => s.value === 'paid');
  expect(actor.getSnapshot().context.booking?.status).toBe('PAID');
  expect(calls[0]!.idempotencyKey).toMatch(/^tour-balance-[0-9a-f-]{36}$/);
  expect(calls[0]!.access).toEqual({ reference: 'TB-7K3M9Q', email: 'argula@example.org' });
});

it('keeps the key for a retry after a network failure, and makes a new one after a decline', async () => {
  const { actor, calls, fill } = start([
    () => Promise.reject(new Error('offline')),
    async () => declined,
    async () => ({ ok: true, booking: paidBooking() }),
  ]);
  fill();
  actor.send({ type: 'balance.submit', key: newKey() });
  await waitFor(actor, (s) => s.value === 'editing' && s.context.failure !== null);
  expect(actor.getSnapshot().context.failure).toMatchObject({ retrySameKey: true });
  actor.send({ type: 'balance.submit', key: newKey() });
  await waitFor(actor, (s) => s.value === 'editing' && s.context.failure?.code === 'CARD_DECLINED');
  expect(calls[1]!.idempotencyKey).toBe(calls[0]!.idempotencyKey);
  // The card typed stays; the error is on the card number.
  expect(actor.getSnapshot().context.card).toEqual(card);
  expect(actor.getSnapshot().context.errors.cardNumber).toBe('Your card was declined.');
  actor.send({ type: 'field.changed', field: 'cardNumber', value: '4242424242424242' });
  actor.send({ type: 'balance.submit', key: newKey() });
  await waitFor(actor, (s) => s.value === 'paid');
  expect(calls[2]!.idempotencyKey).not.toBe(calls[0]!.idempotencyKey);
});

it('carries the booking of a NOTHING_DUE answer', async () => {
  const { actor, fill } = start([
    async () => ({
      ok: false,
      code: 'NOTHING_DUE',
      message: 'Nothing is due.',
      fieldErrors: {},
      booking: booking({ status: 'PAID' }),
    }),
  ]);
  fill();
  actor.send({ type: 'balance.submit', key: newKey() });
  await waitFor(actor, (s) => s.context.failure?.code === 'NOTHING_DUE');
  expect(actor.getSnapshot().context.booking?.status).toBe('PAID');
});

describe('3-D Secure (authenticating)', () => {
  const challenge: PaymentResult<keyof CardFields> = {
    ok: false,
    kind: 'authentication',
    challengeUrl: '/api/payments/test/challenge/t1',
  };
  const failedAuthentication: MutationResult<keyof CardFields> = {
    ok: false,
    code: 'AUTHENTICATION_FAILED',
    message: 'Your bank could not confirm this payment. Nothing was charged.',
    fieldErrors: {},
    booking: null,
  };

  it("shows the bank's page, then sends the same key again when the page is done", async () => {
    const { actor, calls, fill } = start([
      async () => challenge,
      async () => ({ ok: true, booking: paidBooking() }),
    ]);
    fill();
    actor.send({ type: 'balance.submit', key: newKey() });
    await waitFor(actor, (s) => s.matches('authenticating'));
    expect(actor.getSnapshot().context).toMatchObject({
      challengeUrl: '/api/payments/test/challenge/t1',
      failure: null,
    });
    actor.send({ type: 'balance.submit', key: newKey() }); // the form is not there: nothing is sent
    expect(calls).toHaveLength(1);
    actor.send({ type: 'challenge.finished' });
    await waitFor(actor, (s) => s.value === 'paid');
    expect(calls.map((c) => c.idempotencyKey)).toEqual([
      calls[0]!.idempotencyKey,
      calls[0]!.idempotencyKey,
    ]);
    expect(actor.getSnapshot().context.challengeUrl).toBeNull();
    expect(actor.getSnapshot().context.booking?.status).toBe('PAID');
  });

  it('a failed confirmation comes back as a decline: the key goes, the next payment is a new submission', async () => {
    const { actor, calls, fill } = start([
      async () => challenge,
      async () => failedAuthentication,
      async () => ({ ok: true, booking: paidBooking() }),
    ]);
    fill();
    actor.send({ type: 'balance.submit', key: newKey() });
    await waitFor(actor, (s) => s.matches('authenticating'));
    actor.send({ type: 'challenge.finished' });
    await waitFor(actor, (s) => s.value === 'editing' && s.context.failure !== null);
    expect(actor.getSnapshot().context).toMatchObject({
      idempotencyKey: null,
      challengeUrl: null,
      failure: { code: 'AUTHENTICATION_FAILED', retrySameKey: false },
    });
    expect(actor.getSnapshot().context.card).toEqual(card);
    actor.send({ type: 'balance.submit', key: newKey() });
    await waitFor(actor, (s) => s.value === 'paid');
    expect(calls[1]!.idempotencyKey).toBe(calls[0]!.idempotencyKey);
    expect(calls[2]!.idempotencyKey).not.toBe(calls[0]!.idempotencyKey);
  });

  it('closing the page charges nothing and keeps the key, so paying again reopens the same confirmation', async () => {
    const { actor, calls, fill } = start([
      async () => challenge,
      async () => challenge,
      async () => ({ ok: true, booking: paidBooking() }),
    ]);
    fill();
    actor.send({ type: 'balance.submit', key: newKey() });
    await waitFor(actor, (s) => s.matches('authenticating'));
    actor.send({ type: 'challenge.cancelled' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.failure).toMatchObject({
      retrySameKey: true,
      message: expect.stringMatching(/nothing was charged/),
    });
    expect(actor.getSnapshot().context.idempotencyKey).toBe(calls[0]!.idempotencyKey);
    expect(calls).toHaveLength(1);
    actor.send({ type: 'balance.submit', key: newKey() });
    await waitFor(actor, (s) => s.matches('authenticating'));
    actor.send({ type: 'challenge.finished' });
    await waitFor(actor, (s) => s.value === 'paid');
    expect(new Set(calls.map((c) => c.idempotencyKey)).size).toBe(1);
  });
});
