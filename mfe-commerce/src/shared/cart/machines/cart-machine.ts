import { assign, emit, enqueueActions, fromPromise, setup } from 'xstate';
import type { CartLineInput, CartLineUpdate, CartRef } from '../api/cart-types';

/** The operation that failed last, until one succeeds. */
export type CartError = 'load' | 'add' | 'update' | 'remove';

/**
 * Flow state only: which cart, priced where, and how the operations went. The cart itself (lines,
 * totals, cost) is server data and lives in urql's cache (api/cart-cache.ts, read by use-cart.ts).
 */
export interface CartContext {
  /** The visitor's resolved country (spec §7.4: default US). */
  country: string;
  /** Null until the first add creates a cart, unless this browser kept one. */
  cartId: string | null;
  /** Spec §4: set when an add starts, cleared only when it fails. */
  adding: boolean;
  pendingAdd: number | null;
  /** The outcome of the last add, so `addToCart` can return true or false for its request. */
  lastAdd: { requestId: number; ok: boolean } | null;
  error: CartError | null;
}

export type CartEvent =
  /**
   * Load the cart; `cartId`, when given, is one made before the app was live (the add-to-cart
   * island, islands/add-to-cart.ts), and wins over the one the machine started with.
   */
  | { type: 'cart.load'; cartId?: string | null }
  | { type: 'cart.add'; requestId: number; lines: CartLineInput[] }
  | { type: 'cart.update'; lines: CartLineUpdate[] }
  | { type: 'cart.remove'; lineIds: string[] }
  | { type: 'cart.countryChanged'; country: string }
  /** The cart became an order: forget it; the next add starts a new one. */
  | { type: 'cart.checkedOut' };

/** Emitted for every cart the storefront answers with; the runtime tells the bus (the header badge). */
export type CartEmitted = { type: 'cart.changed'; cartId: string | null; totalQuantity: number };

const notProvided = (name: string) => () =>
  Promise.reject(new Error(`cart machine: provide the "${name}" actor`));

type Located = { cartId: string; country: string };

export const cartMachine = setup({
  types: {
    context: {} as CartContext,
    events: {} as CartEvent,
    /** `storedCartId`: the id this browser kept (cart-storage.ts reads it). */
    input: {} as { country?: string; storedCartId?: string | null },
    emitted: {} as CartEmitted,
  },
  actors: {
    fetchCart: fromPromise<CartRef | null, Located>(notProvided('fetchCart')),
    /** A new empty cart, for one that is gone. */
    createCart: fromPromise<CartRef, { country: string }>(notProvided('createCart')),
    /** Adds to the cart; with no cart yet (`cartId` null) a new one is created with the lines. */
    addLines: fromPromise<
      CartRef,
      { cartId: string | null; country: string; lines: CartLineInput[] }
    >(notProvided('addLines')),
    updateLines: fromPromise<CartRef | null, Located & { lines: CartLineUpdate[] }>(
      notProvided('updateLines'),
    ),
    removeLines: fromPromise<CartRef | null, Located & { lineIds: string[] }>(
      notProvided('removeLines'),
    ),
  },
  actions: {
    // The stored id mirrors `cartId` (cart-storage.ts writes it), so this only changes context.
    forgetCartId: assign({ cartId: null }),
    adoptCartId: assign(({ context, event }) => ({
      cartId: (event.type === 'cart.load' && event.cartId) || context.cartId,
    })),
    /** The storefront answered with a cart (spec §4: none leaves it as it was): keep its id, say so. */
    answered: enqueueActions(({ enqueue }, ref: CartRef | null) => {
      if (!ref) return;
      enqueue.assign({ cartId: ref.id, error: null });
      enqueue.emit({ type: 'cart.changed', cartId: ref.id, totalQuantity: ref.totalQuantity });
    }),
    failed: assign((_, error: CartError) => ({ error })),
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
      error: 'add' as const,
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
    hasCart: ({ context }) => context.cartId !== null,
    countryDiffers: ({ context, event }) =>
      event.type === 'cart.countryChanged' && event.country !== context.country,
    cartFound: (_, ref: CartRef | null) => ref !== null,
  },
}).createMachine({
  id: 'cart',
  context: ({ input }) => ({
    country: input.country ?? 'US',
    cartId: input.storedCartId ?? null,
    adding: false,
    pendingAdd: null,
    lastAdd: null,
    error: null,
  }),
  initial: 'idle',
  on: {
    // An add that cannot run now still gets its answer: false.
    'cart.add': { actions: 'rejectAdd' },
    'cart.countryChanged': { actions: 'setCountry' },
  },
  states: {
    idle: { on: { 'cart.load': { target: 'loading', actions: 'adoptCartId' } } },
    // A browser with no cart asks for nothing: its first add creates the cart with the lines.
    loading: { always: [{ guard: 'hasCart', target: 'fetching' }, { target: 'ready' }] },
    fetching: {
      invoke: {
        src: 'fetchCart',
        input: ({ context }) => ({ cartId: context.cartId ?? '', country: context.country }),
        onDone: [
          {
            guard: { type: 'cartFound', params: ({ event }) => event.output },
            target: 'ready',
            actions: [{ type: 'answered', params: ({ event }) => event.output }],
          },
          // Spec §4: a stored cart that is gone is forgotten and replaced by a new empty one.
          { target: 'creating', actions: 'forgetCartId' },
        ],
        onError: { target: 'failed', actions: { type: 'failed', params: 'load' } },
      },
    },
    creating: {
      invoke: {
        src: 'createCart',
        input: ({ context }) => ({ country: context.country }),
        onDone: {
          target: 'ready',
          actions: [{ type: 'answered', params: ({ event }) => event.output }],
        },
        onError: { target: 'failed', actions: { type: 'failed', params: 'load' } },
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
        'cart.update': { guard: 'hasCart', target: 'updating' },
        'cart.remove': { guard: 'hasCart', target: 'removing' },
        'cart.checkedOut': {
          target: 'loading',
          actions: ['forgetCartId', emit({ type: 'cart.changed', cartId: null, totalQuantity: 0 })],
        },
      },
    },
    adding: {
      invoke: {
        src: 'addLines',
        input: ({ context, event }) => ({
          cartId: context.cartId,
          lines: event.type === 'cart.add' ? event.lines : [],
          country: context.country,
        }),
        onDone: {
          target: 'ready',
          actions: [{ type: 'answered', params: ({ event }) => event.output }, 'addSucceeded'],
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
          actions: { type: 'answered', params: ({ event }) => event.output },
        },
        onError: { target: 'ready', actions: { type: 'failed', params: 'update' } },
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
          actions: { type: 'answered', params: ({ event }) => event.output },
        },
        onError: { target: 'ready', actions: { type: 'failed', params: 'remove' } },
      },
    },
  },
});
