import { DeclineGuard } from '../checkout/decline-guard';
import { addressBucket } from '../security/client-address';
import { admit, mailboxKey, type Tier } from '../security/client-limits';
import { PAYMENT_THROTTLED_MESSAGE } from '../security/decline-velocity';
import type { ThrottleStore } from '../security/throttle';
import type { GivingUserError } from './donation-input';

/*
 * Per-client limits of giving, counted in the API's shared store (every server process together):
 * - card payments (`donate`, a recurring gift's card change) per client address: a donor gives a
 *   few times at most, a congregation on one network a few dozen; a script giving 1.00 gifts
 *   to mail receipts, or trying cards, far more;
 * - declines per address and per card, with the shop and tours (checkout/decline-guard.ts);
 * - receipts per recipient mailbox (plus-addresses are one mailbox): a gift still goes through
 *   past the limit, but its receipt is not mailed (it is on the confirmation page and its link),
 *   so strangers cannot flood one inbox with receipts however many requests they spread it over.
 */
export const PAYMENTS_PER_ADDRESS: Tier[] = [
  { limit: 30, windowMs: 10 * 60_000 },
  { limit: 100, windowMs: 60 * 60_000 },
];
export const RECEIPTS_PER_MAILBOX: Tier[] = [
  { limit: 5, windowMs: 60 * 60_000 },
  { limit: 20, windowMs: 24 * 60 * 60_000 },
];

export const PAYMENTS_THROTTLED: GivingUserError = {
  field: null,
  code: 'THROTTLED',
  message:
    'Too many gifts were sent from your network in a short time. Nothing was charged; please try again in a few minutes.',
};
/** Another payment from the same network or with the same card held the turn too long (checkout/decline-guard.ts). */
export const PAYMENT_BUSY: GivingUserError = {
  field: null,
  code: 'THROTTLED',
  message:
    'Another payment from your network or with this card is being processed. Nothing was charged; please try again in a moment.',
};
/** Past the decline limit: one answer for every card, saying nothing about the one just tried. */
export const DECLINES_THROTTLED: GivingUserError = {
  field: null,
  code: 'THROTTLED',
  message: PAYMENT_THROTTLED_MESSAGE,
};

export interface GivingLimitTiers {
  paymentsPerAddress?: Tier[];
  receiptsPerMailbox?: Tier[];
}

export class GivingLimits {
  readonly declines: DeclineGuard;
  private readonly payments: Tier[];
  private readonly receipts: Tier[];

  constructor(
    private readonly store: ThrottleStore | null,
    tiers: GivingLimitTiers = {},
  ) {
    this.declines = new DeclineGuard(store);
    this.payments = tiers.paymentsPerAddress ?? PAYMENTS_PER_ADDRESS;
    this.receipts = tiers.receiptsPerMailbox ?? RECEIPTS_PER_MAILBOX;
  }

  /** Counts one card payment request from `address`; false past the limit (a client past it is not counted further). */
  async admitPayment(address: string): Promise<boolean> {
    if (!this.store) return true;
    const bucket = addressBucket(address);
    return admit(
      this.store,
      this.payments.map((tier, i) => ({ scope: `giving-pay-a${i}`, parts: [bucket], tier })),
      { peekFirst: true },
    );
  }

  /** Counts one receipt to `email`'s mailbox; false when that mailbox has had its share. */
  async admitReceipt(email: string): Promise<boolean> {
    if (!this.store) return true;
    const mailbox = mailboxKey(email);
    return admit(
      this.store,
      this.receipts.map((tier, i) => ({ scope: `giving-receipt-m${i}`, parts: [mailbox], tier })),
      { peekFirst: true },
    );
  }
}
