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

export type DeclineCode = 'card_declined' | 'insufficient_funds' | 'expired_card' | 'invalid_number' | 'processing_error';

export type ChargeResult =
  | { ok: true; chargeId: string }
  | { ok: false; code: DeclineCode; message: string };

export interface PaymentProvider {
  readonly name: string;
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /** Gives back a successful charge, e.g. when stock ran out after payment. */
  refund(chargeId: string): Promise<void>;
}
