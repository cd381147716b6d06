import { createActor, setup, assign } from 'xstate';
import { followCart } from '../follow-cart';
import { createCartCache } from './cart-cache';
import type { RawCart } from './cart-types';

function raw(id: string, totalQuantity: number): RawCart {
  const money = { amount: `${totalQuantity}.00`, currencyCode: 'GBP' };
  return {
    id,
    checkoutUrl: `https://shop.example/checkout/${id}`,
    totalQuantity,
    cost: {
      totalAmount: money,
      subtotalAmount: money,
      totalTaxAmount: null,
      totalDutyAmount: null,
    },
    lines: { edges: [] },
  };
}

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('cart cache (urql document cache)', () => {
  it('a reader sees nothing, then every cart written for its id, and never another id’s', async () => {
    const cache = createCartCache();
    const seen: (number | null)[] = [];
    const stop = cache.watch('c1', (cart) => seen.push(cart?.totalQuantity ?? null));
    await cache.write(raw('c1', 1));
    await cache.write(raw('c2', 9));
    await cache.write(raw('c1', 3));
    await tick();
    expect(seen[0]).toBeNull();
    expect(seen.at(-1)).toBe(3);
    expect(seen).not.toContain(9);
    expect(seen.filter((n) => n !== null)).toEqual(expect.arrayContaining([1, 3]));
    stop();
  });

  it('a reader that comes later gets the cart written before, without a request', async () => {
    const cache = createCartCache();
    await cache.write(raw('c1', 2));
    const seen: (number | null)[] = [];
    const stop = cache.watch('c1', (cart) => seen.push(cart?.totalQuantity ?? null));
    await tick();
    expect(seen).toEqual([2]);
    stop();
  });
});

describe('followCart', () => {
  const idMachine = setup({
    types: {
      context: {} as { cartId: string | null },
      events: {} as { type: 'id'; id: string | null },
    },
  }).createMachine({
    context: { cartId: null },
    on: { id: { actions: assign(({ event }) => ({ cartId: event.id })) } },
  });

  it('follows the machine’s cart id into the cache, and gives null when there is none', async () => {
    const cache = createCartCache();
    const actor = createActor(idMachine).start();
    const seen: (string | null)[] = [];
    const stop = followCart(actor, cache, (cart) =>
      seen.push(cart && `${cart.id}:${cart.totalQuantity}`),
    );
    expect(seen).toEqual([null]);
    // As the machine does on a first add: the answer is cached before the id is set.
    await cache.write(raw('c1', 1));
    actor.send({ type: 'id', id: 'c1' });
    await tick();
    expect(seen.at(-1)).toBe('c1:1');
    await cache.write(raw('c1', 4));
    await tick();
    expect(seen.at(-1)).toBe('c1:4');
    actor.send({ type: 'id', id: null });
    expect(seen.at(-1)).toBeNull();
    stop();
    await cache.write(raw('c1', 5));
    await tick();
    expect(seen).not.toContain('c1:5');
  });
});
