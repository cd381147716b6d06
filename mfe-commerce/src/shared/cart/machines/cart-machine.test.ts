import { createActor, fromPromise, waitFor } from 'xstate';
import type { Cart, CartLineInput, CartLineUpdate } from '../api/cart-types';
import { addToCart } from './add-to-cart';
import { mirrorCartIdToStorage, readStoredCartId } from '../cart-storage';
import { CART_ID_KEY, cartMachine, type CartStorage } from './cart-machine';
import { memoryStorage } from '@site/product-client/memory-storage';

function cart(id: string, totalQuantity = 0): Cart {
  const zero = { amount: '0.00', currencyCode: 'USD' };
  return {
    id,
    checkoutUrl: `/checkout/${id}`,
    totalQuantity,
    cost: { total: zero, subtotal: zero, tax: null, duty: null },
    lines: [],
  };
}

interface Fakes {
  fetchCart?: (input: { cartId: string; country: string }) => Promise<Cart | null>;
  createCart?: (input: { country: string }) => Promise<Cart>;
  addLines?: (input: { cartId: string; lines: CartLineInput[]; country: string }) => Promise<Cart>;
  updateLines?: (input: {
    cartId: string;
    lines: CartLineUpdate[];
    country: string;
  }) => Promise<Cart | null>;
  removeLines?: (input: {
    cartId: string;
    lineIds: string[];
    country: string;
  }) => Promise<Cart | null>;
}

function start(storage: CartStorage, fakes: Fakes, country = 'US') {
  const announced: { cartId: string | null; totalQuantity: number }[] = [];
  const fail = () => Promise.reject(new Error('unexpected call'));
  const machine = cartMachine.provide({
    actors: {
      fetchCart: fromPromise(({ input }) => (fakes.fetchCart ?? fail)(input)),
      createCart: fromPromise(({ input }) => (fakes.createCart ?? fail)(input)),
      addLines: fromPromise(({ input }) => (fakes.addLines ?? fail)(input)),
      updateLines: fromPromise(({ input }) => (fakes.updateLines ?? fail)(input)),
      removeLines: fromPromise(({ input }) => (fakes.removeLines ?? fail)(input)),
    },
    actions: { announce: (_, params) => void announced.push(params) },
  });
  const actor = createActor(machine, {
    input: { country, storedCartId: readStoredCartId(storage) },
  });
  mirrorCartIdToStorage(actor, storage);
  actor.start();
  return { actor, announced, load: () => actor.send({ type: 'cart.load' }) };
}

const ready = (actor: ReturnType<typeof start>['actor']) =>
  waitFor(actor, (s) => s.matches('ready'));

describe('cart machine: first load', () => {
  it('fetches the stored cart with the visitor country', async () => {
    const seen: unknown[] = [];
    const storage = memoryStorage({ [CART_ID_KEY]: 'c1' });
    const { actor, announced, load } = start(
      storage,
      { fetchCart: async (i) => (seen.push(i), cart('c1', 3)) },
      'GB',
    );
    expect(actor.getSnapshot().value).toBe('idle');
    load();
    const s = await ready(actor);
    expect(seen).toEqual([{ cartId: 'c1', country: 'GB' }]);
    expect(s.context.cart?.totalQuantity).toBe(3);
    expect(announced).toEqual([{ cartId: 'c1', totalQuantity: 3 }]);
  });

  it('when the stored cart is not found: removes the id, creates an empty cart and stores its id', async () => {
    const storage = memoryStorage({ [CART_ID_KEY]: 'gone' });
    const removed: string[] = [];
    const remove = storage.removeItem;
    storage.removeItem = (k) => (removed.push(k), remove(k));
    const { actor, load } = start(storage, {
      fetchCart: async () => null,
      createCart: async () => cart('fresh'),
    });
    load();
    const s = await ready(actor);
    expect(removed).toEqual([CART_ID_KEY]);
    expect(storage.data.get(CART_ID_KEY)).toBe('fresh');
    expect(s.context.cart?.id).toBe('fresh');
  });

  it('creates a cart when none is stored, with the country', async () => {
    const storage = memoryStorage();
    const countries: string[] = [];
    const { actor, load } = start(
      storage,
      { createCart: async ({ country }) => (countries.push(country), cart('new')) },
      'DE',
    );
    load();
    await ready(actor);
    expect(countries).toEqual(['DE']);
    expect(storage.data.get(CART_ID_KEY)).toBe('new');
  });

  it('goes to failed on a network error and retries on the next load', async () => {
    let calls = 0;
    const storage = memoryStorage({ [CART_ID_KEY]: 'c1' });
    const { actor, load } = start(storage, {
      fetchCart: async () => {
        calls++;
        if (calls === 1) throw new Error('offline');
        return cart('c1');
      },
    });
    load();
    await waitFor(actor, (s) => s.matches('failed'));
    expect(storage.data.get(CART_ID_KEY)).toBe('c1');
    load();
    await ready(actor);
    expect(calls).toBe(2);
  });
});

describe('cart machine: adding', () => {
  async function loaded(fakes: Fakes) {
    const started = start(memoryStorage({ [CART_ID_KEY]: 'c1' }), {
      fetchCart: async () => cart('c1'),
      ...fakes,
    });
    started.load();
    await ready(started.actor);
    return started;
  }

  it('sets the adding flag, replaces the cart on success, returns true and keeps the flag', async () => {
    let release: (c: Cart) => void = () => undefined;
    const { actor, announced } = await loaded({
      addLines: () => new Promise<Cart>((r) => (release = r)),
    });
    const result = addToCart(actor, [{ merchandiseId: 'v1', quantity: 2 }]);
    expect(actor.getSnapshot().context.adding).toBe(true);
    expect(actor.getSnapshot().value).toBe('adding');
    release(cart('c1', 2));
    await expect(result).resolves.toBe(true);
    expect(actor.getSnapshot().context.cart?.totalQuantity).toBe(2);
    expect(actor.getSnapshot().context.adding).toBe(true);
    expect(announced.at(-1)).toEqual({ cartId: 'c1', totalQuantity: 2 });
  });

  it('on failure clears the flag, keeps the cart and returns false', async () => {
    const { actor } = await loaded({ addLines: async () => Promise.reject(new Error('sold out')) });
    await expect(addToCart(actor, [{ merchandiseId: 'v1', quantity: 1 }])).resolves.toBe(false);
    expect(actor.getSnapshot().context.adding).toBe(false);
    expect(actor.getSnapshot().context.cart?.id).toBe('c1');
    expect(actor.getSnapshot().value).toBe('ready');
  });

  it('sends the lines and country to the storefront', async () => {
    const seen: unknown[] = [];
    const { actor } = await loaded({ addLines: async (i) => (seen.push(i), cart('c1', 1)) });
    await addToCart(actor, [{ merchandiseId: 'v9', quantity: 1 }]);
    expect(seen).toEqual([
      { cartId: 'c1', lines: [{ merchandiseId: 'v9', quantity: 1 }], country: 'US' },
    ]);
  });

  it('answers false at once when the cart is not loaded yet', async () => {
    const { actor } = start(memoryStorage(), {});
    await expect(addToCart(actor, [{ merchandiseId: 'v1', quantity: 1 }])).resolves.toBe(false);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('update replaces the cart with the result', async () => {
    const seen: unknown[] = [];
    const { actor } = await loaded({ updateLines: async (i) => (seen.push(i), cart('c1', 5)) });
    actor.send({ type: 'cart.update', lines: [{ id: 'l1', quantity: 5 }] });
    const s = await ready(actor);
    expect(seen).toEqual([{ cartId: 'c1', lines: [{ id: 'l1', quantity: 5 }], country: 'US' }]);
    expect(s.context.cart?.totalQuantity).toBe(5);
  });

  it('remove replaces the cart with the result, and keeps it when there is none', async () => {
    const results: (Cart | null)[] = [cart('c1', 0), null];
    const { actor } = await loaded({ removeLines: async () => results.shift() ?? null });
    actor.send({ type: 'cart.remove', lineIds: ['l1'] });
    await waitFor(actor, (s) => s.matches('ready') && s.context.cart?.totalQuantity === 0);
    actor.send({ type: 'cart.remove', lineIds: ['l2'] });
    const s = await ready(actor);
    expect(s.context.cart?.id).toBe('c1');
    expect(results).toEqual([]);
  });

  it('fetches the cart again for a changed country, and uses it for later calls', async () => {
    const fetched: string[] = [];
    const seen: string[] = [];
    const { actor, announced } = await loaded({
      fetchCart: async ({ country }) => (fetched.push(country), cart('c1', 1)),
      updateLines: async ({ country }) => (seen.push(country), cart('c1')),
    });
    actor.send({ type: 'cart.countryChanged', country: 'NZ' });
    expect(actor.getSnapshot().matches('ready')).toBe(false);
    await ready(actor);
    expect(fetched).toEqual(['US', 'NZ']);
    expect(announced.at(-1)).toEqual({ cartId: 'c1', totalQuantity: 1 });
    // The same country again changes nothing.
    actor.send({ type: 'cart.countryChanged', country: 'NZ' });
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    actor.send({ type: 'cart.update', lines: [{ id: 'l1', quantity: 1 }] });
    await waitFor(actor, () => seen.length === 1);
    expect(seen).toEqual(['NZ']);
  });

  it('after checkout forgets the old cart and starts a new one', async () => {
    const storage = memoryStorage({ [CART_ID_KEY]: 'c1' });
    const { actor, announced, load } = start(storage, {
      fetchCart: async () => cart('c1', 2),
      createCart: async () => cart('c2'),
    });
    load();
    await ready(actor);
    actor.send({ type: 'cart.checkedOut' });
    const s = await waitFor(actor, (x) => x.matches('ready') && x.context.cartId === 'c2');
    expect(storage.data.get(CART_ID_KEY)).toBe('c2');
    expect(s.context.cart?.totalQuantity).toBe(0);
    expect(announced.at(-1)).toEqual({ cartId: 'c2', totalQuantity: 0 });
  });
});
