import type { CartCache } from './api/cart-cache';
import type { RawCart } from './api/cart-types';

interface CartIdSource {
  getSnapshot(): { context: { cartId: string | null } };
  subscribe(next: (snapshot: { context: { cartId: string | null } }) => void): {
    unsubscribe(): void;
  };
}

/**
 * Calls `next` with the cart the machine points at, as urql's cache holds it: null while there is
 * no cart (or none cached yet), then each version written. Returns the unsubscribe.
 */
export function followCart(
  actor: CartIdSource,
  cache: CartCache,
  next: (cart: RawCart | null) => void,
): () => void {
  let cartId: string | null | undefined;
  let stopWatching = () => undefined as void;
  const follow = (id: string | null) => {
    if (id === cartId) return;
    cartId = id;
    stopWatching();
    if (id) stopWatching = cache.watch(id, next);
    else {
      stopWatching = () => undefined;
      next(null);
    }
  };
  follow(actor.getSnapshot().context.cartId);
  const subscription = actor.subscribe((s) => follow(s.context.cartId));
  return () => {
    subscription.unsubscribe();
    stopWatching();
  };
}
