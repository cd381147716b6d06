import express from 'express';
import type { PaymentProvider } from './provider';
import { TestPaymentProvider } from './test-provider';

/** What `/api/payments/mode` answers: the payment forms show the test cards only when `test`. */
export interface PaymentMode {
  provider: string;
  test: boolean;
}

export function paymentMode(provider: PaymentProvider): PaymentMode {
  return { provider: provider.name, test: provider instanceof TestPaymentProvider };
}

/**
 * `GET /payments/mode`: which provider this server charges through, so the payment forms (the form
 * kit's TestModeBanner) print the test cards only while the embedded test provider is configured.
 * It is the server's setting at run time, not the build's: `no-cache`, asked once per page life.
 */
export function paymentModeRouter(provider: PaymentProvider): express.Router {
  const router = express.Router();
  const body = paymentMode(provider);
  router.get('/payments/mode', (_req, res) => {
    res.set('Cache-Control', 'no-cache').json(body);
  });
  return router;
}
