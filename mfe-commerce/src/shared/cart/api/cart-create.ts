import { CART_DOCUMENT_FRAGMENTS, CART_PAYLOAD } from './cart-fragment';
import type { CartPayload } from './cart-types';

/** Spec §7.4: CartCreate, priced for the visitor's country. */
export const CART_CREATE = /* GraphQL */ `
  mutation CartCreate($lines: [CartLineInput!], $country: CountryCode) @inContext(country: $country) {
    cartCreate(input: { lines: $lines, buyerIdentity: { countryCode: $country } }) {
      ${CART_PAYLOAD}
    }
  }
  ${CART_DOCUMENT_FRAGMENTS}
`;

export interface CartCreateResult {
  cartCreate: CartPayload | null;
}
