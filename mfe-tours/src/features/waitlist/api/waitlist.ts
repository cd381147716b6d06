import type { Client } from 'urql';
import { type Errors, fieldOfPath, type WaitlistFields } from '../../../shared/forms/form-rules';
import { NoAnswerError, type TourUserError } from '../../../shared/forms/user-errors';

export const WAITLIST_JOIN = /* GraphQL */ `
  mutation TourWaitlistJoin($input: TourWaitlistInput!) {
    tourWaitlistJoin(input: $input) {
      entry {
        id
        travellers
        position
        createdAt
        departure {
          id
          startsOn
          waitlistCount
        }
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`;

export interface WaitlistEntry {
  id: string;
  travellers: number;
  position: number;
  createdAt: string;
  departure: { id: string; startsOn: string; waitlistCount: number };
}

export type WaitlistResult =
  | { ok: true; entry: WaitlistEntry }
  | { ok: false; code: string; message: string; fieldErrors: Errors<keyof WaitlistFields> };

const FIELDS: Record<string, keyof WaitlistFields> = {
  name: 'name',
  email: 'email',
  travellers: 'travellers',
};

type Answer = { tourWaitlistJoin?: { entry: WaitlistEntry | null; userErrors: TourUserError[] } };

/** Joins the waitlist of a departure; throws NoAnswerError when the server did not answer. */
export async function joinWaitlist(
  client: Pick<Client, 'mutation'>,
  departureId: string,
  fields: WaitlistFields,
): Promise<WaitlistResult> {
  const input = {
    departureId,
    name: fields.name.trim(),
    email: fields.email.trim(),
    travellers: Number(fields.travellers),
  };
  const result = await client.mutation<Answer>(WAITLIST_JOIN, { input }).toPromise();
  const payload = result.data?.tourWaitlistJoin;
  if (result.error || !payload) throw new NoAnswerError(result.error?.message);
  if (payload.entry && payload.userErrors.length === 0) return { ok: true, entry: payload.entry };
  const fieldErrors: Errors<keyof WaitlistFields> = {};
  for (const e of payload.userErrors) {
    const field = fieldOfPath(e.field, FIELDS);
    if (field && !fieldErrors[field]) fieldErrors[field] = e.message;
  }
  const first = payload.userErrors[0];
  return {
    ok: false,
    code: first?.code ?? 'UNKNOWN',
    message: first?.message ?? 'We could not add you to the waitlist.',
    fieldErrors,
  };
}
