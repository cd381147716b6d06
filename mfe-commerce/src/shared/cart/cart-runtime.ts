import { type ActorRefFrom, createActor, fromPromise } from 'xstate';
import { appState, applyChoice, choiceFor, readChoice, saveChoice } from '@site/app-state';
import { REGION_CURRENCY } from '@site/contracts/regions';
import { bus } from '@site/event-bus';
import { storefrontClient, urqlRequest } from '../storefront/storefront-client';
import { mapRegion } from '../region/map-region';
import { COUNTRY_KEY, countryForCart, lookUpGeo, resolveRegion } from '../region/resolve-region';
import { islandAnswer } from '@site/contracts/islands';
import { ISLAND_CART } from './island-keys';
import { createCartApi } from './api/cart-api';
import { type CartCache, createCartCache } from './api/cart-cache';
import type { CartLineInput, CartLineUpdate, CartRef } from './api/cart-types';
import { followCart } from './follow-cart';
import { type CartStorage, mirrorCartIdToStorage, readStoredCartId } from './cart-storage';
import { CART_LIST_KEY, cartListMachine, saveCartListTo } from './machines/cart-list-machine';
import { cartMachine } from './machines/cart-machine';

export type CartActor = ActorRefFrom<typeof cartMachine>;

// Storage is looked up on use: the actor may be created during a server render, where none exists.
const local: CartStorage = {
  getItem: (k) => globalThis.localStorage?.getItem(k) ?? null,
  setItem: (k, v) => globalThis.localStorage?.setItem(k, v),
  removeItem: (k) => globalThis.localStorage?.removeItem(k),
};

function createCartActor(cache: CartCache): CartActor {
  const api = createCartApi(
    urqlRequest(storefrontClient()),
    typeof location === 'undefined' ? null : location.origin,
    (cart) => cache.write(cart),
  );
  const machine = cartMachine.provide({
    actors: {
      fetchCart: fromApi((i: { cartId: string; country: string }) =>
        api.fetchCart(i.cartId, i.country),
      ),
      createCart: fromApi((i: { country: string }) => api.createCart(i.country)),
      // A first add creates the cart with its lines: one request instead of a create and an add.
      addLines: fromApi((i: { cartId: string | null; lines: CartLineInput[]; country: string }) =>
        i.cartId ? api.addLines(i.cartId, i.lines, i.country) : api.createCart(i.country, i.lines),
      ),
      updateLines: fromApi((i: { cartId: string; lines: CartLineUpdate[]; country: string }) =>
        api.updateLines(i.cartId, i.lines, i.country),
      ),
      removeLines: fromApi((i: { cartId: string; lineIds: string[]; country: string }) =>
        api.removeLines(i.cartId, i.lineIds, i.country),
      ),
    },
  });
  const actor = createActor(machine, { input: { storedCartId: readStoredCartId(local) } });
  // Tells every area (the header badge) about each cart the storefront answered with.
  actor.on('cart.changed', ({ cartId, totalQuantity }) =>
    bus.emit('cart.changed', { cartId, totalQuantity }),
  );
  return actor;
}

/**
 * The machine learns only which cart answered and its count; the cart itself went into the cache.
 * Spec §8: storefront errors are logged to the console; the machine decides what happens next.
 */
function fromApi<I, C extends CartRef | null>(call: (input: I) => Promise<C>) {
  return fromPromise<C extends null ? CartRef | null : CartRef, I>(({ input }) =>
    call(input).then(
      (cart) => (cart && { id: cart.id, totalQuantity: cart.totalQuantity }) as never,
      (error: unknown) => {
        console.error('storefront:', error instanceof Error ? error.message : error);
        throw error;
      },
    ),
  );
}

const SLOT = Symbol.for('site.commerce.cart');
type Slot = { actor: CartActor; cache: CartCache; started: boolean };
type WithSlot = typeof globalThis & { [SLOT]?: Slot };

function slot(): Slot {
  return ((globalThis as WithSlot)[SLOT] ??= (() => {
    const cache = createCartCache();
    return { actor: createCartActor(cache), cache, started: false };
  })());
}

/** The page's one cart actor; safe to call while rendering (it does nothing until started). */
export function cartActor(): CartActor {
  return slot().actor;
}

/** The page's cart cache (urql), which the actor's storefront answers are written into. */
export function cartCache(): CartCache {
  return slot().cache;
}

/**
 * Starts the cart once per page, in the browser: the region and country first, the country becoming
 * the cart's, then the stored cart. The browser cart list follows the cart.
 *
 * A region the visitor chose (kept in local storage) wins; without one, the looked-up region (spec
 * §4, once per session) is the default, and its currency is the one shown, so the cart, the
 * catalogue, checkout, /give and the tours all agree from the first page. Runs after hydration (from
 * an effect), so the prerendered HTML and the first render still match.
 */
export function startCart(): void {
  const s = slot();
  if (s.started || typeof window === 'undefined') return;
  s.started = true;
  mirrorCartIdToStorage(s.actor, local);
  const chosen = readChoice(globalThis.localStorage);
  if (chosen) applyChoice(appState, chosen);
  s.actor.start();
  const list = createActor(
    cartListMachine.provide({ actions: { save: saveCartListTo(local) } }),
  ).start();
  list.send({ type: 'cartList.load', stored: local.getItem(CART_LIST_KEY) });
  followCart(s.actor, s.cache, (cart) => {
    if (!cart) return;
    const items = cart.lines.edges.map(({ node }) => ({
      merchandiseId: node.merchandise.id,
      title: node.merchandise.product.title,
      quantity: node.quantity,
    }));
    if (JSON.stringify(items) !== JSON.stringify(list.getSnapshot().context.items))
      list.send({ type: 'cartList.changed', items });
  });
  void resolveRegion({ session: sessionStorage, lookUp: lookUpGeo }).then((resolved) => {
    // A choice made meanwhile (the picker, another tab) still wins over the lookup.
    const kept = readChoice(globalThis.localStorage);
    const region = kept?.region ?? resolved.region;
    appState.setState({
      region,
      currency: appState.getState().currency ?? REGION_CURRENCY[region],
    });
    bus.emit('region.resolved', { region, country: kept?.country ?? resolved.country });
    // The region picks currency and content; the cart is priced by the country itself (a French
    // visitor's cart says FR, as Shopify's @inContext(country) does), US when it is unknown.
    s.actor.send({ type: 'cart.countryChanged', country: countryForCart(kept, resolved) });
    // A cart the add-to-cart island made before the app was live is the one to load.
    void (islandAnswer<string | null>(ISLAND_CART) ?? Promise.resolve(null))
      .catch(() => null)
      .then((cartId) => s.actor.send({ type: 'cart.load', cartId }));
  });
}

/**
 * The visitor chose a region (by its currency, in the picker): kept for later visits, put into the
 * shared state for every area, and the cart moved to the region's country so it is priced there.
 * The visitor's own country is kept when it lies in the chosen region (a French visitor choosing
 * euros stays FR). False for a currency no region is priced in.
 */
export function chooseCurrency(currency: string): boolean {
  const known = safeSession(COUNTRY_KEY);
  const choice = choiceFor(currency, known, mapRegion);
  if (!choice) return false;
  saveChoice(globalThis.localStorage, choice);
  applyChoice(appState, choice);
  bus.emit('currency.changed', { currency: choice.currency });
  slot().actor.send({ type: 'cart.countryChanged', country: choice.country });
  return true;
}

function safeSession(key: string): string | null {
  try {
    return globalThis.sessionStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}
