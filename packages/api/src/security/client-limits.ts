import { throttleKey, type ThrottleStore } from './throttle';

/** A fixed window: at most `limit` hits per `windowMs`. */
export interface Tier {
  limit: number;
  windowMs: number;
}

/** One counter: a scope (readable in the store), the identity parts it counts (hashed), its window. */
export interface Counter {
  scope: string;
  parts: string[];
  tier: Tier;
}

const keyOf = (counter: Counter) => throttleKey(counter.scope, ...counter.parts);

/**
 * True when any counter has already reached its limit, without counting: a client that is past a
 * limit and keeps trying does not push its window further.
 */
export async function anyExhausted(store: ThrottleStore, counters: Counter[]): Promise<boolean> {
  const counts = await Promise.all(counters.map((c) => store.peek(keyOf(c), c.tier.windowMs)));
  return counts.some((count, i) => count >= counters[i]!.tier.limit);
}

/**
 * Counts one hit on every counter (one atomic operation each in the shared store) and says whether
 * all of them stayed within their limits. With `peekFirst`, a client already past a limit is
 * refused uncounted; only hits that raced past the peek are counted and refused.
 */
export async function admit(
  store: ThrottleStore,
  counters: Counter[],
  options: { peekFirst?: boolean } = {},
): Promise<boolean> {
  if (counters.length === 0) return true;
  if (options.peekFirst && (await anyExhausted(store, counters))) return false;
  const hits = await Promise.all(counters.map((c) => store.hit(keyOf(c), c.tier.windowMs)));
  return hits.every((hit, i) => hit.count <= counters[i]!.tier.limit);
}

/**
 * The canonical form of an e-mail address for counting: lower case, and for every domain the
 * `+tag` suffix dropped (`victim+1@x.org` and `victim+2@x.org` reach one mailbox). Dots are kept:
 * only some providers ignore them.
 */
export function mailboxKey(email: string): string {
  const lower = email.trim().toLowerCase();
  const at = lower.lastIndexOf('@');
  if (at <= 0) return lower;
  const local = lower.slice(0, at).replace(/\+.*$/, '');
  return `${local}@${lower.slice(at + 1)}`;
}
