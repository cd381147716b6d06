import type { StorefrontRequest } from './storefront-client';
import { storefrontConfig, type StorefrontConfig } from './storefront-config';

interface GraphqlBody<D> {
  data?: D | null;
  errors?: Array<{ message: string }>;
}

/**
 * One Storefront operation with `fetch` alone, for code that runs before the app (the add-to-cart
 * island): the same POST urql sends, without urql. GraphQL or network errors reject.
 */
export function fetchRequest(
  config: StorefrontConfig = storefrontConfig(),
  fetcher: typeof fetch = (...args) => fetch(...args),
): StorefrontRequest {
  return async <D>(document: string, variables: Record<string, unknown>) => {
    const response = await fetcher(config.endpoint, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/graphql-response+json, application/json',
        'X-Shopify-Storefront-Access-Token': config.token,
      },
      body: JSON.stringify({ query: document, variables }),
    });
    const body = (await response.json().catch(() => ({}))) as GraphqlBody<D>;
    if (body.errors?.length) throw new Error(body.errors.map((e) => e.message).join(' '));
    if (!response.ok) throw new Error(`The storefront answered HTTP ${response.status}.`);
    if (!body.data) throw new Error('The storefront returned no data.');
    return body.data;
  };
}
