import type { ShopProductCard } from '@site/contracts/page-data';
import { IMAGE_FRAGMENT, MONEY_FRAGMENT } from '../../../shared/storefront/fragments';

/** At most this many related products are shown; the rest are left out. */
export const MAX_RELATED = 6;
const HANDLE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Valid, distinct handles, in the order given, at most MAX_RELATED. */
export function relatedHandles(handles: readonly unknown[]): string[] {
  const out: string[] = [];
  for (const h of handles)
    if (
      typeof h === 'string' &&
      HANDLE.test(h) &&
      h.length <= 100 &&
      !out.includes(h) &&
      out.length < MAX_RELATED
    )
      out.push(h);
  return out;
}

/** One query for several products by handle (aliases p0, p1 …), priced for the visitor's country. */
export function relatedProductsQuery(count: number): string {
  const vars = Array.from({ length: count }, (_, i) => `$h${i}: String!`).join(', ');
  const fields = Array.from(
    { length: count },
    (_, i) => `p${i}: product(handle: $h${i}) { ...RelatedProduct }`,
  ).join('\n    ');
  return /* GraphQL */ `
  query RelatedProducts($country: CountryCode${count > 0 ? ', ' + vars : ''}) @inContext(country: $country) {
    ${fields}
  }
  fragment RelatedProduct on Product {
    id
    handle
    title
    availableForSale
    featuredImage { ...ImageFields }
    priceRange { minVariantPrice { ...Money } }
    variants(first: 2) { nodes { id availableForSale } }
  }
  ${IMAGE_FRAGMENT}
  ${MONEY_FRAGMENT}
`;
}

export interface RawRelatedProduct {
  id: string;
  handle: string;
  title: string;
  availableForSale: boolean;
  featuredImage: {
    url: string;
    altText: string | null;
    width: number | null;
    height: number | null;
  } | null;
  priceRange: { minVariantPrice: { amount: string; currencyCode: string } };
  variants: { nodes: Array<{ id: string; availableForSale: boolean }> };
}

/** A product as a card: the same shape the build puts into the `shopProducts` static query. */
export type RelatedProduct = ShopProductCard;

/** The products found, in the order of the handles; unknown handles are left out. */
export function reshapeRelated(
  data: Record<string, RawRelatedProduct | null>,
  count: number,
): RelatedProduct[] {
  const out: RelatedProduct[] = [];
  for (let i = 0; i < count; i++) {
    const raw = data[`p${i}`];
    if (!raw) continue;
    const only = raw.variants.nodes.length === 1 ? raw.variants.nodes[0] : undefined;
    out.push({
      handle: raw.handle,
      title: raw.title,
      available: raw.availableForSale,
      image: raw.featuredImage
        ? {
            url: raw.featuredImage.url,
            alt: raw.featuredImage.altText ?? raw.title,
            width: raw.featuredImage.width,
            height: raw.featuredImage.height,
          }
        : null,
      price: raw.priceRange.minVariantPrice,
      variantId: only ? only.id : null,
    });
  }
  return out;
}
