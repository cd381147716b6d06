import { openBuildStorefront, type BuildStorefront } from '../../storefront/build-storefront';
import { GET_PRODUCT, type GetProductResult } from '../../../features/shop/api/get-product';
import type { StorefrontRequest } from '../../storefront/storefront-client';
import { createCartApi } from './cart-api';

// The cart operations' documents run against the real embedded Storefront API.
describe('cart api against the Storefront API', () => {
  let storefront: BuildStorefront;
  let request: StorefrontRequest;
  beforeAll(async () => {
    storefront = await openBuildStorefront({ SHOP_BUILD_DATABASE_URL: ':memory:' });
    request = (document, variables) => storefront.request(document, variables);
  });
  afterAll(() => storefront.close());

  async function variantOf(handle: string): Promise<string> {
    const { product } = await storefront.request<GetProductResult>(GET_PRODUCT, { handle });
    return product!.variants.nodes[0]!.id;
  }

  it('creates, adds, updates, removes and fetches, priced for the country', async () => {
    const kept: number[] = [];
    const api = createCartApi(request, storefront.origin, async (raw) => {
      kept.push(raw.totalQuantity);
    });
    const cart = await api.createCart('DE');
    expect(cart.totalQuantity).toBe(0);
    expect(cart.checkoutUrl).toMatch(/^\/checkout\/[A-Za-z0-9_-]+\?key=[0-9a-f]{32}$/);

    const mug = await variantOf('luther-rose-mug');
    const added = await api.addLines(cart.id, [{ merchandiseId: mug, quantity: 2 }], 'DE');
    expect(added.totalQuantity).toBe(2);
    expect(added.lines[0]).toMatchObject({
      merchandiseId: mug,
      quantity: 2,
      productTitle: 'Luther Rose Mug',
      productHandle: 'luther-rose-mug',
    });
    expect(added.cost.total.currencyCode).toBe('EUR');

    const updated = await api.updateLines(cart.id, [{ id: added.lines[0]!.id, quantity: 5 }], 'DE');
    expect(updated?.totalQuantity).toBe(5);
    const fetched = await api.fetchCart(cart.id, 'DE');
    expect(fetched?.lines[0]?.quantity).toBe(5);

    const removed = await api.removeLines(cart.id, [added.lines[0]!.id], 'DE');
    expect(removed?.totalQuantity).toBe(0);
    // Every cart the storefront answered with was handed over to be cached, in order.
    expect(kept).toEqual([0, 2, 5, 5, 0]);
  });

  it('creates a cart with its first lines in one call', async () => {
    const kept: string[] = [];
    const api = createCartApi(request, null, async (raw) => void kept.push(raw.id));
    const mug = await variantOf('luther-rose-mug');
    const cart = await api.createCart('GB', [{ merchandiseId: mug, quantity: 3 }]);
    expect(cart.totalQuantity).toBe(3);
    expect(cart.lines[0]).toMatchObject({ merchandiseId: mug, quantity: 3 });
    expect(cart.cost.total.currencyCode).toBe('GBP');
    expect(kept).toEqual([cart.id]);
  });

  it('a cart fetched for another region is moved there: its prices become that region’s', async () => {
    const api = createCartApi(request, null);
    const cart = await api.createCart('GB');
    const mug = await variantOf('luther-rose-mug');
    const added = await api.addLines(cart.id, [{ merchandiseId: mug, quantity: 1 }], 'GB');
    expect(added.cost.total.currencyCode).toBe('GBP');
    const moved = await api.fetchCart(cart.id, 'FR');
    expect(moved?.cost.total.currencyCode).toBe('EUR');
    expect(moved?.lines[0]?.price.currencyCode).toBe('EUR');
    // It stays there: the next fetch for France needs no move.
    expect((await api.fetchCart(cart.id, 'FR'))?.cost.total).toEqual(moved?.cost.total);
    expect((await api.fetchCart(cart.id, 'GB'))?.cost.total.currencyCode).toBe('GBP');
  });

  it('fetching an unknown cart gives null, and a bad add rejects with the userErrors', async () => {
    const api = createCartApi(request, null);
    const cart = await api.createCart('US');
    const unknown = cart.id.replace(/Cart\/[^?]+/, 'Cart/doesnotexist123');
    await expect(api.fetchCart(unknown, 'US')).resolves.toBeNull();
    await expect(
      api.addLines(
        cart.id,
        [{ merchandiseId: 'gid://shopify/ProductVariant/999999', quantity: 1 }],
        'US',
      ),
    ).rejects.toThrow();
  });
});
