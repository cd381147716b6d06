import { type Request, type Response, Router } from 'express';
import type { CartRef } from '../cart/cart-id';
import { isCountryCode } from '../commerce/countries';
import type { Db } from '../db/database';
import { createThrottleStore, type ThrottleStore } from '../security/throttle';
import { CheckoutFailure, failures } from './checkout-errors';
import { parseCheckoutInput } from './checkout-input';
import type { CheckoutService } from './checkout-service';
import { summary } from './checkout-summary';
import { orderLookupRouter } from './order-lookup';
import { orderNumberForCart } from './orders';
import { quoteFor } from './shipping-price';

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

/**
 * `/checkout/:token` (summary, `?country=` for a destination's prices, and completion) and
 * `/orders/:number?token=` (confirmation). `throttles` should be the API's shared store; the default
 * counts in the same database.
 */
export function checkoutRouter(
  db: Db,
  checkout: CheckoutService,
  publicUrl: string,
  throttles: ThrottleStore = createThrottleStore(db),
): Router {
  const router = Router();

  router.get('/checkout/:token', async (req, res) => {
    const ref = cartRef(req);
    const country = req.query.country;
    if (country !== undefined && (!isCountryCode(country) || country === 'ZZ')) {
      res.status(400).set('Cache-Control', 'no-store').json({
        error: 'bad_request',
        message: 'country must be a two-letter ISO country code, e.g. GB.',
        errors: [{ field: 'country', message: 'Use a two-letter ISO country code, e.g. GB.' }],
      });
      return;
    }
    const view = ref ? await quoteFor(db, ref, country) : null;
    if (!view) return fail(res, failures.cartNotFound());
    if (view.completed) return fail(res, failures.cartCompleted(await orderNumberForCart(db, view.token)));
    res.set('Cache-Control', 'no-store').json(summary(view, `${publicUrl}${req.baseUrl}/images/`));
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
      res.status(result.replayed ? 200 : 201).json({ order: result.order, accessToken: result.accessToken });
    } catch (error) {
      if (error instanceof CheckoutFailure) return fail(res, error);
      throw error;
    }
  });

  router.use(orderLookupRouter(db, throttles));
  return router;
}
