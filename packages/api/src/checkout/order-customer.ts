import { CustomerStore } from '../customer/customer-store';
import { hashToken } from '../customer/tokens';
import type { Db } from '../db/database';

/**
 * The account an order belongs to: the one whose access token the cart's buyer identity carries,
 * if that token is still live and the account enabled, else none (a guest order). As on Shopify, an
 * order is linked to the account that placed it, never to an account merely by its e-mail address.
 */
export async function customerIdForCart(
  db: Db,
  customerToken: string | null,
  now: string,
): Promise<string | null> {
  if (!customerToken || customerToken.length > 200) return null;
  const row = await new CustomerStore(db).liveToken(hashToken(customerToken), 'access', now);
  return row && row.state === 'enabled' ? row.id : null;
}
