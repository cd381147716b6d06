import type { Db } from '../db/database';
import type { Mailer } from '../mail/mailer';
import { orderConfirmationMail } from './order-mail';
import { admit, mailboxKey, type Tier } from '../security/client-limits';
import type { ThrottleStore } from '../security/throttle';
import type { ShippingAddress } from './checkout-input';
import { issueOrderToken } from './order-access';
import { orderJsonOf } from './orders';

/**
 * Confirmations per recipient mailbox (plus-addresses are one mailbox), as gift receipts are counted:
 * past the limit the order still stands and its confirmation page works, but no mail leaves, so
 * strangers cannot flood one inbox with order mails.
 */
export const CONFIRMATIONS_PER_MAILBOX: Tier[] = [
  { limit: 5, windowMs: 60 * 60_000 },
  { limit: 20, windowMs: 24 * 60 * 60_000 },
];

/** The order page of mfe-commerce (its path table: `orderConfirmation`), with a token that opens it. */
export const orderPageUrl = (publicUrl: string, number: number, token: string | null) =>
  `${publicUrl}/checkout/confirmation/${number}${token ? `?token=${encodeURIComponent(token)}` : ''}`;

export interface OrderConfirmationOptions {
  mailer: Mailer;
  /** Origin of the order link; configured, never a request header. */
  publicUrl: string;
  /** The API's shared store; null: no limit. */
  throttles: ThrottleStore | null;
  tiers?: Tier[];
  now?: () => string;
}

/**
 * Mails an order's confirmation once. Called after the order's transaction has committed, never
 * inside it; the send runs after the checkout's answer, and a failure is logged, never the order's.
 * Once per order: the first caller to set `confirmation_claimed_at` sends, every other finds it set.
 */
export class OrderConfirmations {
  private readonly pending = new Set<Promise<void>>();
  private readonly tiers: Tier[];
  private readonly now: () => string;

  constructor(
    private readonly db: Db,
    private readonly options: OrderConfirmationOptions,
  ) {
    this.tiers = options.tiers ?? CONFIRMATIONS_PER_MAILBOX;
    this.now = options.now ?? (() => new Date().toISOString());
  }

  /** Queues the confirmation of a committed order; returns at once. */
  queue(orderId: string): void {
    const running = new Promise<void>((resolve) => setImmediate(resolve))
      .then(async () => void (await this.send(orderId)))
      .catch((error: unknown) =>
        console.error(`checkout: confirmation mail of order ${orderId} failed:`, error),
      );
    this.pending.add(running);
    void running.finally(() => this.pending.delete(running));
  }

  /** Resolves once every queued confirmation has been sent or given up (tests, shutdown). */
  async idle(): Promise<void> {
    await Promise.all([...this.pending]);
  }

  /** True when this call sent the mail; false when another had claimed it or its mailbox is past the limit. */
  async send(orderId: string): Promise<boolean> {
    const now = this.now();
    const claimed = await this.db
      .updateTable('orders')
      .set({ confirmation_claimed_at: now })
      .where('id', '=', orderId)
      .where('confirmation_claimed_at', 'is', null)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) === 0) return false;
    const row = await this.db
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    if (this.options.throttles) {
      const mailbox = mailboxKey(row.email);
      const counters = this.tiers.map((tier, i) => ({
        scope: `order-mail-m${i}`,
        parts: [mailbox],
        tier,
      }));
      if (!(await admit(this.options.throttles, counters, { peekFirst: true }))) {
        console.log(
          `checkout: confirmation of order #${row.number} not mailed: its mailbox has had its share (the order stands; its page works)`,
        );
        return false;
      }
    }
    // A token of its own, so the mail's link keeps working whatever becomes of the browser's.
    const token = await issueOrderToken(this.db, orderId, now);
    const order = await orderJsonOf(this.db, row);
    const address = JSON.parse(row.shipping_json) as ShippingAddress;
    await this.options.mailer.send(
      orderConfirmationMail({
        order,
        address,
        orderUrl: orderPageUrl(this.options.publicUrl, row.number, token),
      }),
    );
    return true;
  }
}
