import { type Request, type Response, Router } from 'express';
import type { CartRef } from '../cart/cart-id';
import { isCountryCode } from '../commerce/countries';
import type { Db } from '../db/database';
import { addressBucket } from '../security/client-address';
import { admit, anyExhausted, type Counter, type Tier } from '../security/client-limits';
import { createThrottleStore, type ThrottleStore } from '../security/throttle';
import { CheckoutFailure, failures } from './checkout-errors';
import { parseCheckoutInput } from './checkout-input';
import type { CheckoutService } from './checkout-service';
import { summary } from './checkout-summary';
import { orderLookupRouter } from './order-lookup';
import { orderNumberForCart } from './orders';
import { quoteFor } from './shipping-price';

/**
 * Completions per client address: a buyer pays once or twice, a shared network a few dozen times;
 * a script walking cards through one cart far more (declines have their own limit, decline-guard.ts).
 */
export const COMPLETIONS_PER_ADDRESS: Tier[] = [
  { limit: 30, windowMs: 10 * 60_000 },
  { limit: 100, windowMs: 60 * 60_000 },
];

const TOKEN = /^[A-Za-z0-9_-]{8,64}$/;
const KEY = /^[0-9a-f]{32}$/;

function cartRef(req: Request): CartRef | null {
  const token = req.params.token;
  const key = req.query.key;
  return typeof token === 'string' && TOKEN.test(token) && typeof key === 'string' && KEY.test(key)
    ? { token, key }
    : null;
}

function fail(res: Response, failure: CheckoutFailure): void {
  if (failure.retryAfter !== null)
    res.set('Retry-After', String(Math.max(1, Math.ceil(failure.retryAfter))));
  res.status(failure.status).json(failure.body);
}

/** Counts one completion from the request's peer (never a forwarded header); null when admitted, else the failure. */
async function completionLimit(
  throttles: ThrottleStore,
  req: Request,
  tiers: Tier[],
): Promise<CheckoutFailure | null> {
  const bucket = addressBucket(req.socket.remoteAddress);
  const counters: Counter[] = tiers.map((tier, i) => ({
    scope: `checkout-complete-a${i}`,
    parts: [bucket],
    tier,
  }));
  if (await admit(throttles, counters, { peekFirst: true })) return null;
  // The longest window that is full says when to come back.
  const full = await Promise.all(counters.map((c) => anyExhausted(throttles, [c])));
  const waitMs = Math.max(
    ...counters.filter((_, i) => full[i]).map((c) => c.tier.windowMs),
    tiers[0]?.windowMs ?? 60_000,
  );
  return failures.completionsThrottled(waitMs / 1000);
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
  completionTiers: Tier[] = COMPLETIONS_PER_ADDRESS,
): Router {
  const router = Router();

  router.get('/checkout/:token', async (req, res) => {
    const ref = cartRef(req);
    const country = req.query.country;
    if (country !== undefined && (!isCountryCode(country) || country === 'ZZ')) {
      res
        .status(400)
        .set('Cache-Control', 'no-store')
        .json({
          error: 'bad_request',
          message: 'country must be a two-letter ISO country code, e.g. GB.',
          errors: [{ field: 'country', message: 'Use a two-letter ISO country code, e.g. GB.' }],
        });
      return;
    }
    const view = ref ? await quoteFor(db, ref, country) : null;
    if (!view) return fail(res, failures.cartNotFound());
    if (view.completed)
      return fail(res, failures.cartCompleted(await orderNumberForCart(db, view.token)));
    res.set('Cache-Control', 'no-store').json(summary(view, `${publicUrl}${req.baseUrl}/images/`));
  });

  router.post('/checkout/:token/complete', async (req, res) => {
    const limited = await completionLimit(throttles, req, completionTiers);
    if (limited) return fail(res, limited);
    const ref = cartRef(req);
    if (!ref) return fail(res, failures.cartNotFound());
    const parsed = parseCheckoutInput(req.body);
    if ('errors' in parsed) {
      res.status(422).json({
        error: 'invalid_input',
        message: 'Some fields need attention.',
        errors: parsed.errors,
      });
      return;
    }
    try {
      const result = await checkout.complete(
        ref,
        parsed.value,
        req.socket.remoteAddress ?? 'unknown',
      );
      res.set('Cache-Control', 'no-store');
      if (result.replayed) res.set('Idempotent-Replayed', 'true');
      res
        .status(result.replayed ? 200 : 201)
        .json({ order: result.order, accessToken: result.accessToken });
    } catch (error) {
      if (error instanceof CheckoutFailure) return fail(res, error);
      throw error;
    }
  });

  router.use(orderLookupRouter(db, throttles));
  return router;
}
