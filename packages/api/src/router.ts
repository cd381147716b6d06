import path from 'node:path';
import express, { type ErrorRequestHandler, type Router } from 'express';
import { CartService } from './cart/cart-service';
import { CheckoutService } from './checkout/checkout-service';
import { checkoutRouter } from './checkout/checkout-router';
import { OrderConfirmations } from './checkout/order-confirmation';
import { CustomerService } from './customer/customer-service';
import type { PaymentProvider } from './payments/provider';
import { challengeRouter } from './payments/challenge-router';
import { paymentModeRouter } from './payments/payment-mode';
import { paymentProviderFromEnv, TestPaymentProvider } from './payments/test-provider';
import { defaultPublicUrl } from './config';
import { createThrottleStore, type ThrottleStore } from './security/throttle';
import type { Db } from './db/database';
import { geoRouter, type GeoOptions } from './geo/geo-router';
import { mailConfigFromEnv, type MailConfig } from './mail/mailer-from-env';
import { outboxRouter } from './mail/outbox-router';
import { createStorefrontSchema } from './storefront/schema';
import { storefrontAnswer, storefrontRoute } from './storefront/graphql-route';
import { storefrontFastPath, type StorefrontFastPath } from './storefront/storefront-fast-path';

export const STOREFRONT_API_VERSION = '2024-04';
/**
 * Versions served at `/<version>/graphql.json`: 2024-04 for the cart (spec §7.4) and 2022-07 for the
 * online store helper (spec §7.5). Both answer from one schema: what the shop asks of 2022-07
 * (products, collections, prices) has the same shape in both versions.
 */
export const STOREFRONT_API_VERSIONS: readonly string[] = [STOREFRONT_API_VERSION, '2022-07'];
export const IMAGES_DIR = path.resolve(__dirname, '../seed/images');
const BODY_LIMIT = '100kb';

export interface ApiRouterOptions {
  /** An open, migrated database (see `openApiDatabase`). */
  db: Db;
  storefrontAccessToken: string;
  /** Origin of absolute URLs (mails, checkoutUrl, images); default `http://localhost:$PORT`. Never a request header. */
  publicUrl?: string;
  payments?: PaymentProvider;
  geo?: GeoOptions;
  /** Where e-mail goes; default from the environment (SMTP_URL, OUTBOX_DIR, OUTBOX_HTTP). */
  mail?: MailConfig;
  /** Where order lookups, checkout declines (and the default accounts' attempts) are counted; default the database's. Pass the API's shared store. */
  throttles?: ThrottleStore;
  /** Accounts; default one over `db` with `mail`'s mailer. Share it with the product GraphQL. */
  customers?: CustomerService;
  /** Order confirmation mails; default one with `mail`'s mailer, `publicUrl` and `throttles`. */
  confirmations?: OrderConfirmations;
}

const STOREFRONT_CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
  'Access-Control-Allow-Headers':
    'Content-Type, Accept, X-Shopify-Storefront-Access-Token, X-SDK-Variant, X-SDK-Version, X-SDK-Variant-Source',
  'Access-Control-Max-Age': '86400',
};

// Body-parser failures and crashes become JSON in both shapes the routes use (`errors[]` and `error`).
const jsonErrors: ErrorRequestHandler = (
  error: { type?: unknown; status?: unknown },
  _req,
  res,
  next,
) => {
  if (res.headersSent) return next(error);
  const [status, code, message] =
    error.type === 'entity.too.large'
      ? [413, 'payload_too_large', `The request body is larger than ${BODY_LIMIT}.`]
      : error.type === 'entity.parse.failed'
        ? [400, 'malformed_json', 'The request body is not valid JSON.']
        : typeof error.status === 'number' && error.status >= 400 && error.status < 500
          ? [error.status, 'bad_request', 'The request could not be understood.']
          : [500, 'internal_error', 'Something went wrong on our side.'];
  if (status === 500) console.error('api error:', error);
  res.status(status).json({ error: code, message, errors: [{ message }] });
};

/** The API as one Express router, mounted at `/api` by the site server (and by `main.ts`). */
export function createApiRouter(options: ApiRouterOptions): Router {
  return createApi(options).router;
}

/**
 * The API's router, and its Storefront fast path on its own: the router already runs it first, and a
 * plain Node server can also put it in front of Express (`storefront.serve(req, res, '/api')`).
 */
export function createApi(options: ApiRouterOptions): {
  router: Router;
  storefront: StorefrontFastPath;
  checkout: CheckoutService;
} {
  const { db } = options;
  const publicUrl = options.publicUrl ?? defaultPublicUrl(process.env);
  const carts = new CartService(db);
  const mail = options.mail ?? mailConfigFromEnv(process.env);
  // One store for every limit the router keeps (order lookups, checkout declines, and accounts when it makes them).
  const throttles = options.throttles ?? createThrottleStore(db);
  const confirmations =
    options.confirmations ??
    new OrderConfirmations(db, { mailer: mail.mailer, publicUrl, throttles });
  const provider = options.payments ?? paymentProviderFromEnv(process.env, db);
  const checkout = new CheckoutService(db, provider, undefined, throttles, confirmations);
  const customers =
    options.customers ?? new CustomerService(db, { mailer: mail.mailer, throttles });
  const json = express.json({ limit: BODY_LIMIT });
  // Shopify also takes the bare query text as `application/graphql` (the online store helper sends it so).
  const graphqlTextBody = express.text({ type: 'application/graphql', limit: BODY_LIMIT });
  const graphqlText: express.RequestHandler = (req, res, next) =>
    graphqlTextBody(req, res, (error?: unknown) => {
      if (error) return next(error);
      if (typeof req.body === 'string') req.body = { query: req.body };
      next();
    });
  const router = express.Router();
  const answer = storefrontAnswer({
    db,
    carts,
    schema: createStorefrontSchema(),
    accessToken: options.storefrontAccessToken,
    publicUrl,
    customers,
  });
  // Plain JSON (and GraphQL text) requests to the Storefront route skip Express's layers and parsers.
  const storefront = storefrontFastPath({
    answer,
    versions: STOREFRONT_API_VERSIONS,
    headers: STOREFRONT_CORS,
  });
  router.use(storefront.middleware);

  router.use(
    '/images',
    express.static(IMAGES_DIR, { immutable: true, maxAge: '365d', index: false }),
  );

  const graphqlPath = '/:version/graphql.json';
  router.options(graphqlPath, (_req, res) => void res.set(STOREFRONT_CORS).sendStatus(204));
  router.post(graphqlPath, (req, res, next) => {
    res.set(STOREFRONT_CORS);
    if (!STOREFRONT_API_VERSIONS.includes(req.params.version ?? '')) {
      res.status(404).json({
        errors: [
          {
            message: `API version ${req.params.version} is not served here; use ${STOREFRONT_API_VERSIONS.join(' or ')}.`,
          },
        ],
      });
      return;
    }
    next();
  });
  router.post(graphqlPath, json, graphqlText, storefrontRoute(answer));
  if (mail.outbox && mail.outboxHttp) router.use(outboxRouter(mail.outbox));

  // Whether the payment forms show the test cards (the provider configured here, at run time).
  router.use(paymentModeRouter(provider));
  // The embedded provider's 3-D Secure page, at the address its charges answer (CHALLENGE_PATH).
  if (provider instanceof TestPaymentProvider)
    router.use('/payments/test/challenge', challengeRouter(provider));

  router.use('/checkout/:token/complete', json);
  router.use(checkoutRouter(db, checkout, publicUrl, throttles));
  router.use(
    geoRouter(options.geo ?? { defaultCountry: null, ipinfoToken: null, ipinfoUrl: null }),
  );

  router.use(
    (_req, res) =>
      void res.status(404).json({ error: 'not_found', message: 'No such API endpoint.' }),
  );
  router.use(jsonErrors);
  return { router, storefront, checkout };
}
