import { databaseKinds } from '../test-support/databases';
import { ACTION_EXPIRES_MS } from './attempts';
import { areasWith, bookingInput, DEPARTURE_ID, giftInput, testCard } from './test-areas';
import { TestPaymentProvider } from './test-provider';
import { suiteDatabase } from '../test-support/suite';
import { attemptOf } from '../test-support/rows';
import { recordingMailer } from '../test-support/mailbox';

/*
 * 3-D Secure in the areas, as the product GraphQL's resolvers call them: a gift and a booking paid
 * with Stripe's "always authenticate" card succeed, fail and are abandoned.
 */
const START = new Date('2026-11-25T10:00:00Z');
const AUTHENTICATE = testCard('4000002760003184', START.getUTCFullYear() + 3);
/** A card the bank never challenges. */
const FRICTIONLESS = testCard('4242424242424242', START.getUTCFullYear() + 3);
let counter = 0;
const newKey = (prefix: string) => `${prefix}-${process.pid}-${Date.now()}-${counter++}`;
const tokenOf = (url: string) => url.slice(url.lastIndexOf('/') + 1);
const visitor = { address: '127.0.0.1', customerId: null };

describe.each(databaseKinds())('3-D Secure in giving and tours (%s)', (kind) => {
  let areas: ReturnType<typeof areasWith>;
  // The tours' background mail ends before the database closes.
  const database = suiteDatabase(kind, { beforeClose: () => areas.tours.idle() });
  let now = START;
  const clock = () => now;
  const { mails, mailer } = recordingMailer();
  let provider: TestPaymentProvider;

  beforeAll(async () => {
    provider = new TestPaymentProvider(clock, database.db);
    areas = areasWith({ db: database.db, provider, mailer, clock });
    await areas.tours.syncDepartures();
  });
  beforeEach(() => {
    now = new Date(now.getTime() + 3_600_000);
    mails.length = 0;
  });
  const chargesOf = (providerKey: string) =>
    provider.charges.filter((c) => c.idempotencyKey === providerKey).length;
  const attempt = (key: string) => attemptOf(database.db, key);

  async function hold() {
    const { hold: made, userErrors } = await areas.tours.createHold(
      { departureId: DEPARTURE_ID, travellers: 1, singleRooms: 1, doubleRooms: 0 },
      visitor,
    );
    expect(userErrors).toEqual([]);
    return made!;
  }
  /** Books the hold with a card the bank does not challenge, under a new key. */
  const bookFrictionless = (made: { id: string; token: string }) =>
    areas.tours.book(bookingInput(newKey('book'), made, FRICTIONLESS), null, visitor);

  describe('a one-off gift', () => {
    const donate = (key: string) =>
      areas.giving.donate(giftInput(key, AUTHENTICATE), null, '127.0.0.1');

    it('is answered with a challenge, then made once after the donor confirms', async () => {
      const key = newKey('gift');
      const first = await donate(key);
      expect(first).toMatchObject({ donation: null, userErrors: [] });
      expect(first.authentication?.challengeUrl).toMatch(
        /^\/api\/payments\/test\/challenge\/[\w-]{32}$/,
      );
      expect(chargesOf(`gift_${key}`)).toBe(0);
      await provider.authenticate(tokenOf(first.authentication!.challengeUrl), 'complete');
      const [second, third] = await Promise.all([donate(key), donate(key)]);
      expect(second.userErrors).toEqual([]);
      expect(second.donation).toMatchObject({ amount: { amount: '25.00' } });
      expect(third.donation?.id).toBe(second.donation?.id);
      expect(chargesOf(`gift_${key}`)).toBe(1);
      expect(await attempt(key)).toMatchObject({ status: 'completed', amount: 2500 });
    });

    it('is declined with AUTHENTICATION_FAILED when the donor fails the challenge; the key keeps that answer, a new submission is challenged afresh', async () => {
      const key = newKey('gift');
      const first = await donate(key);
      await provider.authenticate(tokenOf(first.authentication!.challengeUrl), 'fail');
      const second = await donate(key);
      expect(second.donation).toBeNull();
      expect(second.userErrors).toEqual([
        expect.objectContaining({ code: 'AUTHENTICATION_FAILED', field: ['input', 'card'] }),
      ]);
      expect((await donate(key)).userErrors).toEqual(second.userErrors);
      const third = await donate(newKey('gift'));
      expect(third.authentication?.challengeUrl).toBeDefined();
      expect(third.authentication?.challengeUrl).not.toBe(first.authentication?.challengeUrl);
      expect(chargesOf(`gift_${key}`)).toBe(0);
    });

    it('left unconfirmed, is given up by the reconciler: nothing charged, the donor mailed, a late confirmation refused', async () => {
      const key = newKey('gift');
      const first = await donate(key);
      now = new Date(now.getTime() + ACTION_EXPIRES_MS + 1000);
      await areas.reconciler.run();
      expect(await attempt(key)).toMatchObject({ status: 'failed', charge_id: null });
      expect(mails).toContainEqual(
        expect.objectContaining({
          to: 'katharina@example.org',
          subject: 'Your payment was not completed',
        }),
      );
      expect(
        await provider.authenticate(tokenOf(first.authentication!.challengeUrl), 'complete'),
      ).toMatchObject({
        state: 'failed',
      });
      const back = await donate(key);
      expect(back.userErrors).toEqual([expect.objectContaining({ code: 'AUTHENTICATION_FAILED' })]);
      expect(chargesOf(`gift_${key}`)).toBe(0);
    });
  });

  describe('a tour booking', () => {
    const book = (key: string, made: { id: string; token: string }) =>
      areas.tours.book(bookingInput(key, made, AUTHENTICATE), null, visitor);

    it('is answered with a challenge while the hold stays, then booked once after the traveller confirms', async () => {
      const made = await hold();
      const key = newKey('book');
      const first = await book(key, made);
      expect(first).toMatchObject({ booking: null, userErrors: [] });
      expect(first.authentication?.challengeUrl).toBeDefined();
      expect(chargesOf(`tour_book_${key}`)).toBe(0);
      await provider.authenticate(tokenOf(first.authentication!.challengeUrl), 'complete');
      const second = await book(key, made);
      expect(second.userErrors).toEqual([]);
      expect(second.booking).toMatchObject({ status: 'CONFIRMED' });
      expect((await book(key, made)).booking?.reference).toBe(second.booking?.reference);
      expect(chargesOf(`tour_book_${key}`)).toBe(1);
    });

    it('is declined with AUTHENTICATION_FAILED when the challenge fails, and the seats stay held', async () => {
      const made = await hold();
      const key = newKey('book');
      const first = await book(key, made);
      await provider.authenticate(tokenOf(first.authentication!.challengeUrl), 'fail');
      const second = await book(key, made);
      expect(second.userErrors).toEqual([
        expect.objectContaining({ code: 'AUTHENTICATION_FAILED' }),
      ]);
      const again = await bookFrictionless(made);
      expect(again.booking).toMatchObject({ status: 'CONFIRMED' });
      expect(chargesOf(`tour_book_${key}`)).toBe(0);
    });

    it('left unconfirmed, is given up by the reconciler and charges nothing', async () => {
      const made = await hold();
      const key = newKey('book');
      await book(key, made);
      now = new Date(now.getTime() + ACTION_EXPIRES_MS + 1000);
      await areas.reconciler.run();
      expect(await attempt(key)).toMatchObject({ status: 'failed', charge_id: null });
      expect(mails).toContainEqual(
        expect.objectContaining({
          to: 'martin@example.org',
          subject: 'Your payment was not completed',
        }),
      );
      expect(chargesOf(`tour_book_${key}`)).toBe(0);
    });
  });

  describe("a booking's balance", () => {
    it('is answered with a challenge, then paid once after the traveller confirms; a failed challenge pays nothing', async () => {
      const made = await hold();
      const booked = await bookFrictionless(made);
      expect(booked.booking).toMatchObject({ status: 'CONFIRMED' });
      const access = {
        reference: booked.booking!.reference,
        token: new URL(booked.booking!.confirmationUrl).searchParams.get('token'),
      };
      const pay = (key: string) =>
        areas.tours.payBalance({ idempotencyKey: key, access, card: AUTHENTICATE }, null, visitor);

      const failing = newKey('balance');
      const refused = await pay(failing);
      await provider.authenticate(tokenOf(refused.authentication!.challengeUrl), 'fail');
      expect((await pay(failing)).userErrors).toEqual([
        expect.objectContaining({ code: 'AUTHENTICATION_FAILED' }),
      ]);
      expect(chargesOf(`tour_balance_${failing}`)).toBe(0);

      const key = newKey('balance');
      const first = await pay(key);
      expect(first).toMatchObject({ booking: null, userErrors: [] });
      await provider.authenticate(tokenOf(first.authentication!.challengeUrl), 'complete');
      const second = await pay(key);
      expect(second.userErrors).toEqual([]);
      expect(second.booking).toMatchObject({ status: 'PAID', balance: { amount: '0.00' } });
      expect((await pay(key)).booking).toMatchObject({ status: 'PAID' });
      expect(chargesOf(`tour_balance_${key}`)).toBe(1);
    });
  });
});
