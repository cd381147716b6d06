import { randomBytes } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { CartRef } from '../cart/cart-id';
import { findCart } from '../cart/cart-view';
import type { Db } from '../db/database';
import { IdempotencyKeys } from '../db/idempotency-keys';
import type { Database } from '../db/schema';
import { LeaseLost } from '../payments/attempts';
import type { PaymentProvider } from '../payments/provider';
import type { AttemptCompleter } from '../payments/reconciler';
import { Payments, type Taken } from '../payments/take-payment';
import type { ThrottleStore } from '../security/throttle';
import { lockCart, unlockCart } from './cart-lock';
import type { CheckoutInput } from './checkout-input';
import { CheckoutFailure, failures, outOfStock } from './checkout-errors';
import { DeclineGuard } from './decline-guard';
import { issueOrderToken, newOrderToken } from './order-access';
import type { OrderConfirmations } from './order-confirmation';
import { customerIdForCart } from './order-customer';
import { orderByKey, orderNumberForCart, type OrderJson, type StoredOrder } from './orders';
import { chargeFor, ensureAgreedTotal, pricedFor } from './shipping-price';
import { type OrderPayload, writeOrder } from './write-order';

/** The order and a token that opens it (`GET /orders/:number?token=`); only its hash is stored. */
export type CompleteResult = { order: OrderJson; accessToken: string; replayed: boolean };

/** A checkout key's stored answer (scope 'order'): the order it made. */
type OrderAnswer = { orderId: string };

/** The provider key of a key's `tries`-th charge: a try whose charge was refunded or never taken is over, and the buyer may pay again with the same key. */
const providerKeyFor = (key: string, tries: number) =>
  tries === 0 ? `order_${key}` : `order_${key}~${tries}`;

/**
 * Completes a cart: claim the idempotency key (scope 'order' of the one key store) and the cart
 * (cart-lock.ts), price the cart for where it ships, check stock, then take the payment through the
 * payments module (payments/take-payment.ts): the attempt is in the ledger before the card is
 * charged, the charge runs under the decline limits and turns shared with donations and tours, and
 * the order is written (cart completed, stock decremented, order numbered) in the transaction that
 * marks the attempt completed; if it cannot be written the charge is refunded. A process that dies
 * after the charge leaves the attempt to the reconciler, which writes the order or refunds
 * (`orderCompleter`). Once the order's transaction has committed, its confirmation mail is queued
 * (order-confirmation.ts); a replay queues nothing.
 */
export class CheckoutService {
  readonly payments: Payments;
  private readonly keys: IdempotencyKeys<OrderAnswer>;

  constructor(
    private readonly db: Db,
    provider: PaymentProvider,
    private readonly now: () => string = () => new Date().toISOString(),
    throttles: ThrottleStore | null = null,
    private readonly confirmations: OrderConfirmations | null = null,
  ) {
    const clock = () => new Date(this.now());
    this.payments = new Payments(db, provider, new DeclineGuard(throttles), clock);
    this.keys = new IdempotencyKeys<OrderAnswer>(db as never, 'order', clock);
  }

  /** `clientAddress` is the connection's peer: what declines are counted by, with the card. */
  async complete(
    ref: CartRef,
    input: CheckoutInput,
    clientAddress: string,
  ): Promise<CompleteResult> {
    // The cart's key first, even for a replay: the replay answers with a token that opens the order.
    const cart = await findCart(this.db, ref);
    if (!cart) throw failures.cartNotFound();
    const key = input.idempotencyKey;
    const previous = await orderByKey(this.db, key);
    if (previous) return this.replay(previous, ref);
    if (cart.status !== 'open')
      throw failures.cartCompleted(await orderNumberForCart(this.db, cart.token));

    // Of concurrent requests with one key, one proceeds; the others wait for its order.
    const claim = await this.keys.claim(key, cart.token);
    if (claim === 'reused') throw failures.keyReused();
    if (claim === 'busy') throw failures.busy();
    if (claim !== 'claimed') return this.replay(await this.answered(key), ref);
    if (!(await lockCart(this.db, cart.token, key, this.now))) {
      await this.keys.drop(key);
      throw failures.busy();
    }

    let orderId: string | null = null;
    try {
      // Tax, duty and currency are the shipping country's (see shipping-price.ts).
      const view = await pricedFor(this.db, cart, ref.key, input.shippingAddress.country);
      const { lines, currency } = view;
      if (lines.length === 0) throw failures.cartEmpty();
      const short = lines.filter((l) => l.quantity > l.variant.stock);
      if (short.length > 0) throw outOfStock(short);
      await ensureAgreedTotal(this.db, cart, view, input.expectedTotal, input.shippingMethod);
      const { delivery, total } = chargeFor(view, input.shippingMethod);

      const order: OrderPayload = {
        cartToken: cart.token,
        email: input.email,
        shippingAddress: input.shippingAddress,
        currency,
        totals: { ...view.totals, total },
        delivery: { handle: delivery.handle, title: delivery.title, cost: delivery.cost },
        lines: lines.map((l) => ({ id: l.id, quantity: l.quantity, price: l.variant.price })),
        customerId: await customerIdForCart(this.db, cart.customer_token, this.now()),
      };
      const accessToken = newOrderToken();
      let taken: Taken<string> | null = null;
      // A try the reconciler resolved meanwhile (refunded, or never charged) is over: pay afresh under the next provider key.
      for (let round = 0; round < 3 && (taken === null || taken.outcome === 'resolved'); round++) {
        taken = await this.payments.take(
          {
            domain: 'order',
            key,
            providerKey: providerKeyFor(key, await this.triesOver(key)),
            amount: total,
            currency,
            email: input.email,
            payload: order,
            card: input.card,
            description: `Cart ${cart.token}`,
            client: { address: clientAddress, cardNumber: input.card.number },
          },
          (trx, chargeId) => this.placeOrder(trx, key, order, chargeId, accessToken),
        );
        if (taken.outcome === 'resolved') {
          const made = await orderByKey(this.db, key);
          if (made) return this.replay(made, ref);
        }
      }
      if (taken?.outcome !== 'completed') throw this.notCharged(taken);
      orderId = taken.value;
      // Committed: the order stands whatever becomes of its mail.
      this.confirmations?.queue(taken.value);
      const stored = await orderByKey(this.db, key);
      if (!stored) throw new Error('order vanished after commit');
      return { order: stored.json, accessToken, replayed: false };
    } catch (error) {
      // Another worker (the reconciler) holds the attempt now: it writes the order or refunds, and answers the key.
      if (error instanceof LeaseLost) throw failures.busy();
      // Nothing was charged, or Payments.take refunded it: the buyer may fix the problem and pay with the same key.
      if (orderId === null) await this.release(cart.token, key);
      throw error;
    }
  }

  /** Why nothing was charged (or the try was resolved elsewhere): the buyer's answer. */
  private notCharged(
    taken: Exclude<Taken<string>, { outcome: 'completed' }> | null,
  ): CheckoutFailure {
    if (!taken || taken.outcome === 'resolved') return failures.paymentBusy();
    if (taken.outcome === 'declined')
      return new CheckoutFailure(402, { error: taken.code, message: taken.message });
    if (taken.outcome === 'action_required') return failures.requiresAction(taken.challengeUrl);
    return taken.outcome === 'throttled' ? failures.paymentsThrottled() : failures.paymentBusy();
  }

  /**
   * The reconciler's side of checkout (payments/reconciler.ts, domain 'order'): an attempt whose
   * process died after the charge becomes its order if the cart is still open with the lines and
   * stock charged for (the confirmation is mailed), else the reconciler refunds it and mails the
   * payer; either way the key and the cart are released or answered.
   */
  orderCompleter(): AttemptCompleter {
    return {
      complete: async (attempt, chargeId, trx) => {
        await this.placeOrder(
          trx,
          attempt.domain_key,
          JSON.parse(attempt.payload_json) as OrderPayload,
          chargeId,
          newOrderToken(),
        );
      },
      completed: async (attempt) => {
        const order = await orderByKey(this.db, attempt.domain_key);
        if (order) this.confirmations?.queue(order.orderId);
      },
      settle: async (attempt) => {
        // The try is over (refunded, or never charged): the buyer's next Pay with this key pays afresh.
        await this.release(
          (JSON.parse(attempt.payload_json) as OrderPayload).cartToken,
          attempt.domain_key,
        );
      },
      label: () => 'your order from the shop',
    };
  }

  /** The order, the key's answer and the cart's release, in the transaction that marks the attempt completed. */
  private async placeOrder(
    trx: Transaction<Database>,
    key: string,
    order: OrderPayload,
    chargeId: string,
    accessToken: string,
  ): Promise<string> {
    const orderId = randomBytes(12).toString('hex');
    await writeOrder(trx, {
      orderId,
      idempotencyKey: key,
      accessToken,
      order,
      chargeId,
      now: this.now(),
    });
    await this.keys.finish(key, { orderId }, trx as never);
    await trx
      .deleteFrom('checkout_cart_locks')
      .where('cart_token', '=', order.cartToken)
      .where('idempotency_key', '=', key)
      .execute();
    return orderId;
  }

  /** How many of the key's tries are over (refunded, or resolved as never charged). */
  private async triesOver(key: string): Promise<number> {
    const row = await this.payments.ledger.db
      .selectFrom('payment_attempts')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('domain', '=', 'order')
      .where('domain_key', '=', key)
      .where('status', 'in', ['refunded', 'failed'])
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  private async release(cartToken: string, key: string): Promise<void> {
    await unlockCart(this.db, cartToken, key);
    await this.keys.drop(key);
  }

  /** The order of a key whose answer is stored. */
  private async answered(key: string): Promise<StoredOrder> {
    const order = await orderByKey(this.db, key);
    if (!order) throw failures.busy();
    return order;
  }

  /**
   * A repeated key answers with the order it already made. The first token cannot be given again
   * (only its hash is kept), so the caller — who holds the cart's key and the idempotency key, as
   * the buyer does — gets a fresh one.
   */
  private async replay(previous: StoredOrder, ref: CartRef): Promise<CompleteResult> {
    if (previous.cartToken !== ref.token) throw failures.keyReused();
    const accessToken = await issueOrderToken(this.db, previous.orderId, this.now());
    return { order: previous.json, accessToken, replayed: true };
  }
}
