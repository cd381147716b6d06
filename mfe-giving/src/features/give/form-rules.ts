import { cardErrors } from '@site/ui/forms';
import type { GivingCurrency } from '../../shared/money/currencies';

/*
 * The donation form's rules, checked in the browser for a quick answer; the product API checks the
 * same again and its answer counts (packages/api/src/donations/donation-input.ts).
 */

export type Frequency = 'ONE_OFF' | 'MONTHLY' | 'YEARLY';
export const FREQUENCIES: ReadonlyArray<{ value: Frequency; label: string }> = [
  { value: 'ONE_OFF', label: 'One-off' },
  { value: 'MONTHLY', label: 'Monthly' },
  { value: 'YEARLY', label: 'Yearly' },
];

/** Suggested amounts per currency, in whole units: the round numbers people give in each. */
export const SUGGESTED: Record<GivingCurrency, readonly number[]> = {
  GBP: [10, 25, 50, 100],
  EUR: [10, 25, 50, 100],
  USD: [15, 30, 60, 120],
  CAD: [20, 40, 75, 150],
  AUD: [20, 40, 80, 150],
  NZD: [20, 40, 80, 150],
};

export const MIN_GIFT = 1;
export const MAX_GIFT = 25_000;
export const FEE_RATE = 0.029;
export const FEE_FIXED = 0.3;

export const GIFT_AID_DECLARATION =
  'I want to Gift Aid my donation and any donations I make in the future or have made in the past 4 years to this charity. ' +
  'I am a UK taxpayer and understand that if I pay less Income Tax and/or Capital Gains Tax than the amount of Gift Aid claimed ' +
  'on all my donations in that tax year it is my responsibility to pay any difference.';

export interface DonationFields {
  projectId: string;
  amount: string;
  currency: GivingCurrency;
  frequency: Frequency;
  coverFees: boolean;
  title: string;
  firstName: string;
  lastName: string;
  email: string;
  country: string;
  address: string;
  postcode: string;
  giftAid: boolean;
  showAsSupporter: boolean;
  cardNumber: string;
  cardExpiry: string;
  cardCvc: string;
  cardName: string;
}

export type FieldErrors = Partial<Record<keyof DonationFields, string>>;

/** "25", "25.5", "25.50" → 25.5; anything else → null. */
export function parseAmount(value: string): number | null {
  const match = /^\s*(\d{1,9})(?:\.(\d{1,2}))?\s*$/.exec(value);
  return match ? Number(`${match[1]}.${(match[2] ?? '').padEnd(2, '0')}`) : null;
}

/** The fee a donor who covers it adds, in the currency's units (the API's formula: 2.9 % + 0.30, rounded up to a cent). */
export function feeOf(amount: number): number {
  return Math.ceil(amount * 100 * FEE_RATE + FEE_FIXED * 100) / 100;
}

export function amountErrors(
  f: Pick<DonationFields, 'amount' | 'projectId'>,
  projectIds: readonly string[],
  signedIn: boolean,
  frequency: Frequency,
): FieldErrors {
  const errors: FieldErrors = {};
  const amount = parseAmount(f.amount);
  if (f.amount.trim() === '') errors.amount = 'Choose or enter an amount.';
  else if (amount === null) errors.amount = 'Enter an amount such as 25 or 25.50.';
  else if (amount < MIN_GIFT) errors.amount = `The smallest gift is ${MIN_GIFT}.00.`;
  else if (amount > MAX_GIFT)
    errors.amount =
      'The largest single gift online is 25,000; please contact us for a larger gift.';
  if (!projectIds.includes(f.projectId)) errors.projectId = 'Choose a project to give to.';
  if (frequency !== 'ONE_OFF' && !signedIn)
    errors.frequency =
      'Sign in to give monthly or yearly, so you can change or cancel the gift at any time.';
  return errors;
}

// eslint-disable-next-line no-control-regex -- the control characters are what is refused
const NAME = /^[^<>\u0000-\u001f]{1,100}$/;
const EMAIL =
  /^[^\s@<>]{1,64}@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;
export const UK_POSTCODE = /^[A-Z]{1,2}[0-9][A-Z0-9]? ?[0-9][A-Z]{2}$/i;

export function detailsErrors(f: DonationFields): FieldErrors {
  const errors: FieldErrors = {};
  if (!f.firstName.trim()) errors.firstName = 'Enter your first name.';
  else if (!NAME.test(f.firstName.trim()))
    errors.firstName = 'Use at most 100 characters, without < or >.';
  if (!f.lastName.trim()) errors.lastName = 'Enter your last name.';
  else if (!NAME.test(f.lastName.trim()))
    errors.lastName = 'Use at most 100 characters, without < or >.';
  if (!EMAIL.test(f.email.trim())) errors.email = 'Enter an email address like name@example.org.';
  if (!/^[A-Z]{2}$/.test(f.country)) errors.country = 'Choose your country.';
  if (f.giftAid) {
    if (f.currency !== 'GBP')
      errors.giftAid = 'Gift Aid applies to gifts in pounds from UK taxpayers.';
    else if (f.country !== 'GB') errors.giftAid = 'Gift Aid needs a UK address.';
    if (!f.address.trim()) errors.address = 'Gift Aid needs your house name or number and street.';
    if (!UK_POSTCODE.test(f.postcode.trim()))
      errors.postcode = 'Gift Aid needs a UK postcode such as SW1A 1AA.';
  }
  return errors;
}

// The card rules are the site's one set (@site/ui/forms, from @site/contracts/card-rules, which the API uses too).
export { luhnValid, parseExpiry } from '@site/ui/forms';

export function paymentErrors(f: DonationFields, today = new Date()): FieldErrors {
  return cardErrors(f, today);
}
