import { CART_DOCUMENT_FRAGMENTS, CART_PAYLOAD } from './cart-fragment';
import type { CartPayload } from './cart-types';

/** Spec §7.4: CartLinesUpdate, priced for the visitor's country. */
export const CART_LINES_UPDATE = /* GraphQL */ `
  mutation CartLinesUpdate($cartId: ID!, $lines: [CartLineUpdateInput!]!, $country: CountryCode) @inContext(country: $country) {
    cartLinesUpdate(cartId: $cartId, lines: $lines) {
      ${CART_PAYLOAD}
    }
  }
  ${CART_DOCUMENT_FRAGMENTS}
`;

export interface CartLinesUpdateResult {
  cartLinesUpdate: CartPayload | null;
}
