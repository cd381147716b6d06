import express from 'express';
import { TestPaymentProvider } from '../payments/test-provider';
import { CustomerService } from '../customer/customer-service';
import type { Mailer, MailMessage } from '../mail/mailer';
import { createProductGraphqlRouter } from '../compose/product-graphql';
import { createThrottleStore, type ThrottleStore } from '../security/throttle';
import { listenOnLoopback, type LoopbackServer } from '../test-support/api-server';
import { databaseKinds } from '../test-support/databases';
import { suiteDatabase } from '../test-support/suite';
import { fixedTourCatalogue, type TourInfo } from './tour-catalogue';
import { DEFAULT_TOUR_SETTINGS } from './tour-config';
import { departureManifest, manifestCsv, manifestHtml } from './tour-manifest';
import { parseArgs } from './tour-cli';
import { createTourRouter } from './tour-router';
import { TourService } from './tour-service';
import { graphqlData, type Json, loopback } from '../test-support/loopback-client';
import { testTour, tourBookingInput, tourCard, traveller as luther } from '../test-support/tours';

jest.setTimeout(120_000);

const PUBLIC = 'https://history.example.org';

/** A tour with both extensions, its own mail text and booklet. */
const tour = (uid: string, startsOn: string, over: Partial<TourInfo> = {}): TourInfo =>
  testTour(uid, startsOn, {
    pre: {
      title: 'Paris and the Huguenots',
      startsOn: addDays(startsOn, -3),
      days: 3,
      priceSingle: 89_000,
      priceDouble: 74_000,
      emailText: 'Meet at the Oratoire.',
      bookletUrl: '/cms/images/tours/pre-booklet.svg',
    },
    post: {
      title: 'Bohemia',
      startsOn: addDays(startsOn, 10),
      days: 2,
      priceSingle: 62_000,
      priceDouble: 51_000,
      emailText: null,
      bookletUrl: null,
    },
    emailText: 'Your tour begins at the hotel in Geneva.',
    bookletUrl: '/cms/images/tours/booklet.svg',
    ...over,
  });
function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

const HOLD = `mutation Hold($input: TourHoldInput!) { tourHoldCreate(input: $input) { hold { id token expiresAt travellers singleRooms doubleRooms departure { seatsLeft } } userErrors { field code message } } }`;
const BOOK = `mutation Book($input: TourBookingInput!) { tourBook(input: $input) { booking { ...B } userErrors { field code message } } }
fragment B on TourBooking { id reference status total { amount currencyCode } deposit { amount } paid { amount } balance { amount } balanceDueOn refunded { amount }
  lines { label amount { amount } } rooms { occupancy travellers } travellers { firstName room dateOfBirth }
  ledger { kind amount { amount } cardLast4 } cancellationQuote { daysBefore refund { amount } tier { refundPercent keepsDeposit } }
  cancellationPolicy { minDaysBefore refundPercent description } confirmationUrl paymentUrl calendarUrl bookletUrl preExtensionBookletUrl departure { id seatsLeft } }`;
const READ = `query Read($access: TourBookingAccess!) { tourBooking(access: $access) { reference status email } }`;
const PAY = `mutation Pay($input: TourBalanceInput!) { tourPayBalance(input: $input) { booking { reference status paid { amount } balance { amount } ledger { kind amount { amount } } } userErrors { field code message } } }`;
const CANCEL = `mutation Cancel($input: TourCancelInput!) { tourBookingCancel(input: $input) { booking { reference status refunded { amount } ledger { kind amount { amount } } departure { seatsLeft } } userErrors { field code message } } }`;
const QUOTE = `query Quote($input: TourQuoteInput!) { tourQuote(input: $input) { quote { lines { label amount { amount } } total { amount } deposit { amount } dueNow { amount } balance { amount } balanceDueOn } userErrors { field code message } } }`;
const WAIT = `mutation Wait($input: TourWaitlistInput!) { tourWaitlistJoin(input: $input) { entry { id position travellers departure { id } } userErrors { field code message } } }`;
const INTEREST = `mutation Interest($input: TourInterestInput!) { tourInterestSubmit(input: $input) { received userErrors { field code message } } }`;
const DEPARTURES = `query D($uids: [String!]) { tourDepartures(tourUids: $uids) { id tourUid status seatsTotal seatsLeft fewSeatsLeft priceSingle { amount currencyCode } priceDouble { amount } depositPerPerson { amount } balanceDueOn fullPaymentAtBooking waitlistCount preExtension { title priceDouble { amount } } cancellationPolicy { minDaysBefore description } } }`;

let keyCounter = 0;
const newKey = () => `tour-key-${process.pid}-${Date.now()}-${keyCounter++}`;
/** The access token of a booking's link (its confirmation URL). */
const tokenOf = (b: Json) => new URL(b.confirmationUrl as string).searchParams.get('token');
const card = (number?: string) => tourCard(number);
const traveller = (firstName: string, over: Json = {}) =>
  luther(firstName, { dietaryNotes: firstName === 'Katharina' ? 'Vegetarian' : null, ...over });

/** Unfolds an iCalendar text into its content lines (RFC 5545 §3.1). */
function icsLines(text: string): string[] {
  return text
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter(Boolean);
}

describe.each(databaseKinds())('tours API (%s)', (kind) => {
  let server: LoopbackServer | undefined;
  const database = suiteDatabase(kind, {
    beforeClose: async () => {
      await server?.close();
    },
  });
  let port: number;
  let origin: string;
  let payments: TestPaymentProvider;
  let tours: TourService;
  let throttles: ThrottleStore;
  let now = new Date('2026-11-25T10:00:00Z');
  const mails: MailMessage[] = [];
  const catalogue: TourInfo[] = [
    tour('reformation-europe', '2027-06-06'), // 193 days out: deposit bookings
    tour('britains-reformers', '2027-01-20', {
      timezone: 'Europe/London',
      meetingPoint: 'London',
      pre: null,
      post: null,
    }), // inside the balance window
    tour('race-tour', '2027-07-01'),
    tour('wait-tour', '2027-07-10'),
    tour('past-tour', '2026-09-06'),
  ];

  beforeAll(async () => {
    const mailer: Mailer = { send: async (m) => void mails.push(m) };
    throttles = createThrottleStore(database.db);
    const customers = new CustomerService(database.db, { mailer, throttles });
    payments = new TestPaymentProvider();
    tours = new TourService({
      db: database.db,
      payments,
      mailer,
      publicUrl: PUBLIC,
      catalogue: fixedTourCatalogue(catalogue, {
        ageRanges: ['18–29', '60–74'],
        locations: ['Reformation Europe', 'Somewhere else'],
      }),
      settings: { ...DEFAULT_TOUR_SETTINGS },
      throttles,
      now: () => now,
      log: () => {},
    });
    const app = express();
    app.use(
      '/graphql',
      createProductGraphqlRouter({ db: database.db, customers, tours, throttles }),
    );
    app.use('/api', createTourRouter(tours));
    server = await listenOnLoopback(app);
    port = server.port;
    origin = server.origin;
  });
  beforeEach(() => {
    now = new Date('2026-11-25T10:00:00Z');
  });

  /**
   * One request, by default from a loopback address of its own: these tests are about bookings,
   * each step a different visitor, so the per-client limits (tour-limits.test.ts) stay out of them.
   */
  const gql = (query: string, variables: Json = {}, from = loopback()) =>
    graphqlData(port, query, variables, from);
  const hold = async (
    departureId: string,
    travellers: number,
    singleRooms: number,
    doubleRooms: number,
    offerToken?: string,
  ) =>
    (
      await gql(HOLD, {
        input: {
          departureId,
          travellers,
          singleRooms,
          doubleRooms,
          ...(offerToken ? { offerToken } : {}),
        },
      })
    ).tourHoldCreate as Json;
  const bookingInput = (h: Json, people: Json[], rooms: Json[], over: Json = {}) =>
    tourBookingInput(newKey(), h, { travellers: people, rooms, ...over });
  const book = async (input: Json) => (await gql(BOOK, { input })).tourBook as Json;
  /** A booking of `people` travellers (a double room for each pair, a single for one left over). */
  async function bookPeople(departureId: string, people: number, over: Json = {}) {
    const doubles = Math.floor(people / 2);
    const singles = people % 2;
    const h = await hold(departureId, people, singles, doubles);
    expect(h.userErrors).toEqual([]);
    const names = Array.from({ length: people }, (_, i) => traveller(`T${i}x`));
    const rooms = [
      ...Array.from({ length: doubles }, (_, i) => ({
        occupancy: 'DOUBLE',
        travellers: [2 * i, 2 * i + 1],
      })),
      ...(singles ? [{ occupancy: 'SINGLE', travellers: [people - 1] }] : []),
    ];
    const result = await book(bookingInput(h.hold, names, rooms, over));
    expect(result.userErrors).toEqual([]);
    return result.booking as Json;
  }
  const seatsTaken = async (id: string) =>
    Number(
      (
        await tours.db
          .selectFrom('tour_departures')
          .select('seats_taken')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).seats_taken,
    );
  const settle = () => tours.idle();

  it('lists departures made from the CMS tours, with prices, deposit, balance date and policy', async () => {
    const list = (
      await gql(DEPARTURES, { uids: ['reformation-europe', 'britains-reformers', 'past-tour'] })
    ).tourDepartures as Json[];
    const europe = list.find((d) => d.tourUid === 'reformation-europe')!;
    expect(europe).toMatchObject({
      id: 'reformation-europe-2027-06-06',
      status: 'OPEN',
      seatsTotal: 28,
      seatsLeft: 28,
      fewSeatsLeft: false,
      priceSingle: { amount: '3650.00', currencyCode: 'USD' },
      priceDouble: { amount: '3090.00' },
      depositPerPerson: { amount: '500.00' },
      balanceDueOn: '2027-03-08',
      fullPaymentAtBooking: false,
      preExtension: { title: 'Paris and the Huguenots', priceDouble: { amount: '740.00' } },
    });
    expect(europe.cancellationPolicy[0]).toEqual({
      minDaysBefore: 91,
      description:
        '91 days or more before departure: everything paid except the deposit is refunded.',
    });
    expect(list.find((d) => d.tourUid === 'britains-reformers')!.fullPaymentAtBooking).toBe(true);
    expect(list.find((d) => d.tourUid === 'past-tour')!.status).toBe('DEPARTED');
    expect((await hold('past-tour-2026-09-06', 1, 1, 0)).userErrors[0].code).toBe('NOT_BOOKABLE');
  });

  it('books two travellers in a double room with the pre-extension: deposit charged once, confirmation with .ics, readable only with its access', async () => {
    const departure = 'reformation-europe-2027-06-06';
    const h = await hold(departure, 2, 0, 1);
    expect(h.userErrors).toEqual([]);
    expect(Date.parse(h.hold.expiresAt) - now.getTime()).toBe(15 * 60_000);
    const quote = (
      await gql(QUOTE, {
        input: {
          departureId: departure,
          rooms: [{ occupancy: 'DOUBLE', travellers: [0, 1] }],
          preExtension: true,
          postExtension: false,
        },
      })
    ).tourQuote.quote;
    expect(quote).toMatchObject({
      total: { amount: '7660.00' },
      deposit: { amount: '1000.00' },
      dueNow: { amount: '1000.00' },
      balance: { amount: '6660.00' },
      balanceDueOn: '2027-03-08',
    });
    const input = bookingInput(
      h.hold,
      [traveller('Martin'), traveller('Katharina', { dateOfBirth: '1979-01-29' })],
      [{ occupancy: 'DOUBLE', travellers: [0, 1] }],
      { preExtension: true },
    );
    const chargesBefore = payments.charges.length;
    const [first, second] = await Promise.all([book(input), book(input)]);
    expect(first.userErrors).toEqual([]);
    expect(second.booking.reference).toBe(first.booking.reference);
    expect(payments.charges.length).toBe(chargesBefore + 1);
    const b = first.booking;
    expect(b).toMatchObject({
      status: 'CONFIRMED',
      total: { amount: '7660.00' },
      paid: { amount: '1000.00' },
      balance: { amount: '6660.00' },
      balanceDueOn: '2027-03-08',
      rooms: [{ occupancy: 'DOUBLE', travellers: [0, 1] }],
      ledger: [{ kind: 'DEPOSIT', amount: { amount: '1000.00' }, cardLast4: '4242' }],
    });
    expect(b.reference).toMatch(/^TB-[A-Z0-9]{6}$/);
    expect(b.lines.map((l: Json) => l.amount.amount)).toEqual(['6180.00', '1480.00']);
    expect(b.confirmationUrl).toMatch(
      new RegExp(`^${PUBLIC}/tours/booking-confirmed\\?ref=${b.reference}&token=`),
    );
    expect(b.preExtensionBookletUrl).toBe(`${PUBLIC}/cms/images/tours/pre-booklet.svg`);
    expect(await seatsTaken(departure)).toBe(2);
    // A second booking with the same hold is refused: the hold is used up.
    expect((await book({ ...input, idempotencyKey: newKey() })).userErrors[0].code).toBe(
      'HOLD_EXPIRED',
    );

    const token = new URL(b.confirmationUrl).searchParams.get('token');
    expect(
      (await gql(READ, { access: { reference: b.reference, token } })).tourBooking.reference,
    ).toBe(b.reference);
    // The reference with the booking's e-mail only asks for a code (tour-access.test.ts).
    expect(
      (await gql(READ, { access: { reference: b.reference, email: 'MARTIN@example.org' } }))
        .tourBooking,
    ).toBeNull();
    expect(
      (await gql(READ, { access: { reference: b.reference, email: 'someone@example.org' } }))
        .tourBooking,
    ).toBeNull();
    expect(
      (await gql(READ, { access: { reference: b.reference, token: 'wrong' } })).tourBooking,
    ).toBeNull();

    await settle();
    const mail = mails.find((m) => m.subject.includes(b.reference))!;
    expect(mail.text).toContain('Your tour begins at the hotel in Geneva.');
    expect(mail.text).toContain('Meet at the Oratoire.');
    const ics = icsLines(mail.attachments![0]!.content);
    expect(ics).toEqual(
      expect.arrayContaining([
        'BEGIN:VTIMEZONE',
        'TZID:Europe/Paris',
        `UID:${b.reference.toLowerCase()}-main@history.example.org`,
        `UID:${b.reference.toLowerCase()}-pre@history.example.org`,
        'SEQUENCE:0',
        'DTSTART;TZID=Europe/Paris:20270606T090000',
        'DTEND;TZID=Europe/Paris:20270615T180000',
        'STATUS:CONFIRMED',
      ]),
    );

    // The calendar link works with the token and is a 404 without it.
    const calendar = await fetch(b.calendarUrl.replace(PUBLIC, origin));
    expect(calendar.status).toBe(200);
    expect(calendar.headers.get('content-type')).toMatch(/^text\/calendar/);
    expect(icsLines(await calendar.text())).toContain('METHOD:PUBLISH');
    expect(
      (await fetch(`${origin}/api/tours/bookings/${b.reference}/calendar.ics?token=nope`)).status,
    ).toBe(404);

    // The guide's manifest lists both travellers with their room, notes and emergency contact.
    const manifest = (await departureManifest(database.db, departure))!;
    const katharina = manifest.rows.find((r) => r.traveller === 'Luther, Katharina')!;
    expect(katharina).toMatchObject({
      reference: b.reference,
      room: `${b.reference} room 1 (double)`,
      extensions: 'pre',
      dietary: 'Vegetarian',
      emergencyContact: 'Philipp Melanchthon +49 3491 1111',
    });
    const csv = manifestCsv(manifest).split('\r\n');
    expect(csv[0]).toBe(
      'Traveller,Date of birth,Room,Extensions,Dietary,Accessibility,Emergency contact,Booking,Payment,Contact e-mail,Contact phone',
    );
    expect(csv).toContain(
      `"Luther, Katharina",1979-01-29,${b.reference} room 1 (double),pre,Vegetarian,,Philipp Melanchthon +49 3491 1111,${b.reference},deposit paid,martin@example.org,'+49 3491 0000`,
    );
    const html = manifestHtml({ ...manifest, tourTitle: '<script>x</script>' }, now);
    expect(html).toContain('&lt;script&gt;x&lt;/script&gt;');
    expect(html).not.toMatch(/<script|<link|src=/);
    expect(parseArgs(['--', 'manifest', departure, '--html'])).toEqual({
      kind: 'manifest',
      departureId: departure,
      html: true,
      out: null,
    });
    expect(parseArgs(['manifest'])).toHaveProperty('error');
  });

  it('pays the deposit, then the balance once; a repeat or another payment finds nothing due', async () => {
    const b = await bookPeople('reformation-europe-2027-06-06', 1);
    expect(b).toMatchObject({
      status: 'CONFIRMED',
      paid: { amount: '500.00' },
      balance: { amount: '3150.00' },
    });
    const input = {
      idempotencyKey: newKey(),
      access: { reference: b.reference, token: tokenOf(b) },
      card: card(),
    };
    const declined = (
      await gql(PAY, {
        input: { ...input, idempotencyKey: newKey(), card: card('4000000000000002') },
      })
    ).tourPayBalance;
    expect(declined.userErrors[0]).toMatchObject({
      code: 'CARD_DECLINED',
      field: ['input', 'card'],
    });
    const paid = (await gql(PAY, { input })).tourPayBalance;
    expect(paid.userErrors).toEqual([]);
    expect(paid.booking).toMatchObject({
      status: 'PAID',
      paid: { amount: '3650.00' },
      balance: { amount: '0.00' },
      ledger: [{ kind: 'DEPOSIT' }, { kind: 'BALANCE', amount: { amount: '3150.00' } }],
    });
    expect((await gql(PAY, { input })).tourPayBalance.booking.status).toBe('PAID');
    expect(
      (await gql(PAY, { input: { ...input, idempotencyKey: newKey() } })).tourPayBalance
        .userErrors[0].code,
    ).toBe('NOTHING_DUE');
  });

  it('charges the full amount when the tour starts inside the balance window', async () => {
    const b = await bookPeople('britains-reformers-2027-01-20', 1);
    expect(b).toMatchObject({
      status: 'PAID',
      paid: { amount: '3650.00' },
      balance: { amount: '0.00' },
      balanceDueOn: null,
      ledger: [{ kind: 'FULL' }],
    });
  });

  it('50 concurrent bookings for the last 3 seats give at most 3 bookings; the rest are told it is sold out', async () => {
    const departure = 'race-tour-2027-07-01';
    await gql(DEPARTURES, { uids: ['race-tour'] });
    await tours.db
      .updateTable('tour_departures')
      .set({ seats_total: 3 })
      .where('id', '=', departure)
      .execute();
    const started = Date.now();
    const attempts = await Promise.all(
      Array.from({ length: 50 }, async (_, i) => {
        const h = await hold(departure, 1, 1, 0);
        if (!h.hold) return { sold: h.userErrors[0] as Json };
        const done = await book(
          bookingInput(
            h.hold,
            [traveller(`Racer${i}`)],
            [{ occupancy: 'SINGLE', travellers: [0] }],
          ),
        );
        return { booked: done.booking as Json };
      }),
    );
    const booked = attempts.filter((a) => a.booked);
    const sold = attempts.filter((a) => a.sold);
    console.log(
      `tours race (${kind}): 50 concurrent bookings for 3 seats in ${Date.now() - started} ms: ${booked.length} booked, ${sold.length} sold out`,
    );
    // The bound and the safety, not the winners: never more than the 3 seats booked, every other
    // racer told it is sold out, and the seats taken, the bookings stored and the seats shown agree.
    expect(booked.length).toBeLessThanOrEqual(3);
    expect(booked.length).toBeGreaterThanOrEqual(1);
    expect(sold).toHaveLength(50 - booked.length);
    expect(
      sold.every((s) => s.sold!.code === 'SOLD_OUT' && /join the waitlist/.test(s.sold!.message)),
    ).toBe(true);
    expect(await seatsTaken(departure)).toBe(booked.length);
    const count = await tours.db
      .selectFrom('tour_bookings')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('departure_id', '=', departure)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(booked.length);
    expect((await gql(DEPARTURES, { uids: ['race-tour'] })).tourDepartures[0]).toMatchObject({
      seatsLeft: 3 - booked.length,
      ...(booked.length === 3 ? { status: 'FULL' } : {}),
    });
  });

  it('releases a hold after 15 minutes: booking with it is refused, nothing is charged, the seats come back', async () => {
    const departure = 'reformation-europe-2027-06-06';
    const before = await seatsTaken(departure);
    const h = await hold(departure, 2, 2, 0);
    expect(await seatsTaken(departure)).toBe(before + 2);
    now = new Date(now.getTime() + 16 * 60_000);
    const charges = payments.charges.length;
    const late = await book(
      bookingInput(
        h.hold,
        [traveller('Late'), traveller('Later')],
        [
          { occupancy: 'SINGLE', travellers: [0] },
          { occupancy: 'SINGLE', travellers: [1] },
        ],
      ),
    );
    expect(late.userErrors[0].code).toBe('HOLD_EXPIRED');
    expect(payments.charges.length).toBe(charges);
    expect(await tours.expireHolds()).toBeGreaterThanOrEqual(1);
    expect(await seatsTaken(departure)).toBe(before);
  });

  it('refunds by the booking’s own policy tiers as the clock moves, records the refund as its own line and updates the calendar', async () => {
    const departure = 'reformation-europe-2027-06-06';
    const b = await bookPeople(departure, 1);
    await gql(PAY, {
      input: {
        idempotencyKey: newKey(),
        access: { reference: b.reference, token: tokenOf(b) },
        card: card(),
      },
    });
    // A later policy edit does not change what this booking is owed.
    tours.settings.policy = [{ minDaysBefore: 0, refundPercent: 0, keepsDeposit: false }];
    const quoteAt = async (date: string) => {
      now = new Date(`${date}T10:00:00Z`);
      return (
        await gql(
          `query Q($access: TourBookingAccess!) { tourBooking(access: $access) { cancellationQuote { daysBefore refund { amount } tier { refundPercent } } } }`,
          { access: { reference: b.reference, token: tokenOf(b) } },
        )
      ).tourBooking.cancellationQuote as Json;
    };
    expect(await quoteAt('2027-01-01')).toEqual({
      daysBefore: 156,
      refund: { amount: '3150.00' },
      tier: { refundPercent: 100 },
    });
    expect(await quoteAt('2027-03-08')).toEqual({
      daysBefore: 90,
      refund: { amount: '1825.00' },
      tier: { refundPercent: 50 },
    });
    expect(await quoteAt('2027-04-30')).toEqual({
      daysBefore: 37,
      refund: { amount: '0.00' },
      tier: { refundPercent: 0 },
    });
    tours.settings.policy = DEFAULT_TOUR_SETTINGS.policy;

    now = new Date('2027-03-08T10:00:00Z');
    const seats = await seatsTaken(departure);
    const access = { reference: b.reference, token: tokenOf(b) };
    const wrong = (await gql(CANCEL, { input: { access, expectedRefund: '3150.00' } }))
      .tourBookingCancel;
    expect(wrong.userErrors[0]).toMatchObject({ code: 'REFUND_CHANGED' });
    expect(wrong.userErrors[0].message).toContain('1825.00');
    const done = (await gql(CANCEL, { input: { access, expectedRefund: '1825.00' } }))
      .tourBookingCancel;
    expect(done.userErrors).toEqual([]);
    expect(done.booking).toMatchObject({ status: 'CANCELLED', refunded: { amount: '1825.00' } });
    expect(done.booking.ledger.map((l: Json) => [l.kind, l.amount.amount])).toEqual([
      ['DEPOSIT', '500.00'],
      ['BALANCE', '3150.00'],
      ['REFUND', '1825.00'],
    ]);
    expect(await seatsTaken(departure)).toBe(seats - 1);
    const refunded = payments.charges.reduce((sum, c) => sum + c.refundedAmount, 0);
    expect(refunded).toBeGreaterThanOrEqual(182_500);
    expect(
      (await gql(CANCEL, { input: { access, expectedRefund: '1825.00' } })).tourBookingCancel
        .userErrors[0].code,
    ).toBe('ALREADY_CANCELLED');
    await settle();
    const notice = mails.find((m) => m.subject === `Booking cancelled: ${b.reference}`)!;
    const ics = icsLines(notice.attachments![0]!.content);
    expect(ics).toEqual(
      expect.arrayContaining([
        'METHOD:CANCEL',
        `UID:${b.reference.toLowerCase()}-main@history.example.org`,
        'SEQUENCE:1',
        'STATUS:CANCELLED',
      ]),
    );
  });

  it('offers freed seats to the waitlist in order; a lapsed offer passes to the next person', async () => {
    const departure = 'wait-tour-2027-07-10';
    await gql(DEPARTURES, { uids: ['wait-tour'] });
    await tours.db
      .updateTable('tour_departures')
      .set({ seats_total: 2 })
      .where('id', '=', departure)
      .execute();
    const b = await bookPeople(departure, 2);
    expect((await hold(departure, 1, 1, 0)).userErrors[0].code).toBe('SOLD_OUT');
    const join = async (name: string, travellers: number) =>
      (
        await gql(WAIT, {
          input: {
            departureId: departure,
            name,
            email: `${name.toLowerCase()}@example.org`,
            travellers,
          },
        })
      ).tourWaitlistJoin as Json;
    const anna = await join('Anna', 2);
    expect(anna.entry).toMatchObject({ position: 1, travellers: 2 });
    expect((await join('Anna', 2)).userErrors[0].code).toBe('ALREADY_WAITING');
    expect((await join('Bucer', 1)).entry.position).toBe(2);

    await settle();
    mails.length = 0;
    const refund = (
      await gql(
        `query Q($a: TourBookingAccess!) { tourBooking(access: $a) { cancellationQuote { refund { amount } } } }`,
        { a: { reference: b.reference, token: tokenOf(b) } },
      )
    ).tourBooking.cancellationQuote.refund.amount;
    await gql(CANCEL, {
      input: {
        access: { reference: b.reference, token: tokenOf(b) },
        expectedRefund: refund,
      },
    });
    await settle();
    const offer = mails.find(
      (m) => m.to === 'anna@example.org' && m.subject.startsWith('Seats for you'),
    )!;
    expect(offer.text).toContain(`${PUBLIC}/tours/wait-tour/booking?offer=`);
    expect(
      mails.some((m) => m.to === 'bucer@example.org' && m.subject.startsWith('Seats for you')),
    ).toBe(false);
    expect(await seatsTaken(departure)).toBe(2);

    // Anna lets it lapse: Bucer is offered the seat.
    now = new Date(now.getTime() + 49 * 3_600_000);
    await tours.runJobs();
    await settle();
    expect(
      mails.some((m) => m.to === 'anna@example.org' && m.subject.startsWith('Your offer lapsed')),
    ).toBe(true);
    const second = mails.find(
      (m) => m.to === 'bucer@example.org' && m.subject.startsWith('Seats for you'),
    )!;
    const offerToken = new URL(/https:\/\/\S+/.exec(second.text)![0]).searchParams.get('offer')!;
    const taken = await hold(departure, 1, 1, 0, offerToken);
    expect(taken.userErrors).toEqual([]);
    const booked = await book(
      bookingInput(taken.hold, [traveller('Bucer')], [{ occupancy: 'SINGLE', travellers: [0] }]),
    );
    expect(booked.booking.status).toBe('CONFIRMED');
    const entries = await tours.db
      .selectFrom('tour_waitlist')
      .select(['name', 'status'])
      .where('departure_id', '=', departure)
      .orderBy('position')
      .execute();
    expect(entries).toEqual([
      { name: 'Anna', status: 'lapsed' },
      { name: 'Bucer', status: 'booked' },
    ]);
  });

  it('reminds before the balance is due, then cancels an unpaid booking after the grace period under its policy', async () => {
    const b = await bookPeople('reformation-europe-2027-06-06', 1);
    await settle(); // the confirmation is sent after the booking returns
    mails.length = 0;
    now = new Date('2027-02-20T10:00:00Z'); // 16 days before 2027-03-08
    await tours.runJobs();
    expect(mails.filter((m) => m.subject.includes(b.reference))).toHaveLength(0);
    now = new Date('2027-02-23T10:00:00Z');
    await tours.runJobs();
    await tours.runJobs();
    await settle();
    const reminders = mails.filter(
      (m) => m.subject === `Balance due by 2027-03-08: ${b.reference}`,
    );
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.text).toContain(`${PUBLIC}/tours/payments?ref=${b.reference}`);
    now = new Date('2027-03-16T10:00:00Z');
    await tours.runJobs();
    await settle();
    const row = await tours.db
      .selectFrom('tour_bookings')
      .selectAll()
      .where('reference', '=', b.reference)
      .executeTakeFirstOrThrow();
    // 82 days before departure: the 60–90 day tier keeps half of the 3650.00 price, more than the
    // 500.00 deposit paid, so nothing comes back (tour-refunds.test.ts has every tier).
    expect(row).toMatchObject({ status: 'cancelled', cancel_reason: 'unpaid', refunded: 0 });
    expect(
      mails.some(
        (m) => m.subject === `Booking cancelled: ${b.reference}` && m.text.includes('grace period'),
      ),
    ).toBe(true);
  });

  it('refuses bad input with errors naming each field and writes nothing', async () => {
    const departure = 'reformation-europe-2027-06-06';
    expect((await hold(departure, 3, 0, 1)).userErrors[0]).toMatchObject({
      field: ['input', 'doubleRooms'],
      code: 'INVALID',
    });
    expect((await hold(departure, 0, 0, 0)).userErrors[0].field).toEqual(['input', 'travellers']);
    expect((await hold('no-such-tour-2027-01-01', 1, 1, 0)).userErrors[0].code).toBe(
      'UNKNOWN_DEPARTURE',
    );
    const h = (await hold(departure, 2, 0, 1)).hold;
    const before = payments.charges.length;
    const bad = await book(
      bookingInput(
        h,
        [
          traveller('Ann', { dateOfBirth: '2030-01-01' }),
          traveller('', { emergencyContactPhone: 'call me' }),
        ],
        [{ occupancy: 'DOUBLE', travellers: [0, 0] }],
        { acceptPolicy: false, contact: { name: 'X', email: 'nope', phone: '1' } },
      ),
    );
    const fields = bad.userErrors.map((e: Json) => e.field.join('.'));
    expect(fields).toEqual(
      expect.arrayContaining([
        'input.travellers.0.dateOfBirth',
        'input.travellers.1.firstName',
        'input.travellers.1.emergencyContactPhone',
        'input.rooms.0.travellers',
        'input.acceptPolicy',
        'input.contact.email',
        'input.contact.phone',
      ]),
    );
    expect(payments.charges.length).toBe(before);
    const children = await book(
      bookingInput(
        h,
        [
          traveller('Kid', { dateOfBirth: '2015-01-01' }),
          traveller('Kid2', { dateOfBirth: '2016-01-01' }),
        ],
        [{ occupancy: 'DOUBLE', travellers: [0, 1] }],
      ),
    );
    expect(children.userErrors[0].message).toMatch(/under 18/);
    const declined = await book(
      bookingInput(
        h,
        [traveller('A'), traveller('B')],
        [{ occupancy: 'DOUBLE', travellers: [0, 1] }],
        { card: card('4000000000000002') },
      ),
    );
    expect(declined.userErrors[0]).toMatchObject({ code: 'CARD_DECLINED' });
    const written = await tours.db
      .selectFrom('tour_bookings')
      .select('id')
      .where('hold_id', '=', h.id)
      .execute();
    expect(written).toEqual([]);
  });

  it('stores interest, confirms it, and e-mails once when a departure it asked about opens', async () => {
    mails.length = 0;
    const input = {
      name: 'Argula von Grumbach',
      email: 'argula@example.org',
      phone: null,
      ageRange: '60–74',
      locations: ['Reformation Europe'],
      tours: ['new-tour'],
      partySize: 2,
      message: 'A quiet hotel please.',
    };
    expect(
      (await gql(INTEREST, { input: { ...input, ageRange: '40s' } })).tourInterestSubmit
        .userErrors[0].field,
    ).toEqual(['input', 'ageRange']);
    expect(
      (await gql(INTEREST, { input: { ...input, tours: ['new-tour'] } })).tourInterestSubmit
        .userErrors[0].field,
    ).toEqual(['input', 'tours']);
    const ok = (await gql(INTEREST, { input: { ...input, tours: [] } })).tourInterestSubmit;
    expect(ok).toEqual({ received: true, userErrors: [] });
    await settle();
    const confirmation = mails.find((m) => m.to === 'argula@example.org')!;
    expect(confirmation.text).toContain('reformation europe, departing 2027-06-06');
    catalogue.push(tour('reformation-europe', '2027-10-03'));
    await settle();
    mails.length = 0;
    await tours.runJobs();
    await tours.runJobs();
    await settle();
    const notices = mails.filter((m) => m.to === 'argula@example.org');
    expect(notices.map((m) => m.subject)).toEqual(['Seats open: reformation europe, 2027-10-03']);
  });
});
