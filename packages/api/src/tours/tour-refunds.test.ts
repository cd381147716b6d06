import { luhnCheckDigit } from '@site/contracts/card-rules';
import { TestPaymentProvider } from '../payments/test-provider';
import { databaseKinds } from '../test-support/databases';
import type { Json } from '../test-support/loopback-client';
import { fixedTourCatalogue } from './tour-catalogue';
import { testTour, tourBookingInput, tourCard, traveller } from '../test-support/tours';
import { type CancellationTier, DEFAULT_TOUR_SETTINGS } from './tour-config';
import { suiteTourApi } from './test-api';

/*
 * Issue 27: each cancellation tier refunds its share of the total price less what is still unpaid,
 * for deposit-only and fully paid bookings (items 3); a booking key sent again with other details
 * is refused as reused, also once its hold is spent (item 4).
 */

jest.setTimeout(120_000);

/** One traveller in a single room: total 3650.00, deposit 500.00, balance due 2027-03-08. */
const STARTS_ON = '2027-06-06';
const tour = (uid: string) =>
  testTour(uid, STARTS_ON, {
    pre: {
      title: 'Paris',
      startsOn: '2027-06-03',
      days: 3,
      priceSingle: 89_000,
      priceDouble: 74_000,
      emailText: null,
      bookletUrl: null,
    },
  });
const REFUNDS = 'refund-tour';
const KEYS = 'key-tour';

const HOLD = `mutation H($input: TourHoldInput!) { tourHoldCreate(input: $input) { hold { id token } userErrors { field code message } } }`;
const BOOK = `mutation B($input: TourBookingInput!) { tourBook(input: $input) { booking { id reference status confirmationUrl paid { amount } travellers { firstName } } userErrors { field code message } } }`;
const PAY = `mutation P($input: TourBalanceInput!) { tourPayBalance(input: $input) { booking { status paid { amount } } userErrors { field code message } } }`;
const READ = `query R($access: TourBookingAccess!) { tourBooking(access: $access) { status paid { amount } refunded { amount } cancellationQuote { daysBefore refund { amount } } } }`;
const CANCEL = `mutation C($input: TourCancelInput!) { tourBookingCancel(input: $input) { booking { status refunded { amount } ledger { kind amount { amount } } } userErrors { field code message } } }`;

let keyCounter = 0;
const newKey = () => `refund-key-${process.pid}-${Date.now()}-${keyCounter++}`;
const card = tourCard;
/** Another Luhn-valid card number that ends in the same four digits as the test card. */
function sameLast4(): string {
  for (let i = 0; i < 10; i++) {
    const body = `40000000000${i}424`;
    if (luhnCheckDigit(body) === '2') return `${body}2`;
  }
  throw new Error('no card number ends in 4242');
}
const amount = (minor: number) => (minor / 100).toFixed(2);
const tokenOf = (b: Json) => new URL(b.confirmationUrl as string).searchParams.get('token');

describe.each(databaseKinds())('tour refunds and booking keys (%s)', (kind) => {
  const payments = new TestPaymentProvider();
  let now = new Date('2026-11-25T10:00:00Z');
  const { api } = suiteTourApi(kind, {
    catalogue: fixedTourCatalogue([tour(REFUNDS), tour(KEYS)], {
      ageRanges: ['18–29'],
      locations: ['Geneva'],
    }),
    payments,
    now: () => now,
  });
  beforeEach(() => {
    now = new Date('2026-11-25T10:00:00Z');
    api.tours.settings.policy = DEFAULT_TOUR_SETTINGS.policy;
  });

  const gql = (query: string, variables: Json = {}) => api.gql(query, variables);
  const hold = async (uid: string, travellers: number, singles: number, doubles: number) => {
    const h = (
      await gql(HOLD, {
        input: {
          departureId: `${uid}-${STARTS_ON}`,
          travellers,
          singleRooms: singles,
          doubleRooms: doubles,
        },
      })
    ).tourHoldCreate as Json;
    expect(h.userErrors).toEqual([]);
    return h.hold as Json;
  };
  const bookingInput = (h: Json, over: Json = {}) => tourBookingInput(newKey(), h, over);
  const book = async (input: Json) => (await gql(BOOK, { input })).tourBook as Json;
  const refundedByProvider = () => payments.charges.reduce((sum, c) => sum + c.refundedAmount, 0);

  /** A one-traveller booking under `policy`, paying only the deposit or then the balance too. */
  async function booking(paid: 'deposit' | 'full', policy: CancellationTier[]) {
    now = new Date('2026-11-25T10:00:00Z');
    api.tours.settings.policy = policy;
    const made = await book(bookingInput(await hold(REFUNDS, 1, 1, 0)));
    expect(made.userErrors).toEqual([]);
    api.tours.settings.policy = DEFAULT_TOUR_SETTINGS.policy; // the booking keeps its own copy
    const access = { reference: made.booking.reference, token: tokenOf(made.booking) };
    if (paid === 'full') {
      const pay = (await gql(PAY, { input: { idempotencyKey: newKey(), access, card: card() } }))
        .tourPayBalance;
      expect(pay.userErrors).toEqual([]);
    }
    expect((await gql(READ, { access })).tourBooking.paid.amount).toBe(
      paid === 'full' ? '3650.00' : '500.00',
    );
    return access;
  }

  /** Cancels on `date`: the quote, the cancellation and the card refunds all give `expected`. */
  async function cancelOn(access: Json, date: string, daysBefore: number, expected: number) {
    now = new Date(`${date}T10:00:00Z`);
    const quote = (await gql(READ, { access })).tourBooking.cancellationQuote;
    expect(quote).toEqual({ daysBefore, refund: { amount: amount(expected) } });
    const before = refundedByProvider();
    const done = (await gql(CANCEL, { input: { access, expectedRefund: amount(expected) } }))
      .tourBookingCancel;
    expect(done.userErrors).toEqual([]);
    expect(done.booking).toMatchObject({
      status: 'CANCELLED',
      refunded: { amount: amount(expected) },
    });
    expect(refundedByProvider() - before).toBe(expected);
  }

  // The default policy: 91+ days everything but the deposit, 60–90 days half, then nothing.
  // Total 3650.00, deposit 500.00: the 60–90 tier keeps 1825.00, more than the deposit.
  const DEFAULT_TIERS: Array<[string, number, number, number]> = [
    // date, days before, refund when deposit-only, refund when fully paid
    ['2027-01-01', 156, 0, 315_000],
    ['2027-03-07', 91, 0, 315_000],
    ['2027-03-08', 90, 0, 182_500],
    ['2027-04-07', 60, 0, 182_500],
    ['2027-04-08', 59, 0, 0],
  ];
  it.each(DEFAULT_TIERS)(
    'default policy, cancelled on %s (%i days before): deposit-only refunds %i, fully paid %i',
    async (date, daysBefore, depositOnly, fullyPaid) => {
      const policy = DEFAULT_TOUR_SETTINGS.policy;
      await cancelOn(await booking('deposit', policy), date, daysBefore, depositOnly);
      await cancelOn(await booking('full', policy), date, daysBefore, fullyPaid);
    },
  );

  // A policy whose middle tier keeps less than the deposit: the deposit-only booking gets back
  // what its deposit covers beyond the 10% kept (500.00 − 365.00), never 90% of the deposit.
  const GENEROUS: CancellationTier[] = [
    { minDaysBefore: 91, refundPercent: 100, keepsDeposit: false },
    { minDaysBefore: 60, refundPercent: 90, keepsDeposit: false },
    { minDaysBefore: 0, refundPercent: 0, keepsDeposit: false },
  ];
  it.each([
    ['2027-01-01', 156, 50_000, 365_000],
    ['2027-03-23', 75, 13_500, 328_500],
    ['2027-05-07', 30, 0, 0],
  ])(
    'a 100/90/0 policy, cancelled on %s (%i days before): deposit-only refunds %i, fully paid %i',
    async (date, daysBefore, depositOnly, fullyPaid) => {
      await cancelOn(await booking('deposit', GENEROUS), date, daysBefore, depositOnly);
      await cancelOn(await booking('full', GENEROUS), date, daysBefore, fullyPaid);
    },
  );

  it('the unpaid-balance job cancels a deposit-only booking in the 60–90 day tier with no refund', async () => {
    const access = await booking('deposit', DEFAULT_TOUR_SETTINGS.policy);
    const before = refundedByProvider();
    now = new Date('2027-03-16T10:00:00Z'); // 82 days out, a week past the balance date
    await api.tours.runJobs();
    await api.tours.idle();
    const read = (await gql(READ, { access })).tourBooking;
    expect(read).toMatchObject({ status: 'CANCELLED', refunded: { amount: '0.00' } });
    expect(refundedByProvider()).toBe(before);
  });

  it('a balance payment key sent again pays nothing more: the same booking and card replay, another booking or card is refused', async () => {
    const a = await booking('deposit', DEFAULT_TOUR_SETTINGS.policy);
    const b = await booking('deposit', DEFAULT_TOUR_SETTINGS.policy);
    const input = { idempotencyKey: newKey(), access: a, card: card() };
    const paid = (await gql(PAY, { input })).tourPayBalance;
    expect(paid.booking).toMatchObject({ status: 'PAID', paid: { amount: '3650.00' } });
    const charges = payments.charges.length;
    const again = (await gql(PAY, { input: { ...input, card: { ...input.card, cvc: '999' } } }))
      .tourPayBalance;
    expect(again.booking).toMatchObject({ status: 'PAID', paid: { amount: '3650.00' } });
    for (const other of [
      { ...input, access: b },
      { ...input, card: card('5555555555554444') },
      { ...input, card: card(sameLast4()) },
    ]) {
      const refused = (await gql(PAY, { input: other })).tourPayBalance;
      expect(refused.booking).toBeNull();
      expect(refused.userErrors).toEqual([
        expect.objectContaining({
          code: 'IDEMPOTENCY_KEY_REUSED',
          field: ['input', 'idempotencyKey'],
        }),
      ]);
    }
    expect(payments.charges.length).toBe(charges);
    expect((await gql(READ, { access: b })).tourBooking).toMatchObject({
      status: 'CONFIRMED',
      paid: { amount: '500.00' },
    });
  });

  describe('a booking key sent again', () => {
    const bookings = async () =>
      Number(
        (
          await api.tours.db
            .selectFrom('tour_bookings')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );

    it('with the same details replays the booking, once its hold is spent, and charges nothing more', async () => {
      const input = bookingInput(await hold(KEYS, 1, 1, 0));
      const first = await book(input);
      expect(first.userErrors).toEqual([]);
      const charges = payments.charges.length;
      const count = await bookings();
      const again = await book(input);
      expect(again.userErrors).toEqual([]);
      expect(again.booking.reference).toBe(first.booking.reference);
      // A retry may type the security code again, differently.
      const retyped = await book({ ...input, card: { ...input.card, cvc: '999' } });
      expect(retyped.booking.reference).toBe(first.booking.reference);
      expect(payments.charges.length).toBe(charges);
      expect(await bookings()).toBe(count);
    });

    it('with any other detail answers IDEMPOTENCY_KEY_REUSED and changes nothing', async () => {
      const h = await hold(KEYS, 2, 0, 1);
      const input = bookingInput(h, {
        travellers: [traveller('Martin'), traveller('Katharina')],
        rooms: [{ occupancy: 'DOUBLE', travellers: [0, 1] }],
      });
      const first = await book(input);
      expect(first.userErrors).toEqual([]);
      const access = { reference: first.booking.reference, token: tokenOf(first.booking) };
      const charges = payments.charges.length;
      const count = await bookings();
      const variants: Array<[string, Json]> = [
        ['traveller name', { travellers: [traveller('Martin'), traveller('Philipp')] }],
        ['card number', { card: card('5555555555554444') }],
        ['card with the same last four digits', { card: card(sameLast4()) }],
        ['card expiry', { card: card(undefined, { expYear: new Date().getUTCFullYear() + 4 }) }],
        ['card holder', { card: card(undefined, { name: 'K von Bora' }) }],
        [
          'rooms',
          {
            rooms: [
              { occupancy: 'SINGLE', travellers: [0] },
              { occupancy: 'SINGLE', travellers: [1] },
            ],
          },
        ],
        ['pre-tour extension', { preExtension: true }],
        ['contact e-mail', { contact: { ...input.contact, email: 'other@example.org' } }],
        ['contact phone', { contact: { ...input.contact, phone: '+49 3491 9999' } }],
        ['hold', { holdId: '00000000-0000-4000-8000-000000000000' }],
      ];
      for (const [what, over] of variants) {
        const answer = await book({ ...input, ...over });
        expect([what, answer.booking]).toEqual([what, null]);
        expect([what, answer.userErrors]).toEqual([
          what,
          [
            expect.objectContaining({
              code: 'IDEMPOTENCY_KEY_REUSED',
              field: ['input', 'idempotencyKey'],
            }),
          ],
        ]);
      }
      expect(payments.charges.length).toBe(charges);
      expect(await bookings()).toBe(count);
      const read = await gql(
        `query R($access: TourBookingAccess!) { tourBooking(access: $access) { email travellers { firstName room } } }`,
        { access },
      );
      expect(read.tourBooking.email).toBe('martin@example.org');
      expect(read.tourBooking.travellers.map((t: Json) => t.firstName)).toEqual([
        'Martin',
        'Katharina',
      ]);
      // The same details still replay it afterwards.
      expect((await book(input)).booking.reference).toBe(first.booking.reference);
    });
  });
});
