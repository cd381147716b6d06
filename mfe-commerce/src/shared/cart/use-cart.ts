import { useEffect, useMemo, useState } from 'react';
import type { Cart, RawCart } from './api/cart-types';
import { reshapeCart } from './api/reshape-cart';
import { cartActor, cartCache } from './cart-runtime';
import { followCart } from './follow-cart';

/**
 * The visitor's cart (lines, totals, cost) from urql's cache, for the cart machine's current cart id;
 * null while there is none. The server render and the render that hydrates have none.
 */
export function useCart(): Cart | null {
  const [raw, setRaw] = useState<RawCart | null>(null);
  useEffect(() => followCart(cartActor(), cartCache(), setRaw), []);
  return useMemo(() => (raw ? reshapeCart(raw, location.origin) : null), [raw]);
}
