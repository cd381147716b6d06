import { assign, setup } from 'xstate';

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

/**
 * Spec §4: null until loaded from storage, then saved on every change, never while unloaded. The
 * runtime reads the stored value into `cartList.load` and provides `save`; the machine decides when.
 */
export const cartListMachine = setup({
  types: {
    context: {} as { items: CartListItem[] | null },
    events: {} as
      | { type: 'cartList.load'; stored: string | null }
      | { type: 'cartList.changed'; items: CartListItem[] },
  },
  actions: {
    load: assign(({ event }) => ({
      items: event.type === 'cartList.load' ? parseCartList(event.stored) : null,
    })),
    setItems: assign(({ event }) =>
      event.type === 'cartList.changed' ? { items: event.items } : {},
    ),
    /** Writes the list under CART_LIST_KEY; the runtime provides where. */
    save: (_, _items: CartListItem[]) => undefined,
  },
}).createMachine({
  id: 'cartList',
  context: { items: null },
  initial: 'unloaded',
  states: {
    unloaded: { on: { 'cartList.load': { target: 'loaded', actions: 'load' } } },
    loaded: {
      on: {
        'cartList.changed': {
          actions: ['setItems', { type: 'save', params: ({ event }) => event.items }],
        },
      },
    },
  },
});

/** `save` for a storage: the JSON list under the spec's key. */
export const saveCartListTo =
  (storage: Pick<Storage, 'setItem'>) => (_: unknown, items: CartListItem[]) =>
    storage.setItem(CART_LIST_KEY, JSON.stringify(items));
