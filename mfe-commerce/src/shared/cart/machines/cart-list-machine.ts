import { assign, setup } from 'xstate';
import type { CartStorage } from './cart-machine';

/** The shop-platform-style key of the browser cart list (spec §3 "Browser cart list"). */
export const CART_LIST_KEY = 'shopify_cart';

/** One entry per cart line, so the list can be shown before the storefront answers. */
export interface CartListItem {
  merchandiseId: string;
  title: string;
  quantity: number;
}

function isItem(value: unknown): value is CartListItem {
  const v = value as CartListItem;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.merchandiseId === 'string' &&
    typeof v.title === 'string' &&
    Number.isInteger(v.quantity)
  );
}

/** An absent or unreadable stored value becomes an empty list (spec §4). */
export function parseCartList(raw: string | null): CartListItem[] {
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter(isItem) : [];
  } catch {
    return [];
  }
}

/** Spec §4: null until loaded from storage, then saved on every change, never while unloaded. */
export const cartListMachine = setup({
  types: {
    context: {} as { storage: CartStorage; items: CartListItem[] | null },
    events: {} as { type: 'cartList.load' } | { type: 'cartList.changed'; items: CartListItem[] },
    input: {} as { storage: CartStorage },
  },
  actions: {
    load: assign(({ context }) => ({
      items: parseCartList(context.storage.getItem(CART_LIST_KEY)),
    })),
    setItems: assign(({ event }) =>
      event.type === 'cartList.changed' ? { items: event.items } : {},
    ),
    save: ({ context }) =>
      context.storage.setItem(CART_LIST_KEY, JSON.stringify(context.items ?? [])),
  },
}).createMachine({
  id: 'cartList',
  context: ({ input }) => ({ storage: input.storage, items: null }),
  initial: 'unloaded',
  states: {
    unloaded: { on: { 'cartList.load': { target: 'loaded', actions: 'load' } } },
    loaded: { on: { 'cartList.changed': { actions: ['setItems', 'save'] } } },
  },
});
