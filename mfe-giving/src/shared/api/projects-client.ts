import { Client, cacheExchange, fetchExchange } from 'urql';
import { appState } from '@site/app-state';
import { createProductFetch } from '@site/product-client';

let shared: Client | null = null;

/**
 * The urql client the public giving pages read project figures with: the product GraphQL
 * (same-origin `/graphql`) through @site/product-client, so it speaks the API's protocol
 * (`?currency=`, session header, Bearer token). Made on first use, in the browser only.
 */
export function givingClient(): Client {
  if (shared) return shared;
  const productFetch = createProductFetch({
    storage: window.localStorage,
    fetch: (input, init) => fetch(input, init),
    currency: () => appState.getState().currency,
  });
  shared = new Client({
    url: '/graphql',
    preferGetMethod: false,
    exchanges: [cacheExchange, fetchExchange],
    // urql hands over the URL as a string; the product fetch adds `?currency=` to its own endpoint.
    fetch: (input, init) =>
      productFetch(
        typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
        init,
      ),
  });
  return shared;
}
