import { createActor } from 'xstate';
import { CART_LIST_KEY, cartListMachine, parseCartList, saveCartListTo } from './cart-list-machine';

const listFor = (s: ReturnType<typeof storage>) =>
  createActor(cartListMachine.provide({ actions: { save: saveCartListTo(s) } })).start();

function storage(initial: string | null) {
  const writes: string[] = [];
  let value = initial;
  return {
    writes,
    getItem: () => value,
    setItem: (_k: string, v: string) => void (writes.push(v), (value = v)),
    removeItem: () => void (value = null),
  };
}

const item = { merchandiseId: 'v1', title: 'Mug', quantity: 2 };

describe('browser cart list', () => {
  it('starts unloaded with no list, and never saves before it is loaded', () => {
    const s = storage(null);
    const actor = listFor(s);
    expect(actor.getSnapshot().context.items).toBeNull();
    actor.send({ type: 'cartList.changed', items: [item] });
    expect(s.writes).toEqual([]);
    expect(actor.getSnapshot().value).toBe('unloaded');
  });

  it('loads an absent value as an empty list', () => {
    const actor = listFor(storage(null));
    actor.send({ type: 'cartList.load', stored: null });
    expect(actor.getSnapshot().context.items).toEqual([]);
  });

  it('loads the stored list and saves every change', () => {
    const s = storage(JSON.stringify([item]));
    const actor = listFor(s);
    actor.send({ type: 'cartList.load', stored: s.getItem() });
    expect(actor.getSnapshot().context.items).toEqual([item]);
    actor.send({ type: 'cartList.changed', items: [] });
    actor.send({ type: 'cartList.changed', items: [{ ...item, quantity: 3 }] });
    expect(s.writes).toEqual(['[]', JSON.stringify([{ ...item, quantity: 3 }])]);
  });

  it('reads garbage as an empty list and drops malformed items', () => {
    expect(parseCartList('{oops')).toEqual([]);
    expect(parseCartList(JSON.stringify([item, { merchandiseId: 1 }, null]))).toEqual([item]);
    expect(CART_LIST_KEY).toBe('shopify_cart');
  });
});
