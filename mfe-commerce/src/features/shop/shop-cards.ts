import type { ShopProductCard } from '@site/contracts/page-data';
import { SITE_REGION } from '../../shared/region/site-region';
import type { BuildStorefront } from '../../shared/storefront/build-storefront';
import { GET_PRODUCTS, type GetProductsResult } from './api/get-products';
import {
  MAX_RELATED,
  relatedProductsQuery,
  reshapeRelated,
  type RawRelatedProduct,
} from './api/get-related-products';

/**
 * Every product as a card, priced for the site's region (SITE_REGION), for the `shopProducts` static
 * query: other areas' pages render their related products from it at build time. Asked a few
 * products at a time, as the browser does, to stay under the Storefront API's query-cost limit.
 */
export async function shopCards(storefront: BuildStorefront): Promise<ShopProductCard[]> {
  const { products } = await storefront.request<GetProductsResult>(GET_PRODUCTS);
  const handles = products.nodes.map((p) => p.handle);
  const cards: ShopProductCard[] = [];
  for (let at = 0; at < handles.length; at += MAX_RELATED) {
    const some = handles.slice(at, at + MAX_RELATED);
    const variables = {
      country: SITE_REGION,
      ...Object.fromEntries(some.map((h, i) => [`h${i}`, h])),
    };
    const data = await storefront.request<Record<string, RawRelatedProduct | null>>(
      relatedProductsQuery(some.length),
      variables,
    );
    cards.push(...reshapeRelated(data, some.length));
  }
  // Image URLs root-relative, as in the pages' data: the build's API origin is a placeholder.
  const origin = storefront.origin + '/';
  return cards.map((c) =>
    c.image?.url.startsWith(origin)
      ? { ...c, image: { ...c.image, url: c.image.url.slice(origin.length - 1) } }
      : c,
  );
}
