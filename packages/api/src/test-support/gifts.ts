/*
 * The DonationInput the API tests give: to season-4-production in pounds, no fees covered, no Gift
 * Aid, with a card the embedded test provider charges. Each test names what matters to it (key,
 * amount, frequency, donor, card) and takes the rest as it is here.
 */

export interface TestGiftCard {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
  name: string;
}

export interface TestDonor {
  firstName: string;
  lastName: string;
  email: string;
  country: string;
  title?: string;
  address?: string;
  postcode?: string;
}

export const RUTH: TestDonor = {
  firstName: 'Ruth',
  lastName: 'Moab',
  email: 'ruth@example.org',
  country: 'GB',
};

export interface TestGiftOptions {
  idempotencyKey: string;
  /** Pounds as typed; 10 unless named. */
  amount?: string;
  frequency?: 'ONE_OFF' | 'MONTHLY' | 'YEARLY';
  showAsSupporter?: boolean;
  donor?: TestDonor;
  /** Laid over a Visa test card in R Moab's name, good for two years from today. */
  card?: Partial<TestGiftCard>;
}

export function testGift(options: TestGiftOptions) {
  return {
    idempotencyKey: options.idempotencyKey,
    projectId: 'season-4-production',
    amount: options.amount ?? '10',
    currency: 'GBP',
    frequency: options.frequency ?? 'ONE_OFF',
    coverFees: false,
    giftAid: false,
    showAsSupporter: options.showAsSupporter ?? false,
    donor: options.donor ?? RUTH,
    card: {
      number: '4242424242424242',
      expMonth: 12,
      expYear: new Date().getUTCFullYear() + 2,
      cvc: '123',
      name: 'R Moab',
      ...options.card,
    },
  };
}
