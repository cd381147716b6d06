import { PRODUCT_CARD_FRAGMENT } from '../../../shared/storefront/fragments';
import type { RawProductCard } from '../../../shared/storefront/storefront-types';

/** Every product as a card: the shop and category listings; details come one product at a time. */
export const GET_PRODUCTS = /* GraphQL */ `
  query GetProducts($country: CountryCode) @inContext(country: $country) {
    products(first: 100, sortKey: TITLE) {
      nodes {
        ...ProductCard
      }
    }
  }
  ${PRODUCT_CARD_FRAGMENT}
`;

export interface GetProductsResult {
  products: { nodes: RawProductCard[] };
}

export interface GetProductsVariables {
  country?: string;
}
