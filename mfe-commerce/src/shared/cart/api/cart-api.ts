import { REGION_CURRENCY } from '@site/contracts/regions';
import type { StorefrontRequest } from '../../storefront/storefront-client';
import { mapRegion } from '../../region/map-region';
import { CART_COUNTRY_UPDATE, type CartCountryUpdateResult } from './cart-country-update';
import { CART_CREATE, type CartCreateResult } from './cart-create';
import { CART_LINES_ADD, type CartLinesAddResult } from './cart-lines-add';
import { CART_LINES_REMOVE, type CartLinesRemoveResult } from './cart-lines-remove';
import { CART_LINES_UPDATE, type CartLinesUpdateResult } from './cart-lines-update';
import type { Cart, CartLineInput, CartLineUpdate, CartPayload } from './cart-types';
import { GET_CART, type GetCartResult } from './get-cart';
import { reshapeCart } from './reshape-cart';

/** The five cart calls of spec §7.4, returning domain carts. */
export interface CartApi {
  /**
   * null when the cart does not exist (any more). A cart kept from before the visitor chose another
   * region is moved to `country` first, so it is priced in the region's currency.
   */
  fetchCart(cartId: string, country: string): Promise<Cart | null>;
  updateCountry(cartId: string, country: string): Promise<Cart | null>;
  createCart(country: string): Promise<Cart>;
  addLines(cartId: string, lines: CartLineInput[], country: string): Promise<Cart>;
  updateLines(cartId: string, lines: CartLineUpdate[], country: string): Promise<Cart | null>;
  removeLines(cartId: string, lineIds: string[], country: string): Promise<Cart | null>;
}

/** userErrors reject (spec §8: storefront errors are logged, the caller decides what the visitor sees). */
function cartOf(payload: CartPayload | null, siteOrigin: string | null): Cart | null {
  if (!payload) return null;
  if (payload.userErrors.length > 0)
    throw new Error(payload.userErrors.map((e) => e.message).join(' '));
  return payload.cart ? reshapeCart(payload.cart, siteOrigin) : null;
}

export function createCartApi(request: StorefrontRequest, siteOrigin: string | null): CartApi {
  const api: CartApi = {
    async fetchCart(cartId, country) {
      const data = await request<GetCartResult>(GET_CART, { cartId, country });
      const cart = data.cart ? reshapeCart(data.cart, siteOrigin) : null;
      const currency = REGION_CURRENCY[mapRegion(country)];
      return cart && cart.cost.total.currencyCode !== currency
        ? api.updateCountry(cartId, country)
        : cart;
    },
    async updateCountry(cartId, country) {
      const data = await request<CartCountryUpdateResult>(
        CART_COUNTRY_UPDATE,
        { cartId, country },
        'mutation',
      );
      return cartOf(data.cartBuyerIdentityUpdate, siteOrigin);
    },
    async createCart(country) {
      const data = await request<CartCreateResult>(CART_CREATE, { lines: [], country }, 'mutation');
      const cart = cartOf(data.cartCreate, siteOrigin);
      if (!cart) throw new Error('The storefront did not create a cart.');
      return cart;
    },
    async addLines(cartId, lines, country) {
      const input = lines.map((l) => ({
        merchandiseId: l.merchandiseId,
        quantity: l.quantity,
        attributes: l.attributes ?? [],
      }));
      const data = await request<CartLinesAddResult>(
        CART_LINES_ADD,
        { cartId, lines: input, country },
        'mutation',
      );
      const cart = cartOf(data.cartLinesAdd, siteOrigin);
      if (!cart) throw new Error('The storefront did not return the cart.');
      return cart;
    },
    async updateLines(cartId, lines, country) {
      const data = await request<CartLinesUpdateResult>(
        CART_LINES_UPDATE,
        { cartId, lines, country },
        'mutation',
      );
      return cartOf(data.cartLinesUpdate, siteOrigin);
    },
    async removeLines(cartId, lineIds, country) {
      const data = await request<CartLinesRemoveResult>(
        CART_LINES_REMOVE,
        { cartId, lineIds, country },
        'mutation',
      );
      return cartOf(data.cartLinesRemove, siteOrigin);
    },
  };
  return api;
}
