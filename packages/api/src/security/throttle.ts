import type { Db } from '../db/database';
import { DbThrottleStore } from './throttle-db';
import { RedisThrottleStore } from './throttle-redis';

export { boundedKey, hitAmount, MAX_KEY_LENGTH, throttleKey } from './throttle-keys';

/**
 * Counters every throttle of the API shares. They live outside the process (the database or
 * Redis) so that several server processes count together and a restart forgets nothing; each
 * `hit` is one atomic operation, so a burst of simultaneous requests gets distinct counts.
 */
export interface ThrottleStore {
  /**
   * Atomically counts one hit on `key` in a fixed window of `windowMs` (or `amount` at once, a
   * positive integer: a request's GraphQL cost); returns the count including this hit and when the
   * window ends.
   */
  hit(key: string, windowMs: number, amount?: number): Promise<{ count: number; resetAt: number }>;
  /** The current count without counting (0 when no window is open). */
  peek(key: string, windowMs: number): Promise<number>;
  /** Forgets a key (e.g. after a successful login, for the account+address key). */
  clear(key: string): Promise<void>;
}

/**
 * The same store with every key prefixed: separate namespaces (one per test server, or per run
 * when several share one Redis or database) that cannot see each other's counts.
 */
export function withKeyPrefix(store: ThrottleStore, prefix: string): ThrottleStore {
  return {
    hit: (key, windowMs, amount) => store.hit(`${prefix}${key}`, windowMs, amount),
    peek: (key, windowMs) => store.peek(`${prefix}${key}`, windowMs),
    clear: (key) => store.clear(`${prefix}${key}`),
  };
}

/** A store that holds a connection of its own (Redis) and can let it go at shutdown. */
export interface ClosableThrottleStore extends ThrottleStore {
  close(): Promise<void>;
}

export interface ThrottleStoreOptions {
  /** `redis://…`: counters in Redis (INCR + PEXPIRE in one script); else in the database. */
  redisUrl?: string | null;
  /** Prepended to every Redis key, so runs or sites sharing one Redis stay apart. */
  redisPrefix?: string;
  /** The database store's clock (tests move it); Redis windows follow Redis's own clock. */
  now?: () => number;
}

export function createThrottleStore(
  db: Db,
  options: ThrottleStoreOptions = {},
): ClosableThrottleStore {
  const redisUrl = options.redisUrl?.trim();
  if (redisUrl) return new RedisThrottleStore(redisUrl, options.redisPrefix ?? 'throttle:');
  return new DbThrottleStore(db, options.now ?? Date.now);
}
