import { useEffect, useState } from 'react';
import type { CategoryLink, ListedProduct } from '../shop-pages';
import { storeHelper, type StoreHelperOptions } from '../api/store-helper';

/** The collection listing as the online store helper asks for it (2022-07). */
export const LISTING_QUERY = `{
  collections(first: 50, sortKey: TITLE) {
    nodes { handle title products(first: 100) { nodes { handle availableForSale } } }
  }
}`;

export interface ListingResult {
  collections: {
    nodes: Array<{
      handle: string;
      title: string;
      products: { nodes: Array<{ handle: string; availableForSale: boolean }> };
    }>;
  };
}

export interface Listing {
  products: ListedProduct[];
  categories: CategoryLink[];
}

/**
 * Applies the live listing to the built one: availability and category membership come from the
 * store; products the build did not know are left out (they have no page yet), and products the store
 * no longer lists in any collection keep their built categories.
 */
export function applyListing(built: Listing, live: ListingResult): Listing {
  const available = new Map<string, boolean>();
  const categoriesOf = new Map<string, string[]>();
  for (const collection of live.collections.nodes) {
    for (const product of collection.products.nodes) {
      available.set(product.handle, product.availableForSale);
      categoriesOf.set(product.handle, [
        ...(categoriesOf.get(product.handle) ?? []),
        collection.handle,
      ]);
    }
  }
  return {
    categories:
      live.collections.nodes.length > 0
        ? live.collections.nodes.map((c) => ({ handle: c.handle, title: c.title }))
        : built.categories,
    products: built.products.map((p) => ({
      ...p,
      available: available.get(p.handle) ?? p.available,
      categories: categoriesOf.get(p.handle) ?? p.categories,
    })),
  };
}

/** The built listing, refreshed once after hydration through the store helper; on failure the built one stays. */
export function useLiveListing(built: Listing, options?: StoreHelperOptions): Listing {
  const [live, setLive] = useState<ListingResult | null>(null);
  // Once per page: the options are fixed for a page's life, so the first ones are kept.
  const [fixedOptions] = useState(options);
  useEffect(() => {
    let current = true;
    void storeHelper<ListingResult>(
      LISTING_QUERY,
      ({ data }) => current && setLive(data),
      fixedOptions,
    );
    return () => {
      current = false;
    };
  }, [fixedOptions]);
  return live ? applyListing(built, live) : built;
}
