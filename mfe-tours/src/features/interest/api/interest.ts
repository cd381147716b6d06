import type { Client } from 'urql';
import { type Errors, fieldOfPath, type InterestFields } from '../../../shared/forms/form-rules';
import { NoAnswerError, type TourUserError } from '../../../shared/forms/user-errors';

export const INTEREST_SUBMIT = /* GraphQL */ `
  mutation TourInterestSubmit($input: TourInterestInput!) {
    tourInterestSubmit(input: $input) {
      received
      userErrors {
        field
        message
        code
      }
    }
  }
`;

export type InterestResult =
  { ok: true } | { ok: false; message: string; fieldErrors: Errors<keyof InterestFields> };

const FIELDS: Record<string, keyof InterestFields> = {
  name: 'name',
  email: 'email',
  phone: 'phone',
  ageRange: 'ageRange',
  locations: 'locations',
  tours: 'tours',
  partySize: 'partySize',
  message: 'message',
};

/** The form as TourInterestInput. */
export function interestInput(f: InterestFields) {
  return {
    name: f.name.trim(),
    email: f.email.trim(),
    phone: f.phone.trim() || null,
    ageRange: f.ageRange,
    locations: f.locations,
    tours: f.tours,
    partySize: Number(f.partySize),
    message: f.message.trim() || null,
  };
}

type Answer = { tourInterestSubmit?: { received: boolean; userErrors: TourUserError[] } };

/** Sends the form; throws NoAnswerError when the server did not answer. */
export async function submitInterest(
  client: Pick<Client, 'mutation'>,
  fields: InterestFields,
): Promise<InterestResult> {
  const result = await client
    .mutation<Answer>(INTEREST_SUBMIT, { input: interestInput(fields) })
    .toPromise();
  const payload = result.data?.tourInterestSubmit;
  if (result.error || !payload) throw new NoAnswerError(result.error?.message);
  if (payload.received && payload.userErrors.length === 0) return { ok: true };
  const fieldErrors: Errors<keyof InterestFields> = {};
  for (const e of payload.userErrors) {
    const field = fieldOfPath(e.field, FIELDS);
    if (field && !fieldErrors[field]) fieldErrors[field] = e.message;
  }
  return {
    ok: false,
    message: payload.userErrors[0]?.message ?? 'We could not send the form.',
    fieldErrors,
  };
}
