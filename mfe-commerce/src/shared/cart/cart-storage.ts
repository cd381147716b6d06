/** The shop-platform-style key the cart id is kept under (spec §9 "Local storage keys"). */
export const CART_ID_KEY = 'shopify_cart_id';

export type CartStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The cart id this browser kept (spec §9 "Local storage keys"), if any: the cart machine's input. */
export function readStoredCartId(storage: CartStorage): string | null {
  return storage.getItem(CART_ID_KEY) || null;
}

interface CartSource {
  subscribe(next: (snapshot: { context: { cartId: string | null } }) => void): {
    unsubscribe(): void;
  };
}

/**
 * Keeps the stored cart id equal to the cart machine's: a new cart's id is stored, a cart that is
 * gone or checked out is forgotten. The machine stays pure; this is its only writer.
 */
export function mirrorCartIdToStorage(
  actor: CartSource,
  storage: CartStorage,
): { unsubscribe(): void } {
  let last = readStoredCartId(storage);
  return actor.subscribe(({ context: { cartId } }) => {
    if (cartId === last) return;
    last = cartId;
    if (cartId) storage.setItem(CART_ID_KEY, cartId);
    else storage.removeItem(CART_ID_KEY);
  });
}
