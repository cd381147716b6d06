import type { Client } from 'urql';
import { NoAnswerError, type TourUserError } from '../../../shared/forms/user-errors';

/*
 * Opening a booking without its e-mailed link (issue 26): the reference and the booking's e-mail
 * only ask for a one-time code, mailed to the booking's own address; the code gives a token that
 * opens the booking for an hour, used as the link's token would be (TourBookingAccess.token).
 */

export const CODE_REQUEST = `mutation TourBookingCodeRequest($input: TourBookingCodeRequestInput!) { tourBookingCodeRequest(input: $input) { sent expiresAt userErrors { field message code } } }`;
export const CODE_VERIFY = `mutation TourBookingCodeVerify($input: TourBookingCodeInput!) { tourBookingCodeVerify(input: $input) { access { reference token expiresAt } userErrors { field message code } } }`;

type GqlClient = Pick<Client, 'mutation'>;

export type CodeRefusal = { ok: false; code: string; message: string };

/** Asks for a code; NOT_FOUND when the reference and e-mail match no booking. */
export async function requestCode(
  client: GqlClient,
  input: { reference: string; email: string },
): Promise<{ ok: true; expiresAt: string | null } | CodeRefusal> {
  const result = await client
    .mutation<{
      tourBookingCodeRequest: {
        sent: boolean;
        expiresAt: string | null;
        userErrors: TourUserError[];
      };
    }>(CODE_REQUEST, { input })
    .toPromise();
  const payload = result.data?.tourBookingCodeRequest;
  if (result.error || !payload) throw new NoAnswerError(result.error?.message);
  if (payload.sent) return { ok: true, expiresAt: payload.expiresAt };
  const first = payload.userErrors[0];
  return { ok: false, code: first?.code ?? 'UNKNOWN', message: first?.message ?? '' };
}

/** Trades the code for a token; INVALID_CODE (tries left in the message) or CODE_EXPIRED otherwise. */
export async function verifyCode(
  client: GqlClient,
  input: { reference: string; code: string },
): Promise<{ ok: true; token: string } | CodeRefusal> {
  const result = await client
    .mutation<{
      tourBookingCodeVerify: {
        access: { reference: string; token: string; expiresAt: string } | null;
        userErrors: TourUserError[];
      };
    }>(CODE_VERIFY, { input })
    .toPromise();
  const payload = result.data?.tourBookingCodeVerify;
  if (result.error || !payload) throw new NoAnswerError(result.error?.message);
  if (payload.access) return { ok: true, token: payload.access.token };
  const first = payload.userErrors[0];
  return { ok: false, code: first?.code ?? 'UNKNOWN', message: first?.message ?? '' };
}
