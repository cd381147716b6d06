import { databaseKinds } from '../test-support/databases';
import { TEST_PUBLIC_URL } from '../test-support/api-server';
import {
  BUYER_UPDATE,
  CART_CREATE,
  CART_QUERY,
  type CartShape,
  LINES_ADD,
  LINES_REMOVE,
  LINES_UPDATE,
  type Payload,
  VARIANT,
} from '../test-support/cart-operations';
import { suiteApi } from '../test-support/suite';

// Real databases on a shared CI box: allow for a slow moment rather than fail on timing.
jest.setTimeout(30_000);

describe.each(databaseKinds())(
  'storefront cart API through @shopify/storefront-api-client (%s)',
  (kind) => {
    const { api } = suiteApi(kind);

    async function mutate(
      query: string,
      variables: Record<string, unknown>,
      field: string,
    ): Promise<Payload> {
      const { data, errors } = await api.client.request<Record<string, Payload>>(query, {
        variables,
      });
      expect(errors).toBeUndefined();
      const payload = data?.[field];
      if (!payload) throw new Error(`no ${field} payload`);
      return payload;
    }

    async function newCart(
      lines: unknown[] = [],
      buyerIdentity: unknown = { countryCode: 'GB' },
    ): Promise<CartShape> {
      const payload = await mutate(CART_CREATE, { input: { lines, buyerIdentity } }, 'cartCreate');
      expect(payload.userErrors).toEqual([]);
      if (!payload.cart) throw new Error('cart missing');
      return payload.cart;
    }

    it('creates a cart with Shopify-shaped ids, a checkout URL and GB prices with VAT included', async () => {
      const cart = await newCart([{ merchandiseId: VARIANT.hardcover, quantity: 2 }]);
      expect(cart.id).toMatch(/^gid:\/\/shopify\/Cart\/[A-Za-z0-9_-]+\?key=[0-9a-f]{32}$/);
      const [, token, key] = /Cart\/([^?]+)\?key=(.+)$/.exec(cart.id) ?? [];
      expect(cart.checkoutUrl).toBe(`${TEST_PUBLIC_URL}/checkout/${token}?key=${key}`);
      expect(cart.totalQuantity).toBe(2);
      expect(cart.cost.subtotalAmount).toEqual({ amount: '49.98', currencyCode: 'GBP' });
      expect(cart.cost.totalAmount).toEqual({ amount: '49.98', currencyCode: 'GBP' });
      // 20 % VAT inside 49.98 is 8.33.
      expect(cart.cost.totalTaxAmount).toEqual({ amount: '8.33', currencyCode: 'GBP' });
      expect(cart.cost.totalDutyAmount).toEqual({ amount: '0.00', currencyCode: 'GBP' });
      const line = cart.lines.edges[0]?.node;
      expect(line?.id).toMatch(/^gid:\/\/shopify\/CartLine\//);
      expect(line?.merchandise).toMatchObject({
        id: VARIANT.hardcover,
        title: 'Default Title',
        price: { amount: '24.99', currencyCode: 'GBP' },
        product: {
          title: 'The Great Controversy (Hardcover)',
          handle: 'the-great-controversy-hardcover',
        },
      });
      expect(line?.merchandise.image?.url).toBe(
        `${TEST_PUBLIC_URL}/api/images/great-controversy-hardcover.svg`,
      );
    });

    it('reads a cart back by id and hides it behind a wrong key', async () => {
      const cart = await newCart([{ merchandiseId: VARIANT.mug, quantity: 1 }]);
      const found = await api.client.request<{ cart: CartShape | null }>(CART_QUERY, {
        variables: { id: cart.id },
      });
      expect(found.data?.cart?.totalQuantity).toBe(1);
      const forged = cart.id.replace(/key=.*/, `key=${'0'.repeat(32)}`);
      const missing = await api.client.request<{ cart: CartShape | null }>(CART_QUERY, {
        variables: { id: forged },
      });
      expect(missing.data?.cart).toBeNull();
    });

    it('merges a second add of the same variant into one line', async () => {
      const cart = await newCart([{ merchandiseId: VARIANT.paperback, quantity: 1 }]);
      const payload = await mutate(
        LINES_ADD,
        {
          cartId: cart.id,
          lines: [
            { merchandiseId: VARIANT.paperback, quantity: 3 },
            { merchandiseId: VARIANT.mug },
          ],
        },
        'cartLinesAdd',
      );
      expect(payload.userErrors).toEqual([]);
      const lines = payload.cart?.lines.edges.map((e) => [e.node.merchandise.id, e.node.quantity]);
      expect(lines).toEqual([
        [VARIANT.paperback, 4],
        [VARIANT.mug, 1],
      ]);
      expect(payload.cart?.totalQuantity).toBe(5);
      expect(payload.cart?.cost.subtotalAmount.amount).toBe('62.96');
    });

    it('updates quantities, removes a line at quantity 0 and through cartLinesRemove', async () => {
      const cart = await newCart([
        { merchandiseId: VARIANT.paperback, quantity: 1 },
        { merchandiseId: VARIANT.mug, quantity: 1 },
        { merchandiseId: VARIANT.season1, quantity: 1 },
      ]);
      const [paperback, mug, dvd] = cart.lines.edges.map((e) => e.node.id);
      const updated = await mutate(
        LINES_UPDATE,
        {
          cartId: cart.id,
          lines: [
            { id: paperback, quantity: 5 },
            { id: mug, quantity: 0 },
          ],
        },
        'cartLinesUpdate',
      );
      expect(updated.userErrors).toEqual([]);
      expect(updated.cart?.lines.edges.map((e) => [e.node.id, e.node.quantity])).toEqual([
        [paperback, 5],
        [dvd, 1],
      ]);
      const removed = await mutate(
        LINES_REMOVE,
        { cartId: cart.id, lineIds: [dvd] },
        'cartLinesRemove',
      );
      expect(removed.userErrors).toEqual([]);
      expect(removed.cart?.lines.edges.map((e) => e.node.id)).toEqual([paperback]);
      expect(removed.cart?.totalQuantity).toBe(5);
    });

    it('applies concurrent adds to one cart one after another, losing none', async () => {
      const cart = await newCart([{ merchandiseId: VARIANT.mug, quantity: 1 }]);
      const adds = Array.from({ length: 20 }, (_, i) =>
        mutate(
          LINES_ADD,
          {
            cartId: cart.id,
            lines: [{ merchandiseId: i % 2 ? VARIANT.mug : VARIANT.paperback, quantity: 1 }],
          },
          'cartLinesAdd',
        ),
      );
      for (const payload of await Promise.all(adds)) expect(payload.userErrors).toEqual([]);
      const read = await api.client.request<{ cart: CartShape }>(CART_QUERY, {
        variables: { id: cart.id },
      });
      expect(
        read.data?.cart.lines.edges.map((e) => [e.node.merchandise.id, e.node.quantity]),
      ).toEqual([
        [VARIANT.mug, 11],
        [VARIANT.paperback, 10],
      ]);
    });

    it('swaps a line to another variant in place, and merges it into a line that already holds that variant', async () => {
      const cart = await newCart([
        { merchandiseId: VARIANT.paperback, quantity: 2 },
        { merchandiseId: VARIANT.mug, quantity: 1 },
      ]);
      const [paperback, mug] = cart.lines.edges.map((e) => e.node.id);
      const swapped = await mutate(
        LINES_UPDATE,
        { cartId: cart.id, lines: [{ id: paperback, merchandiseId: VARIANT.hardcover }] },
        'cartLinesUpdate',
      );
      expect(swapped.userErrors).toEqual([]);
      const read = await api.client.request<{ cart: CartShape }>(CART_QUERY, {
        variables: { id: cart.id },
      });
      expect(
        read.data?.cart.lines.edges.map((e) => [e.node.id, e.node.merchandise.id, e.node.quantity]),
      ).toEqual([
        [paperback, VARIANT.hardcover, 2],
        [mug, VARIANT.mug, 1],
      ]);
      const merged = await mutate(
        LINES_UPDATE,
        { cartId: cart.id, lines: [{ id: mug, merchandiseId: VARIANT.hardcover }] },
        'cartLinesUpdate',
      );
      expect(
        merged.cart?.lines.edges.map((e) => [e.node.id, e.node.merchandise.id, e.node.quantity]),
      ).toEqual([[paperback, VARIANT.hardcover, 3]]);
    });

    it('switches currency and tax rule when the buyer identity moves country', async () => {
      const cart = await newCart([{ merchandiseId: VARIANT.hardcover, quantity: 1 }]);
      const toFrance = await mutate(
        BUYER_UPDATE,
        { cartId: cart.id, buyerIdentity: { countryCode: 'FR', email: 'reader@example.org' } },
        'cartBuyerIdentityUpdate',
      );
      expect(toFrance.userErrors).toEqual([]);
      expect(toFrance.cart?.buyerIdentity).toEqual({
        countryCode: 'FR',
        email: 'reader@example.org',
      });
      expect(toFrance.cart?.cost.totalAmount).toEqual({ amount: '28.99', currencyCode: 'EUR' });
      expect(toFrance.cart?.cost.totalTaxAmount?.amount).toBe('4.63');
      const toCanada = await mutate(
        BUYER_UPDATE,
        { cartId: cart.id, buyerIdentity: { countryCode: 'CA' } },
        'cartBuyerIdentityUpdate',
      );
      // GST is added on top in Canada: 42.99 + 5 % = 45.14.
      expect(toCanada.cart?.cost.subtotalAmount.amount).toBe('42.99');
      expect(toCanada.cart?.cost.totalAmount).toEqual({ amount: '45.14', currencyCode: 'CAD' });
      expect(toCanada.cart?.buyerIdentity.email).toBe('reader@example.org');
    });

    it('takes the cart country from @inContext when the buyer identity has none', async () => {
      const query = CART_CREATE.replace(
        'mutation CartCreate($input: CartInput)',
        'mutation CartCreate($input: CartInput) @inContext(country: NZ)',
      );
      const payload = await mutate(
        query,
        { input: { lines: [{ merchandiseId: VARIANT.mug, quantity: 1 }] } },
        'cartCreate',
      );
      expect(payload.cart?.buyerIdentity.countryCode).toBe('NZ');
      expect(payload.cart?.cost.totalAmount).toEqual({ amount: '21.99', currencyCode: 'NZD' });
    });

    it('pages cart lines with first/after', async () => {
      const cart = await newCart([
        { merchandiseId: VARIANT.paperback },
        { merchandiseId: VARIANT.mug },
        { merchandiseId: VARIANT.season1 },
      ]);
      const query = `query($id: ID!, $after: String) { cart(id: $id) { lines(first: 2, after: $after) { nodes { quantity } pageInfo { hasNextPage endCursor } } } }`;
      type Page = {
        cart: {
          lines: { nodes: unknown[]; pageInfo: { hasNextPage: boolean; endCursor: string } };
        };
      };
      const first = await api.client.request<Page>(query, { variables: { id: cart.id } });
      expect(first.data?.cart.lines.nodes).toHaveLength(2);
      expect(first.data?.cart.lines.pageInfo.hasNextPage).toBe(true);
      const second = await api.client.request<Page>(query, {
        variables: { id: cart.id, after: first.data?.cart.lines.pageInfo.endCursor },
      });
      expect(second.data?.cart.lines.nodes).toHaveLength(1);
      expect(second.data?.cart.lines.pageInfo.hasNextPage).toBe(false);
    });
  },
);
