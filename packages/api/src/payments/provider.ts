/**
 * The seam to a card processor. The embedded `TestPaymentProvider` behaves like Stripe's test mode;
 * a real provider implements the same calls (see README "Payments"). Providers must honour
 * `idempotencyKey` for at least 24 hours, across restarts: a repeated charge with the same key
 * returns the first result without charging, and `retrieve` tells what a key's charge came to.
 */
export interface CardDetails {
  /** Digits only. */
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
  name: string;
}

export interface ChargeRequest {
  /** Minor units. */
  amount: number;
  currency: string;
  card: CardDetails;
  idempotencyKey: string;
  description: string;
}

export type DeclineCode =
  | 'card_declined'
  | 'insufficient_funds'
  | 'expired_card'
  | 'invalid_number'
  | 'authentication_required'
  /** The payer failed (or refused) the bank's 3-D Secure challenge; the same card may be tried again. */
  | 'authentication_failed'
  | 'processing_error';

export type ChargeResult =
  { ok: true; chargeId: string } | { ok: false; code: DeclineCode; message: string };

/**
 * The charge waits for the payer to authenticate with their bank (3-D Secure; Stripe's
 * `requires_action` with `next_action.redirect_to_url`). The payer opens `challengeUrl` (the site
 * shows it in a frame); the challenge page posts a `payment-challenge` message to its parent when
 * done. Confirming again with the same key then answers the outcome: the charge (taken when the
 * challenge succeeded), `authentication_failed`, or the same challenge while it is still open.
 */
export interface ActionRequired {
  ok: 'action';
  challengeUrl: string;
}

export type ConfirmResult = ChargeResult | ActionRequired;

/** A card kept by the provider for later charges (recurring gifts); the number itself is never stored here. */
export interface SavedCard {
  paymentMethod: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

export type SaveCardResult =
  { ok: true; card: SavedCard } | { ok: false; code: DeclineCode; message: string };

export interface SavedChargeRequest {
  amount: number;
  currency: string;
  paymentMethod: string;
  idempotencyKey: string;
  description: string;
}

export interface PaymentProvider {
  readonly name: string;
  /**
   * Charges a card without waiting for the payer: a card whose bank wants 3-D Secure is declined
   * with `authentication_required` (Stripe's `error_on_requires_action`).
   */
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /** Charges a card with the payer present: may answer a 3-D Secure challenge instead (see ActionRequired). */
  confirm(request: ChargeRequest): Promise<ConfirmResult>;
  /** Checks a card and keeps it for later charges, as Stripe's SetupIntent does. */
  saveCard(card: CardDetails): Promise<SaveCardResult>;
  /** Charges a kept card (a recurring gift's later periods); honours `idempotencyKey` as `charge` does. */
  chargeSaved(request: SavedChargeRequest): Promise<ChargeResult>;
  /**
   * Gives back a successful charge, e.g. when stock ran out after payment: all of it, or `amount`
   * minor units of it (a partial refund, as Stripe's Refund API). With `idempotencyKey`, a repeat
   * returns without refunding again, so a retried refund is safe.
   */
  refund(chargeId: string, amount?: number, idempotencyKey?: string): Promise<void>;
  /**
   * What became of the charge made with `idempotencyKey` (Stripe: list PaymentIntents by key): the
   * reconciler asks this of an attempt whose process died before it recorded the provider's answer.
   */
  retrieve(idempotencyKey: string): Promise<Retrieved>;
  /**
   * Gives up a charge still waiting for the payer's authentication (Stripe: cancel the
   * PaymentIntent), so a challenge finished later cannot take money; answers what the key came to,
   * which is `succeeded` when the payer authenticated first.
   */
  cancel(idempotencyKey: string): Promise<Retrieved>;
}

/** A key's charge: taken (with its id), declined, or unknown (never made, or its key has expired). */
export type Retrieved =
  | { status: 'succeeded'; chargeId: string; amount: number; currency: string }
  | { status: 'declined'; code: DeclineCode; message: string }
  /** Waiting for the payer's 3-D Secure challenge. */
  | { status: 'requires_action' }
  | { status: 'unknown' };
