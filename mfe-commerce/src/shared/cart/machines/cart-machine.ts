import { assign, fromPromise, setup } from 'xstate';
import type { Cart, CartLineInput, CartLineUpdate } from '../api/cart-types';

/** The shop-platform-style key the cart id is kept under (spec §9 "Local storage keys"). */
export const CART_ID_KEY = 'shopify_cart_id';

export type CartStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface CartContext {
  /** The visitor's resolved country (spec §7.4: default US). */
  country: string;
  cartId: string | null;
  cart: Cart | null;
  /** Spec §4: set when an add starts, cleared only when it fails. */
  adding: boolean;
  pendingAdd: number | null;
  /** The outcome of the last add, so `addToCart` can return true or false for its request. */
  lastAdd: { requestId: number; ok: boolean } | null;
}

export type CartEvent =
  | { type: 'cart.load' }
  | { type: 'cart.add'; requestId: number; lines: CartLineInput[] }
  | { type: 'cart.update'; lines: CartLineUpdate[] }
  | { type: 'cart.remove'; lineIds: string[] }
  | { type: 'cart.countryChanged'; country: string }
  /** The cart became an order: forget it and start a new one. */
  | { type: 'cart.checkedOut' };

const announceCart = {
  type: 'announce',
  params: ({ context }: { context: CartContext }) => ({
    cartId: context.cartId,
    totalQuantity: context.cart?.totalQuantity ?? 0,
  }),
} as const;

const notProvided = (name: string) => () =>
  Promise.reject(new Error(`cart machine: provide the "${name}" actor`));

export const cartMachine = setup({
  types: {
    context: {} as CartContext,
    events: {} as CartEvent,
    /** `storedCartId`: the id this browser kept (cart-storage.ts reads it). */
    input: {} as { country?: string; storedCartId?: string | null },
  },
  actors: {
    fetchCart: fromPromise<Cart | null, { cartId: string; country: string }>(
      notProvided('fetchCart'),
    ),
    createCart: fromPromise<Cart, { country: string }>(notProvided('createCart')),
    addLines: fromPromise<Cart, { cartId: string; lines: CartLineInput[]; country: string }>(
      notProvided('addLines'),
    ),
    updateLines: fromPromise<
      Cart | null,
      { cartId: string; lines: CartLineUpdate[]; country: string }
    >(notProvided('updateLines')),
    removeLines: fromPromise<Cart | null, { cartId: string; lineIds: string[]; country: string }>(
      notProvided('removeLines'),
    ),
  },
  actions: {
    // The stored id mirrors `cartId` (cart-storage.ts writes it), so these only change context.
    forgetCartId: assign({ cartId: null, cart: null }),
    setCart: assign((_, cart: Cart) => ({ cart, cartId: cart.id })),
    replaceCartIfAny: assign(({ context }, cart: Cart | null) =>
      cart ? { cart, cartId: cart.id } : { cart: context.cart },
    ),
    /** Tells every area (the header badge) about the cart; the runtime provides the bus. */
    announce: (_, _params: { cartId: string | null; totalQuantity: number }) => undefined,
    startAdding: assign(({ event }) => ({
      adding: true,
      pendingAdd: event.type === 'cart.add' ? event.requestId : null,
    })),
    addSucceeded: assign(({ context }) => ({
      pendingAdd: null,
      lastAdd: { requestId: context.pendingAdd ?? -1, ok: true },
    })),
    addFailed: assign(({ context }) => ({
      adding: false,
      pendingAdd: null,
      lastAdd: { requestId: context.pendingAdd ?? -1, ok: false },
    })),
    rejectAdd: assign(({ event }) =>
      event.type === 'cart.add' ? { lastAdd: { requestId: event.requestId, ok: false } } : {},
    ),
    setCountry: assign(({ context, event }) => ({
      country: event.type === 'cart.countryChanged' ? event.country : context.country,
    })),
  },
  guards: {
    hasStoredCartId: ({ context }) => context.cartId !== null,
    countryDiffers: ({ context, event }) =>
      event.type === 'cart.countryChanged' && event.country !== context.country,
    cartFound: (_, cart: Cart | null) => cart !== null,
  },
}).createMachine({
  id: 'cart',
  context: ({ input }) => ({
    country: input.country ?? 'US',
    cartId: input.storedCartId ?? null,
    cart: null,
    adding: false,
    pendingAdd: null,
    lastAdd: null,
  }),
  initial: 'idle',
  on: {
    // An add that cannot run now still gets its answer: false.
    'cart.add': { actions: 'rejectAdd' },
    'cart.countryChanged': { actions: 'setCountry' },
  },
  states: {
    idle: { on: { 'cart.load': 'loading' } },
    loading: {
      always: [{ guard: 'hasStoredCartId', target: 'fetching' }, { target: 'creating' }],
    },
    fetching: {
      invoke: {
        src: 'fetchCart',
        input: ({ context }) => ({ cartId: context.cartId ?? '', country: context.country }),
        onDone: [
          {
            guard: { type: 'cartFound', params: ({ event }) => event.output },
            target: 'ready',
            actions: [{ type: 'setCart', params: ({ event }) => event.output! }, announceCart],
          },
          { target: 'creating', actions: 'forgetCartId' },
        ],
        onError: 'failed',
      },
    },
    creating: {
      invoke: {
        src: 'createCart',
        input: ({ context }) => ({ country: context.country }),
        onDone: {
          target: 'ready',
          actions: [{ type: 'setCart', params: ({ event }) => event.output }, announceCart],
        },
        onError: 'failed',
      },
    },
    failed: {
      on: {
        'cart.load': 'loading',
        'cart.checkedOut': { target: 'loading', actions: 'forgetCartId' },
      },
    },
    ready: {
      on: {
        // Another region chosen: fetch the cart again for the new country (the fetch moves it there).
        'cart.countryChanged': {
          guard: 'countryDiffers',
          target: 'loading',
          actions: 'setCountry',
        },
        'cart.add': { target: 'adding', actions: 'startAdding' },
        'cart.update': 'updating',
        'cart.remove': 'removing',
        'cart.checkedOut': { target: 'loading', actions: 'forgetCartId' },
      },
    },
    adding: {
      invoke: {
        src: 'addLines',
        input: ({ context, event }) => ({
          cartId: context.cartId ?? '',
          lines: event.type === 'cart.add' ? event.lines : [],
          country: context.country,
        }),
        onDone: {
          target: 'ready',
          actions: [
            { type: 'setCart', params: ({ event }) => event.output },
            'addSucceeded',
            announceCart,
          ],
        },
        onError: { target: 'ready', actions: 'addFailed' },
      },
    },
    updating: {
      invoke: {
        src: 'updateLines',
        input: ({ context, event }) => ({
          cartId: context.cartId ?? '',
          lines: event.type === 'cart.update' ? event.lines : [],
          country: context.country,
        }),
        onDone: {
          target: 'ready',
          actions: [
            { type: 'replaceCartIfAny', params: ({ event }) => event.output },
            announceCart,
          ],
        },
        onError: 'ready',
      },
    },
    removing: {
      invoke: {
        src: 'removeLines',
        input: ({ context, event }) => ({
          cartId: context.cartId ?? '',
          lineIds: event.type === 'cart.remove' ? event.lineIds : [],
          country: context.country,
        }),
        onDone: {
          target: 'ready',
          actions: [
            { type: 'replaceCartIfAny', params: ({ event }) => event.output },
            announceCart,
          ],
        },
        onError: 'ready',
      },
    },
  },
});
