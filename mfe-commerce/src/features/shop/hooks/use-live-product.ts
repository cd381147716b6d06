import { useEffect, useState } from 'react';
import { useAppState } from '@site/app-state/react';
import { GET_PRODUCT, type GetProductResult } from '../api/get-product';
import { reshapeProduct } from '../../../shared/storefront/reshape-product';
import type { Product } from '../../../shared/storefront/shop-types';
import { storefrontClient } from '../../../shared/storefront/storefront-client';

/**
 * The build-time product, then (after hydration, once the region is known) the live one: prices in
 * the region's currency and current availability. If the refresh fails, the built page stays as it is.
 */
export function useLiveProduct(built: Product): Product {
  const region = useAppState((s) => s.region);
  const [live, setLive] = useState<Product | null>(null);
  useEffect(() => {
    if (!region) return;
    let current = true;
    void storefrontClient()
      .query<GetProductResult>(
        GET_PRODUCT,
        { handle: built.handle, country: region },
        { requestPolicy: 'cache-and-network' },
      )
      .toPromise()
      .then((result) => {
        if (!current) return;
        if (result.error) console.error('storefront:', result.error.message);
        if (result.data?.product) setLive(reshapeProduct(result.data.product, location.origin));
      });
    return () => {
      current = false;
    };
  }, [built.handle, region]);
  return live && live.handle === built.handle ? live : built;
}
