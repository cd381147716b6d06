import { storefrontConfig } from '../../../shared/storefront/storefront-config';

/** The Storefront API version of the online store helper (spec §7.5, §9). */
export const STORE_HELPER_API_VERSION = '2022-07';

type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

export interface StoreHelperOptions {
  /** Default: SHOP_STORE_HELPER_ENDPOINT at build time, else the embedded API's 2022-07 endpoint on this origin. */
  endpoint?: string;
  token?: string;
  fetch?: FetchLike;
  /** Default: log to the console only, as the spec does for Storefront errors (§8). */
  onError?: (error: Error) => void;
}

export function storeHelperEndpoint(): string {
  return process.env.SHOP_STORE_HELPER_ENDPOINT || `/api/${STORE_HELPER_API_VERSION}/graphql.json`;
}

/**
 * The online store helper (spec §7.5): POSTs the query text itself as `application/graphql`, with
 * the Storefront access token header, and hands the parsed JSON to `onSuccess`. A network failure,
 * an HTTP error, unreadable JSON or a GraphQL `errors` list goes to `onError` instead.
 */
export async function storeHelper<T>(
  query: string,
  onSuccess: (json: { data: T }) => void,
  options: StoreHelperOptions = {},
): Promise<void> {
  const onError =
    options.onError ?? ((error: Error) => console.error('storefront:', error.message));
  const doFetch: FetchLike = options.fetch ?? ((input, init) => fetch(input, init));
  let json: { data?: T; errors?: Array<{ message?: string }> };
  try {
    const response = await doFetch(options.endpoint ?? storeHelperEndpoint(), {
      method: 'POST',
      headers: {
        'Content-Type': 'application/graphql',
        Accept: 'application/json',
        'X-Shopify-Storefront-Access-Token': options.token ?? storefrontConfig().token,
      },
      body: query,
    });
    json = (await response.json()) as typeof json;
    if (!response.ok && !json.errors) throw new Error(`The store answered ${response.status}.`);
  } catch (error) {
    return onError(error instanceof Error ? error : new Error(String(error)));
  }
  if (json.errors?.length || json.data === undefined)
    return onError(
      new Error(json.errors?.map((e) => e.message).join('; ') || 'The store returned no data.'),
    );
  onSuccess({ data: json.data });
}
