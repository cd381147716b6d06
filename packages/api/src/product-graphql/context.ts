import type { CustomerView } from '../customer/customer-types';
import type { ShopSession } from './session-store';

/** Per-request state of the product GraphQL. */
export interface ProductGraphqlContext {
  /** The Bearer token's customer; null for a visitor. */
  customer: CustomerView | null;
  /** null when the presented session was refused (the response header then says 'false'). */
  session: ShopSession | null;
  /** ISO 4217 code from `?currency=` (default GBP). */
  currency: string;
}
