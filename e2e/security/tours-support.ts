import { expect } from '@playwright/test';
import { type Answer, freshEmail, siteClient, type SiteClient } from './support/client';
// Cards of the tests' own (Stripe's named decline cards are declined by other specs on the suite's
// one server too, and past 5 declines their fingerprints are throttled for everyone).
export { strangerCard } from './support/cards';

// Helpers of the tours attack specs (tours-*.spec.ts): the product GraphQL documents, a booking
// made as a visitor makes one, and the seats a departure has left. Every attack speaks from
// loopback addresses of its own (siteClient), so per-address limits are tested as they are counted.

export type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** The open departures of the site's content (28 seats each): one for holds, one to fill. */
export const BOOKABLE = 'britains-reformers-2027-05-09';
export const FILLABLE = 'pioneers-of-new-england-2027-09-19';

export const ERRORS = 'userErrors { field code message }';
export const HOLD = `mutation ($input: TourHoldInput!) { tourHoldCreate(input: $input) { hold { id token travellers } ${ERRORS} } }`;
export const RELEASE = `mutation ($id: ID!, $token: String!) { tourHoldRelease(holdId: $id, token: $token) { released } }`;
export const BOOK = `mutation ($input: TourBookingInput!) { tourBook(input: $input) { booking { reference status confirmationUrl } ${ERRORS} } }`;
export const WAIT = `mutation ($input: TourWaitlistInput!) { tourWaitlistJoin(input: $input) { entry { id position } ${ERRORS} } }`;
export const INTEREST = `mutation ($input: TourInterestInput!) { tourInterestSubmit(input: $input) { received ${ERRORS} } }`;

export const year = new Date().getUTCFullYear() + 2;
export const card = (number = '4242424242424242') => ({
  number,
  expMonth: 12,
  expYear: year,
  cvc: '123',
  name: 'A Traveller',
});

let keys = 0;
export const key = () => `sec-tours-${process.pid}-${Date.now()}-${keys++}`;

/** The answer's data (throws on GraphQL errors, with the text). */
export function data(answer: Answer): Json {
  const body = answer.json<{ data?: Json; errors?: unknown[] }>();
  if (body.errors || !body.data) throw new Error(`${answer.status} ${answer.text}`);
  return body.data;
}
export const errorCode = (answer: Answer): string | undefined =>
  answer.json<{ errors?: Array<{ extensions?: { code?: string } }> }>().errors?.[0]?.extensions
    ?.code;

/** Rooms for n travellers: doubles, and a single for one left over. */
export const rooms = (n: number) => ({ singleRooms: n % 2, doubleRooms: Math.floor(n / 2) });

export async function hold(
  client: SiteClient,
  departureId: string,
  travellers: number,
): Promise<Json> {
  return data(
    await client.productGraphql(HOLD, { input: { departureId, travellers, ...rooms(travellers) } }),
  ).tourHoldCreate as Json;
}
export async function release(client: SiteClient, h: { id: string; token: string }): Promise<void> {
  await client.productGraphql(RELEASE, { id: h.id, token: h.token });
}

export async function seatsLeft(departureId: string): Promise<number> {
  const answer = await siteClient().productGraphql(
    'query ($id: ID!) { tourDeparture(id: $id) { seatsLeft } }',
    { id: departureId },
  );
  return (data(answer).tourDeparture as Json).seatsLeft as number;
}

/** The booking input of one traveller in a single room, paid with `cardNumber`. */
export function bookingInput(
  h: { id: string; token: string },
  email: string,
  cardNumber = '4242424242424242',
) {
  return {
    idempotencyKey: key(),
    holdId: h.id,
    holdToken: h.token,
    contact: { name: 'Katharina Zell', email, phone: '+44 20 7946 0000' },
    travellers: [
      {
        firstName: 'Katharina',
        lastName: 'Zell',
        dateOfBirth: '1970-04-12',
        emergencyContactName: 'Matthew Zell',
        emergencyContactPhone: '+44 20 7946 0001',
        dietaryNotes: 'No nuts',
        accessibilityNotes: 'Step-free room',
      },
    ],
    rooms: [{ occupancy: 'SINGLE', travellers: [0] }],
    preExtension: false,
    postExtension: false,
    acceptPolicy: true,
    card: card(cardNumber),
  };
}

/** A real one-traveller booking (deposit) made by a visitor of its own: reference, e-mail and link token. */
export async function booked(
  label: string,
): Promise<{ reference: string; email: string; token: string }> {
  const visitor = siteClient();
  const h = await hold(visitor, BOOKABLE, 1);
  expect(h.userErrors).toEqual([]);
  const email = freshEmail(label);
  const b = data(await visitor.productGraphql(BOOK, { input: bookingInput(h.hold, email) }))
    .tourBook as Json;
  expect(b.userErrors).toEqual([]);
  return {
    reference: b.booking.reference,
    email,
    token: new URL(b.booking.confirmationUrl).searchParams.get('token')!,
  };
}
