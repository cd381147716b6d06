import {
  MAX_RELATED,
  relatedHandles,
  relatedProductsQuery,
  reshapeRelated,
  type RawRelatedProduct,
} from './get-related-products';

const raw = (handle: string, variants: number): RawRelatedProduct => ({
  id: `gid://shopify/Product/${handle}`,
  handle,
  title: handle.toUpperCase(),
  availableForSale: true,
  featuredImage: null,
  priceRange: { minVariantPrice: { amount: '9.99', currencyCode: 'GBP' } },
  variants: {
    nodes: Array.from({ length: variants }, (_, i) => ({
      id: `gid://shopify/ProductVariant/${handle}-${i}`,
      availableForSale: true,
    })),
  },
});

describe('related products', () => {
  it('keeps valid, distinct handles in order, at most six', () => {
    expect(relatedHandles(['season-1-dvd', 'season-1-dvd', 'Bad Handle', 42, '', 'mug'])).toEqual([
      'season-1-dvd',
      'mug',
    ]);
    expect(relatedHandles(Array.from({ length: 9 }, (_, i) => `p${i}`))).toHaveLength(MAX_RELATED);
  });

  it('asks for every handle in one valid document', () => {
    const query = relatedProductsQuery(3);
    expect(query).toContain(
      'query RelatedProducts($country: CountryCode, $h0: String!, $h1: String!, $h2: String!)',
    );
    expect(query.match(/product\(handle: \$h\d\)/g)).toHaveLength(3);
  });

  it('keeps the handles’ order, drops unknown ones, and offers add-to-cart only for a single-variant product', () => {
    const products = reshapeRelated({ p0: raw('shirt', 2), p1: null, p2: raw('mug', 1) }, 3);
    expect(products.map((p) => [p.handle, p.variantId])).toEqual([
      ['shirt', null],
      ['mug', 'gid://shopify/ProductVariant/mug-0'],
    ]);
  });
});
