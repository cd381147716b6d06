import { databaseKinds } from '../test-support/databases';
import { suiteApi } from '../test-support/suite';

// Real databases on a shared CI box: allow for a slow moment rather than fail on timing.
jest.setTimeout(30_000);

const HANDLES = [
  'the-great-controversy-hardcover',
  'the-great-controversy-paperback',
  'season-1-dvd',
  'season-2-dvd',
  'season-3-dvd',
  'reformation-map-poster',
  'waldensian-valleys-guide',
  'pioneers-biography-set',
  'tyndale-new-testament-facsimile',
  'timeline-wall-chart',
  'heritage-tote-bag',
  'heritage-t-shirt',
  'luther-rose-mug',
  'bible-study-journal',
];

type Money = { amount: string; currencyCode: string };

describe.each(databaseKinds())('storefront catalogue (%s)', (kind) => {
  const { api } = suiteApi(kind);

  it('lists every seeded handle across pages', async () => {
    const query = `query($after: String) { products(first: 5, after: $after) { nodes { handle } pageInfo { hasNextPage endCursor } } }`;
    type Page = {
      products: {
        nodes: { handle: string }[];
        pageInfo: { hasNextPage: boolean; endCursor: string };
      };
    };
    const seen: string[] = [];
    let after: string | null = null;
    for (let page = 0; page < 5; page++) {
      const response: { data?: Page } = await api.client.request<Page>(query, {
        variables: { after },
      });
      const products: Page['products'] | undefined = response.data?.products;
      if (!products) throw new Error('no products');
      seen.push(...products.nodes.map((n) => n.handle));
      if (!products.pageInfo.hasNextPage) break;
      after = products.pageInfo.endCursor;
    }
    expect([...seen].sort()).toEqual([...HANDLES].sort());
  });

  it('returns a product by handle with variants, options, images and a price range', async () => {
    const { data, errors } = await api.client.request<{
      product: Record<string, unknown> & {
        variants: {
          nodes: {
            title: string;
            quantityAvailable: number;
            availableForSale: boolean;
            selectedOptions: unknown[];
            sku: string;
          }[];
        };
      };
    }>(
      `query { product(handle: "heritage-t-shirt") {
        id title handle productType vendor tags description descriptionHtml
        featuredImage { url altText width height }
        options { name values }
        priceRange { minVariantPrice { amount currencyCode } maxVariantPrice { amount currencyCode } }
        variants(first: 10) { nodes { title sku availableForSale quantityAvailable selectedOptions { name value } } }
      } }`,
    );
    expect(errors).toBeUndefined();
    const product = data?.product;
    expect(product).toMatchObject({
      id: 'gid://shopify/Product/1012',
      title: 'Heritage T-Shirt',
      productType: 'Apparel',
      tags: ['apparel', 'shirt'],
      options: [{ name: 'Size', values: ['S', 'M', 'L', 'XL'] }],
      priceRange: {
        minVariantPrice: { amount: '22.99', currencyCode: 'USD' },
        maxVariantPrice: { amount: '22.99', currencyCode: 'USD' },
      },
    });
    expect(product?.description).not.toMatch(/<p>/);
    expect(product?.descriptionHtml).toMatch(/^<p>/);
    expect(product?.variants.nodes.map((v) => [v.title, v.quantityAvailable])).toEqual([
      ['S', 20],
      ['M', 30],
      ['L', 25],
      ['XL', 3],
    ]);
    expect(product?.variants.nodes[3]?.selectedOptions).toEqual([{ name: 'Size', value: 'XL' }]);
  });

  it('prices by region through @inContext, falling back to US prices', async () => {
    const query = (country: string) =>
      `query @inContext(country: ${country}) { product(handle: "the-great-controversy-hardcover") { variants(first: 1) { nodes { price { amount currencyCode } } } } }`;
    const expected: Record<string, Money> = {
      GB: { amount: '24.99', currencyCode: 'GBP' },
      DE: { amount: '28.99', currencyCode: 'EUR' },
      FR: { amount: '28.99', currencyCode: 'EUR' },
      CA: { amount: '42.99', currencyCode: 'CAD' },
      AU: { amount: '45.99', currencyCode: 'AUD' },
      NZ: { amount: '49.99', currencyCode: 'NZD' },
      US: { amount: '31.99', currencyCode: 'USD' },
      JP: { amount: '31.99', currencyCode: 'USD' },
    };
    for (const [country, price] of Object.entries(expected)) {
      const { data } = await api.client.request<{
        product: { variants: { nodes: { price: Money }[] } };
      }>(query(country));
      expect([country, data?.product.variants.nodes[0]?.price]).toEqual([country, price]);
    }
    const withVariable = await api.client.request<{
      product: { variants: { nodes: { price: Money }[] } };
    }>(
      'query($c: CountryCode) @inContext(country: $c) { product(handle: "luther-rose-mug") { variants(first: 1) { nodes { price { amount currencyCode } } } } }',
      { variables: { c: 'AU' } },
    );
    expect(withVariable.data?.product.variants.nodes[0]?.price).toEqual({
      amount: '19.99',
      currencyCode: 'AUD',
    });
    const unknown = await api.client.request(
      'query @inContext(country: QQ) { products(first: 1) { nodes { id } } }',
    );
    expect(unknown.errors?.networkStatusCode).toBe(400);
  });

  it('filters with a search query and sorts by title or price', async () => {
    type Nodes = { products: { nodes: { handle: string }[] } };
    const dvds = await api.client.request<Nodes>(
      '{ products(first: 10, query: "tag:dvd", sortKey: TITLE, reverse: true) { nodes { handle } } }',
    );
    expect(dvds.data?.products.nodes.map((n) => n.handle)).toEqual([
      'season-3-dvd',
      'season-2-dvd',
      'season-1-dvd',
    ]);
    const text = await api.client.request<Nodes>(
      '{ products(first: 10, query: "waldenses") { nodes { handle } } }',
    );
    expect(text.data?.products.nodes.map((n) => n.handle)).toEqual(['waldensian-valleys-guide']);
    const cheapest = await api.client.request<Nodes>(
      'query @inContext(country: GB) { products(first: 2, sortKey: PRICE) { nodes { handle } } }',
    );
    expect(cheapest.data?.products.nodes.map((n) => n.handle)).toEqual([
      'luther-rose-mug',
      'heritage-tote-bag',
    ]);
    const none = await api.client.request<Nodes>(
      '{ products(first: 10, query: "title:\\"100%_\\"") { nodes { handle } } }',
    );
    expect(none.data?.products.nodes).toEqual([]);
  });

  it('serves collections and their products in collection order', async () => {
    type Result = {
      collections: { nodes: { handle: string }[] };
      collection: { title: string; products: { nodes: { handle: string }[] } };
    };
    const { data } = await api.client.request<Result>(
      '{ collections(first: 10) { nodes { handle } } collection(handle: "prints") { title products(first: 10) { nodes { handle } } } }',
    );
    expect(data?.collections.nodes.map((n) => n.handle)).toEqual([
      'books',
      'dvds',
      'apparel',
      'gifts',
      'prints',
    ]);
    expect(data?.collection).toEqual({
      title: 'Prints',
      products: {
        nodes: [{ handle: 'reformation-map-poster' }, { handle: 'timeline-wall-chart' }],
      },
    });
  });

  it('serves product images as SVG with a long cache lifetime', async () => {
    const response = await fetch(`${api.baseUrl}/images/luther-rose-mug.svg`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/image\/svg\+xml/);
    expect(response.headers.get('cache-control')).toMatch(/max-age=31536000.*immutable/);
    expect(await response.text()).toMatch(/^<svg /);
    expect((await fetch(`${api.baseUrl}/images/missing.svg`)).status).toBe(404);
  });
});
