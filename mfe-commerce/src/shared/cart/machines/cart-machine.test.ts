import { createActor, fromPromise, waitFor } from 'xstate';
import type { CartLineInput, CartLineUpdate, CartRef } from '../api/cart-types';
import { addToCart } from './add-to-cart';
import { mirrorCartIdToStorage, readStoredCartId } from '../cart-storage';
import { CART_ID_KEY, type CartStorage } from '../cart-storage';
import { cartMachine } from './cart-machine';
import { memoryStorage } from '@site/product-client/memory-storage';

function cart(id: string, totalQuantity = 0): CartRef {
  return { id, totalQuantity };
}

interface Fakes {
  fetchCart?: (input: { cartId: string; country: string }) => Promise<CartRef | null>;
  createCart?: (input: { country: string }) => Promise<CartRef>;
  addLines?: (input: {
    cartId: string | null;
    lines: CartLineInput[];
    country: string;
  }) => Promise<CartRef>;
  updateLines?: (input: {
    cartId: string;
    lines: CartLineUpdate[];
    country: string;
  }) => Promise<CartRef | null>;
  removeLines?: (input: {
    cartId: string;
    lineIds: string[];
    country: string;
  }) => Promise<CartRef | null>;
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
  });
  const actor = createActor(machine, {
    input: { country, storedCartId: readStoredCartId(storage) },
  });
  actor.on('cart.changed', ({ cartId, totalQuantity }) =>
    announced.push({ cartId, totalQuantity }),
  );
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
    expect(s.context.cartId).toBe('c1');
    // The cart itself is server data: urql's cache has it, the machine only its id.
    expect(Object.keys(s.context).sort()).toEqual(
      ['adding', 'cartId', 'country', 'error', 'lastAdd', 'pendingAdd'].sort(),
    );
    expect(announced).toEqual([{ cartId: 'c1', totalQuantity: 3 }]);
  });

  it('loads the cart an island made before the app was live, over the one it started with', async () => {
    const seen: unknown[] = [];
    const storage = memoryStorage();
    const { actor } = start(storage, {
      fetchCart: async (i) => (seen.push(i), cart('from-island', 1)),
    });
    actor.send({ type: 'cart.load', cartId: 'from-island' });
    const s = await ready(actor);
    expect(seen).toEqual([{ cartId: 'from-island', country: 'US' }]);
    expect(s.context.cartId).toBe('from-island');
    expect(storage.data.get(CART_ID_KEY)).toBe('from-island');
  });

  it('when the stored cart is not found: removes the id, creates an empty cart and stores its id', async () => {
    const storage = memoryStorage({ [CART_ID_KEY]: 'gone' });
    const removed: string[] = [];
    const remove = storage.removeItem;
    storage.removeItem = (k) => (removed.push(k), remove(k));
    const { actor, load } = start(storage, {
      fetchCart: async () => null,
      createCart: async (i) => (expect(i).toEqual({ country: 'US' }), cart('fresh')),
    });
    load();
    const s = await ready(actor);
    expect(removed).toEqual([CART_ID_KEY]);
    expect(storage.data.get(CART_ID_KEY)).toBe('fresh');
    expect(s.context.cartId).toBe('fresh');
  });

  it('asks for nothing when none is stored; the first add creates the cart with its lines', async () => {
    const storage = memoryStorage();
    const seen: unknown[] = [];
    const { actor, announced, load } = start(
      storage,
      { addLines: async (i) => (seen.push(i), cart('new', 2)) },
      'DE',
    );
    load();
    await ready(actor);
    expect(seen).toEqual([]);
    expect(storage.data.has(CART_ID_KEY)).toBe(false);
    await expect(addToCart(actor, [{ merchandiseId: 'v1', quantity: 2 }])).resolves.toBe(true);
    expect(seen).toEqual([
      { cartId: null, country: 'DE', lines: [{ merchandiseId: 'v1', quantity: 2 }] },
    ]);
    expect(storage.data.get(CART_ID_KEY)).toBe('new');
    expect(announced).toEqual([{ cartId: 'new', totalQuantity: 2 }]);
    expect(actor.getSnapshot().context.adding).toBe(true);
  });

  it('a first add that fails leaves no cart and answers false', async () => {
    const storage = memoryStorage();
    const { actor, load } = start(storage, { addLines: () => Promise.reject(new Error('down')) });
    load();
    await ready(actor);
    await expect(addToCart(actor, [{ merchandiseId: 'v1', quantity: 1 }])).resolves.toBe(false);
    expect(actor.getSnapshot().context).toMatchObject({
      cartId: null,
      error: 'add',
      adding: false,
    });
    expect(storage.data.has(CART_ID_KEY)).toBe(false);
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
    expect(actor.getSnapshot().context.error).toBe('load');
    expect(storage.data.get(CART_ID_KEY)).toBe('c1');
    load();
    expect((await ready(actor)).context.error).toBeNull();
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
    let release: (c: CartRef) => void = () => undefined;
    const { actor, announced } = await loaded({
      addLines: () => new Promise<CartRef>((r) => (release = r)),
    });
    const result = addToCart(actor, [{ merchandiseId: 'v1', quantity: 2 }]);
    await waitFor(actor, (x) => x.context.adding);
    expect(actor.getSnapshot().value).toBe('adding');
    release(cart('c1', 2));
    await expect(result).resolves.toBe(true);
    expect(actor.getSnapshot().context.adding).toBe(true);
    expect(announced.at(-1)).toEqual({ cartId: 'c1', totalQuantity: 2 });
  });

  it('on failure clears the flag, keeps the cart and returns false', async () => {
    const { actor } = await loaded({ addLines: async () => Promise.reject(new Error('sold out')) });
    await expect(addToCart(actor, [{ merchandiseId: 'v1', quantity: 1 }])).resolves.toBe(false);
    expect(actor.getSnapshot().context.adding).toBe(false);
    expect(actor.getSnapshot().context).toMatchObject({ cartId: 'c1', error: 'add' });
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

  it('answers an add false at once while the cart is not loaded', () => {
    const { actor } = start(memoryStorage(), {});
    actor.send({ type: 'cart.add', requestId: 7, lines: [{ merchandiseId: 'v1', quantity: 1 }] });
    expect(actor.getSnapshot().context.lastAdd).toEqual({ requestId: 7, ok: false });
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('addToCart waits for the cart to load, and gives up with false', async () => {
    const { actor, load } = start(memoryStorage({ [CART_ID_KEY]: 'c1' }), {
      fetchCart: async () => cart('c1'),
      addLines: async () => cart('c1', 1),
    });
    const early = addToCart(actor, [{ merchandiseId: 'v1', quantity: 1 }]);
    load();
    await expect(early).resolves.toBe(true);
    const idle = start(memoryStorage(), {}).actor;
    await expect(addToCart(idle, [{ merchandiseId: 'v1', quantity: 1 }], 10)).resolves.toBe(false);
  });

  it('update announces the result, and notes a failure', async () => {
    const seen: unknown[] = [];
    const results = [Promise.resolve(cart('c1', 5)), Promise.reject(new Error('gone'))];
    const { actor, announced } = await loaded({
      updateLines: (i) => (seen.push(i), results.shift()!),
    });
    actor.send({ type: 'cart.update', lines: [{ id: 'l1', quantity: 5 }] });
    await ready(actor);
    expect(seen).toEqual([{ cartId: 'c1', lines: [{ id: 'l1', quantity: 5 }], country: 'US' }]);
    expect(announced.at(-1)).toEqual({ cartId: 'c1', totalQuantity: 5 });
    actor.send({ type: 'cart.update', lines: [{ id: 'l1', quantity: 6 }] });
    expect((await ready(actor)).context.error).toBe('update');
  });

  it('remove replaces the cart with the result, and keeps it when there is none', async () => {
    const results: (CartRef | null)[] = [cart('c1', 0), null];
    const { actor, announced } = await loaded({
      removeLines: async () => results.shift() ?? null,
    });
    actor.send({ type: 'cart.remove', lineIds: ['l1'] });
    await waitFor(actor, () => results.length === 1);
    await ready(actor);
    expect(announced.at(-1)).toEqual({ cartId: 'c1', totalQuantity: 0 });
    actor.send({ type: 'cart.remove', lineIds: ['l2'] });
    await waitFor(actor, () => results.length === 0);
    const s = await ready(actor);
    expect(s.context.cartId).toBe('c1');
    expect(announced).toHaveLength(2);
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

  it('after checkout forgets the old cart; the next add starts a new one', async () => {
    const storage = memoryStorage({ [CART_ID_KEY]: 'c1' });
    const { actor, announced, load } = start(storage, {
      fetchCart: async () => cart('c1', 2),
      addLines: async ({ cartId }) => (expect(cartId).toBeNull(), cart('c2', 1)),
    });
    load();
    await ready(actor);
    actor.send({ type: 'cart.checkedOut' });
    expect(actor.getSnapshot()).toMatchObject({ value: 'ready', context: { cartId: null } });
    expect(storage.data.has(CART_ID_KEY)).toBe(false);
    expect(announced.at(-1)).toEqual({ cartId: null, totalQuantity: 0 });
    await expect(addToCart(actor, [{ merchandiseId: 'v1', quantity: 1 }])).resolves.toBe(true);
    expect(storage.data.get(CART_ID_KEY)).toBe('c2');
    expect(announced.at(-1)).toEqual({ cartId: 'c2', totalQuantity: 1 });
  });
});
