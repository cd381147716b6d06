/**
 * The seam to a card processor. The embedded `TestPaymentProvider` behaves like Stripe's test mode;
 * a real provider implements the same two calls (see README "Payments"). Providers must honour
 * `idempotencyKey`: a repeated charge with the same key returns the first result without charging.
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

export type DeclineCode = 'card_declined' | 'insufficient_funds' | 'expired_card' | 'invalid_number' | 'authentication_required' | 'processing_error';

export type ChargeResult =
  | { ok: true; chargeId: string }
  | { ok: false; code: DeclineCode; message: string };

/** A card kept by the provider for later charges (recurring gifts); the number itself is never stored here. */
export interface SavedCard {
  paymentMethod: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

export type SaveCardResult = { ok: true; card: SavedCard } | { ok: false; code: DeclineCode; message: string };

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
}
