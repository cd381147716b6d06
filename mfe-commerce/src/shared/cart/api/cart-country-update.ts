import { CART_DOCUMENT_FRAGMENTS, CART_PAYLOAD } from './cart-fragment';
import type { CartPayload } from './cart-types';

/**
 * Moves the cart to another country (Shopify's cartBuyerIdentityUpdate): its prices, currency and
 * tax become that country's region's. Used when the visitor chooses another region.
 */
export const CART_COUNTRY_UPDATE = /* GraphQL */ `
  mutation CartCountryUpdate($cartId: ID!, $country: CountryCode!) @inContext(country: $country) {
    cartBuyerIdentityUpdate(cartId: $cartId, buyerIdentity: { countryCode: $country }) {
      ${CART_PAYLOAD}
    }
  }
  ${CART_DOCUMENT_FRAGMENTS}
`;

export interface CartCountryUpdateResult {
  cartBuyerIdentityUpdate: CartPayload | null;
}
