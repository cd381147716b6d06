import type { CustomerView } from '../customer/customer-types';
import type { SessionStore, ShopSession } from './session-store';

export const SESSION_HEADER = 'x-shop-session';
/** The response value telling the client to forget its stored session (spec §7.1). */
export const SESSION_REMOVED = 'false';

/**
 * The request's session, begun only when something is stored in it: a visitor who only reads
 * writes no row (before, every request without a header stored a new session, so anyone could
 * fill the table at request rate). Resolvers that store call `ensure()`.
 */
export class SessionHandle {
  private creating: Promise<ShopSession> | null = null;

  constructor(
    private readonly store: SessionStore,
    private session: ShopSession | null,
    /** The presented session was refused: say 'false' unless a new one is begun. */
    private readonly refused: boolean,
    private readonly customerId: string | null,
    private readonly currency: string,
  ) {}

  /** The live session, or null when the request has none (yet). */
  current(): ShopSession | null {
    return this.session;
  }

  /** The session, begun now if there is none; simultaneous calls share one new session. */
  ensure(): Promise<ShopSession> {
    if (this.session) return Promise.resolve(this.session);
    this.creating ??= this.store
      .create(this.customerId, this.currency)
      .then((created) => (this.session = created));
    return this.creating;
  }

  /** The response header: the session id to keep, 'false' to drop the one sent, or none. */
  header(): string | null {
    if (this.session) return this.session.id;
    return this.refused ? SESSION_REMOVED : null;
  }
}

/**
 * The session-header protocol: no header → no session until one is stored; `Session <id>` of a
 * live session that is the caller's → kept; an unknown, expired or malformed id, or one that
 * belongs to another customer (or to a customer who has since signed out) → 'false'.
 */
export async function resolveSession(
  store: SessionStore,
  headerValue: string | undefined,
  customer: CustomerView | null,
  customerId: string | null,
  currency: string,
): Promise<SessionHandle> {
  const handle = (session: ShopSession | null, refused: boolean) =>
    new SessionHandle(store, session, refused, customerId, currency);
  if (headerValue === undefined || headerValue.trim() === '') return handle(null, false);
  const match = /^Session ([^\s]+)$/.exec(headerValue.trim());
  const session = match?.[1] ? await store.find(match[1]) : null;
  if (!session) return handle(null, true);
  if (session.customerId !== null && session.customerId !== customerId) {
    // A signed-out visitor must not keep the customer's session; another customer never gets it.
    if (customer === null) await store.remove(session.id);
    return handle(null, true);
  }
  const next = { ...session, customerId: session.customerId ?? customerId, currency };
  await store.touch(next);
  return handle(next, false);
}
