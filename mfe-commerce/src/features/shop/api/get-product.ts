import { PRODUCT_FRAGMENT } from '../../../shared/storefront/fragments';
import type { RawProduct } from '../../../shared/storefront/storefront-types';

/** One product by handle, priced for the visitor's country: the live refresh of a product page. */
export const GET_PRODUCT = /* GraphQL */ `
  query GetProduct($handle: String!, $country: CountryCode) @inContext(country: $country) {
    product(handle: $handle) {
      ...ProductDetail
    }
  }
  ${PRODUCT_FRAGMENT}
`;

export interface GetProductResult {
  product: RawProduct | null;
}

export interface GetProductVariables {
  handle: string;
  country?: string;
}
