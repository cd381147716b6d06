import { CART_DOCUMENT_FRAGMENTS, CART_PAYLOAD } from './cart-fragment';
import type { CartPayload } from './cart-types';

/** Spec §7.4: CartLinesAdd, priced for the visitor's country. */
export const CART_LINES_ADD = /* GraphQL */ `
  mutation CartLinesAdd($cartId: ID!, $lines: [CartLineInput!]!, $country: CountryCode) @inContext(country: $country) {
    cartLinesAdd(cartId: $cartId, lines: $lines) {
      ${CART_PAYLOAD}
    }
  }
  ${CART_DOCUMENT_FRAGMENTS}
`;

export interface CartLinesAddResult {
  cartLinesAdd: CartPayload | null;
}
