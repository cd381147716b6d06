import type { CartLineView } from '../cart/cart-types';
import { gid } from '../commerce/gid';
import { DECLINE_LIMIT, PAYMENT_THROTTLED_MESSAGE } from '../security/decline-velocity';

/** A checkout outcome that is not an order: an HTTP status and a JSON body for the page. */
export class CheckoutFailure extends Error {
  constructor(
    readonly status: number,
    readonly body: { error: string; message: string; [extra: string]: unknown },
    /** Seconds for a Retry-After header (a 429). */
    readonly retryAfter: number | null = null,
  ) {
    super(body.message);
  }
}

export const failures = {
  /**
   * The buyer's bank wants 3-D Secure: nothing is charged yet, the cart and key are let go. The page
   * shows `authentication.challengeUrl` and then sends the same key again (see packages/api README).
   */
  requiresAction: (challengeUrl: string) =>
    new CheckoutFailure(402, {
      error: 'requires_action',
      message: 'Your bank asks you to confirm this payment. Nothing has been charged yet.',
      authentication: { challengeUrl },
    }),
  cartNotFound: () =>
    new CheckoutFailure(404, {
      error: 'cart_not_found',
      message: 'This checkout link is not valid.',
    }),
  cartEmpty: () =>
    new CheckoutFailure(422, {
      error: 'cart_empty',
      message: 'The cart is empty.',
      errors: [{ field: 'cart', message: 'The cart is empty.' }],
    }),
  cartCompleted: (orderNumber: number | null) =>
    new CheckoutFailure(409, {
      error: 'cart_completed',
      message: 'This cart has already been checked out.',
      orderNumber,
    }),
  cartChanged: () =>
    new CheckoutFailure(409, {
      error: 'cart_changed',
      message: 'The cart changed during checkout; review it and pay again.',
    }),
  keyReused: () =>
    new CheckoutFailure(422, {
      error: 'idempotency_key_reused',
      message: 'This idempotency key belongs to another checkout.',
      errors: [{ field: 'idempotencyKey', message: 'This key was already used for another cart.' }],
    }),
  /** Past the decline limit: nothing was charged, and nothing says which decline it would have been. */
  paymentsThrottled: () =>
    new CheckoutFailure(
      429,
      { error: 'throttled', message: PAYMENT_THROTTLED_MESSAGE },
      DECLINE_LIMIT.windowMs / 1000,
    ),
  /** Another payment from the same network or with the same card held the turn too long (decline-guard.ts). */
  paymentBusy: () =>
    new CheckoutFailure(
      429,
      {
        error: 'payment_busy',
        message:
          'Another payment from your network or with this card is being processed. Nothing was charged; please try again in a moment.',
      },
      10,
    ),
  /** Too many completions from one address (checkout-router.ts). */
  completionsThrottled: (retryAfter: number) =>
    new CheckoutFailure(
      429,
      {
        error: 'too_many_requests',
        message:
          'Too many checkouts were sent from your network in a short time. Nothing was charged; please try again in a few minutes.',
      },
      retryAfter,
    ),
  busy: () =>
    new CheckoutFailure(409, {
      error: 'checkout_in_progress',
      message: 'A checkout for this cart is already in progress; try again shortly.',
    }),
  outOfStock: (lines: { merchandiseId: string; title: string; available: number }[]) =>
    new CheckoutFailure(409, {
      error: 'out_of_stock',
      message: `Not enough stock for ${lines.map((l) => l.title).join(', ')}.`,
      lines,
    }),
};

export function outOfStock(lines: CartLineView[]): CheckoutFailure {
  return failures.outOfStock(
    lines.map((l) => ({
      merchandiseId: gid('ProductVariant', l.variant.id),
      title:
        l.variant.title === 'Default Title'
          ? l.product.title
          : `${l.product.title} (${l.variant.title})`,
      available: l.variant.stock,
    })),
  );
}
