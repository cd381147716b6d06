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
  | 'processing_error';

export type ChargeResult =
  { ok: true; chargeId: string } | { ok: false; code: DeclineCode; message: string };

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
  charge(request: ChargeRequest): Promise<ChargeResult>;
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
}

/** A key's charge: taken (with its id), declined, or unknown (never made, or its key has expired). */
export type Retrieved =
  | { status: 'succeeded'; chargeId: string; amount: number; currency: string }
  | { status: 'declined'; code: DeclineCode; message: string }
  | { status: 'unknown' };
