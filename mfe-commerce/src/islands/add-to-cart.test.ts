/** @jest-environment jsdom */
import { HYDRATING, ISLAND_READY_ATTR, settledIslandAnswer } from '@site/contracts/islands';
import { answerLanded, loadIsland, offerPress } from '@site/contracts/island-testing';
import { CART_ID_KEY } from '../shared/cart/cart-storage';
import { islandAddKey } from '../shared/cart/island-keys';

const VARIANT = 'gid://shopify/ProductVariant/1';
type Call = { query: string; variables: Record<string, unknown> };
let calls: Call[];
/** The storefront: a cart per id; `gone` ids answer null. */
let carts: Map<string, number>;

const cart = (id: string, quantity: number) => ({
  id,
  checkoutUrl: `/checkout/${id}`,
  totalQuantity: quantity,
  cost: {
    subtotalAmount: { amount: '10.00', currencyCode: 'USD' },
    totalAmount: { amount: '10.00', currencyCode: 'USD' },
    totalTaxAmount: null,
  },
  lines: { edges: [] },
  buyerIdentity: { countryCode: 'US' },
});

function storefront(call: Call) {
  const op = /(mutation|query)\s+(\w+)/.exec(call.query)?.[2];
  const add = (id: string) => {
    const q = (carts.get(id) ?? 0) + 1;
    carts.set(id, q);
    return cart(id, q);
  };
  if (op === 'CartCreate') return { cartCreate: { cart: add('new-cart'), userErrors: [] } };
  if (op === 'CartLinesAdd') {
    const id = call.variables.cartId as string;
    if (id === 'flaky') throw new Error('storefront down');
    return carts.has(id)
      ? { cartLinesAdd: { cart: add(id), userErrors: [] } }
      : { cartLinesAdd: { cart: null, userErrors: [{ field: ['cartId'], message: 'no cart' }] } };
  }
  if (op === 'GetCart') {
    const id = call.variables.cartId as string;
    return { cart: carts.has(id) ? cart(id, carts.get(id)!) : null };
  }
  throw new Error(`unexpected ${op}`);
}

describe('the add-to-cart island', () => {
  let form: HTMLFormElement;
  beforeEach(async () => {
    calls = [];
    carts = new Map();
    localStorage.clear();
    sessionStorage.setItem('site.region', 'US');
    sessionStorage.setItem('site.country', 'US');
    document.body.innerHTML = `
      <form data-island="commerce" data-merchandise-id="${VARIANT}">
        <input name="quantity" value="2" /><button type="submit">Add to cart</button>
        <p role="status"></p>
      </form>`;
    form = document.querySelector('form')!;
    globalThis.fetch = jest.fn(async (_url: unknown, init?: RequestInit) => {
      const call = JSON.parse(String(init?.body)) as {
        query: string;
        variables: Call['variables'];
      };
      calls.push(call);
      const data = storefront(call); // a throw here is a failed request
      return { ok: true, status: 200, json: async () => ({ data }) } as Response;
    }) as typeof fetch;
    await loadIsland(() => import('./add-to-cart'));
  });

  it('marks the forms it serves, adds to a new cart once per press, keeps the cart and says so', async () => {
    expect(form.hasAttribute(ISLAND_READY_ATTR)).toBe(true);
    expect(offerPress(form).defaultPrevented).toBe(true);
    // A second press while the add is on its way adds nothing, as the app's busy button would.
    expect(offerPress(form).defaultPrevented).toBe(true);
    await answerLanded();
    expect(calls.map((c) => /(mutation|query)\s+(\w+)/.exec(c.query)?.[2])).toEqual(['CartCreate']);
    expect(calls[0]!.variables).toMatchObject({
      country: 'US',
      lines: [{ merchandiseId: VARIANT, quantity: 2, attributes: [] }],
    });
    expect(localStorage.getItem(CART_ID_KEY)).toBe('new-cart');
    expect(form.querySelector('[role="status"]')!.textContent).toBe('Added to your cart.');
    expect(settledIslandAnswer(islandAddKey(VARIANT))).toEqual({ ok: true, value: true });
    // A second press adds to the same cart.
    offerPress(form);
    await answerLanded();
    expect(carts.get('new-cart')).toBe(2);
  });

  it('turns down a quantity that is none: the app replays that press and says why', async () => {
    form.querySelector('input')!.value = '2.5';
    expect(offerPress(form).defaultPrevented).toBe(false);
    await answerLanded();
    expect(calls).toEqual([]);
  });

  it('replaces a kept cart that is gone, but not one that failed otherwise', async () => {
    localStorage.setItem(CART_ID_KEY, 'gone');
    offerPress(form);
    await answerLanded();
    expect(localStorage.getItem(CART_ID_KEY)).toBe('new-cart');
    expect(carts.get('new-cart')).toBe(1);
    // The lines may have gone into a cart that still exists: no second cart, and the visitor is told.
    carts.clear();
    carts.set('flaky', 1);
    localStorage.setItem(CART_ID_KEY, 'flaky');
    jest.spyOn(console, 'error').mockImplementation(() => {});
    offerPress(form);
    await answerLanded();
    expect(carts.has('new-cart')).toBe(false);
    expect(localStorage.getItem(CART_ID_KEY)).toBe('flaky');
    expect(form.querySelector('[role="status"]')!.textContent).toBe(
      'Sorry, we could not add this to your cart. Please try again.',
    );
  });

  it('leaves the status line to the app once the app renders the form, and a press after that', async () => {
    const status = form.querySelector('[role="status"]')!;
    try {
      // The app started rendering while the add was on its way: the form shows the answer itself.
      expect(offerPress(form).defaultPrevented).toBe(true);
      document.documentElement.dataset[HYDRATING] = '';
      await answerLanded();
      expect(status.textContent).toBe('');
      expect(settledIslandAnswer(islandAddKey(VARIANT))).toEqual({ ok: true, value: true });
      // A press once it renders is the app's to answer.
      expect(offerPress(form).defaultPrevented).toBe(false);
      await answerLanded();
      expect(calls.filter((c) => /CartLinesAdd|CartCreate/.test(c.query))).toHaveLength(1);
    } finally {
      delete document.documentElement.dataset[HYDRATING];
    }
  });
});
