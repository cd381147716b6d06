import { Client, cacheExchange, fetchExchange } from 'urql';
import { storefrontConfig, type StorefrontConfig } from './storefront-config';

/** Runs one Storefront operation and resolves with its data; GraphQL or network errors reject. */
export type StorefrontRequest = <D>(
  document: string,
  variables: Record<string, unknown>,
  kind?: 'query' | 'mutation',
) => Promise<D>;

export function createStorefrontClient(config: StorefrontConfig = storefrontConfig()): Client {
  return new Client({
    url: config.endpoint,
    // The Storefront API answers POST only (urql would send short queries as GET).
    preferGetMethod: false,
    exchanges: [cacheExchange, fetchExchange],
    fetchOptions: { headers: { 'X-Shopify-Storefront-Access-Token': config.token } },
  });
}

/** Cart reads must never come from urql's document cache: the cart changes under them. */
export function urqlRequest(client: Client): StorefrontRequest {
  return async <D>(
    document: string,
    variables: Record<string, unknown>,
    kind: 'query' | 'mutation' = 'query',
  ) => {
    const result =
      kind === 'mutation'
        ? await client.mutation<D>(document, variables).toPromise()
        : await client.query<D>(document, variables, { requestPolicy: 'network-only' }).toPromise();
    if (result.error) throw new Error(result.error.message);
    if (!result.data) throw new Error('The storefront returned no data.');
    return result.data;
  };
}

let shared: Client | null = null;

/** One client per page: the cart, product refreshes and widgets share its cache. */
export function storefrontClient(): Client {
  shared ??= createStorefrontClient();
  return shared;
}
