import type { CustomerView } from '../customer/customer-types';
import type { SessionStore, ShopSession } from './session-store';

export const SESSION_HEADER = 'x-shop-session';
/** The response value telling the client to forget its stored session (spec §7.1). */
export const SESSION_REMOVED = 'false';

export interface SessionOutcome {
  /** The session this request runs in; null when the presented one was refused. */
  session: ShopSession | null;
  /** The response header value: the session id to store, or 'false'. */
  header: string;
}

/**
 * The session-header protocol: no header → a new session; `Session <id>` of a live session that is
 * the caller's → kept; an unknown, expired or malformed id, or one that belongs to another
 * customer (or to a customer who has since signed out) → 'false'.
 */
export async function resolveSession(
  store: SessionStore,
  headerValue: string | undefined,
  customer: CustomerView | null,
  customerId: string | null,
  currency: string,
): Promise<SessionOutcome> {
  if (headerValue === undefined || headerValue.trim() === '') {
    const session = await store.create(customerId, currency);
    return { session, header: session.id };
  }
  const match = /^Session ([^\s]+)$/.exec(headerValue.trim());
  const session = match?.[1] ? await store.find(match[1]) : null;
  if (!session) return { session: null, header: SESSION_REMOVED };
  if (session.customerId !== null && session.customerId !== customerId) {
    // A signed-out visitor must not keep the customer's session; another customer never gets it.
    if (customer === null) await store.remove(session.id);
    return { session: null, header: SESSION_REMOVED };
  }
  const next = { ...session, customerId: session.customerId ?? customerId, currency };
  await store.touch(next);
  return { session: next, header: session.id };
}
