import http from 'node:http';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { collectErrors } from '../support/console';
import { severeAxeIssues } from '../support/page-checks';
import { untilLive, visit } from '../support/visit';
import { bankChallenge, fillCard } from './card-forms';

// Managing tour bookings (issue 17): paying the balance, cancelling with the refund shown first,
// the interest form, and a sold-out departure offering the waitlist. Bookings and holds are made
// through the product GraphQL directly (packages/api/src/tours/tour-sdl.ts), as a visitor would
// have made them on the booking page. A booking found by reference and e-mail opens with the
// one-time code mailed to it (issue 26), read here from the outbox.

const year = new Date().getUTCFullYear() + 2;
const email = (label: string) =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.org`;
const key = () => `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 12)}`;
const CARD = {
  number: '4242424242424242',
  expMonth: 12,
  expYear: year,
  cvc: '123',
  name: 'A Traveller',
};

interface UserError {
  field: string[] | null;
  code: string;
  message: string;
}

async function gql<T>(
  request: APIRequestContext,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const response = await request.post('/graphql', {
    data: { query, variables },
    headers: { 'content-type': 'application/json' },
  });
  expect(response.status(), await response.text()).toBe(200);
  const body = (await response.json()) as { data?: T; errors?: unknown[] };
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data as T;
}

/**
 * A product GraphQL request from another loopback address (all of 127.0.0.0/8 reaches the server):
 * a different visitor, since one visitor holds at most 8 seats at a time (issue 26).
 */
function gqlFrom<T>(
  baseURL: string,
  address: string,
  query: string,
  variables: Record<string, unknown>,
): Promise<T> {
  const body = JSON.stringify({ query, variables });
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: Number(new URL(baseURL).port),
        path: '/graphql',
        method: 'POST',
        localAddress: address,
        agent: false,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const parsed = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
            data?: T;
            errors?: unknown[];
          };
          if (parsed.errors || !parsed.data) reject(new Error(JSON.stringify(parsed.errors)));
          else resolve(parsed.data);
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

interface Departure {
  id: string;
  status: string;
  seatsLeft: number;
  singleRoomsLeft: number;
  doubleRoomsLeft: number;
}

async function departureOf(request: APIRequestContext, tourUid: string): Promise<Departure> {
  const data = await gql<{ tourDepartures: Departure[] }>(
    request,
    'query D($uids: [String!]) { tourDepartures(tourUids: $uids) { id status seatsLeft singleRoomsLeft doubleRoomsLeft } }',
    {
      uids: [tourUid],
    },
  );
  const departure =
    data.tourDepartures.find((d) => d.status === 'OPEN' || d.status === 'FULL') ??
    data.tourDepartures[0];
  if (!departure) throw new Error(`no departure of ${tourUid}`);
  return departure;
}

const HOLD = `mutation H($input: TourHoldInput!) { tourHoldCreate(input: $input) { hold { id token travellers } userErrors { field code message } } }`;
const BOOK = `mutation B($input: TourBookingInput!) { tourBook(input: $input) { booking { reference email status paymentUrl balance { amount } } userErrors { field code message } } }`;
const PAY = `mutation P($input: TourBalanceInput!) { tourPayBalance(input: $input) { booking { status } userErrors { field code message } } }`;

/** A one-traveller deposit booking in a single room, paid with the test card that succeeds. */
async function bookDeposit(
  request: APIRequestContext,
  tourUid: string,
  label: string,
): Promise<{ reference: string; email: string; paymentUrl: string }> {
  const departure = await departureOf(request, tourUid);
  const held = await gql<{
    tourHoldCreate: { hold: { id: string; token: string } | null; userErrors: UserError[] };
  }>(request, HOLD, {
    input: { departureId: departure.id, travellers: 1, singleRooms: 1, doubleRooms: 0 },
  });
  expect(held.tourHoldCreate.userErrors).toEqual([]);
  const hold = held.tourHoldCreate.hold!;
  const who = email(label);
  const booked = await gql<{
    tourBook: {
      booking: { reference: string; email: string; status: string; paymentUrl: string } | null;
      userErrors: UserError[];
    };
  }>(request, BOOK, {
    input: {
      idempotencyKey: key(),
      holdId: hold.id,
      holdToken: hold.token,
      contact: { name: 'Katharina Zell', email: who, phone: '+44 20 7946 0000' },
      travellers: [
        {
          firstName: 'Katharina',
          lastName: 'Zell',
          dateOfBirth: '1970-04-12',
          email: who,
          emergencyContactName: 'Matthew Zell',
          emergencyContactPhone: '+44 20 7946 0001',
        },
      ],
      rooms: [{ occupancy: 'SINGLE', travellers: [0] }],
      preExtension: false,
      postExtension: false,
      acceptPolicy: true,
      card: CARD,
    },
  });
  expect(booked.tourBook.userErrors).toEqual([]);
  expect(booked.tourBook.booking?.status).toBe('CONFIRMED');
  return {
    reference: booked.tourBook.booking!.reference,
    email: who,
    paymentUrl: booked.tourBook.booking!.paymentUrl,
  };
}

/** The newest one-time code mailed to `to` for its booking (the journeys' outbox view). */
async function mailedCode(request: APIRequestContext, to: string, after = 0): Promise<string> {
  let code = '';
  await expect(async () => {
    const list = (await (await request.get('/api/dev/outbox')).json()) as {
      messages: { id: string; to: string; subject: string }[];
    };
    const codes = list.messages.filter(
      (m) => m.to === to && m.subject.startsWith('Your booking code'),
    );
    expect(codes.length).toBeGreaterThan(after);
    const message = (await (await request.get(`/api/dev/outbox/${codes.at(-1)!.id}`)).json()) as {
      text: string;
    };
    code = /\b(\d{6})\b/.exec(message.text)?.[1] ?? '';
    expect(code).not.toBe('');
  }).toPass({ timeout: 10_000 });
  return code;
}

/** The access token the booking's links carry. */
const tokenOf = (booking: { paymentUrl: string }) =>
  new URL(booking.paymentUrl).searchParams.get('token') ?? '';

async function enterCode(page: Page, request: APIRequestContext, booking: { email: string }) {
  await expect(
    page.getByRole('status').filter({ hasText: 'We have e-mailed a 6-digit code' }),
  ).toBeVisible();
  await page
    .getByLabel('Code from the e-mail', { exact: true })
    .fill(await mailedCode(request, booking.email));
  await page.getByRole('button', { name: 'Open my booking' }).click();
}

async function lookUp(
  page: Page,
  request: APIRequestContext,
  booking: { reference: string; email: string },
) {
  await expect(page.getByRole('heading', { level: 2, name: 'Find your booking' })).toBeVisible();
  await page.getByLabel('Booking reference', { exact: true }).fill(booking.reference);
  await page.getByLabel('E-mail', { exact: true }).fill(booking.email);
  await page.getByRole('button', { name: 'Find my booking' }).click();
  await enterCode(page, request, booking);
  await expect(
    page.getByRole('heading', { level: 2, name: `Booking ${booking.reference}` }),
  ).toBeFocused();
}

test('paying the balance of a deposit booking by reference, e-mail and the mailed code', async ({
  page,
  request,
}) => {
  const errors = collectErrors(page);
  const booking = await bookDeposit(request, 'britains-reformers', 'balance');
  await visit(page, '/tours/payments');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // A wrong e-mail finds nothing, and says so; what was typed stays.
  await expect(page.getByRole('heading', { level: 2, name: 'Find your booking' })).toBeVisible();
  await page.getByLabel('Booking reference', { exact: true }).fill(booking.reference);
  await page.getByLabel('E-mail', { exact: true }).fill('someone-else@example.org');
  await page.getByRole('button', { name: 'Find my booking' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'We could not find a booking' }),
  ).toBeVisible();
  await expect(page.getByLabel('Booking reference', { exact: true })).toHaveValue(
    booking.reference,
  );

  await page.getByLabel('E-mail', { exact: true }).fill(booking.email);
  await page.getByRole('button', { name: 'Find my booking' }).click();
  // The reference and e-mail only ask for a code: a wrong one is refused, the mailed one opens it.
  await expect(
    page.getByRole('status').filter({ hasText: 'We have e-mailed a 6-digit code' }),
  ).toBeVisible();
  const code = await mailedCode(request, booking.email);
  await page
    .getByLabel('Code from the e-mail', { exact: true })
    .fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Open my booking' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'That code is not right: 4 tries left.' }),
  ).toBeVisible();
  // The code step, its error showing, has no serious or critical accessibility issue.
  expect(await severeAxeIssues(page)).toEqual([]);
  await page.getByLabel('Code from the e-mail', { exact: true }).fill(code);
  await page.getByRole('button', { name: 'Open my booking' }).click();
  await expect(
    page.getByRole('heading', { level: 2, name: `Booking ${booking.reference}` }),
  ).toBeFocused();
  const summary = page.getByRole('definition').filter({ hasText: /^Confirmed/ });
  await expect(summary).toBeVisible();
  await expect(page.getByText('Balance due', { exact: true })).toBeVisible();

  // A declined card first: the message, and a new attempt goes through.
  await fillCard(page, '4000 0000 0000 0002', 'Katharina Zell');
  await page.getByRole('button', { name: /^Pay US\$/ }).click();
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: /declined/i })
      .first(),
  ).toBeVisible();
  await page.getByLabel('Card number', { exact: true }).fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: /^Pay US\$/ }).click();

  await expect(
    page.getByRole('heading', { name: 'Thank you: your booking is paid in full' }),
  ).toBeFocused();
  await expect(page.getByRole('definition').filter({ hasText: 'Paid in full' })).toBeVisible();
  const state = await gql<{ tourBooking: { status: string; balance: { amount: string } } }>(
    request,
    'query Q($access: TourBookingAccess!) { tourBooking(access: $access) { status balance { amount } } }',
    { access: { reference: booking.reference, token: tokenOf(booking) } },
  );
  expect(state.tourBooking.status).toBe('PAID');
  expect(Number(state.tourBooking.balance.amount)).toBe(0);
  expect(errors).toEqual([]);
});

test('the payment link of the confirmation e-mail opens the booking without typing anything', async ({
  page,
  request,
}) => {
  const errors = collectErrors(page);
  const booking = await bookDeposit(request, 'britains-reformers', 'link');
  // The link the booking answers with (and the confirmation e-mail carries) holds the access token.
  const link = new URL(booking.paymentUrl);
  expect(link.pathname).toBe('/tours/payments');
  expect(link.searchParams.get('token')).toBeTruthy();
  await visit(page, link.pathname + link.search);
  await expect(
    page.getByRole('heading', { level: 2, name: `Booking ${booking.reference}` }),
  ).toBeFocused();
  await expect(
    page.getByRole('heading', { level: 3, name: /^Pay US\$[\d,]+\.\d{2}, due / }),
  ).toBeVisible();
  // A link with a wrong token opens nothing and says so.
  await visit(page, `/tours/payments?ref=${booking.reference}&token=not-the-token`);
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'The link you followed has expired or is not valid' }),
  ).toBeVisible();
  expect(errors).toEqual([]);
});

test('a balance paid with a card whose bank asks to confirm: closed once, then confirmed in the bank’s page', async ({
  page,
  request,
}) => {
  const errors = collectErrors(page);
  const booking = await bookDeposit(request, 'britains-reformers', 'secure');
  const link = new URL(booking.paymentUrl);
  await visit(page, link.pathname + link.search);
  await expect(
    page.getByRole('heading', { level: 2, name: `Booking ${booking.reference}` }),
  ).toBeFocused();
  await fillCard(page, '4000 0027 6000 3184', 'Katharina Zell');
  await page.getByRole('button', { name: /^Pay US\$/ }).click();

  // The bank's page takes the card form's place; nothing is charged until it is answered.
  const { challenge, bank } = await bankChallenge(page);
  await expect(page.getByLabel('Card number', { exact: true })).toHaveCount(0);
  await expect(bank.getByRole('button', { name: 'Complete authentication' })).toBeVisible();

  // Closed: nothing charged, the form says so with the card kept, and paying again reopens it.
  await challenge.getByRole('button', { name: 'Cancel and return to the form' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'nothing was charged' })).toBeFocused();
  await expect(page.getByLabel('Card number', { exact: true })).toHaveValue('4000 0027 6000 3184');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(challenge).toBeVisible();
  await bank.getByRole('button', { name: 'Complete authentication' }).click();

  // The bank's answer, its page telling this one, and the payment sent again: as the booking's
  // own challenge test allows (tours-booking.spec.ts), more than one step's time under load.
  await expect(
    page.getByRole('heading', { name: 'Thank you: your booking is paid in full' }),
  ).toBeFocused({ timeout: 15_000 });
  await expect(page.getByRole('status').filter({ hasText: 'card ending 3184' })).toBeVisible();
  const state = await gql<{
    tourBooking: { status: string; balance: { amount: string }; ledger: { kind: string }[] };
  }>(
    request,
    'query Q($access: TourBookingAccess!) { tourBooking(access: $access) { status balance { amount } ledger { kind } } }',
    { access: { reference: booking.reference, token: tokenOf(booking) } },
  );
  expect(state.tourBooking.status).toBe('PAID');
  expect(Number(state.tourBooking.balance.amount)).toBe(0);
  // Paid once: the deposit and one balance payment.
  expect(state.tourBooking.ledger.map((l) => l.kind)).toEqual(['DEPOSIT', 'BALANCE']);
  expect(errors).toEqual([]);
});

test('cancelling a booking shows the refund before confirming, then the refund recorded', async ({
  page,
  request,
}) => {
  const errors = collectErrors(page);
  const booking = await bookDeposit(request, 'britains-reformers', 'cancel');
  // Paid in full, so cancelling more than 90 days out refunds all but the deposit.
  const paid = await gql<{
    tourPayBalance: { booking: { status: string } | null; userErrors: UserError[] };
  }>(request, PAY, {
    input: {
      idempotencyKey: key(),
      access: { reference: booking.reference, token: tokenOf(booking) },
      card: CARD,
    },
  });
  expect(paid.tourPayBalance.userErrors).toEqual([]);

  await visit(page, '/tours/cancellations');
  const policy = page.getByRole('table');
  await expect(policy).toBeVisible();
  await expect(policy.getByRole('row')).toHaveCount(4);
  await expect(policy.getByRole('rowheader').first()).toContainText('days');

  await lookUp(page, request, booking);
  const refund = page.getByText(/^Refund if you cancel now: US\$[\d,]+\.\d{2}$/);
  await expect(refund).toBeVisible();
  const figure = /US\$[\d,]+\.\d{2}/.exec((await refund.textContent()) ?? '')![0];
  expect(figure).not.toBe('US$0.00');
  await page.getByRole('button', { name: 'Cancel this booking' }).click();
  // The question names the booking and the refund, before anything is cancelled.
  const confirm = page.getByRole('group', {
    name: `Cancel booking ${booking.reference} and receive a refund of ${figure}?`,
  });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: `Yes, cancel and refund ${figure}` }).click();

  await expect(page.getByRole('heading', { name: 'Your booking is cancelled' })).toBeFocused();
  await expect(
    page.getByRole('status').filter({ hasText: `A refund of ${figure} has been recorded` }),
  ).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: /^Cancelled$/ })).toBeVisible();
  const state = await gql<{
    tourBooking: { status: string; ledger: Array<{ kind: string; amount: { amount: string } }> };
  }>(
    request,
    'query Q($access: TourBookingAccess!) { tourBooking(access: $access) { status ledger { kind amount { amount } } } }',
    { access: { reference: booking.reference, token: tokenOf(booking) } },
  );
  expect(state.tourBooking.status).toBe('CANCELLED');
  expect(state.tourBooking.ledger.filter((l) => l.kind === 'REFUND')).toHaveLength(1);
  expect(errors).toEqual([]);
});

test('the interest form is checked, sent and confirmed', async ({ page }) => {
  const errors = collectErrors(page);
  await visit(page, '/tours/participation-interest');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const form = page.getByRole('form', { name: 'Your interest' });
  await form.getByRole('button', { name: 'Register my interest' }).click();
  await expect(form.getByRole('alert').first()).toBeVisible();
  await expect(form.getByLabel('Your name', { exact: true })).toHaveAttribute(
    'aria-invalid',
    'true',
  );

  const ageRange = form.getByLabel('Age range', { exact: true });
  const options = await ageRange.locator('option').allTextContents();
  expect(options.length).toBeGreaterThan(1);
  await ageRange.selectOption({ index: 1 });
  await form
    .getByRole('group', { name: /Locations/ })
    .getByRole('checkbox')
    .first()
    .check();
  await form.getByRole('group', { name: /Tours/ }).getByRole('checkbox').first().check();
  await form.getByLabel('How many would travel (1–20)').fill('2');
  await form.getByLabel('Your name', { exact: true }).fill('Idelette de Bure');
  const who = email('interest');
  await form.getByLabel('E-mail', { exact: true }).fill(who);
  await form.getByLabel('Message (optional)').fill('Two of us, from Geneva.');
  await form.getByRole('button', { name: 'Register my interest' }).click();

  await expect(
    page.getByRole('heading', { name: 'Thank you: we have your details' }),
  ).toBeFocused();
  await expect(
    page.getByRole('status').filter({ hasText: `We have sent a confirmation to ${who}` }),
  ).toBeVisible();
  expect(errors).toEqual([]);
});

test('a sold-out departure offers the waitlist and gives a place in the queue', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const errors = collectErrors(page);
  // Every seat of the departure held (holds keep their seats for 15 minutes), up to 8 travellers a
  // hold, each by a visitor of its own.
  const baseURL = test.info().project.use.baseURL!;
  let departure = await departureOf(request, 'pioneers-of-new-england');
  for (let i = 0; i < 40 && departure.seatsLeft > 0; i++) {
    let travellers = Math.min(8, departure.seatsLeft);
    const doubles = Math.min(Math.floor(travellers / 2), departure.doubleRoomsLeft);
    let singles = travellers - doubles * 2;
    if (singles > departure.singleRoomsLeft) {
      singles = departure.singleRoomsLeft;
      travellers = doubles * 2 + singles;
    }
    const held = await gqlFrom<{
      tourHoldCreate: { hold: { id: string } | null; userErrors: UserError[] };
    }>(baseURL, `127.77.${process.pid % 250}.${i + 1}`, HOLD, {
      input: { departureId: departure.id, travellers, singleRooms: singles, doubleRooms: doubles },
    });
    if (held.tourHoldCreate.userErrors.some((e) => e.code === 'SOLD_OUT')) break;
    expect(held.tourHoldCreate.userErrors).toEqual([]);
    departure = await departureOf(request, 'pioneers-of-new-england');
  }
  departure = await departureOf(request, 'pioneers-of-new-england');
  expect(departure.seatsLeft).toBe(0);
  expect(departure.status).toBe('FULL');

  // The booking page marks the departure full …
  await visit(page, '/tours/pioneers-of-new-england/booking');
  await expect(page.getByRole('radio', { name: /Full — join the waitlist/ })).toBeVisible();
  // … and the tour page offers the waitlist in place of "Book this tour".
  await visit(page, '/tours/pioneers-of-new-england');
  const waitlist = page.getByRole('region', { name: 'Full — join the waitlist' });
  await expect(waitlist).toBeVisible({ timeout: 10_000 });
  await expect(page.getByRole('link', { name: 'Book this tour' })).toHaveCount(0);
  await waitlist.getByLabel('Your name', { exact: true }).fill('Anne Hutchinson');
  const who = email('waitlist');
  await waitlist.getByLabel('E-mail', { exact: true }).fill(who);
  await waitlist.getByLabel('How many travellers', { exact: true }).selectOption('2');
  await waitlist.getByRole('button', { name: 'Join the waitlist' }).click();

  await expect(page.getByRole('heading', { name: 'You are on the waitlist' })).toBeFocused();
  await expect(
    page.getByRole('status').filter({ hasText: /You are number \d+ in the queue/ }),
  ).toBeVisible();
  await expect(page.getByText(/limited time/).first()).toBeVisible();

  // The same person again: told they are already waiting.
  await page.reload();
  await untilLive(page);
  const again = page.getByRole('region', { name: 'Full — join the waitlist' });
  await again.getByLabel('Your name', { exact: true }).fill('Anne Hutchinson');
  await again.getByLabel('E-mail', { exact: true }).fill(who);
  await again.getByRole('button', { name: 'Join the waitlist' }).click();
  await expect(
    again.getByRole('alert').filter({ hasText: 'You are already on the waitlist' }),
  ).toBeVisible();
  expect(errors).toEqual([]);
});

// Each page, with its form's errors showing, has no serious or critical accessibility issue.
for (const [path, submit] of [
  ['/tours/payments', 'Find my booking'],
  ['/tours/cancellations', 'Find my booking'],
  ['/tours/participation-interest', 'Register my interest'],
] as const) {
  test(`axe finds no serious or critical issue on ${path}, errors showing`, async ({ page }) => {
    test.setTimeout(45_000);
    await visit(page, path);
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: submit }).click();
    await expect(page.getByRole('alert').first()).toBeVisible();
    expect(await severeAxeIssues(page)).toEqual([]);
  });
}
