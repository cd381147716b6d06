import type { Client } from 'urql';
import { type DonationFields, type FieldErrors, parseExpiry } from '../form-rules';
import type { SubmitInput, SubmitResult } from '../machines/donation-machine';
import { CARD_DECLINE_CODES, CARD_FIELD_OF_PATH } from '@site/contracts/card-rules';

export const DONATE_MUTATION = /* GraphQL */ `
  mutation Donate($input: DonationInput!) {
    donate(input: $input) {
      donation {
        id
        receiptUrl
      }
      userErrors {
        field
        code
        message
      }
      authentication {
        challengeUrl
      }
    }
  }
`;

export const ME_QUERY = /* GraphQL */ `
  query Me {
    me {
      firstName
      lastName
      email
    }
  }
`;

/** The API's field path → the form's field. */
const FIELD_OF: Record<string, keyof DonationFields> = {
  projectId: 'projectId',
  amount: 'amount',
  currency: 'currency',
  frequency: 'frequency',
  giftAid: 'giftAid',
  title: 'title',
  firstName: 'firstName',
  lastName: 'lastName',
  email: 'email',
  country: 'country',
  address: 'address',
  postcode: 'postcode',
  ...CARD_FIELD_OF_PATH,
};

/** The form as the API's DonationInput. */
export function donationInput(fields: DonationFields, idempotencyKey: string) {
  const expiry = parseExpiry(fields.cardExpiry);
  return {
    idempotencyKey,
    projectId: fields.projectId,
    amount: fields.amount.trim(),
    currency: fields.currency,
    frequency: fields.frequency,
    coverFees: fields.coverFees,
    giftAid: fields.giftAid,
    showAsSupporter: fields.showAsSupporter,
    donor: {
      title: fields.title.trim() || null,
      firstName: fields.firstName.trim(),
      lastName: fields.lastName.trim(),
      email: fields.email.trim(),
      country: fields.country,
      address: fields.address.trim() || null,
      postcode: fields.postcode.trim() || null,
    },
    card: {
      number: fields.cardNumber.replace(/[\s-]/g, ''),
      expMonth: expiry?.month ?? 0,
      expYear: expiry?.year ?? 0,
      cvc: fields.cardCvc.trim(),
      name: fields.cardName.trim(),
    },
  };
}

type Answer = {
  donate?: {
    donation: { id: string; receiptUrl: string } | null;
    userErrors: Array<{ field: string[] | null; code: string; message: string }>;
    authentication?: { challengeUrl: string } | null;
  };
};

/** Sends the gift; a GraphQL or network failure throws (the machine keeps the key and offers a retry). */
export async function submitDonation(
  client: Client,
  { fields, idempotencyKey }: SubmitInput,
): Promise<SubmitResult> {
  const result = await client
    .mutation<Answer>(DONATE_MUTATION, { input: donationInput(fields, idempotencyKey) })
    .toPromise();
  if (result.error || !result.data?.donate)
    throw new Error(result.error?.message ?? 'No answer from the server.');
  const { donation, userErrors, authentication } = result.data.donate;
  if (donation && userErrors.length === 0)
    return { ok: true, donationId: donation.id, receiptUrl: donation.receiptUrl };
  if (authentication?.challengeUrl && userErrors.length === 0)
    return { ok: false, kind: 'authentication', challengeUrl: authentication.challengeUrl };
  const fieldErrors: FieldErrors = {};
  for (const e of userErrors) {
    const field = FIELD_OF[e.field?.at(-1) ?? ''];
    if (field && !fieldErrors[field]) fieldErrors[field] = e.message;
  }
  const declined = userErrors.find((e) => CARD_DECLINE_CODES.has(e.code));
  return declined
    ? { ok: false, kind: 'declined', message: declined.message, fieldErrors: {} }
    : {
        ok: false,
        kind: 'invalid',
        message: userErrors[0]?.message ?? 'The gift could not be made.',
        fieldErrors,
      };
}
