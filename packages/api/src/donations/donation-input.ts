import { createHash } from 'node:crypto';
import { isCountryCode } from '../commerce/countries';
import type { CardDetails } from '../payments/provider';
import { checkCard, checkName as name, type FieldError } from '../payments/card-input';
import { parseAmount } from '../commerce/money';
import { isEmailAddress, normaliseEmail } from '../customer/customer-validation';
import type { Frequency } from './donation-tables';
import { linkInName, linkInNameMessage } from './supporter-names';

// Shared with tours, and once exported from here: callers of this module still find them.
export { checkCard, parseAmount };

/** The currencies a gift may be given in (the site's six). All have two decimal places. */
export const GIVING_CURRENCIES = ['GBP', 'EUR', 'USD', 'CAD', 'AUD', 'NZD'] as const;
/** Smallest and largest single gift, in minor units: 1.00 and 25,000.00 of the currency. */
export const MIN_GIFT = 100;
export const MAX_GIFT = 2_500_000;
/** Covering the fees adds what a card processor takes: 2.9 % plus 0.30, rounded up to a minor unit. */
export const FEE_RATE = 0.029;
export const FEE_FIXED = 30;

export const GIFT_AID_DECLARATION =
  'I want to Gift Aid my donation and any donations I make in the future or have made in the past 4 years to this charity. ' +
  'I am a UK taxpayer and understand that if I pay less Income Tax and/or Capital Gains Tax than the amount of Gift Aid claimed ' +
  'on all my donations in that tax year it is my responsibility to pay any difference.';

/** A problem with one field of a giving input (the shape every area's inputs answer with). */
export type GivingUserError = FieldError;

export interface CleanDonor {
  title: string | null;
  firstName: string;
  lastName: string;
  email: string;
  country: string;
  address: string | null;
  postcode: string | null;
}

export interface CleanDonation {
  idempotencyKey: string;
  projectId: string;
  currency: string;
  amount: number;
  fee: number;
  frequency: Frequency;
  coverFees: boolean;
  giftAid: boolean;
  showAsSupporter: boolean;
  donor: CleanDonor;
  card: CardDetails;
}

const KEY = /^[A-Za-z0-9_-]{16,100}$/;
const PROJECT_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const UK_POSTCODE = /^[A-Z]{1,2}[0-9][A-Z0-9]? ?[0-9][A-Z]{2}$/;
const FREQUENCIES: Record<string, Frequency> = {
  ONE_OFF: 'one_off',
  MONTHLY: 'monthly',
  YEARLY: 'yearly',
};
const TITLE_MAX = 20;
const ADDRESS_MAX = 200;

export function feeFor(amount: number, coverFees: boolean): number {
  return coverFees ? Math.ceil(amount * FEE_RATE + FEE_FIXED) : 0;
}

export function isGivingCurrency(value: unknown): value is (typeof GIVING_CURRENCIES)[number] {
  return typeof value === 'string' && (GIVING_CURRENCIES as readonly string[]).includes(value);
}

/** Amount and currency alone (donationQuote, an amount change): the amount in minor units, or the errors. */
export function checkAmount(
  rawAmount: unknown,
  rawCurrency: unknown,
  path: string[],
): { amount: number; currency: string } | GivingUserError[] {
  const errors: GivingUserError[] = [];
  const currency = typeof rawCurrency === 'string' ? rawCurrency.trim().toUpperCase() : '';
  if (!isGivingCurrency(currency))
    errors.push({
      field: [...path.slice(0, -1), 'currency'],
      code: 'UNSUPPORTED_CURRENCY',
      message: `Give in one of ${GIVING_CURRENCIES.join(', ')}.`,
    });
  const amount = parseAmount(rawAmount);
  if (amount === null)
    errors.push({ field: path, code: 'INVALID', message: 'Enter an amount such as 25 or 25.50.' });
  else if (amount < MIN_GIFT)
    errors.push({ field: path, code: 'TOO_SMALL', message: 'The smallest gift is 1.00.' });
  else if (amount > MAX_GIFT)
    errors.push({
      field: path,
      code: 'TOO_LARGE',
      message: 'The largest single gift online is 25,000.00; please contact us for a larger gift.',
    });
  return errors.length > 0 || amount === null ? errors : { amount, currency };
}

/** Validates a `DonationInput`; every problem is one error naming its field. Projects are checked by the service. */
export function parseDonationInput(
  raw: unknown,
  today = new Date(),
): { value: CleanDonation } | { errors: GivingUserError[] } {
  const input = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  const errors: GivingUserError[] = [];
  const at = (...field: string[]) => ['input', ...field];
  const idempotencyKey = typeof input.idempotencyKey === 'string' ? input.idempotencyKey : '';
  if (!KEY.test(idempotencyKey))
    errors.push({
      field: at('idempotencyKey'),
      code: 'INVALID',
      message: 'The idempotency key must be 16 to 100 letters, digits, "-" or "_".',
    });
  const projectId = typeof input.projectId === 'string' ? input.projectId.trim() : '';
  if (!PROJECT_ID.test(projectId) || projectId.length > 100)
    errors.push({
      field: at('projectId'),
      code: 'UNKNOWN_PROJECT',
      message: 'Choose a project to give to.',
    });
  const money = checkAmount(input.amount, input.currency, at('amount'));
  if (Array.isArray(money)) errors.push(...money);
  const frequency = typeof input.frequency === 'string' ? FREQUENCIES[input.frequency] : undefined;
  if (!frequency)
    errors.push({
      field: at('frequency'),
      code: 'INVALID',
      message: 'Choose one-off, monthly or yearly.',
    });
  for (const flag of ['coverFees', 'giftAid', 'showAsSupporter'] as const)
    if (typeof input[flag] !== 'boolean')
      errors.push({ field: at(flag), code: 'INVALID', message: `${flag} must be true or false.` });

  const d = (typeof input.donor === 'object' && input.donor !== null ? input.donor : {}) as Record<
    string,
    unknown
  >;
  const title = name(d.title, at('donor', 'title'), 'title', errors, false);
  if (title && title.length > TITLE_MAX)
    errors.push({
      field: at('donor', 'title'),
      code: 'INVALID',
      message: `Use at most ${TITLE_MAX} characters for your title.`,
    });
  const firstName = name(d.firstName, at('donor', 'firstName'), 'first name', errors);
  const lastName = name(d.lastName, at('donor', 'lastName'), 'last name', errors);
  // Names go on the public supporters list and into the receipt mail: no links or addresses in them.
  for (const [value, field, label] of [
    [title, 'title', 'title'],
    [firstName, 'firstName', 'first name'],
    [lastName, 'lastName', 'last name'],
  ] as const) {
    const carried = value ? linkInName(value) : null;
    if (carried)
      errors.push({
        field: at('donor', field),
        code: 'INVALID',
        message: linkInNameMessage(label, carried),
      });
  }
  const email = typeof d.email === 'string' ? normaliseEmail(d.email) : '';
  if (!isEmailAddress(email))
    errors.push({
      field: at('donor', 'email'),
      code: 'INVALID',
      message: 'Enter an email address like name@example.org.',
    });
  const country = typeof d.country === 'string' ? d.country.trim().toUpperCase() : '';
  if (!isCountryCode(country))
    errors.push({
      field: at('donor', 'country'),
      code: 'INVALID',
      message: 'Choose your country.',
    });
  const address = name(
    d.address,
    at('donor', 'address'),
    'house name or number and street',
    errors,
    false,
  );
  if (address && address.length > ADDRESS_MAX)
    errors.push({
      field: at('donor', 'address'),
      code: 'INVALID',
      message: `Use at most ${ADDRESS_MAX} characters for the address.`,
    });
  const rawPostcode =
    typeof d.postcode === 'string' ? d.postcode.trim().toUpperCase().replace(/\s+/g, ' ') : '';
  const postcode = rawPostcode === '' ? null : rawPostcode;
  if (postcode && (postcode.length > 12 || !/^[A-Z0-9 -]+$/.test(postcode)))
    errors.push({
      field: at('donor', 'postcode'),
      code: 'INVALID',
      message: 'Enter a postcode of letters and digits.',
    });

  if (input.giftAid === true) {
    if (!Array.isArray(money) && money.currency !== 'GBP')
      errors.push({
        field: at('giftAid'),
        code: 'INVALID',
        message: 'Gift Aid applies to gifts in pounds from UK taxpayers.',
      });
    if (country && country !== 'GB')
      errors.push({
        field: at('giftAid'),
        code: 'INVALID',
        message: 'Gift Aid needs a UK address.',
      });
    if (!address)
      errors.push({
        field: at('donor', 'address'),
        code: 'REQUIRED',
        message: 'Gift Aid needs your house name or number and street.',
      });
    if (!postcode || !UK_POSTCODE.test(postcode))
      errors.push({
        field: at('donor', 'postcode'),
        code: 'INVALID',
        message: 'Gift Aid needs a UK postcode such as SW1A 1AA.',
      });
  }
  const card = checkCard(input.card, at('card'), errors, today);
  if (errors.length > 0 || Array.isArray(money) || !frequency || !card || !firstName || !lastName)
    return { errors };
  return {
    value: {
      idempotencyKey,
      projectId,
      currency: money.currency,
      amount: money.amount,
      fee: feeFor(money.amount, input.coverFees === true),
      frequency,
      coverFees: input.coverFees === true,
      giftAid: input.giftAid === true,
      showAsSupporter: input.showAsSupporter === true,
      donor: { title, firstName, lastName, email, country, address, postcode },
      card,
    },
  };
}

/**
 * What makes two submissions "the same gift": everything but the card's security code (a retry
 * may re-type it). The card number is hashed in, never stored.
 */
export function requestHash(value: CleanDonation, customerId: string | null): string {
  const { card, idempotencyKey: _key, ...rest } = value;
  void _key;
  const material = JSON.stringify({
    ...rest,
    customerId,
    card: { number: card.number, expMonth: card.expMonth, expYear: card.expYear, name: card.name },
  });
  return createHash('sha256').update(material).digest('hex');
}
