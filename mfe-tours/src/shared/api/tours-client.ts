import { Client, cacheExchange, fetchExchange } from 'urql';
import { appState } from '@site/app-state';
import { createProductFetch } from '@site/product-client';

let shared: Client | null = null;

/**
 * The urql client of the tours pages: the product GraphQL (same-origin `/graphql`, tour operations
 * of packages/api/src/tours/tour-sdl.ts) through @site/product-client, so the session header and a
 * signed-in customer's Bearer token go with every request. Made on first use, in the browser only.
 */
export function toursClient(): Client {
  if (shared) return shared;
  const productFetch = createProductFetch({
    storage: window.localStorage,
    fetch: (input, init) => fetch(input, init),
    currency: () => appState.getState().currency,
  });
  shared = new Client({
    url: '/graphql',
    preferGetMethod: false,
    requestPolicy: 'network-only',
    exchanges: [cacheExchange, fetchExchange],
    fetch: (input, init) =>
      productFetch(
        typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
        init,
      ),
  });
  return shared;
}
