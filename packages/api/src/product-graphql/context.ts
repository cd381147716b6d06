import type { CustomerView } from '../customer/customer-types';
import type { SessionHandle } from './session-header';

/**
 * Per-request state of the product GraphQL that every area sees. An area adds its own entries (its
 * service) through its `ProductGraphqlArea.context` and extends this type with them.
 */
export interface ProductGraphqlContext {
  /** The Bearer token's customer; null for a visitor. */
  customer: CustomerView | null;
  /** The request's session: `current()` reads (null when there is none), `ensure()` begins one to store in. */
  session: SessionHandle;
  /** ISO 4217 code from `?currency=` (default GBP). */
  currency: string;
  /** The customer's own id (not the GID): what their donations and schedules are kept under. */
  customerId: string | null;
  /** The connection's peer address (never a forwarded header): what per-client limits count by. */
  clientAddress: string;
}
