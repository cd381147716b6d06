import type { Client } from 'urql';
import { type FieldErrors, parseExpiry, roomInputs } from '../booking-rules';
import type {
  Departure,
  Hold,
  Quote,
  UserError,
  Refusal,
  HoldResult,
  QuoteResult,
  HoldRequest,
  HoldUpdateRequest,
  QuoteRequest,
  BookRequest,
  BookResult,
  ConfirmedBooking,
} from './booking-types';
import { CARD_DECLINE_CODES } from '@site/contracts/card-rules';

// Callers import the shapes from here too.
export type * from './booking-types';

/*
 * The booking flow's GraphQL (packages/api/src/tours/tour-sdl.ts): departures, the seat hold, the
 * quote and the booking. Each call answers with a plain result the booking machine understands;
 * a GraphQL or network failure throws, so the machine can tell "no answer" from "refused".
 */

const MONEY = 'amount currencyCode';
const EXTENSION = `title startsOn priceSingle { ${MONEY} } priceDouble { ${MONEY} }`;
export const DEPARTURE_FIELDS = `
  id tourUid tourTitle startsOn status seatsTotal seatsLeft fewSeatsLeft singleRoomsLeft doubleRoomsLeft
  priceSingle { ${MONEY} } priceDouble { ${MONEY} }
  preExtension { ${EXTENSION} } postExtension { ${EXTENSION} }
  depositPerPerson { ${MONEY} } balanceDueOn fullPaymentAtBooking
  cancellationPolicy { minDaysBefore refundPercent keepsDeposit description }
  waitlistCount
`;
const HOLD_FIELDS = 'id token travellers singleRooms doubleRooms expiresAt';
const USER_ERRORS = 'userErrors { field code message }';

export const DEPARTURES_QUERY = /* GraphQL */ `
  query TourDepartures($tourUids: [String!]) { tourDepartures(tourUids: $tourUids) { ${DEPARTURE_FIELDS} } }
`;
export const HOLD_CREATE_MUTATION = /* GraphQL */ `
  mutation TourHoldCreate($input: TourHoldInput!) { tourHoldCreate(input: $input) { hold { ${HOLD_FIELDS} } ${USER_ERRORS} } }
`;
export const HOLD_UPDATE_MUTATION = /* GraphQL */ `
  mutation TourHoldUpdate($input: TourHoldUpdateInput!) { tourHoldUpdate(input: $input) { hold { ${HOLD_FIELDS} } ${USER_ERRORS} } }
`;
export const HOLD_RELEASE_MUTATION = /* GraphQL */ `
  mutation TourHoldRelease($holdId: ID!, $token: String!) { tourHoldRelease(holdId: $holdId, token: $token) { released ${USER_ERRORS} } }
`;
export const QUOTE_QUERY = /* GraphQL */ `
  query TourQuote($input: TourQuoteInput!) {
    tourQuote(input: $input) {
      quote { lines { label amount { ${MONEY} } } total { ${MONEY} } deposit { ${MONEY} } dueNow { ${MONEY} } balance { ${MONEY} } balanceDueOn }
      ${USER_ERRORS}
    }
  }
`;
export const BOOK_MUTATION = /* GraphQL */ `
  mutation TourBook($input: TourBookingInput!) {
    tourBook(input: $input) { booking { id reference confirmationUrl } ${USER_ERRORS} authentication { challengeUrl } }
  }
`;

/** A card's refusals (the contracts' codes, as every payment API sends them), and a throttled try. */
export const DECLINES: ReadonlySet<string> = new Set([...CARD_DECLINE_CODES, 'THROTTLED']);
export const HOLD_GONE = new Set(['HOLD_EXPIRED', 'HOLD_NOT_FOUND']);

const CARD_FIELD: Record<string, string> = {
  number: 'cardNumber',
  expMonth: 'cardExpiry',
  expYear: 'cardExpiry',
  cvc: 'cardCvc',
  name: 'cardName',
};
const CONTACT_FIELD: Record<string, string> = { email: 'email', phone: 'phone', name: 'firstName' };

/**
 * The API's field path → the form's field key: ["input","travellers","0","dateOfBirth"] →
 * "travellers.0.dateOfBirth"; the contact → the lead traveller's field; the card → its field.
 */
export function fieldKey(path: readonly string[] | null, leadIndex = 0): string | null {
  if (!path || path.length === 0) return null;
  const parts = path[0] === 'input' ? path.slice(1) : path.slice();
  const [head, second, third] = parts;
  switch (head) {
    case 'travellers':
      if (second !== undefined && /^\d+$/.test(second))
        return third ? `travellers.${second}.${third}` : `travellers.${second}.firstName`;
      return 'travellerCount';
    case 'contact':
      return `travellers.${leadIndex}.${CONTACT_FIELD[second ?? ''] ?? 'email'}`;
    case 'rooms':
      return second !== undefined && /^\d+$/.test(second) ? `rooms.${second}` : 'rooms';
    case 'singleRooms':
    case 'doubleRooms':
      return 'rooms';
    case 'card':
      return CARD_FIELD[second ?? ''] ?? 'cardNumber';
    case 'acceptPolicy':
      return 'acceptPolicy';
    case 'preExtension':
    case 'postExtension':
      return head;
    case 'departureId':
      return 'departureId';
    default:
      return null;
  }
}

export function refusal(
  userErrors: readonly UserError[],
  fallback: string,
  leadIndex = 0,
): Refusal {
  const fieldErrors: FieldErrors = {};
  for (const e of userErrors) {
    const key = fieldKey(e.field, leadIndex);
    if (key && !fieldErrors[key]) fieldErrors[key] = e.message;
  }
  return {
    code: userErrors[0]?.code ?? 'UNKNOWN',
    message: userErrors[0]?.message ?? fallback,
    fieldErrors,
  };
}

function noAnswer(error: { message: string } | undefined): Error {
  return new Error(error?.message ?? 'No answer from the server.');
}

export async function fetchDepartures(
  client: Pick<Client, 'query'>,
  tourUid: string,
): Promise<Departure[]> {
  const result = await client
    .query<{ tourDepartures: Departure[] }>(
      DEPARTURES_QUERY,
      { tourUids: [tourUid] },
      { requestPolicy: 'network-only' },
    )
    .toPromise();
  if (result.error || !result.data) throw noAnswer(result.error);
  return result.data.tourDepartures;
}

/**
 * What the hold's calls need of a GraphQL client: a mutation's data, or why there is none. urql's
 * client is one; the booking's island (islands/booking-hold.ts) makes one of `fetch`.
 */
export interface Mutations {
  mutation<Data>(
    query: string,
    variables: Record<string, unknown>,
  ): { toPromise(): Promise<{ data?: Data; error?: { message: string } }> };
}

type HoldPayload = { hold: Hold | null; userErrors: UserError[] };

function holdResult(
  payload: HoldPayload | undefined,
  error: { message: string } | undefined,
): HoldResult {
  if (error || !payload) throw noAnswer(error);
  if (payload.hold && payload.userErrors.length === 0) return { ok: true, hold: payload.hold };
  return { ok: false, ...refusal(payload.userErrors, 'The seats could not be held.') };
}

export async function createHold(client: Mutations, request: HoldRequest): Promise<HoldResult> {
  const input = {
    departureId: request.departureId,
    travellers: request.travellers,
    singleRooms: request.singleRooms,
    doubleRooms: request.doubleRooms,
    ...(request.offerToken ? { offerToken: request.offerToken } : {}),
  };
  const result = await client
    .mutation<{ tourHoldCreate: HoldPayload }>(HOLD_CREATE_MUTATION, { input })
    .toPromise();
  return holdResult(result.data?.tourHoldCreate, result.error);
}

export async function updateHold(client: Client, request: HoldUpdateRequest): Promise<HoldResult> {
  const result = await client
    .mutation<{ tourHoldUpdate: HoldPayload }>(HOLD_UPDATE_MUTATION, { input: request })
    .toPromise();
  return holdResult(result.data?.tourHoldUpdate, result.error);
}

/** Gives the seats back; a failure is ignored (the hold lapses on the server anyway). */
export async function releaseHold(
  client: Mutations,
  hold: Pick<Hold, 'id' | 'token'>,
): Promise<boolean> {
  const result = await client
    .mutation<{ tourHoldRelease: { released: boolean } }>(HOLD_RELEASE_MUTATION, {
      holdId: hold.id,
      token: hold.token,
    })
    .toPromise();
  return Boolean(result.data?.tourHoldRelease?.released);
}

/**
 * Gives the seats back as the page goes away (tab closed, another site): a keepalive request the
 * browser finishes after the page is gone. The release needs only the hold's id and secret.
 */
export function releaseHoldOnExit(hold: Pick<Hold, 'id' | 'token'>): void {
  try {
    void fetch('/graphql', {
      method: 'POST',
      keepalive: true,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: HOLD_RELEASE_MUTATION,
        variables: { holdId: hold.id, token: hold.token },
      }),
    }).catch(() => undefined);
  } catch {
    // Nothing to do: the hold lapses by itself.
  }
}

/** The quote query's variables: one set of choices, one urql cache entry. */
export function quoteVariables(request: QuoteRequest) {
  return {
    input: {
      departureId: request.departureId,
      rooms: roomInputs(request.rooms, request.roomOf),
      preExtension: request.preExtension,
      postExtension: request.postExtension,
    },
  };
}

/**
 * Prices the choices. The booking machine asks over the network; the page reads the same answer
 * again from urql's cache (`cache-first`, api/use-quote.ts).
 */
export async function fetchQuote(
  client: Pick<Client, 'query'>,
  request: QuoteRequest,
  requestPolicy: 'network-only' | 'cache-first' = 'network-only',
): Promise<QuoteResult> {
  const result = await client
    .query<{ tourQuote: { quote: Quote | null; userErrors: UserError[] } }>(
      QUOTE_QUERY,
      quoteVariables(request),
      { requestPolicy },
    )
    .toPromise();
  const payload = result.data?.tourQuote;
  if (result.error || !payload) throw noAnswer(result.error);
  if (payload.quote && payload.userErrors.length === 0) return { ok: true, quote: payload.quote };
  return { ok: false, ...refusal(payload.userErrors, 'The price could not be worked out.') };
}

/**
 * The quote for these choices if urql's cache already holds it (the quoting step just asked), read
 * at once so the review step is drawn whole in its first render; null when it must be asked for.
 */
export function readQuote(client: Pick<Client, 'readQuery'>, request: QuoteRequest): Quote | null {
  const cached = client.readQuery<{ tourQuote: { quote: Quote | null; userErrors: UserError[] } }>(
    QUOTE_QUERY,
    quoteVariables(request),
  );
  const payload = cached?.data?.tourQuote;
  return payload?.quote && payload.userErrors.length === 0 ? payload.quote : null;
}

const optional = (value: string) => (value.trim() ? value.trim() : null);

/** The form as the API's TourBookingInput. */
export function bookingInput(request: BookRequest) {
  const expiry = parseExpiry(request.card.cardExpiry);
  const lead = request.travellers[request.leadIndex] ?? request.travellers[0]!;
  return {
    idempotencyKey: request.idempotencyKey,
    holdId: request.hold.id,
    holdToken: request.hold.token,
    contact: {
      name: `${lead.firstName.trim()} ${lead.lastName.trim()}`,
      email: lead.email.trim(),
      phone: lead.phone.trim(),
    },
    travellers: request.travellers.map((t) => ({
      firstName: t.firstName.trim(),
      lastName: t.lastName.trim(),
      dateOfBirth: t.dateOfBirth.trim(),
      email: optional(t.email),
      phone: optional(t.phone),
      emergencyContactName: t.emergencyContactName.trim(),
      emergencyContactPhone: t.emergencyContactPhone.trim(),
      dietaryNotes: optional(t.dietaryNotes),
      accessibilityNotes: optional(t.accessibilityNotes),
    })),
    rooms: roomInputs(request.rooms, request.roomOf),
    preExtension: request.preExtension,
    postExtension: request.postExtension,
    acceptPolicy: request.acceptPolicy,
    card: {
      number: request.card.cardNumber.replace(/[\s-]/g, ''),
      expMonth: expiry?.month ?? 0,
      expYear: expiry?.year ?? 0,
      cvc: request.card.cardCvc.trim(),
      name: request.card.cardName.trim(),
    },
  };
}

/** Books; a GraphQL or network failure throws (the machine keeps the key and offers a retry). */
export async function book(client: Client, request: BookRequest): Promise<BookResult> {
  const result = await client
    .mutation<{
      tourBook: {
        booking: { id: string; reference: string; confirmationUrl: string } | null;
        userErrors: UserError[];
        authentication?: { challengeUrl: string } | null;
      };
    }>(BOOK_MUTATION, { input: bookingInput(request) })
    .toPromise();
  const payload = result.data?.tourBook;
  if (result.error || !payload) throw noAnswer(result.error);
  if (payload.booking && payload.userErrors.length === 0)
    return {
      ok: true,
      reference: payload.booking.reference,
      confirmationUrl: payload.booking.confirmationUrl,
    };
  // Not an answer yet: the same request, with the same key, answers once the bank's page is done.
  if (payload.authentication?.challengeUrl && payload.userErrors.length === 0)
    return { ok: false, kind: 'authentication', challengeUrl: payload.authentication.challengeUrl };
  const why = refusal(payload.userErrors, 'The booking could not be made.', request.leadIndex);
  const declined = payload.userErrors.find((e) => DECLINES.has(e.code));
  if (declined) return { ok: false, kind: 'declined', message: declined.message, fieldErrors: {} };
  if (payload.userErrors.some((e) => HOLD_GONE.has(e.code)))
    return { ok: false, kind: 'expired', message: why.message, fieldErrors: {} };
  return { ok: false, kind: 'invalid', message: why.message, fieldErrors: why.fieldErrors };
}

export const BOOKING_QUERY = /* GraphQL */ `
  query TourBookingConfirmed($access: TourBookingAccess!) {
    tourBooking(access: $access) {
      reference status
      departure { id tourUid tourTitle startsOn preExtension { title startsOn } postExtension { title startsOn } }
      contactName email
      travellers { firstName lastName room }
      rooms { occupancy travellers }
      preExtension postExtension
      lines { label amount { ${MONEY} } }
      total { ${MONEY} } deposit { ${MONEY} } paid { ${MONEY} } refunded { ${MONEY} } balance { ${MONEY} } balanceDueOn
      cancellationPolicy { minDaysBefore refundPercent keepsDeposit description }
      confirmationUrl paymentUrl calendarUrl bookletUrl preExtensionBookletUrl createdAt cancelledAt
    }
  }
`;

/** The booking for its reference plus token (or for the signed-in customer who made it); null when unknown. */
export async function fetchBooking(
  client: Client,
  access: { reference: string; token: string | null },
): Promise<ConfirmedBooking | null> {
  const result = await client
    .query<{ tourBooking: ConfirmedBooking | null }>(
      BOOKING_QUERY,
      { access: { reference: access.reference, ...(access.token ? { token: access.token } : {}) } },
      { requestPolicy: 'network-only' },
    )
    .toPromise();
  if (result.error || !result.data) throw noAnswer(result.error);
  return result.data.tourBooking ?? null;
}
