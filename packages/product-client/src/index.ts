/** The response header that carries the shop session (spec §7.1). */
export const SESSION_HEADER = 'x-shop-session';
/** Local-storage key of the stored shop session id. */
export const SESSION_STORAGE_KEY = 'shopSession';
/** The session machine's key for the customer access token (packages/commerce session feature). */
export const AUTH_TOKEN_STORAGE_KEY = 'storefrontAccessToken';
/**
 * Spec §9's "auth" local-storage object, `{"authToken": "…"}`: the product API's token, which the
 * Bearer header carries. The session machine writes it beside the storefront token (one account
 * serves both APIs) and removes it on sign-out.
 */
export const AUTH_STORAGE_KEY = 'auth';

/** The auth object's token, or null when there is none or it is not a well-formed token. */
export function readAuthToken(storage: Pick<Storage, 'getItem'>): string | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(storage.getItem(AUTH_STORAGE_KEY) ?? 'null');
  } catch {
    return null;
  }
  const token = (parsed as { authToken?: unknown } | null)?.authToken;
  return typeof token === 'string' && /^[\x21-\x7e]{1,200}$/.test(token) ? token : null;
}

/** The auth object as stored. */
export function authObject(token: string): string {
  return JSON.stringify({ authToken: token });
}
export const DEFAULT_CURRENCY = 'GBP';

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

export interface ProductFetchOptions {
  /** The product GraphQL endpoint; same origin `/graphql` by default. */
  endpoint?: string;
  storage: StorageLike;
  fetch: FetchLike;
  /** The visitor's chosen currency; the API's default (GBP) when unset. */
  currency?: () => string | undefined;
}

/**
 * A fetch for urql (or plain use) that speaks the product GraphQL's protocol:
 * `?currency=`, `Authorization: Bearer` with the customer's token, and the session
 * header — sent as `Session <id>`, and on every response either stored (when it
 * differs) or, when it reads 'false', removed.
 */
export function createProductFetch(options: ProductFetchOptions): FetchLike {
  const endpoint = options.endpoint ?? '/graphql';
  return async (_input, init = {}) => {
    const currency = options.currency?.() ?? DEFAULT_CURRENCY;
    const url = `${endpoint}${endpoint.includes('?') ? '&' : '?'}currency=${encodeURIComponent(currency)}`;
    const headers = new Headers(init.headers);
    const session = options.storage.getItem(SESSION_STORAGE_KEY);
    if (session) headers.set(SESSION_HEADER, `Session ${session}`);
    const token = readAuthToken(options.storage);
    if (token) headers.set('Authorization', `Bearer ${token}`);
    const response = await options.fetch(url, { ...init, headers });
    const answer = response.headers.get(SESSION_HEADER);
    if (answer === 'false') options.storage.removeItem(SESSION_STORAGE_KEY);
    else if (answer && answer !== session) options.storage.setItem(SESSION_STORAGE_KEY, answer);
    return response;
  };
}

/**
 * What an area's urql client for the product GraphQL needs besides its exchanges: the same-origin
 * endpoint, POST, and a fetch that speaks the protocol above with the page's local storage. urql
 * hands over the URL as a string, a URL or a Request; the product fetch adds `?currency=` to its
 * own endpoint. Call it in the browser only.
 */
export function productGraphqlOptions(currency: () => string | undefined) {
  const productFetch = createProductFetch({
    storage: window.localStorage,
    fetch: (input, init) => fetch(input, init),
    currency,
  });
  return {
    url: '/graphql',
    preferGetMethod: false as const,
    fetch: (input: RequestInfo | URL, init?: RequestInit) =>
      productFetch(
        typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
        init,
      ),
  };
}
