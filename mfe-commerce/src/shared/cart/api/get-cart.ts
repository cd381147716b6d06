import { CART_FRAGMENT } from './cart-fragment';
import type { RawCart } from './cart-types';

/** Spec §7.4: fetch the stored cart; `cart` is null when it no longer exists. */
export const GET_CART = /* GraphQL */ `
  query GetCart($cartId: ID!, $country: CountryCode) @inContext(country: $country) {
    cart(id: $cartId) {
      ...CartFields
    }
  }
  ${CART_FRAGMENT}
`;

export interface GetCartResult {
  cart: RawCart | null;
}
