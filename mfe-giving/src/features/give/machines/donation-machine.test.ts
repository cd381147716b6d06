import { createActor, fromPromise, waitFor } from 'xstate';
import type { DonationFields } from '../form-rules';
import { donationMachine, type SubmitInput, type SubmitResult } from './donation-machine';

const year = new Date().getUTCFullYear() + 2;
const filled: DonationFields = {
  projectId: 'season-4-production',
  amount: '25',
  currency: 'GBP',
  frequency: 'ONE_OFF',
  coverFees: false,
  title: '',
  firstName: 'Argula',
  lastName: 'von Grumbach',
  email: 'argula@example.org',
  country: 'GB',
  address: '',
  postcode: '',
  giftAid: false,
  showAsSupporter: false,
  cardNumber: '4242 4242 4242 4242',
  cardExpiry: `12/${String(year).slice(2)}`,
  cardCvc: '123',
  cardName: 'A von Grumbach',
};

function start(
  submit: (input: SubmitInput) => Promise<SubmitResult>,
  fields: Partial<DonationFields> = {},
  signedIn = false,
) {
  const calls: SubmitInput[] = [];
  const machine = donationMachine.provide({
    actors: {
      submitDonation: fromPromise<SubmitResult, SubmitInput>(
        ({ input }) => (calls.push(input), submit(input)),
      ),
    },
  });
  const actor = createActor(machine, {
    input: {
      fields: { ...filled, ...fields },
      projectIds: ['season-4-production', 'language-spanish'],
      signedIn,
    },
  }).start();
  return { actor, calls };
}
const ok: SubmitResult = {
  ok: true,
  donationId: 'd1',
  receiptUrl: 'https://x/donate-transactions/d1?token=t',
};
/** A press of the pay button: the page makes a fresh key for each press. */
const submit = () => ({ type: 'donation.submit', key: `give-${crypto.randomUUID()}` }) as const;
const toPayment = (actor: ReturnType<typeof start>['actor']) => {
  actor.send({ type: 'donation.next' });
  actor.send({ type: 'donation.next' });
};

describe('donation machine', () => {
  it('walks amount → details → payment → processing → success and submits once with a key', async () => {
    const { actor, calls } = start(async () => ok);
    expect(actor.getSnapshot().value).toBe('amount');
    toPayment(actor);
    expect(actor.getSnapshot().value).toBe('payment');
    actor.send(submit());
    actor.send(submit());
    expect(actor.getSnapshot().value).toBe('processing');
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().context.result).toEqual({
      donationId: 'd1',
      receiptUrl: ok.ok ? ok.receiptUrl : '',
    });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.idempotencyKey).toMatch(/^give-[0-9a-f-]{36}$/);
  });

  it('keeps the donor on a step with its errors until the step is right', () => {
    const { actor } = start(async () => ok, { amount: '0', firstName: '' });
    actor.send({ type: 'donation.next' });
    expect(actor.getSnapshot().value).toBe('amount');
    expect(actor.getSnapshot().context.errors.amount).toMatch(/smallest gift/);
    actor.send({ type: 'field.changed', field: 'amount', value: '12.50' });
    expect(actor.getSnapshot().context.errors.amount).toBeUndefined();
    actor.send({ type: 'donation.next' });
    actor.send({ type: 'donation.next' });
    expect(actor.getSnapshot().value).toBe('details');
    expect(actor.getSnapshot().context.errors.firstName).toBe('Enter your first name.');
    actor.send({ type: 'donation.back' });
    expect(actor.getSnapshot().value).toBe('amount');
  });

  it('asks a visitor to sign in for a monthly gift, and lets a signed-in donor through, prefilled', () => {
    const { actor } = start(async () => ok, { frequency: 'MONTHLY', firstName: '', email: '' });
    actor.send({ type: 'donation.next' });
    expect(actor.getSnapshot().context.errors.frequency).toMatch(/Sign in/);
    actor.send({
      type: 'session.changed',
      signedIn: true,
      prefill: { firstName: 'Ruth', email: 'ruth@example.org', lastName: 'Typed already' },
    });
    expect(actor.getSnapshot().context.fields).toMatchObject({
      firstName: 'Ruth',
      email: 'ruth@example.org',
      lastName: 'von Grumbach',
    });
    actor.send({ type: 'donation.next' });
    expect(actor.getSnapshot().value).toBe('details');
  });

  it('checks Gift Aid: pounds and a UK postcode', () => {
    const { actor } = start(async () => ok, { giftAid: true, currency: 'EUR' });
    toPayment(actor);
    expect(actor.getSnapshot().value).toBe('details');
    expect(actor.getSnapshot().context.errors).toMatchObject({
      giftAid: expect.stringMatching(/pounds/),
      postcode: expect.any(String),
    });
  });

  it('refuses a card that fails the checksum or has expired, before any request', () => {
    const { actor, calls } = start(async () => ok, {
      cardNumber: '4242 4242 4242 4241',
      cardExpiry: '01/20',
    });
    toPayment(actor);
    actor.send(submit());
    expect(actor.getSnapshot().value).toBe('payment');
    expect(actor.getSnapshot().context.errors).toMatchObject({
      cardNumber: expect.any(String),
      cardExpiry: 'This card has expired.',
    });
    expect(calls).toHaveLength(0);
  });

  it('after a decline keeps every field, shows why, and makes a new key for the next try', async () => {
    let answer: SubmitResult = {
      ok: false,
      kind: 'declined',
      message: 'Your card was declined. Nothing was charged.',
      fieldErrors: { cardNumber: 'Your card was declined.' },
    };
    const { actor, calls } = start(async () => answer);
    toPayment(actor);
    actor.send(submit());
    await waitFor(actor, (s) => s.matches('failure'));
    expect(actor.getSnapshot().context.failure?.message).toMatch(/declined/);
    expect(actor.getSnapshot().context.fields.firstName).toBe('Argula');
    actor.send({ type: 'donation.retry' });
    expect(actor.getSnapshot().value).toBe('payment');
    answer = ok;
    actor.send(submit());
    await waitFor(actor, (s) => s.status === 'done');
    expect(calls).toHaveLength(2);
    expect(calls[0]?.idempotencyKey).not.toBe(calls[1]?.idempotencyKey);
  });

  it('after no answer (network) retries with the same key', async () => {
    let fail = true;
    const { actor, calls } = start(async () => {
      if (fail) throw new TypeError('Failed to fetch');
      return ok;
    });
    toPayment(actor);
    actor.send(submit());
    await waitFor(actor, (s) => s.matches('failure'));
    expect(actor.getSnapshot().context.failure?.retrySameKey).toBe(true);
    fail = false;
    actor.send(submit());
    await waitFor(actor, (s) => s.status === 'done');
    expect(calls[0]?.idempotencyKey).toBe(calls[1]?.idempotencyKey);
  });

  it('sends the donor back to the details the API refused', async () => {
    const { actor } = start(async () => ({
      ok: false,
      kind: 'invalid',
      message: 'Check the details.',
      fieldErrors: { email: 'Enter an email address like name@example.org.' },
    }));
    toPayment(actor);
    actor.send(submit());
    await waitFor(actor, (s) => s.matches('details'));
    expect(actor.getSnapshot().context.errors.email).toMatch(/email/);
  });

  describe('3-D Secure (authenticating)', () => {
    const challenge: SubmitResult = {
      ok: false,
      kind: 'authentication',
      challengeUrl: '/api/payments/test/challenge/t1',
    };

    it("shows the bank's page, then sends the same key again when the page is done", async () => {
      const answers = [challenge, ok];
      const { actor, calls } = start(async () => answers.shift()!);
      toPayment(actor);
      actor.send(submit());
      await waitFor(actor, (s) => s.matches('authenticating'));
      expect(actor.getSnapshot().context.challengeUrl).toBe('/api/payments/test/challenge/t1');
      actor.send(submit()); // the form is not there: nothing is sent
      expect(calls).toHaveLength(1);
      actor.send({ type: 'challenge.finished' });
      await waitFor(actor, (s) => s.status === 'done');
      expect(calls.map((c) => c.idempotencyKey)).toEqual([
        calls[0]!.idempotencyKey,
        calls[0]!.idempotencyKey,
      ]);
      expect(actor.getSnapshot().context.challengeUrl).toBeNull();
    });

    it('a failed confirmation comes back as a decline: the key goes, the next gift is a new submission', async () => {
      const answers: SubmitResult[] = [
        challenge,
        {
          ok: false,
          kind: 'declined',
          message: 'Your bank could not confirm this payment. Nothing was charged.',
          fieldErrors: {},
        },
      ];
      const { actor, calls } = start(async () => answers.shift() ?? ok);
      toPayment(actor);
      actor.send(submit());
      await waitFor(actor, (s) => s.matches('authenticating'));
      actor.send({ type: 'challenge.finished' });
      await waitFor(actor, (s) => s.matches('failure'));
      expect(actor.getSnapshot().context).toMatchObject({
        idempotencyKey: null,
        failure: { retrySameKey: false },
      });
      actor.send(submit());
      await waitFor(actor, (s) => s.status === 'done');
      expect(calls[2]!.idempotencyKey).not.toBe(calls[0]!.idempotencyKey);
    });

    it('closing the page charges nothing and keeps the key, so paying again reopens the same confirmation', async () => {
      const answers = [challenge, challenge, ok];
      const { actor, calls } = start(async () => answers.shift()!);
      toPayment(actor);
      actor.send(submit());
      await waitFor(actor, (s) => s.matches('authenticating'));
      actor.send({ type: 'challenge.cancelled' });
      expect(actor.getSnapshot().value).toBe('failure');
      expect(actor.getSnapshot().context.failure).toMatchObject({
        retrySameKey: true,
        message: expect.stringMatching(/nothing was charged/),
      });
      actor.send(submit());
      await waitFor(actor, (s) => s.matches('authenticating'));
      actor.send({ type: 'challenge.finished' });
      await waitFor(actor, (s) => s.status === 'done');
      expect(new Set(calls.map((c) => c.idempotencyKey)).size).toBe(1);
    });
  });
});
