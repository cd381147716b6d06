import { isCountryCode } from '../commerce/countries';
import { type BuyerIdentityInput, CUSTOMER_TOKEN, isEmail, PHONE, userError } from './cart-inputs';
import type { CartUserError } from './cart-types';

interface Identity {
  country?: string | null;
  email?: string | null;
  phone?: string | null;
  customerToken?: string | null;
}

/** Validates a buyer identity; `undefined` fields are left as they are, `null` clears them. */
export function checkIdentity(
  input: BuyerIdentityInput,
  path: string[],
  errors: CartUserError[],
): Identity {
  const out: Identity = {};
  if (input.countryCode !== undefined) {
    if (input.countryCode !== null && !isCountryCode(input.countryCode)) {
      errors.push(
        userError(
          'INVALID',
          [...path, 'countryCode'],
          'The country code is not a valid ISO 3166-1 alpha-2 code.',
        ),
      );
    }
    out.country = input.countryCode;
  }
  if (input.email !== undefined) {
    const email = input.email?.trim() || null;
    if (email !== null && !isEmail(email))
      errors.push(userError('INVALID', [...path, 'email'], 'Enter a valid email address.'));
    out.email = email;
  }
  if (input.phone !== undefined) {
    if (input.phone !== null && !PHONE.test(input.phone)) {
      errors.push(
        userError(
          'INVALID',
          [...path, 'phone'],
          'Enter the phone number in international format, e.g. +441234567890.',
        ),
      );
    }
    out.phone = input.phone;
  }
  if (input.customerAccessToken !== undefined) {
    if (input.customerAccessToken !== null && !CUSTOMER_TOKEN.test(input.customerAccessToken)) {
      errors.push(
        userError(
          'INVALID',
          [...path, 'customerAccessToken'],
          'The customer access token is malformed.',
        ),
      );
    }
    out.customerToken = input.customerAccessToken;
  }
  return out;
}
