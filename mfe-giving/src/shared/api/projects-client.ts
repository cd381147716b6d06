import { Client, cacheExchange, fetchExchange } from 'urql';
import { appState } from '@site/app-state';
import { productGraphqlOptions } from '@site/product-client';

let shared: Client | null = null;

/**
 * The urql client the public giving pages read project figures with: the product GraphQL
 * (same-origin `/graphql`) through @site/product-client, so it speaks the API's protocol
 * (`?currency=`, session header, Bearer token). Made on first use, in the browser only.
 */
export function givingClient(): Client {
  shared ??= new Client({
    ...productGraphqlOptions(() => appState.getState().currency),
    exchanges: [cacheExchange, fetchExchange],
  });
  return shared;
}
