import type { ManagedBooking } from '../api/bookings';

const usd = (amount: string) => ({ amount, currencyCode: 'USD' });

export const POLICY = [
  {
    minDaysBefore: 90,
    refundPercent: 100,
    keepsDeposit: true,
    description: 'More than 90 days before: all but the deposit is refunded.',
  },
  {
    minDaysBefore: 60,
    refundPercent: 50,
    keepsDeposit: false,
    description: '60 to 89 days before: what you paid is refunded, less half of the price.',
  },
  {
    minDaysBefore: 0,
    refundPercent: 0,
    keepsDeposit: false,
    description: 'Less than 60 days before: no refund.',
  },
];

/** A deposit booking on britains-reformers: $500 paid of $4,200. */
export function booking(overrides: Partial<ManagedBooking> = {}): ManagedBooking {
  return {
    id: 'b1',
    reference: 'TB-7K3M9Q',
    status: 'CONFIRMED',
    departure: {
      id: 'britains-reformers-2027-05-10',
      tourUid: 'britains-reformers',
      tourTitle: "Britain's Reformers",
      startsOn: '2027-05-10',
    },
    contactName: 'Argula von Grumbach',
    email: 'argula@example.org',
    travellers: [{ firstName: 'Argula', lastName: 'von Grumbach' }],
    total: usd('4200.00'),
    deposit: usd('500.00'),
    paid: usd('500.00'),
    refunded: usd('0.00'),
    balance: usd('3700.00'),
    balanceDueOn: '2027-02-09',
    cancellationPolicy: POLICY,
    cancellationQuote: { daysBefore: 120, tier: POLICY[0]!, refund: usd('0.00') },
    ledger: [
      {
        kind: 'DEPOSIT',
        amount: usd('500.00'),
        cardLast4: '4242',
        createdAt: '2026-01-05T10:00:00Z',
      },
    ],
    cancelledAt: null,
    ...overrides,
  };
}

export const paidBooking = () =>
  booking({
    status: 'PAID',
    paid: usd('4200.00'),
    balance: usd('0.00'),
    balanceDueOn: null,
    ledger: [
      {
        kind: 'DEPOSIT',
        amount: usd('500.00'),
        cardLast4: '4242',
        createdAt: '2026-01-05T10:00:00Z',
      },
      {
        kind: 'BALANCE',
        amount: usd('3700.00'),
        cardLast4: '4242',
        createdAt: '2026-02-01T10:00:00Z',
      },
    ],
  });

export { usd };

/** The token a right code is traded for (booking-code.ts). */
export const GRANT = 'grant-token';

/**
 * The API's answers to the code step: a code is always sent; "123456" opens the booking with
 * GRANT, anything else is a wrong code. Undefined for every other field.
 */
export function codeAnswer(field: string, variables: Record<string, unknown>): unknown {
  const input = (variables.input ?? {}) as Record<string, string>;
  if (field === 'tourBookingCodeRequest')
    return { sent: true, expiresAt: '2026-02-20T10:10:00Z', userErrors: [] };
  if (field === 'tourBookingCodeVerify')
    return input.code === '123456'
      ? {
          access: { reference: input.reference, token: GRANT, expiresAt: '2026-02-20T11:00:00Z' },
          userErrors: [],
        }
      : {
          access: null,
          userErrors: [
            {
              field: ['input', 'code'],
              code: 'INVALID_CODE',
              message: 'That code is not right: 4 tries left.',
            },
          ],
        };
  return undefined;
}
