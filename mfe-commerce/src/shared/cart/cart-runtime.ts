import { type ActorRefFrom, createActor, fromPromise } from 'xstate';
import { appState } from '@site/app-state';
import { bus } from '@site/event-bus';
import { storefrontClient, urqlRequest } from '../storefront/storefront-client';
import { cartCountry, lookUpGeo, resolveRegion } from '../region/resolve-region';
import { createCartApi } from './api/cart-api';
import { mirrorCartIdToStorage, readStoredCartId } from './cart-storage';
import { CART_LIST_KEY, cartListMachine, saveCartListTo } from './machines/cart-list-machine';
import { cartMachine, type CartStorage } from './machines/cart-machine';

export type CartActor = ActorRefFrom<typeof cartMachine>;

// Storage is looked up on use: the actor may be created during a server render, where none exists.
const local: CartStorage = {
  getItem: (k) => globalThis.localStorage?.getItem(k) ?? null,
  setItem: (k, v) => globalThis.localStorage?.setItem(k, v),
  removeItem: (k) => globalThis.localStorage?.removeItem(k),
};

function createCartActor(): CartActor {
  const api = createCartApi(
    urqlRequest(storefrontClient()),
    typeof location === 'undefined' ? null : location.origin,
  );
  const machine = cartMachine.provide({
    actors: {
      fetchCart: fromApi(({ cartId, country }: { cartId: string; country: string }) =>
        api.fetchCart(cartId, country),
      ),
      createCart: fromApi(({ country }: { country: string }) => api.createCart(country)),
      addLines: fromApi(
        (i: { cartId: string; lines: Parameters<typeof api.addLines>[1]; country: string }) =>
          api.addLines(i.cartId, i.lines, i.country),
      ),
      updateLines: fromApi(
        (i: { cartId: string; lines: Parameters<typeof api.updateLines>[1]; country: string }) =>
          api.updateLines(i.cartId, i.lines, i.country),
      ),
      removeLines: fromApi((i: { cartId: string; lineIds: string[]; country: string }) =>
        api.removeLines(i.cartId, i.lineIds, i.country),
      ),
    },
    actions: { announce: (_, params) => bus.emit('cart.changed', params) },
  });
  return createActor(machine, { input: { storedCartId: readStoredCartId(local) } });
}

// Spec §8: storefront errors are logged to the console; the machine decides what happens next.
function fromApi<I, O>(call: (input: I) => Promise<O>) {
  return fromPromise<O, I>(({ input }) =>
    call(input).catch((error: unknown) => {
      console.error('storefront:', error instanceof Error ? error.message : error);
      throw error;
    }),
  );
}

const SLOT = Symbol.for('site.commerce.cart');
type Slot = { actor: CartActor; started: boolean };
type WithSlot = typeof globalThis & { [SLOT]?: Slot };

function slot(): Slot {
  return ((globalThis as WithSlot)[SLOT] ??= { actor: createCartActor(), started: false });
}

/** The page's one cart actor; safe to call while rendering (it does nothing until started). */
export function cartActor(): CartActor {
  return slot().actor;
}

/**
 * Starts the cart once per page, in the browser: the region and country first (spec §4, once per
 * session), the country becoming the cart's, then the stored cart. The browser cart list follows the cart.
 */
export function startCart(): void {
  const s = slot();
  if (s.started || typeof window === 'undefined') return;
  s.started = true;
  mirrorCartIdToStorage(s.actor, local);
  s.actor.start();
  const list = createActor(
    cartListMachine.provide({ actions: { save: saveCartListTo(local) } }),
  ).start();
  list.send({ type: 'cartList.load', stored: local.getItem(CART_LIST_KEY) });
  s.actor.subscribe((snapshot) => {
    const cart = snapshot.context.cart;
    if (!cart) return;
    const items = cart.lines.map((l) => ({
      merchandiseId: l.merchandiseId,
      title: l.productTitle,
      quantity: l.quantity,
    }));
    if (JSON.stringify(items) !== JSON.stringify(list.getSnapshot().context.items))
      list.send({ type: 'cartList.changed', items });
  });
  void resolveRegion({ session: sessionStorage, lookUp: lookUpGeo }).then((resolved) => {
    const { region, country } = resolved;
    appState.setState({ region });
    bus.emit('region.resolved', { region, country });
    // The region picks currency and content; the cart is priced by the country itself (a French
    // visitor's cart says FR, as Shopify's @inContext(country) does), US when it is unknown.
    s.actor.send({ type: 'cart.countryChanged', country: cartCountry(resolved) });
    s.actor.send({ type: 'cart.load' });
  });
}
