import type { Db } from '../db/database';
import type { Mailer, MailMessage } from '../mail/mailer';
import { CustomerStore, type CustomerRow } from './customer-store';
import { createThrottleStore, type ThrottleStore } from '../security/throttle';
import { type AccountLimits, AccountThrottles } from './account-throttles';
import type { AccessTokenView } from './customer-types';
import { ACCESS_TOKEN_TTL_MS, hashToken, newToken } from './tokens';

export interface CustomerServiceOptions {
  mailer: Mailer;
  now?: () => number;
  /** Where attempts are counted; default the database's `throttles` table (shared by every process). */
  throttles?: ThrottleStore;
  /** Overrides of the default limits (see account-throttles.ts). */
  limits?: Partial<AccountLimits>;
}

/** What every customer operation shares: the store, the clock, the throttles, the mail queue and token issue. */
export class CustomerCore {
  readonly store: CustomerStore;
  readonly now: () => number;
  readonly throttles: AccountThrottles;
  private readonly pending = new Set<Promise<void>>();

  constructor(
    protected readonly db: Db,
    readonly options: CustomerServiceOptions,
  ) {
    this.store = new CustomerStore(db);
    this.now = options.now ?? Date.now;
    const store = options.throttles ?? createThrottleStore(db, { now: this.now });
    this.throttles = new AccountThrottles(store, options.limits);
  }

  iso(offsetMs = 0): string {
    return new Date(this.now() + offsetMs).toISOString();
  }

  /** Mail leaves in the background: neither SMTP latency nor a failure shows in the response or its timing. */
  mail(message: MailMessage): void {
    this.later(() => this.options.mailer.send(message));
  }

  /** Runs work after the response, logging a failure; `idle()` waits for it. */
  later(task: () => Promise<void>): void {
    const running = new Promise<void>((resolve) => setImmediate(resolve))
      .then(task)
      .catch((error: unknown) => {
        console.error('customer background task:', error instanceof Error ? error.message : error);
      });
    this.pending.add(running);
    void running.finally(() => this.pending.delete(running));
  }

  /** Resolves once every queued mail and background write has finished (tests, shutdown). */
  async idle(): Promise<void> {
    await Promise.all([...this.pending]);
  }

  async issueAccessToken(customerId: string): Promise<AccessTokenView> {
    const accessToken = newToken();
    const expiresAt = this.iso(ACCESS_TOKEN_TTL_MS);
    await this.store.insertToken(
      hashToken(accessToken),
      customerId,
      'access',
      expiresAt,
      this.iso(),
    );
    return { accessToken, expiresAt };
  }

  protected async customerRow(accessToken: unknown): Promise<CustomerRow | null> {
    if (typeof accessToken !== 'string' || accessToken.length > 200) return null;
    const row = await this.store.liveToken(hashToken(accessToken), 'access', this.iso());
    return row && row.state === 'enabled' ? row : null;
  }
}
