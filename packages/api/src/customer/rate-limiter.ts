/**
 * A fixed-window counter per key, in memory. Enough for one server process: the limits protect
 * against password guessing, and a restart only gives an attacker one more window.
 */
export class RateLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  private current(key: string): { start: number; count: number } | undefined {
    const window = this.windows.get(key);
    if (window && this.now() - window.start >= this.windowMs) {
      this.windows.delete(key);
      return undefined;
    }
    return window;
  }

  /** True once the key has used up its attempts in the current window. */
  blocked(key: string): boolean {
    return (this.current(key)?.count ?? 0) >= this.limit;
  }

  /** Counts one attempt against the key. */
  record(key: string): void {
    const window = this.current(key);
    if (window) {
      window.count += 1;
      return;
    }
    if (this.windows.size > 10_000) this.prune();
    this.windows.set(key, { start: this.now(), count: 1 });
  }

  /** Counts an attempt and says whether it was within the limit. */
  take(key: string): boolean {
    if (this.blocked(key)) return false;
    this.record(key);
    return true;
  }

  private prune(): void {
    const now = this.now();
    for (const [key, window] of this.windows)
      if (now - window.start >= this.windowMs) this.windows.delete(key);
  }
}

/** Failed logins allowed per account and per client address in one window. */
export const LOGIN_LIMIT = 10;
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
