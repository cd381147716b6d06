import { Client, cacheExchange, fetchExchange } from 'urql';
import type { RawCart } from './cart-types';
import { GET_CART, type GetCartResult } from './get-cart';

/**
 * The page's cart as server data: urql's document cache, one `GetCart` entry per cart id. Every cart
 * the storefront answers with (the fetch on load, and each mutation's payload) is written here, and
 * components read it cache-only (use-cart.ts); the cart machine keeps only the id.
 */
export interface CartCache {
  /** Makes `cart` the answer to its `GetCart` query, for every reader of that cart id. */
  write(cart: RawCart): Promise<void>;
  /** Calls `next` with the cached cart (null while there is none) now and after every write. */
  watch(cartId: string, next: (cart: RawCart | null) => void): () => void;
}

/**
 * A client of its own, so that the cart mutations (sent on the storefront client) never invalidate
 * this entry: the document cache would drop it and ask the network again for the cart the mutation
 * has just returned. The document cache has no write call; a write is the `GetCart` query answered
 * by a `fetch` that returns the payload, so it never leaves the page, and neither does anything else.
 */
export function createCartCache(): CartCache {
  const client = new Client({
    url: '/cart-cache',
    exchanges: [cacheExchange, fetchExchange],
    fetch: () => Promise.reject(new Error('The cart cache is written, never fetched.')),
  });
  return {
    async write(cart) {
      const text = JSON.stringify({ data: { cart } });
      const answer = {
        status: 200,
        statusText: 'OK',
        headers: {
          get: (name: string) => (/content-type/i.test(name) ? 'application/json' : null),
        },
        text: () => Promise.resolve(text),
      } as unknown as Response;
      const result = await client
        .query<GetCartResult>(
          GET_CART,
          { cartId: cart.id },
          { requestPolicy: 'network-only', fetch: () => Promise.resolve(answer) },
        )
        .toPromise();
      if (result.error) throw new Error(result.error.message);
    },
    watch(cartId, next) {
      const { unsubscribe } = client
        .query<GetCartResult>(GET_CART, { cartId }, { requestPolicy: 'cache-only' })
        .subscribe((result) => next(result.data?.cart ?? null));
      return unsubscribe;
    },
  };
}
