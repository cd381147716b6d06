import { isCountryCode } from '../commerce/countries';
import { type BuyerIdentityInput, CUSTOMER_TOKEN, isEmail, PHONE, userError } from './cart-inputs';
import type { CartUserError } from './cart-types';

interface Identity {
  country?: string | null;
  email?: string | null;
  phone?: string | null;
  customerToken?: string | null;
}

/** One field of a buyer identity: where it is stored, what it must be and what a wrong one says. */
interface FieldRule {
  input: keyof BuyerIdentityInput;
  stored: keyof Identity;
  /** How a sent value is kept (as sent unless told); null clears the field. */
  clean?: (value: string) => string | null;
  valid: (value: string) => boolean;
  message: string;
}

/** The fields in the order their errors are given. */
const RULES: readonly FieldRule[] = [
  {
    input: 'countryCode',
    stored: 'country',
    valid: isCountryCode,
    message: 'The country code is not a valid ISO 3166-1 alpha-2 code.',
  },
  {
    input: 'email',
    stored: 'email',
    clean: (email) => email.trim() || null,
    valid: isEmail,
    message: 'Enter a valid email address.',
  },
  {
    input: 'phone',
    stored: 'phone',
    valid: (phone) => PHONE.test(phone),
    message: 'Enter the phone number in international format, e.g. +441234567890.',
  },
  {
    input: 'customerAccessToken',
    stored: 'customerToken',
    valid: (token) => CUSTOMER_TOKEN.test(token),
    message: 'The customer access token is malformed.',
  },
];

/** Validates a buyer identity; `undefined` fields are left as they are, `null` clears them. */
export function checkIdentity(
  input: BuyerIdentityInput,
  path: string[],
  errors: CartUserError[],
): Identity {
  const out: Identity = {};
  for (const rule of RULES) {
    const sent = input[rule.input];
    if (sent === undefined) continue;
    const value = sent === null ? null : rule.clean ? rule.clean(sent) : sent;
    if (value !== null && !rule.valid(value))
      errors.push(userError('INVALID', [...path, rule.input], rule.message));
    out[rule.stored] = value;
  }
  return out;
}
