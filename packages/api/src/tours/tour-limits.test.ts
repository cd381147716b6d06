import type { ChargeRequest, ChargeResult, ConfirmResult } from '../payments/provider';
import { TestPaymentProvider } from '../payments/test-provider';
import { PAYMENT_THROTTLED_MESSAGE } from '../security/decline-velocity';
import { databaseKinds } from '../test-support/databases';
import { type Json, loopback } from '../test-support/loopback-client';
import { fixedTourCatalogue } from './tour-catalogue';
import { testTour, tourCard } from '../test-support/tours';
import { clientKeys } from './tour-limits';
import { strangerCard } from '../test-support/cards';
import { suiteTourApi } from './test-api';

/*
 * Issue 26, tours: denial of inventory (the seat cap over departures, hold throttles, waitlist
 * fairness and offers), mail forms as a relay, and card testing through tour payments. Booking
 * access by code is in tour-access.test.ts. Each test speaks from loopback addresses of its own.
 */

jest.setTimeout(120_000);

const TOURS = [
  'cap-a',
  'cap-b',
  'cap-c',
  'race-a',
  'race-b',
  'race-c',
  'flood',
  'fair',
  'own',
  'capped',
  'capped-other',
  'wait-1',
  'wait-2',
  'wait-3',
  'wait-4',
  'wait-5',
  'cards',
  'burst',
];

const idOf = (uid: string) => `${uid}-2027-06-06`;

const HOLD = `mutation H($input: TourHoldInput!) { tourHoldCreate(input: $input) { hold { id token travellers } userErrors { field code message } } }`;
const UPDATE = `mutation U($input: TourHoldUpdateInput!) { tourHoldUpdate(input: $input) { hold { id travellers } userErrors { code message } } }`;
const RELEASE = `mutation R($id: ID!, $token: String!) { tourHoldRelease(holdId: $id, token: $token) { released userErrors { code } } }`;
const WAIT = `mutation W($input: TourWaitlistInput!) { tourWaitlistJoin(input: $input) { entry { id position } userErrors { field code message } } }`;
const INTEREST = `mutation I($input: TourInterestInput!) { tourInterestSubmit(input: $input) { received userErrors { field code message } } }`;
const BOOK = `mutation B($input: TourBookingInput!) { tourBook(input: $input) { booking { reference confirmationUrl } userErrors { field code message } } }`;
const PAY = `mutation P($input: TourBalanceInput!) { tourPayBalance(input: $input) { booking { status } userErrors { field code message } } }`;

let keyCounter = 0;
const newKey = () => `limits-key-${process.pid}-${Date.now()}-${keyCounter++}`;
const card = (number?: string) => tourCard(number);

/** The embedded provider, counting every charge it is asked for (declined ones too). */
class CountingProvider extends TestPaymentProvider {
  calls = 0;
  override async charge(request: ChargeRequest): Promise<ChargeResult> {
    this.calls++;
    return super.charge(request);
  }
  override async confirm(request: ChargeRequest): Promise<ConfirmResult> {
    this.calls++;
    return super.confirm(request);
  }
}

describe.each(databaseKinds())('tour limits (%s)', (kind) => {
  const payments = new CountingProvider();
  let now = new Date('2026-11-25T10:00:00Z');
  const { api, mails } = suiteTourApi(kind, {
    catalogue: fixedTourCatalogue(
      TOURS.map((uid) => testTour(uid, '2027-06-06')),
      { ageRanges: ['18–29'], locations: ['Geneva'] },
    ),
    payments,
    now: () => now,
  });
  beforeEach(() => {
    now = new Date('2026-11-25T10:00:00Z');
  });

  const raw = (query: string, variables: Json, from: string) => api.raw(query, variables, from);
  const gql = (query: string, variables: Json, from: string) => api.gql(query, variables, from);
  const hold = async (from: string, uid: string, travellers: number, offerToken?: string) =>
    (
      await gql(
        HOLD,
        {
          input: {
            departureId: idOf(uid),
            travellers,
            singleRooms: travellers % 2,
            doubleRooms: Math.floor(travellers / 2),
            ...(offerToken ? { offerToken } : {}),
          },
        },
        from,
      )
    ).tourHoldCreate as Json;
  const release = async (from: string, h: Json) =>
    (await gql(RELEASE, { id: h.id, token: h.token }, from)).tourHoldRelease as Json;
  const join = async (
    from: string,
    uid: string,
    email: string,
    travellers = 1,
    name = 'Anna Zell',
  ) =>
    (await gql(WAIT, { input: { departureId: idOf(uid), name, email, travellers } }, from))
      .tourWaitlistJoin as Json;
  /** Seats held now (active, unexpired) under the keys of `address`. */
  const seatsHeldBy = async (address: string) => {
    const key = clientKeys({ address, customerId: null }).client_key!;
    const rows = await api.tours.db
      .selectFrom('tour_holds')
      .select('seats')
      .where('client_key', '=', key)
      .where('status', '=', 'active')
      .where('expires_at', '>', now.toISOString())
      .execute();
    return rows.reduce((sum, r) => sum + Number(r.seats), 0);
  };
  const setSeats = (uid: string, seats: number) =>
    api.tours.db
      .updateTable('tour_departures')
      .set({ seats_total: seats })
      .where('id', '=', idOf(uid))
      .execute();
  const offersTo = (email: string) =>
    mails.filter((m) => m.to === email && m.subject.startsWith('Seats for you'));
  const entryStatus = async (email: string) =>
    (
      await api.tours.db
        .selectFrom('tour_waitlist')
        .select('status')
        .where('email', '=', email)
        .executeTakeFirstOrThrow()
    ).status;

  it('holds at most 8 seats per client over all departures (HOLD_LIMIT); another client is unaffected; released and expired holds stop counting', async () => {
    const a = loopback();
    expect((await hold(a, 'cap-a', 5)).userErrors).toEqual([]);
    const second = await hold(a, 'cap-b', 3);
    expect(second.userErrors).toEqual([]);
    const over = await hold(a, 'cap-c', 1);
    expect(over.hold).toBeNull();
    expect(over.userErrors[0]).toMatchObject({
      code: 'HOLD_LIMIT',
      field: ['input', 'travellers'],
    });
    expect(over.userErrors[0].message).toMatch(/at most 8 seats/);
    expect(await seatsHeldBy(a)).toBe(8);
    // Growing a hold counts too.
    const grown = (
      await gql(
        UPDATE,
        {
          input: {
            holdId: second.hold.id,
            token: second.hold.token,
            travellers: 4,
            singleRooms: 0,
            doubleRooms: 2,
          },
        },
        a,
      )
    ).tourHoldUpdate;
    expect(grown.userErrors[0].code).toBe('HOLD_LIMIT');
    // Someone else holds as usual.
    expect((await hold(loopback(), 'cap-c', 2)).userErrors).toEqual([]);
    // Released seats stop counting; so do expired ones, before any sweep.
    await release(a, second.hold);
    expect((await hold(a, 'cap-c', 3)).userErrors).toEqual([]);
    expect((await hold(a, 'cap-c', 1)).userErrors[0].code).toBe('HOLD_LIMIT');
    now = new Date(now.getTime() + 16 * 60_000);
    expect((await hold(a, 'cap-c', 8)).userErrors).toEqual([]);
  });

  it('counts a signed-in customer over every address it holds from', async () => {
    const customer = { customerId: `customer-${Date.now()}` };
    const first = await api.tours.createHold(
      { departureId: idOf('cap-a'), travellers: 6, singleRooms: 0, doubleRooms: 3 },
      { address: loopback(), ...customer },
    );
    expect(first.userErrors).toEqual([]);
    const elsewhere = await api.tours.createHold(
      { departureId: idOf('cap-b'), travellers: 3, singleRooms: 1, doubleRooms: 1 },
      { address: loopback(), ...customer },
    );
    expect(elsewhere.userErrors[0]?.code).toBe('HOLD_LIMIT');
  });

  it('counts an IPv6 client by its /64: another address of the same network shares the 8 seats', async () => {
    const first = await api.tours.createHold(
      { departureId: idOf('cap-a'), travellers: 8, singleRooms: 0, doubleRooms: 4 },
      { address: '2001:db8:26:1::1', customerId: null },
    );
    expect(first.userErrors).toEqual([]);
    const sameNetwork = await api.tours.createHold(
      { departureId: idOf('cap-b'), travellers: 1, singleRooms: 1, doubleRooms: 0 },
      { address: '2001:db8:26:1:ffff:ffff:ffff:fffe', customerId: null },
    );
    expect(sameNetwork.userErrors[0]?.code).toBe('HOLD_LIMIT');
    const otherNetwork = await api.tours.createHold(
      { departureId: idOf('cap-b'), travellers: 1, singleRooms: 1, doubleRooms: 0 },
      { address: '2001:db8:26:2::1', customerId: null },
    );
    expect(otherNetwork.userErrors).toEqual([]);
  });

  it('never lets one client hold more than 8 seats, however many holds race (16 at once over 3 departures)', async () => {
    const a = loopback();
    const uids = ['race-a', 'race-b', 'race-c'];
    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, i) => hold(a, uids[i % 3]!, 2)),
    );
    const held = answers.filter((r) => r.hold);
    const refused = answers.filter((r) => r.userErrors[0]?.code === 'HOLD_LIMIT');
    expect(held.length).toBeGreaterThan(0);
    expect(held.length).toBeLessThanOrEqual(4);
    expect(held.length + refused.length).toBe(16);
    expect(await seatsHeldBy(a)).toBeLessThanOrEqual(8);
    console.log(
      `tour hold race (${kind}): 16 holds of 2 seats from one address: ${held.length} held, ${await seatsHeldBy(a)} seats`,
    );
  });

  it('throttles hold creation per address: the 21st in ten minutes is THROTTLED, others still hold', async () => {
    const a = loopback();
    for (let i = 0; i < 20; i++) {
      const h = await hold(a, 'flood', 1);
      expect(h.userErrors).toEqual([]);
      await release(a, h.hold);
    }
    const refused = await hold(a, 'flood', 1);
    expect(refused.userErrors[0]).toMatchObject({ code: 'THROTTLED' });
    expect((await hold(loopback(), 'flood', 1)).userErrors).toEqual([]);
  });

  it('runs a hold-creating mutation once per request: aliased holds are refused before anything runs', async () => {
    const before = await api.tours.departure(idOf('cap-b'));
    const input = `{ departureId: "${idOf('cap-b')}", travellers: 1, singleRooms: 1, doubleRooms: 0 }`;
    const answer = await raw(
      `mutation { a: tourHoldCreate(input: ${input}) { hold { id } } b: tourHoldCreate(input: ${input}) { hold { id } } }`,
      {},
      loopback(),
    );
    expect(answer.status).toBe(400);
    expect(answer.errors?.[0]?.extensions?.code).toBe('TOO_MANY_MUTATIONS');
    expect((await api.tours.departure(idOf('cap-b')))!.seatsLeft).toBe(before!.seatsLeft);
  });

  it('offers freed seats to the first entry that fits: an 8-traveller entry at the head does not block a 1-traveller one', async () => {
    await setSeats('fair', 3);
    const holder = loopback();
    await hold(holder, 'fair', 2);
    const last = await hold(loopback(), 'fair', 1);
    const big = `big-${Date.now()}@example.org`;
    const small = `small-${Date.now()}@example.org`;
    expect((await join(loopback(), 'fair', big, 8)).entry.position).toBe(1);
    expect((await join(loopback(), 'fair', small, 1)).entry.position).toBe(2);
    mails.length = 0;
    await gql(RELEASE, { id: last.hold.id, token: last.hold.token }, loopback());
    await api.tours.idle();
    expect(offersTo(small)).toHaveLength(1);
    expect(offersTo(big)).toHaveLength(0);
    expect(await entryStatus(big)).toBe('waiting');
    expect(await entryStatus(small)).toBe('offered');
  });

  it('does not turn released holds into a waitlist offer for the client who released them', async () => {
    await setSeats('own', 2);
    const attacker = loopback();
    const h = await hold(attacker, 'own', 2);
    expect(h.userErrors).toEqual([]);
    const mine = `own-${Date.now()}@example.org`;
    const other = `other-${Date.now()}@example.org`;
    expect((await join(attacker, 'own', mine, 2)).userErrors).toEqual([]);
    expect((await join(loopback(), 'own', other, 2)).userErrors).toEqual([]);
    mails.length = 0;
    await release(attacker, h.hold);
    await api.tours.idle();
    expect(offersTo(mine)).toHaveLength(0);
    expect(offersTo(other)).toHaveLength(1);
    expect(await entryStatus(mine)).toBe('waiting');
  });

  it('counts offer holds against the cap: a client already holding 8 seats is skipped for the next in line', async () => {
    await setSeats('capped', 1);
    const q = loopback();
    expect((await hold(q, 'capped-other', 8)).userErrors).toEqual([]);
    const seat = await hold(loopback(), 'capped', 1);
    expect(seat.userErrors).toEqual([]);
    const qMail = `capped-${Date.now()}@example.org`;
    const next = `next-${Date.now()}@example.org`;
    await join(q, 'capped', qMail, 1);
    await join(loopback(), 'capped', next, 1);
    mails.length = 0;
    await gql(RELEASE, { id: seat.hold.id, token: seat.hold.token }, loopback());
    await api.tours.idle();
    expect(offersTo(qMail)).toHaveLength(0);
    expect(offersTo(next)).toHaveLength(1);
    expect(await seatsHeldBy(q)).toBe(8);
  });

  it('limits waitlist entries per mailbox (plus-addresses are one) and per address, and mails nothing it refused', async () => {
    for (const uid of ['wait-1', 'wait-2', 'wait-3', 'wait-4', 'wait-5']) await setSeats(uid, 0);
    const victim = `victim-${Date.now()}`;
    mails.length = 0;
    // One mailbox waits once per departure, whatever its +tag.
    expect((await join(loopback(), 'wait-1', `${victim}+1@example.org`)).userErrors).toEqual([]);
    expect((await join(loopback(), 'wait-1', `${victim}+2@example.org`)).userErrors[0].code).toBe(
      'ALREADY_WAITING',
    );
    expect((await join(loopback(), 'wait-2', `${victim}+3@example.org`)).userErrors).toEqual([]);
    expect((await join(loopback(), 'wait-3', `${victim}+4@example.org`)).userErrors).toEqual([]);
    const fourth = await join(loopback(), 'wait-4', `${victim}+5@example.org`);
    expect(fourth.userErrors[0].code).toBe('WAITLIST_LIMIT');
    // Five tries for the mailbox this hour: the sixth is THROTTLED.
    expect((await join(loopback(), 'wait-5', `${victim}+6@example.org`)).userErrors[0].code).toBe(
      'THROTTLED',
    );
    await api.tours.idle();
    expect(mails.filter((m) => m.to.startsWith(victim))).toHaveLength(3);

    // One address: five forms in a row, then THROTTLED whoever they are for.
    const a = loopback();
    const answers = [];
    for (let i = 0; i < 6; i++)
      answers.push(await join(a, `wait-${(i % 5) + 1}`, `someone${i}-${Date.now()}@example.org`));
    expect(answers.slice(0, 3).every((r) => r.userErrors.length === 0)).toBe(true);
    expect(answers[5]!.userErrors[0].code).toBe('THROTTLED');
  });

  it('throttles the interest form per address and per recipient (5 in a row), and refuses links in what it would mail', async () => {
    const input = (email: string, over: Json = {}) => ({
      input: {
        name: 'Idelette de Bure',
        email,
        ageRange: '18–29',
        locations: ['Geneva'],
        tours: [],
        partySize: 2,
        ...over,
      },
    });
    const victim = `interest-${Date.now()}`;
    mails.length = 0;
    const byRecipient = [];
    for (let i = 1; i <= 6; i++)
      byRecipient.push(
        (await gql(INTEREST, input(`${victim}+${i}@example.org`), loopback())).tourInterestSubmit,
      );
    expect(byRecipient.filter((r) => r.received)).toHaveLength(5);
    expect(byRecipient[5].userErrors[0]).toMatchObject({
      code: 'THROTTLED',
      field: ['input', 'email'],
    });
    await api.tours.idle();
    expect(mails.filter((m) => m.to.startsWith(victim))).toHaveLength(5);

    const a = loopback();
    const byAddress = [];
    for (let i = 0; i < 6; i++)
      byAddress.push(
        (await gql(INTEREST, input(`person${i}-${Date.now()}@example.org`), a)).tourInterestSubmit,
      );
    expect(byAddress.filter((r) => r.received)).toHaveLength(5);
    expect(byAddress[5].userErrors[0].code).toBe('THROTTLED');

    mails.length = 0;
    for (const over of [
      { name: 'Visit scam-example dot com' },
      { name: 'Win at https://scam.example' },
      { message: 'Cheap flights: www.scam.example' },
    ]) {
      const refused = (
        await gql(INTEREST, input(`link-${Date.now()}@example.org`, over), loopback())
      ).tourInterestSubmit;
      expect(refused.received).toBe(false);
      expect(refused.userErrors[0]).toMatchObject({
        code: 'INVALID',
        message: expect.stringMatching(/web addresses/),
      });
    }
    const named = (
      await gql(
        WAIT,
        {
          input: {
            departureId: idOf('wait-5'),
            name: 'see evil.com now',
            email: `w-${Date.now()}@example.org`,
            travellers: 1,
          },
        },
        loopback(),
      )
    ).tourWaitlistJoin;
    expect(named.userErrors[0]).toMatchObject({ code: 'INVALID', field: ['input', 'name'] });
    await api.tours.idle();
    expect(mails).toHaveLength(0);
  });

  it('stops card testing through tourBook and tourPayBalance: after 5 declines, THROTTLED before the provider is asked', async () => {
    const tester = loopback();
    const h = await hold(tester, 'cards', 1);
    const booking = (cardNumber: string) => ({
      input: {
        idempotencyKey: newKey(),
        holdId: h.hold.id,
        holdToken: h.hold.token,
        contact: { name: 'Martin Luther', email: 'cards@example.org', phone: '+49 3491 0000' },
        travellers: [
          {
            firstName: 'Martin',
            lastName: 'Luther',
            dateOfBirth: '1970-11-10',
            emergencyContactName: 'Philipp Melanchthon',
            emergencyContactPhone: '+49 3491 1111',
          },
        ],
        rooms: [{ occupancy: 'SINGLE', travellers: [0] }],
        preExtension: false,
        postExtension: false,
        acceptPolicy: true,
        card: card(cardNumber),
      },
    });
    // Each declined with its own code first (the oracle), the same stolen card among them 5 times.
    const declining = ['4000000000009995', '4000000000000069'];
    for (const number of declining) {
      const answer = (await gql(BOOK, booking(number), tester)).tourBook;
      expect(answer.userErrors[0].code).toMatch(/INSUFFICIENT_FUNDS|EXPIRED_CARD/);
    }
    for (let i = 0; i < 5; i++) {
      const answer = (await gql(BOOK, booking('4000000000000002'), i < 3 ? tester : loopback()))
        .tourBook;
      expect(answer.userErrors[0].code).toBe('CARD_DECLINED');
    }
    const calls = payments.calls;
    const blocked = (await gql(BOOK, booking('4242424242424242'), tester)).tourBook;
    expect(blocked.booking).toBeNull();
    expect(blocked.userErrors[0]).toMatchObject({
      code: 'THROTTLED',
      message: PAYMENT_THROTTLED_MESSAGE,
    });
    // The card that was declined is blocked from any address, for the balance too.
    const elsewhere = (await gql(BOOK, booking('4000000000000002'), loopback())).tourBook;
    expect(elsewhere.userErrors[0].code).toBe('THROTTLED');
    expect(payments.calls).toBe(calls);
    // Someone else, with their own card, books as usual; its balance cannot be paid from the
    // blocked address either, nor with the blocked card from anywhere.
    const fine = (await gql(BOOK, booking('4242424242424242'), loopback())).tourBook;
    expect(fine.userErrors).toEqual([]);
    const access = {
      reference: fine.booking.reference,
      token: new URL(fine.booking.confirmationUrl).searchParams.get('token'),
    };
    const callsNow = payments.calls;
    for (const [from, number] of [
      [tester, '4242424242424242'],
      [loopback(), '4000000000000002'],
    ] as const) {
      const paid = (
        await gql(PAY, { input: { idempotencyKey: newKey(), access, card: card(number) } }, from)
      ).tourPayBalance;
      expect(paid.userErrors[0]).toMatchObject({
        code: 'THROTTLED',
        message: PAYMENT_THROTTLED_MESSAGE,
      });
    }
    expect(payments.calls).toBe(callsNow);
  });
  it('a burst of declining cards sent at once from one address reaches the provider at most 5 times', async () => {
    const tester = loopback();
    // One hold per booking, each from its own address (the hold cap counts per address); the
    // payments all come from the tester's.
    const holds = await Promise.all(
      Array.from({ length: 12 }, async () => {
        // Two travellers in a double room: the departure has few single rooms.
        const answer = await hold(loopback(), 'burst', 2);
        expect(answer.userErrors).toEqual([]);
        return answer.hold as Json;
      }),
    );
    const calls = payments.calls;
    const answers = await Promise.all(
      holds.map(async (h, i) => {
        const input = {
          idempotencyKey: newKey(),
          holdId: h.id,
          holdToken: h.token,
          contact: {
            name: 'Martin Luther',
            email: `burst${i}@example.org`,
            phone: '+49 3491 0000',
          },
          travellers: ['Martin', 'Katharina'].map((firstName) => ({
            firstName,
            lastName: 'Luther',
            dateOfBirth: '1970-11-10',
            emergencyContactName: 'Philipp Melanchthon',
            emergencyContactPhone: '+49 3491 1111',
          })),
          rooms: [{ occupancy: 'DOUBLE', travellers: [0, 1] }],
          preExtension: false,
          postExtension: false,
          acceptPolicy: true,
          // Luhn-valid strangers' cards: the embedded provider declines every card it does not know.
          card: card(strangerCard(i + 1)),
        };
        return (await gql(BOOK, { input }, tester)).tourBook as Json;
      }),
    );
    // The bound, not the winners: at most 5 declines evaluated, every other answer THROTTLED.
    expect(payments.calls - calls).toBeLessThanOrEqual(5);
    for (const answer of answers) {
      expect(answer.booking).toBeNull();
      expect(answer.userErrors[0].code).toMatch(/^(THROTTLED|CARD_DECLINED)$/);
    }
  });
});
