import { addressBucket } from '../security/client-address';
import { admit, anyExhausted, type Counter, type Tier } from '../security/client-limits';
import { throttleKey, type ThrottleStore } from '../security/throttle';
import { ThrottledError } from './customer-types';
import { RESET_TOKEN_TTL_MS } from './tokens';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export type { Tier } from '../security/client-limits';

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
  /** Reset mails one account receives, whoever asks; windows shortest first (see `admitResetMail`). */
  resetMailsPerAccount: Tier[];
  /** Reset requests per address over all accounts (one address cannot spray many mailboxes). */
  recoverPerAddress: Tier[];
}

export function progressiveTiers(free: number, baseMs: number, steps: number): Tier[] {
  return Array.from({ length: steps + 1 }, (_, k) => ({
    limit: free + k,
    windowMs: baseMs * 2 ** k,
  }));
}

/*
 * No login ceiling per account over all addresses: whatever its size, strangers could reach it on
 * purpose and lock the owner out, which is the attack these limits must not enable. Guessing from
 * many addresses is bounded per address instead (and per /64 for IPv6), with scrypt on each try.
 * Reset mails do have a per-account cap (a mailbox must not be flooded); how it leaves the owner
 * a working link is explained at `admitResetMail`.
 */
export const DEFAULT_LIMITS: AccountLimits = {
  loginPerAccountAddress: progressiveTiers(10, 15 * MINUTE, 6),
  loginPerAddress: [
    { limit: 50, windowMs: 15 * MINUTE },
    { limit: 300, windowMs: DAY },
  ],
  signupPerAddress: [{ limit: 5, windowMs: HOUR }],
  resetMailsPerAccount: [
    { limit: 3, windowMs: HOUR },
    { limit: 6, windowMs: DAY },
  ],
  recoverPerAddress: [
    { limit: 10, windowMs: HOUR },
    { limit: 30, windowMs: DAY },
  ],
};

// Shopify's messages for these THROTTLED errors (a reset request is never refused out loud).
const LOGIN_MESSAGE = 'Login attempt limit exceeded. Please try again later.';
const SIGNUP_MESSAGE = 'Creating Customer Limit exceeded. Please try again later.';

const counters = (scope: string, tiers: Tier[], ...parts: string[]): Counter[] =>
  tiers.map((tier, k) => ({ scope: `${scope}:${k}`, parts, tier }));

function checkTiers(name: string, tiers: Tier[], ascending: boolean): void {
  if (!Array.isArray(tiers)) throw new TypeError(`limits.${name} must be a list of tiers`);
  tiers.forEach((tier, k) => {
    if (!Number.isInteger(tier?.limit) || tier.limit < 1)
      throw new RangeError(`limits.${name}[${k}].limit must be an integer of at least 1`);
    if (!Number.isInteger(tier.windowMs) || tier.windowMs < 1000)
      throw new RangeError(`limits.${name}[${k}].windowMs must be a whole number of ms, ≥ 1000`);
    if (ascending && k > 0 && tier.windowMs <= tiers[k - 1]!.windowMs)
      throw new RangeError(`limits.${name} must list windows shortest first`);
  });
}

/**
 * The account limits over the shared store (security/client-limits.ts: one atomic hit per key, so a
 * burst of simultaneous requests gets distinct counts). Logins and sign-ups are counted before any
 * password or e-mail is looked at, and refused with THROTTLED; reset requests are limited in
 * silence (customer-recovery.ts).
 */
export class AccountThrottles {
  readonly limits: AccountLimits;

  constructor(
    private readonly store: ThrottleStore,
    limits: Partial<AccountLimits> = {},
  ) {
    this.limits = { ...DEFAULT_LIMITS, ...limits };
    for (const [name, tiers] of Object.entries(this.limits))
      checkTiers(name, tiers as Tier[], name === 'resetMailsPerAccount');
  }

  private loginCounters(email: string, address: string) {
    const bucket = addressBucket(address);
    return {
      accountAddress: counters('login-aa', this.limits.loginPerAccountAddress, email, bucket),
      address: counters('login-a', this.limits.loginPerAddress, bucket),
    };
  }

  /**
   * Admits one login attempt or throws ThrottledError. A caller already past a limit is refused
   * on a peek, uncounted, so hammering while refused does not push the longer windows further;
   * only attempts that raced past the peek and lost are counted and refused.
   */
  async beginLogin(email: string, address: string): Promise<void> {
    const { accountAddress, address: perAddress } = this.loginCounters(email, address);
    if (!(await admit(this.store, [...accountAddress, ...perAddress], { peekFirst: true })))
      throw new ThrottledError(LOGIN_MESSAGE);
  }

  /** The owner got in: their address starts afresh for this account (its per-address count stays). */
  async loginSucceeded(email: string, address: string): Promise<void> {
    await this.forget(this.loginCounters(email, address).accountAddress);
  }

  /** Every sign-up attempt with a well-formed input counts, whether the address was taken or not. */
  async beginSignup(address: string): Promise<void> {
    const perAddress = counters('signup-a', this.limits.signupPerAddress, addressBucket(address));
    if (!(await admit(this.store, perAddress))) throw new ThrottledError(SIGNUP_MESSAGE);
  }

  /**
   * Whether this address may still ask for reset mails (any account, known or not, counts). Checked
   * before the account's own cap, so one address's refused requests never use up an account's mails.
   */
  admitRecoveryFrom(address: string): Promise<boolean> {
    const perAddress = counters('recover-a', this.limits.recoverPerAddress, addressBucket(address));
    return admit(this.store, perAddress, { peekFirst: true });
  }

  /**
   * The account's reset-mail cap, and the rule that keeps a stranger from locking its owner out:
   *
   *   Whenever the cap refuses a mail, the newest link already mailed to the account is valid.
   *
   * Tiers are admitted one after the other, shortest window first, each a single counter with
   * peekFirst. A counter reaches its limit only through a hit that was admitted at that tier, so
   * tier k is exhausted only after a mail that reached its limit in the current window, or while a
   * longer tier refuses (then shorter tiers may count a request that sent nothing). A mail sent once
   * tier k is exhausted gets a link valid for the windows of tiers 0..k added up (`resetLinkLifetime`:
   * 1 h, or 25 h once the day's 6 are used, with the defaults): it outlives tier k's window and any
   * shorter window opened before tier k reopens. Links are never revoked by a later request, mailed
   * or not; one use of any link spends them all and clears this cap (`resetSucceeded`). So after any
   * number of requests from any number of addresses, the owner gets a new mail or holds a working one.
   */
  async admitResetMail(customerId: string): Promise<boolean> {
    for (const tier of this.resetCounters(customerId))
      if (!(await admit(this.store, [tier], { peekFirst: true }))) return false;
    return true;
  }

  /**
   * How long a reset link mailed now must stay valid: RESET_TOKEN_TTL_MS, or, when a tier of the cap
   * is exhausted, the windows of the tiers up to the longest exhausted one added up.
   */
  async resetLinkLifetime(customerId: string): Promise<number> {
    let lifetime = RESET_TOKEN_TTL_MS;
    let windows = 0;
    for (const tier of this.resetCounters(customerId)) {
      windows += tier.tier.windowMs;
      if (await anyExhausted(this.store, [tier])) lifetime = Math.max(lifetime, windows);
    }
    return lifetime;
  }

  /** The owner proved the mailbox is theirs: the account's reset mails start afresh. */
  async resetSucceeded(customerId: string): Promise<void> {
    await this.forget(this.resetCounters(customerId));
  }

  private resetCounters(customerId: string): Counter[] {
    return counters('reset-mail', this.limits.resetMailsPerAccount, customerId);
  }

  private async forget(list: Counter[]): Promise<void> {
    await Promise.all(list.map((c) => this.store.clear(throttleKey(c.scope, ...c.parts))));
  }
}
