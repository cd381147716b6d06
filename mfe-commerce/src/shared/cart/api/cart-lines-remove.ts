import { CART_DOCUMENT_FRAGMENTS, CART_PAYLOAD } from './cart-fragment';
import type { CartPayload } from './cart-types';

/** Spec §7.4: CartLinesRemove, priced for the visitor's country. */
export const CART_LINES_REMOVE = /* GraphQL */ `
  mutation CartLinesRemove($cartId: ID!, $lineIds: [ID!]!, $country: CountryCode) @inContext(country: $country) {
    cartLinesRemove(cartId: $cartId, lineIds: $lineIds) {
      ${CART_PAYLOAD}
    }
  }
  ${CART_DOCUMENT_FRAGMENTS}
`;

export interface CartLinesRemoveResult {
  cartLinesRemove: CartPayload | null;
}
