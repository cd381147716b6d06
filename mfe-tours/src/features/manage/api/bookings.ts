import type { Client } from 'urql';
import {
  type CardFields,
  cardInput,
  type Errors,
  fieldOfPath,
} from '../../../shared/forms/form-rules';
import {
  type MoneyV2,
  NoAnswerError,
  ThrottledError,
  type TourUserError,
} from '../../../shared/forms/user-errors';
import { CARD_FIELD_OF_PATH } from '@site/contracts/card-rules';

/*
 * The booking a visitor manages on /tours/payments and /tours/cancellations: read with its access
 * token (the link in the confirmation e-mail), a code's grant (booking-code.ts), or as the
 * signed-in customer who made it (packages/api/src/tours/tour-sdl.ts).
 */

export interface CancellationTier {
  minDaysBefore: number;
  refundPercent: number;
  keepsDeposit: boolean;
  description: string;
}

export interface LedgerLine {
  kind: 'DEPOSIT' | 'BALANCE' | 'FULL' | 'REFUND';
  amount: MoneyV2;
  cardLast4: string | null;
  createdAt: string;
}

export interface ManagedBooking {
  id: string;
  reference: string;
  status: 'CONFIRMED' | 'PAID' | 'CANCELLED';
  departure: { id: string; tourUid: string; tourTitle: string; startsOn: string };
  contactName: string;
  email: string;
  travellers: Array<{ firstName: string; lastName: string }>;
  total: MoneyV2;
  deposit: MoneyV2;
  paid: MoneyV2;
  refunded: MoneyV2;
  balance: MoneyV2;
  balanceDueOn: string | null;
  cancellationPolicy: CancellationTier[];
  cancellationQuote: { daysBefore: number; tier: CancellationTier | null; refund: MoneyV2 } | null;
  ledger: LedgerLine[];
  cancelledAt: string | null;
}

/**
 * How the booking is opened (TourBookingAccess): the token of the e-mailed link or of a code's
 * grant (booking-code.ts). The e-mail alone opens nothing; it goes with the signed-in owner's own
 * bookings, which the session opens.
 */
export interface BookingAccess {
  reference: string;
  email?: string;
  token?: string;
}

/** A booking found, with the access that opened it (used again to pay or cancel). */
export interface Found {
  booking: ManagedBooking;
  access: BookingAccess;
}

const TIER = 'minDaysBefore refundPercent keepsDeposit description';
const MONEY = 'amount currencyCode';
export const BOOKING_FIELDS = /* GraphQL */ `
  id reference status
  departure { id tourUid tourTitle startsOn }
  contactName email
  travellers { firstName lastName }
  total { ${MONEY} } deposit { ${MONEY} } paid { ${MONEY} } refunded { ${MONEY} } balance { ${MONEY} }
  balanceDueOn
  cancellationPolicy { ${TIER} }
  cancellationQuote { daysBefore tier { ${TIER} } refund { ${MONEY} } }
  ledger { kind amount { ${MONEY} } cardLast4 createdAt }
  cancelledAt
`;

export const BOOKING_QUERY = `query TourBooking($access: TourBookingAccess!) { tourBooking(access: $access) { ${BOOKING_FIELDS} } }`;
export const MY_BOOKINGS_QUERY = `query MyTourBookings { myTourBookings { ${BOOKING_FIELDS} } }`;
export const POLICY_QUERY = `query TourCancellationPolicy { tourCancellationPolicy { ${TIER} } }`;
export const PAY_BALANCE = `mutation TourPayBalance($input: TourBalanceInput!) { tourPayBalance(input: $input) { booking { ${BOOKING_FIELDS} } userErrors { field message code } authentication { challengeUrl } } }`;
export const CANCEL_BOOKING = `mutation TourBookingCancel($input: TourCancelInput!) { tourBookingCancel(input: $input) { booking { ${BOOKING_FIELDS} } userErrors { field message code } } }`;

type GqlClient = Pick<Client, 'query' | 'mutation'>;

/**
 * The booking, or null when the access opens nothing (the API answers the same for any miss).
 * Throws ThrottledError past the look-up limit, NoAnswerError when the server did not answer.
 */
export async function findBooking(
  client: GqlClient,
  access: BookingAccess,
): Promise<ManagedBooking | null> {
  const result = await client
    .query<{ tourBooking: ManagedBooking | null }>(
      BOOKING_QUERY,
      { access },
      { requestPolicy: 'network-only' },
    )
    .toPromise();
  const throttled = result.error?.graphQLErrors?.find((e) => e.extensions?.code === 'THROTTLED');
  if (throttled) throw new ThrottledError(throttled.message);
  if (result.error || !result.data) throw new NoAnswerError(result.error?.message);
  return result.data.tourBooking ?? null;
}

/** The signed-in customer's bookings; null for a visitor or when the API cannot say. */
export async function myBookings(client: GqlClient): Promise<ManagedBooking[] | null> {
  try {
    const result = await client
      .query<{ myTourBookings: ManagedBooking[] | null }>(
        MY_BOOKINGS_QUERY,
        {},
        { requestPolicy: 'network-only' },
      )
      .toPromise();
    return result.data?.myTourBookings ?? null;
  } catch {
    return null;
  }
}

export async function cancellationPolicy(client: GqlClient): Promise<CancellationTier[]> {
  const result = await client
    .query<{ tourCancellationPolicy: CancellationTier[] }>(
      POLICY_QUERY,
      {},
      { requestPolicy: 'network-only' },
    )
    .toPromise();
  if (result.error || !result.data) throw new NoAnswerError(result.error?.message);
  return result.data.tourCancellationPolicy;
}

export type MutationResult<F extends string> =
  | { ok: true; booking: ManagedBooking }
  | {
      ok: false;
      code: string;
      message: string;
      fieldErrors: Errors<F>;
      booking: ManagedBooking | null;
    };

/** What paying the balance answers: a mutation's result, or the bank's page to confirm on first. */
export type PaymentResult<F extends string> =
  | MutationResult<F>
  /** Nothing charged yet: the card's bank asks the traveller to confirm on its page (3-D Secure). */
  | { ok: false; kind: 'authentication'; challengeUrl: string };

function refusal<F extends string>(
  userErrors: TourUserError[],
  map: Record<string, F>,
  booking: ManagedBooking | null,
): MutationResult<F> {
  const fieldErrors: Errors<F> = {};
  for (const e of userErrors) {
    const field = fieldOfPath(e.field, map);
    if (field && !fieldErrors[field]) fieldErrors[field] = e.message;
  }
  const first = userErrors[0];
  return {
    ok: false,
    code: first?.code ?? 'UNKNOWN',
    message: first?.message ?? 'That did not work.',
    fieldErrors,
    booking,
  };
}

type Payload = {
  booking: ManagedBooking | null;
  userErrors: TourUserError[];
  authentication?: { challengeUrl: string } | null;
};

/**
 * Pays what is left; throws NoAnswerError when the server did not answer (retry with the same key).
 * A card whose bank asks to confirm answers its page: the same key, sent again once the page is
 * done, answers the payment (AUTHENTICATION_FAILED, a decline, when the bank said no).
 */
export async function payBalance(
  client: GqlClient,
  input: { access: BookingAccess; card: CardFields; idempotencyKey: string },
): Promise<PaymentResult<keyof CardFields>> {
  const result = await client
    .mutation<{ tourPayBalance: Payload }>(PAY_BALANCE, {
      input: {
        idempotencyKey: input.idempotencyKey,
        access: input.access,
        card: cardInput(input.card),
      },
    })
    .toPromise();
  const payload = result.data?.tourPayBalance;
  if (result.error || !payload) throw new NoAnswerError(result.error?.message);
  if (payload.booking && payload.userErrors.length === 0)
    return { ok: true, booking: payload.booking };
  if (payload.authentication?.challengeUrl && payload.userErrors.length === 0)
    return { ok: false, kind: 'authentication', challengeUrl: payload.authentication.challengeUrl };
  return refusal(payload.userErrors, CARD_FIELD_OF_PATH, payload.booking);
}

/** Cancels for the refund shown; REFUND_CHANGED comes back with the booking's new quote. */
export async function cancelBooking(
  client: GqlClient,
  input: { access: BookingAccess; expectedRefund: string },
): Promise<MutationResult<never>> {
  const result = await client
    .mutation<{ tourBookingCancel: Payload }>(CANCEL_BOOKING, { input })
    .toPromise();
  const payload = result.data?.tourBookingCancel;
  if (result.error || !payload) throw new NoAnswerError(result.error?.message);
  if (payload.booking && payload.userErrors.length === 0)
    return { ok: true, booking: payload.booking };
  return refusal(payload.userErrors, {}, payload.booking);
}
