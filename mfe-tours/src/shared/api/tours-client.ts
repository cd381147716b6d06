import { Client, cacheExchange, fetchExchange } from 'urql';
import { appState } from '@site/app-state';
import { productGraphqlOptions } from '@site/product-client';

let shared: Client | null = null;

/**
 * The urql client of the tours pages: the product GraphQL (same-origin `/graphql`, tour operations
 * of packages/api/src/tours/tour-sdl.ts) through @site/product-client, so the session header and a
 * signed-in customer's Bearer token go with every request. Made on first use, in the browser only.
 */
export function toursClient(): Client {
  shared ??= new Client({
    ...productGraphqlOptions(() => appState.getState().currency),
    requestPolicy: 'network-only',
    exchanges: [cacheExchange, fetchExchange],
  });
  return shared;
}
