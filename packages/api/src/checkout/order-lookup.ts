import { type Response, Router } from 'express';
import type { Db } from '../db/database';
import { addressBucket } from '../security/client-address';
import { type ThrottleStore, throttleKey } from '../security/throttle';
import { customerIdForCart } from './order-customer';
import { orderForAccessToken, orderOfCustomer } from './orders';

/*
 * `GET /orders/:number?token=`: the confirmation page's read of an order. The number is for humans
 * (it is sequential); the token from the checkout's answer is what opens the order. There is no
 * e-mail lookup any more: nothing needs it, and number + e-mail is guessable. A signed-in shopper
 * opens the orders of their own account (the account area links them) with their customer access
 * token as `Authorization: Bearer` instead: an order another account or a guest placed reads as missing.
 *
 * Every lookup, good or bad, counts against the client's address: a real buyer opens a confirmation
 * a handful of times, while walking the numbers takes thousands of requests. The address is the
 * socket's peer (never X-Forwarded-For or `req.ip`, which a client or `trust proxy` decides), counted
 * per IPv6 /64 as every throttle does; the counters live in the shared store, so every server
 * process counts together.
 */
export const LOOKUP_LIMIT = 20;
export const LOOKUP_WINDOW_MS = 10 * 60 * 1000;
const NUMBER = /^[1-9][0-9]{0,8}$/;

function tooMany(res: Response, resetAt: number): void {
  const seconds = Math.max(1, Math.ceil((resetAt - Date.now()) / 1000));
  res
    .status(429)
    .set('Retry-After', String(seconds))
    .json({
      error: 'too_many_requests',
      message: `Too many order lookups from your network; try again in ${Math.ceil(seconds / 60)} minute(s).`,
    });
}

export function orderLookupRouter(db: Db, throttles: ThrottleStore): Router {
  const router = Router();
  router.get('/orders/:number', async (req, res) => {
    // An order holds a name and an address: no cache, shared or private, ever keeps one.
    res.set('Cache-Control', 'private, no-store');
    const { count, resetAt } = await throttles.hit(
      throttleKey('orders.lookup', addressBucket(req.socket.remoteAddress)),
      LOOKUP_WINDOW_MS,
    );
    if (count > LOOKUP_LIMIT) return tooMany(res, resetAt);

    const number = req.params.number;
    const token = req.query.token;
    const bearer =
      /^Bearer ([A-Za-z0-9_-]{1,200})$/.exec(req.get('authorization') ?? '')?.[1] ?? null;
    if (NUMBER.test(number) && token === undefined && bearer) {
      const customerId = await customerIdForCart(db, bearer, new Date().toISOString());
      const order = customerId ? await orderOfCustomer(db, Number(number), customerId) : null;
      if (order) return void res.json({ order });
      res
        .status(404)
        .json({ error: 'order_not_found', message: 'Your account has no order with this number.' });
      return;
    }
    if (!NUMBER.test(number) || typeof token !== 'string') {
      res.status(400).json({
        error: 'bad_request',
        message:
          'Open your order with the link from its confirmation: the order number and its access token.',
      });
      return;
    }
    const order = await orderForAccessToken(db, Number(number), token);
    if (!order) {
      // A wrong token and a missing order read the same: the answer says nothing about which numbers exist.
      res.status(404).json({ error: 'order_not_found', message: 'No order matches this link.' });
      return;
    }
    res.json({ order });
  });
  return router;
}
