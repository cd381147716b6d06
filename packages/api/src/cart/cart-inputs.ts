import type { Attribute, CartUserError } from './cart-types';
import { MAX_ATTRIBUTES } from './cart-types';

/** GraphQL input shapes after graphql-js coercion (optional fields may be null or absent). */
export interface CartLineInput {
  merchandiseId: string;
  quantity?: number | null;
  attributes?: Attribute[] | null;
}

export interface CartLineUpdateInput {
  id: string;
  quantity?: number | null;
  merchandiseId?: string | null;
  attributes?: Attribute[] | null;
}

export interface BuyerIdentityInput {
  countryCode?: string | null;
  email?: string | null;
  phone?: string | null;
  customerAccessToken?: string | null;
}

export function userError(
  code: CartUserError['code'],
  field: (string | number)[] | null,
  message: string,
): CartUserError {
  return { code, field: field ? field.map(String) : null, message };
}

/** Checks attribute lists; returns the cleaned list or pushes errors and returns null. */
export function checkAttributes(
  attributes: Attribute[] | null | undefined,
  path: (string | number)[],
  errors: CartUserError[],
): Attribute[] | null {
  if (attributes === null || attributes === undefined) return null;
  if (attributes.length > MAX_ATTRIBUTES) {
    errors.push(userError('INVALID', path, `At most ${MAX_ATTRIBUTES} attributes are allowed.`));
    return null;
  }
  for (const [i, a] of attributes.entries()) {
    if (a.key.trim() === '' || a.key.length > 255 || a.value.length > 1000) {
      errors.push(
        userError(
          'INVALID',
          [...path, i],
          'Attribute keys need 1–255 characters and values at most 1000.',
        ),
      );
      return null;
    }
  }
  return attributes.map((a) => ({ key: a.key, value: a.value }));
}

const EMAIL =
  /^[^\s@<>()[\]\\,;:"]{1,64}@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

export function isEmail(value: string): boolean {
  return value.length <= 254 && EMAIL.test(value);
}

export const PHONE = /^\+[1-9][0-9]{6,14}$/;
export const CUSTOMER_TOKEN = /^[A-Za-z0-9_-]{8,255}$/;
