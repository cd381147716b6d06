import type { StorefrontRequest } from '../../../shared/storefront/storefront-client';

/** Storefront `cartBuyerIdentityUpdate` with the customer's token: the order will be the account's. */
export const CART_LINK_CUSTOMER = `mutation CartLinkCustomer($cartId: ID!, $customerAccessToken: String!) {
  cartBuyerIdentityUpdate(cartId: $cartId, buyerIdentity: { customerAccessToken: $customerAccessToken }) {
    cart { id }
    userErrors { field message }
  }
}`;

interface Result {
  cartBuyerIdentityUpdate: {
    cart: { id: string } | null;
    userErrors: { message: string }[];
  } | null;
}

/** The cart's Storefront id, from the checkout URL's token and key (packages/api cart-id.ts). */
export const cartGid = (token: string, key: string) => `gid://shopify/Cart/${token}?key=${key}`;

/**
 * Puts the signed-in customer's access token on the cart before it is paid, as Shopify's buyer
 * identity does, so the API records the order on that account. True when the cart took it.
 */
export async function linkCartToCustomer(
  request: StorefrontRequest,
  token: string,
  key: string,
  customerAccessToken: string,
): Promise<boolean> {
  const data = await request<Result>(
    CART_LINK_CUSTOMER,
    { cartId: cartGid(token, key), customerAccessToken },
    'mutation',
  );
  const payload = data.cartBuyerIdentityUpdate;
  return payload?.cart !== null && payload?.cart !== undefined && payload.userErrors.length === 0;
}
