import { applyListing, LISTING_QUERY, type ListingResult } from '../hooks/use-live-listing';
import type { ListedProduct } from '../shop-pages';
import { storeHelper } from './store-helper';

type Seen = { url: string; init?: RequestInit };
const fetchAnswering = (answer: () => Response | Promise<Response>) => {
  const calls: Seen[] = [];
  return {
    calls,
    fetch: async (url: string, init?: RequestInit) => {
      calls.push({ url, init });
      return answer();
    },
  };
};

describe('storeHelper (spec §7.5)', () => {
  it('POSTs the query text as application/graphql with the token header to the 2022-07 endpoint, and passes the JSON on', async () => {
    const { fetch, calls } = fetchAnswering(
      () => new Response('{"data":{"shop":{"name":"x"}}}', { status: 200 }),
    );
    const onSuccess = jest.fn();
    await storeHelper('{ shop { name } }', onSuccess, { fetch, token: 'public-token' });
    expect(calls[0]?.url).toBe('/api/2022-07/graphql.json');
    expect(calls[0]?.init).toMatchObject({ method: 'POST', body: '{ shop { name } }' });
    expect(calls[0]?.init?.headers).toMatchObject({
      'Content-Type': 'application/graphql',
      'X-Shopify-Storefront-Access-Token': 'public-token',
    });
    expect(onSuccess).toHaveBeenCalledWith({ data: { shop: { name: 'x' } } });
  });

  it('sends network failures, HTTP errors, GraphQL errors and unreadable answers to onError, never onSuccess', async () => {
    const answers = [
      () => Promise.reject(new TypeError('Failed to fetch')),
      () => new Response('{}', { status: 502 }),
      () => new Response('{"errors":[{"message":"Field \'x\' doesn\'t exist"}]}', { status: 400 }),
      () => new Response('<html>', { status: 200 }),
    ];
    for (const answer of answers) {
      const onSuccess = jest.fn();
      const onError = jest.fn();
      await storeHelper('{ x }', onSuccess, { fetch: fetchAnswering(answer).fetch, onError });
      expect(onSuccess).not.toHaveBeenCalled();
      expect(onError).toHaveBeenCalledTimes(1);
    }
  });
});

describe('applyListing', () => {
  const product = (handle: string, available: boolean, categories: string[]): ListedProduct =>
    ({
      handle,
      title: handle,
      available,
      categories,
      price: { amount: '1.00', currencyCode: 'GBP' },
      image: null,
    }) as unknown as ListedProduct;
  const built = {
    products: [
      product('a', true, ['books']),
      product('b', true, ['dvds']),
      product('c', false, ['gifts']),
    ],
    categories: [{ handle: 'books', title: 'Books' }],
  };
  const live: ListingResult = {
    collections: {
      nodes: [
        {
          handle: 'books',
          title: 'Books',
          products: {
            nodes: [
              { handle: 'a', availableForSale: false },
              { handle: 'new', availableForSale: true },
            ],
          },
        },
        {
          handle: 'sale',
          title: 'Sale',
          products: {
            nodes: [
              { handle: 'a', availableForSale: false },
              { handle: 'b', availableForSale: true },
            ],
          },
        },
      ],
    },
  };

  it('takes availability and categories from the store, keeps built values for products it does not list, and adds no unknown product', () => {
    const result = applyListing(built, live);
    expect(result.categories).toEqual([
      { handle: 'books', title: 'Books' },
      { handle: 'sale', title: 'Sale' },
    ]);
    expect(result.products.map((p) => [p.handle, p.available, p.categories])).toEqual([
      ['a', false, ['books', 'sale']],
      ['b', true, ['sale']],
      ['c', false, ['gifts']],
    ]);
  });

  it('asks for handles and availability only', () => {
    expect(LISTING_QUERY).toContain('availableForSale');
    expect(LISTING_QUERY).not.toContain('price');
  });
});
