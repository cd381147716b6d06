import { addressBucket } from '../security/client-address';
import { throttleKey, type ThrottleStore } from '../security/throttle';
import { ThrottledError } from './customer-types';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** A fixed window: at most `limit` hits per `windowMs`. */
export interface Tier {
  limit: number;
  windowMs: number;
}

export interface AccountLimits {
  /**
   * Logins per account+address. Tier k allows `free + k` attempts per `base * 2^k`: after the free
   * attempts each further one waits for the next, twice as long, window to end (15 min, 30 min,
   * 1 h … 16 h), so guessing slows exponentially and is capped at about 16 a day.
   */
  loginPerAccountAddress: Tier[];
  /** Logins per address over all accounts: a larger budget against spraying many accounts. */
  loginPerAddress: Tier[];
  signupPerAddress: Tier[];
  recoverPerAccount: Tier[];
  recoverPerAddress: Tier[];
}

export function progressiveTiers(free: number, baseMs: number, steps: number): Tier[] {
  return Array.from({ length: steps + 1 }, (_, k) => ({
    limit: free + k,
    windowMs: baseMs * 2 ** k,
  }));
}

/*
 * No per-account ceiling over all addresses: whatever its size, strangers could reach it on
 * purpose and lock the owner out, which is the attack these limits must not enable. Guessing from
 * many addresses is bounded per address instead (and per /64 for IPv6), with scrypt on each try.
 */
export const DEFAULT_LIMITS: AccountLimits = {
  loginPerAccountAddress: progressiveTiers(10, 15 * MINUTE, 6),
  loginPerAddress: [
    { limit: 50, windowMs: 15 * MINUTE },
    { limit: 300, windowMs: 24 * HOUR },
  ],
  signupPerAddress: [{ limit: 5, windowMs: HOUR }],
  recoverPerAccount: [{ limit: 5, windowMs: HOUR }],
  recoverPerAddress: [{ limit: 10, windowMs: HOUR }],
};

// Shopify's messages for these THROTTLED errors.
const LOGIN_MESSAGE = 'Login attempt limit exceeded. Please try again later.';
const SIGNUP_MESSAGE = 'Creating Customer Limit exceeded. Please try again later.';
const RECOVER_MESSAGE = 'Resetting password limit exceeded. Please try again later.';

type Keyed = { key: string; tier: Tier };
const keyed = (scope: string, tiers: Tier[], ...parts: string[]): Keyed[] =>
  tiers.map((tier, k) => ({ key: throttleKey(`${scope}:${k}`, ...parts), tier }));

/**
 * The account limits over the shared store. Every attempt is counted before any password or
 * e-mail is looked at, with one atomic hit per key, so a burst of simultaneous requests gets
 * distinct counts and everything past the limit is refused without being evaluated.
 */
export class AccountThrottles {
  readonly limits: AccountLimits;

  constructor(
    private readonly store: ThrottleStore,
    limits: Partial<AccountLimits> = {},
  ) {
    this.limits = { ...DEFAULT_LIMITS, ...limits };
  }

  private loginKeys(email: string, address: string) {
    const bucket = addressBucket(address);
    return {
      accountAddress: keyed('login-aa', this.limits.loginPerAccountAddress, email, bucket),
      address: keyed('login-a', this.limits.loginPerAddress, bucket),
    };
  }

  /**
   * Admits one login attempt or throws ThrottledError. A caller already past a limit is refused
   * on a peek, uncounted, so hammering while refused does not push the longer windows further;
   * only attempts that raced past the peek and lost are counted and refused.
   */
  async beginLogin(email: string, address: string): Promise<void> {
    const keys = this.loginKeys(email, address);
    await this.admit([...keys.accountAddress, ...keys.address], LOGIN_MESSAGE, true);
  }

  /** The owner got in: their address starts afresh for this account (its per-address count stays). */
  async loginSucceeded(email: string, address: string): Promise<void> {
    await Promise.all(
      this.loginKeys(email, address).accountAddress.map(({ key }) => this.store.clear(key)),
    );
  }

  /** Every sign-up attempt with a well-formed input counts, whether the address was taken or not. */
  async beginSignup(address: string): Promise<void> {
    await this.admit(
      keyed('signup-a', this.limits.signupPerAddress, addressBucket(address)),
      SIGNUP_MESSAGE,
      false,
    );
  }

  /** Recovery mails count per address first, so one address cannot use up an account's budget alone. */
  async beginRecovery(email: string, address: string): Promise<void> {
    await this.admit(
      keyed('recover-a', this.limits.recoverPerAddress, addressBucket(address)),
      RECOVER_MESSAGE,
      false,
    );
    await this.admit(
      keyed('recover-e', this.limits.recoverPerAccount, email),
      RECOVER_MESSAGE,
      false,
    );
  }

  private async admit(keys: Keyed[], message: string, peekFirst: boolean): Promise<void> {
    if (peekFirst) {
      const counts = await Promise.all(
        keys.map(({ key, tier }) => this.store.peek(key, tier.windowMs)),
      );
      if (counts.some((count, i) => count >= keys[i]!.tier.limit))
        throw new ThrottledError(message);
    }
    const hits = await Promise.all(keys.map(({ key, tier }) => this.store.hit(key, tier.windowMs)));
    if (hits.some((hit, i) => hit.count > keys[i]!.tier.limit)) throw new ThrottledError(message);
  }
}
