import { type Request, type Response, Router } from 'express';
import type { CartRef } from '../cart/cart-id';
import type { CartView } from '../cart/cart-types';
import { loadCartView } from '../cart/cart-view';
import { gid } from '../commerce/gid';
import { decimalAmount } from '../commerce/money';
import type { Db } from '../db/database';
import { requestOrigin } from '../http/origin';
import { CheckoutFailure, failures } from './checkout-errors';
import { parseCheckoutInput } from './checkout-input';
import type { CheckoutService } from './checkout-service';
import { orderForCustomer, orderNumberForCart } from './orders';

const TOKEN = /^[A-Za-z0-9_-]{8,64}$/;
const KEY = /^[0-9a-f]{32}$/;

function cartRef(req: Request): CartRef | null {
  const token = req.params.token;
  const key = req.query.key;
  return typeof token === 'string' && TOKEN.test(token) && typeof key === 'string' && KEY.test(key) ? { token, key } : null;
}

function fail(res: Response, failure: CheckoutFailure): void {
  res.status(failure.status).json(failure.body);
}

/** What the checkout page shows: lines, amounts as decimal strings, and whether stock still covers them. */
function summary(view: CartView, imageBase: string) {
  return {
    cart: {
      token: view.token,
      countryCode: view.country,
      currencyCode: view.currency,
      email: view.email,
      totalQuantity: view.totalQuantity,
      subtotal: decimalAmount(view.totals.subtotal),
      totalTax: decimalAmount(view.totals.tax),
      totalDuty: decimalAmount(view.totals.duty),
      total: decimalAmount(view.totals.total),
      taxIncluded: view.totals.total === view.totals.subtotal && view.totals.tax > 0,
      lines: view.lines.map((l) => ({
        merchandiseId: gid('ProductVariant', l.variant.id),
        handle: l.product.handle,
        title: l.product.title,
        variantTitle: l.variant.title,
        quantity: l.quantity,
        price: decimalAmount(l.variant.price),
        total: decimalAmount(l.variant.price * l.quantity),
        image: l.variant.image ? `${imageBase}${encodeURIComponent(l.variant.image.file)}` : null,
        available: l.quantity <= l.variant.stock,
      })),
    },
  };
}

/** `/checkout/:token` (summary and completion) and `/orders/:number` (confirmation). */
export function checkoutRouter(db: Db, checkout: CheckoutService, publicUrl: string | null): Router {
  const router = Router();

  router.get('/checkout/:token', async (req, res) => {
    const ref = cartRef(req);
    const view = ref ? await loadCartView(db, ref) : null;
    if (!view) return fail(res, failures.cartNotFound());
    if (view.completed) return fail(res, failures.cartCompleted(await orderNumberForCart(db, view.token)));
    res.set('Cache-Control', 'no-store').json(summary(view, `${publicUrl ?? requestOrigin(req)}${req.baseUrl}/images/`));
  });

  router.post('/checkout/:token/complete', async (req, res) => {
    const ref = cartRef(req);
    if (!ref) return fail(res, failures.cartNotFound());
    const parsed = parseCheckoutInput(req.body);
    if ('errors' in parsed) {
      res.status(422).json({ error: 'invalid_input', message: 'Some fields need attention.', errors: parsed.errors });
      return;
    }
    try {
      const result = await checkout.complete(ref, parsed.value);
      res.set('Cache-Control', 'no-store');
      if (result.replayed) res.set('Idempotent-Replayed', 'true');
      res.status(result.replayed ? 200 : 201).json({ order: result.order });
    } catch (error) {
      if (error instanceof CheckoutFailure) return fail(res, error);
      throw error;
    }
  });

  router.get('/orders/:number', async (req, res) => {
    const number = req.params.number;
    const email = req.query.email;
    if (!/^[1-9][0-9]{0,8}$/.test(number) || typeof email !== 'string' || email.length > 254) {
      res.status(400).json({ error: 'bad_request', message: 'Give an order number and the email used for the order.' });
      return;
    }
    const order = await orderForCustomer(db, Number(number), email);
    if (!order) {
      res.status(404).json({ error: 'order_not_found', message: 'No order with that number and email.' });
      return;
    }
    res.set('Cache-Control', 'private, no-store').json({ order });
  });

  return router;
}
