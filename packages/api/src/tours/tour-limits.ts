import { addressBucket } from '../security/client-address';
import { admit, type Counter, mailboxKey, type Tier } from '../security/client-limits';
import { throttleKey, type ThrottleStore } from '../security/throttle';
import type { ToursDb } from './tour-tables';

/*
 * Per-client limits of tours (issue 26), after pretix's per-order seat limits and waiting-list
 * offers. Two kinds:
 * - the seat cap is counted from the database (active, unexpired holds, offers included), so it is
 *   exact across server processes; a lock row per client key, upserted in the hold's transaction,
 *   orders concurrent changes by one client (a row lock on PostgreSQL; SQLite has one writer);
 * - rates (hold churn, mail forms, booking lookups, codes) are windows in the shared throttle store.
 */

/** Most seats one client (address /64, e-mail mailbox, signed-in customer) holds at once, over every departure. */
export const HOLD_SEATS_PER_CLIENT = 8;
/** Most live waitlist entries (waiting or offered) per address and per mailbox, over every departure. */
export const WAITLIST_ENTRIES_PER_CLIENT = 3;

const minutes = (n: number) => n * 60_000;
export const TOUR_RATES = {
  /** Hold creation per address: enough to change departure a few times, not to churn. */
  holds: { limit: 20, windowMs: minutes(10) },
  /** Interest and waitlist forms, per address and per (normalised) recipient: 5 in a row. */
  mailForm: { limit: 5, windowMs: minutes(60) },
  /** Booking lookups and code requests, per address and per e-mail. */
  lookups: { limit: 20, windowMs: minutes(10) },
  /** Codes mailed for one booking. */
  codesPerBooking: { limit: 5, windowMs: minutes(60) },
  /** Code entries per address (each code also allows only a few attempts). */
  codeChecks: { limit: 20, windowMs: minutes(10) },
} satisfies Record<string, Tier>;

/** Who is asking: the connection's address and the signed-in customer, if any. */
export interface TourClient {
  address: string;
  customerId: string | null;
}

/** Hashed keys of a client, as stored on holds and waitlist entries; null where unknown. */
export interface ClientKeys {
  client_key: string | null;
  customer_key: string | null;
  email_key: string | null;
}

export function clientKeys(client: TourClient | null, email: string | null = null): ClientKeys {
  return {
    client_key: client ? throttleKey('tour-client-a', addressBucket(client.address)) : null,
    customer_key: client?.customerId ? throttleKey('tour-client-c', client.customerId) : null,
    email_key: email ? throttleKey('tour-client-m', mailboxKey(email)) : null,
  };
}

const present = (keys: ClientKeys) =>
  (['client_key', 'customer_key', 'email_key'] as const).filter((k) => keys[k] !== null);

/** Takes the client's lock rows for the rest of the transaction, in one order (no deadlocks). */
export async function lockClients(trx: ToursDb, keys: ClientKeys, at: string): Promise<void> {
  const names = present(keys)
    .map((k) => `${k}:${keys[k]}`)
    .sort();
  for (const key of names)
    await trx
      .insertInto('tour_client_locks')
      .values({ key, touched_at: at })
      .onConflict((oc) => oc.column('key').doUpdateSet({ touched_at: at }))
      .execute();
}

/** True when every key of the client stays within the cap with `added` more seats held. */
export async function withinSeatCap(
  trx: ToursDb,
  keys: ClientKeys,
  added: number,
  now: string,
  cap = HOLD_SEATS_PER_CLIENT,
): Promise<boolean> {
  const columns = present(keys);
  if (columns.length === 0 || added <= 0) return true;
  const rows = await trx
    .selectFrom('tour_holds')
    .select(['seats', 'client_key', 'customer_key', 'email_key'])
    .where('status', '=', 'active')
    .where('expires_at', '>', now)
    .where((eb) => eb.or(columns.map((c) => eb(c, '=', keys[c]!))))
    .execute();
  return columns.every(
    (c) =>
      rows.filter((r) => r[c] === keys[c]).reduce((sum, r) => sum + Number(r.seats), 0) + added <=
      cap,
  );
}

/** Counts one hit on each counter; true when all stay in their limits (always true without a store). */
export async function admitted(store: ThrottleStore | null, counters: Counter[]): Promise<boolean> {
  return store ? admit(store, counters, { peekFirst: true }) : true;
}

export const addressCounter = (scope: string, client: TourClient, tier: Tier): Counter => ({
  scope,
  parts: [addressBucket(client.address)],
  tier,
});
export const mailboxCounter = (scope: string, email: string, tier: Tier): Counter => ({
  scope,
  parts: [mailboxKey(email)],
  tier,
});

/** Counts one mail-form submission per address and per recipient mailbox; false past the limit. */
export async function mailFormAdmitted(
  store: ThrottleStore | null,
  scope: string,
  client: TourClient | null,
  email: string,
): Promise<boolean> {
  return admitted(store, [
    ...(client ? [addressCounter(`${scope}-a`, client, TOUR_RATES.mailForm)] : []),
    mailboxCounter(`${scope}-m`, email, TOUR_RATES.mailForm),
  ]);
}

/**
 * True when the address or the mailbox already has its most live waitlist entries. A count, not a
 * lock: two joins at once may pass it together, and the mail-form throttle bounds those.
 */
export async function waitlistFull(db: ToursDb, keys: ClientKeys): Promise<boolean> {
  for (const column of ['client_key', 'email_key'] as const) {
    const value = keys[column];
    if (value === null) continue;
    const live = await db
      .selectFrom('tour_waitlist')
      .select((eb) => eb.fn.countAll().as('n'))
      .where(column, '=', value)
      .where('status', 'in', ['waiting', 'offered'])
      .executeTakeFirst();
    if (Number(live?.n ?? 0) >= WAITLIST_ENTRIES_PER_CLIENT) return true;
  }
  return false;
}
