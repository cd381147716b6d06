import { REGION_CURRENCY } from '@site/contracts/regions';
import type { StorefrontRequest } from '../../storefront/storefront-client';
import { mapRegion } from '../../region/map-region';
import { CART_COUNTRY_UPDATE, type CartCountryUpdateResult } from './cart-country-update';
import { CART_CREATE, type CartCreateResult } from './cart-create';
import { CART_LINES_ADD, type CartLinesAddResult } from './cart-lines-add';
import { CART_LINES_REMOVE, type CartLinesRemoveResult } from './cart-lines-remove';
import { CART_LINES_UPDATE, type CartLinesUpdateResult } from './cart-lines-update';
import type { Cart, CartLineInput, CartLineUpdate, CartPayload, RawCart } from './cart-types';
import { GET_CART, type GetCartResult } from './get-cart';
import { reshapeCart } from './reshape-cart';

/**
 * The five cart calls of spec §7.4, returning domain carts. Each cart the storefront answers with is
 * first handed to `keep` (the runtime writes it into urql's cart cache, api/cart-cache.ts).
 */
export interface CartApi {
  /**
   * null when the cart does not exist (any more). A cart kept from before the visitor chose another
   * region is moved to `country` first, so it is priced in the region's currency.
   */
  fetchCart(cartId: string, country: string): Promise<Cart | null>;
  updateCountry(cartId: string, country: string): Promise<Cart | null>;
  createCart(country: string, lines?: CartLineInput[]): Promise<Cart>;
  addLines(cartId: string, lines: CartLineInput[], country: string): Promise<Cart>;
  updateLines(cartId: string, lines: CartLineUpdate[], country: string): Promise<Cart | null>;
  removeLines(cartId: string, lineIds: string[], country: string): Promise<Cart | null>;
}

/** Spec §3 "Line input": attributes default to an empty list. */
const lineInput = (l: CartLineInput) => ({
  merchandiseId: l.merchandiseId,
  quantity: l.quantity,
  attributes: l.attributes ?? [],
});

export function createCartApi(
  request: StorefrontRequest,
  siteOrigin: string | null,
  keep: (cart: RawCart) => Promise<void> = () => Promise.resolve(),
): CartApi {
  const kept = async (raw: RawCart | null) => {
    if (!raw) return null;
    await keep(raw);
    return reshapeCart(raw, siteOrigin);
  };
  /**
   * Runs one cart mutation and keeps the cart it answers with. userErrors reject (spec §8:
   * storefront errors are logged, the caller decides what the visitor sees).
   */
  const mutate = async <R>(
    document: string,
    variables: Record<string, unknown>,
    payloadOf: (result: R) => CartPayload | null,
  ) => {
    const payload = payloadOf(await request<R>(document, variables, 'mutation'));
    if (payload && payload.userErrors.length > 0)
      throw new Error(payload.userErrors.map((e) => e.message).join(' '));
    return kept(payload?.cart ?? null);
  };
  const required = (cart: Cart | null) => {
    if (!cart) throw new Error('The storefront did not return the cart.');
    return cart;
  };
  const api: CartApi = {
    async fetchCart(cartId, country) {
      const data = await request<GetCartResult>(GET_CART, { cartId, country });
      const currency = REGION_CURRENCY[mapRegion(country)];
      // A cart priced elsewhere is moved first, so the one kept is never in another currency.
      return data.cart && data.cart.cost.totalAmount.currencyCode !== currency
        ? api.updateCountry(cartId, country)
        : kept(data.cart);
    },
    updateCountry: (cartId, country) =>
      mutate(
        CART_COUNTRY_UPDATE,
        { cartId, country },
        (r: CartCountryUpdateResult) => r.cartBuyerIdentityUpdate,
      ),
    createCart: (country, lines = []) =>
      mutate(
        CART_CREATE,
        { lines: lines.map(lineInput), country },
        (r: CartCreateResult) => r.cartCreate,
      ).then(required),
    addLines: (cartId, lines, country) =>
      mutate(
        CART_LINES_ADD,
        { cartId, lines: lines.map(lineInput), country },
        (r: CartLinesAddResult) => r.cartLinesAdd,
      ).then(required),
    updateLines: (cartId, lines, country) =>
      mutate(
        CART_LINES_UPDATE,
        { cartId, lines, country },
        (r: CartLinesUpdateResult) => r.cartLinesUpdate,
      ),
    removeLines: (cartId, lineIds, country) =>
      mutate(
        CART_LINES_REMOVE,
        { cartId, lineIds, country },
        (r: CartLinesRemoveResult) => r.cartLinesRemove,
      ),
  };
  return api;
}
