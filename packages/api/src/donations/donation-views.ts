/*
 * What the API answers about a gift and a recurring schedule: plain types, so the receipt mail
 * (donation-mail.ts) and the service's parts can all name them without importing one another.
 */

export interface MoneyView {
  amount: string;
  currencyCode: string;
}

export interface DonationView {
  id: string;
  reference: string;
  projectId: string;
  amount: MoneyView;
  fee: MoneyView;
  total: MoneyView;
  frequency: string;
  status: string;
  giftAid: boolean;
  giftAidValue: MoneyView | null;
  donor: {
    title: string | null;
    firstName: string;
    lastName: string;
    email: string;
    country: string;
  };
  cardLast4: string;
  createdAt: string;
  receiptUrl: string;
  recurringId: string | null;
}

export interface RecurringView {
  id: string;
  projectId: string;
  frequency: string;
  amount: MoneyView;
  fee: MoneyView;
  status: string;
  nextChargeAt: string | null;
  cardLast4: string;
  cardExpiry: string;
  giftAid: boolean;
  createdAt: string;
  events: Array<{ at: string; kind: string; message: string }>;
  /** Moves on with every change (the donor's and the scheduler's); a change must name the one it saw. */
  version: number;
}
