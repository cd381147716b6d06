import type { RawCollection } from '../../../shared/storefront/storefront-types';

/** The categories and which products each holds (handles only: the products come from GetProducts). */
export const GET_COLLECTIONS = /* GraphQL */ `
  query GetCollections {
    collections(first: 50, sortKey: TITLE) {
      nodes {
        handle
        title
        description
        products(first: 100) {
          nodes {
            handle
          }
        }
      }
    }
  }
`;

export interface GetCollectionsResult {
  collections: { nodes: RawCollection[] };
}
