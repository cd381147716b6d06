import {
  cardNumberProblem,
  cvcValid,
  expiryPassed,
  normaliseCardNumber,
  parseExpiryMonth,
  parseExpiryYear,
} from '@site/ui/forms';

import type { CheckoutSummary, DeliveryOption } from './api/checkout-api';

// The card rules are the site's one set (@site/ui/forms, from @site/contracts/card-rules, which the API uses too).
export { luhnValid } from '@site/ui/forms';

/** The checkout form's values, as typed (all text: parsing happens in `toCheckoutRequest`). */
export interface CheckoutValues {
  email: string;
  firstName: string;
  lastName: string;
  address1: string;
  address2: string;
  city: string;
  province: string;
  zip: string;
  country: string;
  phone: string;
  cardName: string;
  cardNumber: string;
  expMonth: string;
  expYear: string;
  cvc: string;
  /** The delivery option's handle (one of the summary's `deliveryOptions`). */
  shippingMethod: string;
}

export type CheckoutErrors = Partial<Record<keyof CheckoutValues, string>>;

export const COUNTRIES: Record<string, string> = {
  GB: 'United Kingdom',
  US: 'United States',
  CA: 'Canada',
  AU: 'Australia',
  NZ: 'New Zealand',
  DE: 'Germany',
  AT: 'Austria',
  BE: 'Belgium',
  FR: 'France',
  IE: 'Ireland',
  IT: 'Italy',
  NL: 'Netherlands',
  PT: 'Portugal',
  ES: 'Spain',
  FI: 'Finland',
  GR: 'Greece',
  LU: 'Luxembourg',
  CH: 'Switzerland',
  NO: 'Norway',
  SE: 'Sweden',
  DK: 'Denmark',
  PL: 'Poland',
  BR: 'Brazil',
  ZA: 'South Africa',
};

const EMAIL = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]{2,}$/;
const ZIP = /^[A-Za-z0-9][A-Za-z0-9 -]{1,19}$/;
const PHONE = /^\+[1-9][0-9]{6,14}$/;
/** Control characters and angle brackets have no place in a name or an address (the API refuses them too). */
function hasForbidden(value: string): boolean {
  for (const ch of value) {
    const code = ch.charCodeAt(0);
    if (code < 32 || code === 127 || ch === '<' || ch === '>') return true;
  }
  return false;
}

/** Every field checked at once, with a message that says how to fix it. `today` decides expiry. */
export function validateCheckout(v: CheckoutValues, today: Date): CheckoutErrors {
  const errors: CheckoutErrors = {};
  const text = (field: keyof CheckoutValues, label: string, max: number, required = true) => {
    const value = v[field].trim();
    if (!value) {
      if (required) errors[field] = `Enter your ${label}.`;
    } else if (value.length > max)
      errors[field] = `Your ${label} must be at most ${max} characters.`;
    else if (hasForbidden(value))
      errors[field] = `Your ${label} contains characters we cannot accept (< or >).`;
  };
  text('email', 'email address', 254);
  if (!errors.email && !EMAIL.test(v.email.trim()))
    errors.email = 'Enter an email address like name@example.com.';
  text('firstName', 'first name', 100);
  text('lastName', 'last name', 100);
  text('address1', 'street address', 200);
  text('address2', 'second address line', 200, false);
  text('city', 'town or city', 100);
  text('province', 'county, state or province', 100, false);
  text('zip', 'postal code', 20);
  if (!errors.zip && !ZIP.test(v.zip.trim()))
    errors.zip = 'Enter a valid postal code (letters, digits, spaces or dashes).';
  if (!Object.hasOwn(COUNTRIES, v.country)) errors.country = 'Choose the country to ship to.';
  if (v.phone.trim() && !PHONE.test(v.phone.replace(/[\s().-]/g, ''))) {
    errors.phone =
      'Enter the phone number in international format, starting with + and the country code.';
  }
  text('cardName', 'name as it appears on the card', 100);
  const number = cardNumberProblem(v.cardNumber);
  if (number === 'missing') errors.cardNumber = 'Enter your card number.';
  else if (number === 'length') errors.cardNumber = 'A card number has 12 to 19 digits.';
  else if (number === 'checksum')
    errors.cardNumber = 'This card number is not valid; check it for typing mistakes.';
  const month = parseExpiryMonth(v.expMonth);
  if (month === null) errors.expMonth = 'Enter the expiry month as a number from 1 to 12.';
  const year = parseExpiryYear(v.expYear);
  if (year === null) errors.expYear = 'Enter the expiry year, e.g. 2030.';
  else if (month !== null && expiryPassed({ month, year }, today))
    errors.expYear = 'This card has expired.';
  if (!cvcValid(v.cvc)) errors.cvc = 'The security code is the 3 or 4 digits on the card.';
  if (!/^[a-z][a-z-]{0,29}$/.test(v.shippingMethod))
    errors.shippingMethod = 'Choose how your order should be delivered.';
  return errors;
}

/** Minor units of a decimal string ("12.30" → 1230), without float drift. */
function minor(amount: string): number {
  return Math.round(Number(amount) * 100);
}

/**
 * What Pay charges: the goods total and the chosen delivery's cost, in the cart's currency. The
 * option is null when the summary offers none by that handle (the first is the default).
 */
export function amountDue(
  cart: Pick<CheckoutSummary, 'total' | 'currencyCode' | 'deliveryOptions'>,
  handle: string,
): { amount: string; currencyCode: string; delivery: DeliveryOption | null } {
  const options = cart.deliveryOptions ?? [];
  const delivery = options.find((o) => o.handle === handle) ?? options[0] ?? null;
  const total = minor(cart.total) + (delivery ? minor(delivery.estimatedCost.amount) : 0);
  return { amount: (total / 100).toFixed(2), currencyCode: cart.currencyCode, delivery };
}

/**
 * The body of `POST /api/checkout/:token/complete` (packages/api checkout-input). `shown` is the
 * total the page displayed: the API charges it or refuses with the new total, never another amount.
 */
export function toCheckoutRequest(
  v: CheckoutValues,
  idempotencyKey: string,
  shown: { amount: string; currencyCode: string } | null = null,
) {
  const optional = (s: string) => (s.trim() ? s.trim() : null);
  return {
    email: v.email.trim(),
    shippingAddress: {
      firstName: v.firstName.trim(),
      lastName: v.lastName.trim(),
      address1: v.address1.trim(),
      address2: optional(v.address2),
      city: v.city.trim(),
      province: optional(v.province),
      zip: v.zip.trim(),
      country: v.country,
      phone: optional(v.phone.replace(/[\s().-]/g, '')),
    },
    payment: {
      name: v.cardName.trim(),
      cardNumber: normaliseCardNumber(v.cardNumber),
      expMonth: Number.parseInt(v.expMonth, 10),
      expYear: parseExpiryYear(v.expYear),
      cvc: v.cvc.trim(),
    },
    idempotencyKey,
    shippingMethod: v.shippingMethod,
    ...(shown ? { expectedTotal: { amount: shown.amount, currencyCode: shown.currencyCode } } : {}),
  };
}

/** Server field paths (`shippingAddress.zip`, `payment.cvc`) mapped onto the form's fields. */
export function fieldOf(path: string): keyof CheckoutValues | null {
  const map: Record<string, keyof CheckoutValues> = {
    email: 'email',
    'payment.name': 'cardName',
    'payment.cardNumber': 'cardNumber',
    'payment.expMonth': 'expMonth',
    'payment.expYear': 'expYear',
    'payment.cvc': 'cvc',
    shippingMethod: 'shippingMethod',
  };
  if (map[path]) return map[path];
  const [head, tail] = path.split('.');
  if (head === 'shippingAddress' && tail && Object.hasOwn(EMPTY_VALUES, tail))
    return tail as keyof CheckoutValues;
  return null;
}

export const EMPTY_VALUES: CheckoutValues = {
  email: '',
  firstName: '',
  lastName: '',
  address1: '',
  address2: '',
  city: '',
  province: '',
  zip: '',
  country: '',
  phone: '',
  cardName: '',
  cardNumber: '',
  expMonth: '',
  expYear: '',
  cvc: '',
  shippingMethod: 'standard',
};
