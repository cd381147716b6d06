import { randomBytes } from 'node:crypto';
import { expect } from '@playwright/test';
import { freshEmail, type SiteClient } from './client';

/** The project every attack spec gives to: the one the built site seeds. */
export const GIFT_PROJECT = 'season-4-production';

/** `donate`, asking for everything a spec may look at. */
export const DONATE = `mutation Donate($input: DonationInput!) { donate(input: $input) { donation { id reference } userErrors { field code message } } }`;

/** The decline codes the embedded test provider answers for the cards these specs use. */
export const DECLINE_CODES = [
  'CARD_DECLINED',
  'INSUFFICIENT_FUNDS',
  'EXPIRED_CARD',
  'INVALID_NUMBER',
  'AUTHENTICATION_REQUIRED',
];

export type DonatePayload = {
  donation: { id: string; reference: string } | null;
  userErrors: { field: string[] | null; code: string; message: string }[];
};

export interface GiftOptions {
  /** The idempotency key's prefix: a fresh random key follows it. */
  keyPrefix: string;
  cardNumber?: string | undefined;
  email?: string | undefined;
  firstName?: string | undefined;
  lastName?: string | undefined;
  /** The name on the card. */
  cardName?: string | undefined;
  showAsSupporter?: boolean | undefined;
}

/** A £1 one-off gift with a fresh key, a fresh mailbox and a card good for two years. */
export function oneOffGift(options: GiftOptions) {
  const firstName = options.firstName ?? 'Card';
  const lastName = options.lastName ?? 'Tester';
  return {
    idempotencyKey: `${options.keyPrefix}-${randomBytes(12).toString('hex')}`,
    projectId: GIFT_PROJECT,
    amount: '1',
    currency: 'GBP',
    frequency: 'ONE_OFF',
    coverFees: false,
    giftAid: false,
    showAsSupporter: options.showAsSupporter ?? false,
    donor: { firstName, lastName, email: options.email ?? freshEmail('donor'), country: 'GB' },
    card: {
      number: options.cardNumber ?? '4242424242424242',
      expMonth: 12,
      expYear: new Date().getUTCFullYear() + 2,
      cvc: '123',
      name: options.cardName ?? `Card ${lastName}`,
    },
  };
}

export type GiftInput = ReturnType<typeof oneOffGift>;

/** Sends one gift and returns its payload; a transport or GraphQL failure fails the test. */
export async function donate(client: SiteClient, input: GiftInput): Promise<DonatePayload> {
  const answer = await client.productGraphql(DONATE, { input });
  expect(answer.status, answer.text.slice(0, 300)).toBe(200);
  const payload = answer.json<{ data?: { donate?: DonatePayload } }>().data?.donate;
  expect(payload, answer.text.slice(0, 300)).toBeTruthy();
  return payload!;
}
