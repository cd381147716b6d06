import { readApiEnv } from './config';
import { closeDatabase, createDatabase, type Db } from './db/database';
import { migrate } from './compose/migrations';
import { seed } from './db/seed';
import { CustomerService } from './customer/customer-service';
import { createThrottleStore } from './security/throttle';
import { mailConfigFromEnv } from './mail/mailer-from-env';
import { createProductGraphqlRouter } from './compose/product-graphql';
import { createApi } from './router';
import { paymentProviderFromEnv } from './payments/test-provider';
import { DeclineGuard } from './checkout/decline-guard';
import { createReconcilerJob, Reconciler } from './payments/reconciler';
import { Payments } from './payments/take-payment';
import { GivingService } from './donations/donation-service';
import { contentCatalogue } from './donations/project-catalogue';
import { createGivingScheduler } from './donations/scheduler';
import { contentTourCatalogue } from './tours/tour-catalogue';
import { tourSettingsFromEnv } from './tours/tour-config';
import { createTourRouter } from './tours/tour-router';
import { createTourScheduler } from './tours/tour-scheduler';
import { TourService } from './tours/tour-service';
import express, { type Router } from 'express';

export {
  createApi,
  createApiRouter,
  STOREFRONT_API_VERSION,
  type ApiRouterOptions,
} from './router';
export { createDatabase, closeDatabase, parseDatabaseUrl, type Db } from './db/database';
export { migrate } from './compose/migrations';
export { seed } from './db/seed';
export {
  readApiEnv,
  defaultPublicUrl,
  DEFAULT_STOREFRONT_TOKEN,
  type ApiEnvConfig,
} from './config';
export type { PaymentProvider, ChargeRequest, ChargeResult } from './payments/provider';
export { TestPaymentProvider } from './payments/test-provider';

/** Opens the database named by `url`, brings it to the latest migration and seeds the catalogue. */
export async function openApiDatabase(url: string | undefined): Promise<Db> {
  const db = createDatabase(url);
  try {
    await migrate(db);
    await seed(db);
    return db;
  } catch (error) {
    await closeDatabase(db);
    throw error;
  }
}

/**
 * Everything from the environment in one call, for servers that mount the API:
 * `const api = await createApiFromEnv(process.env); app.use('/api', api.router)`.
 */
export async function createApiFromEnv(
  env: NodeJS.ProcessEnv,
  overrides: { publicUrl?: string; devRoutes?: boolean } = {},
) {
  const config = {
    ...readApiEnv(env),
    ...(overrides.publicUrl ? { publicUrl: overrides.publicUrl } : {}),
  };
  const db = await openApiDatabase(config.databaseUrl);
  const fromEnv = mailConfigFromEnv(env);
  const mail =
    overrides.devRoutes === undefined
      ? fromEnv
      : { ...fromEnv, outboxHttp: overrides.devRoutes && fromEnv.outbox !== null };
  // Throttles count in the database every server process shares, or in Redis when REDIS_URL is set.
  const throttles = createThrottleStore(db, {
    redisUrl: env.REDIS_URL,
    redisPrefix: env.REDIS_KEY_PREFIX?.trim() || undefined,
  });
  const customers = new CustomerService(db, { mailer: mail.mailer, throttles });
  // One provider for every area; the embedded one keeps its idempotency keys in the database.
  const payments = paymentProviderFromEnv(env, db);
  const {
    router: apiRouter,
    storefront,
    checkout,
  } = createApi({
    db,
    mail,
    customers,
    payments,
    storefrontAccessToken: config.storefrontAccessToken,
    publicUrl: config.publicUrl,
    geo: config.geo,
    throttles,
  });
  // Donations and tours read what exists from the content API (the in-process CMS by default).
  const contentEndpoint =
    env.PRISMIC_ENDPOINT?.trim() || `http://127.0.0.1:${env.PORT?.trim() || '3000'}/cms/api/v2`;
  const giving = new GivingService({
    db,
    payments,
    catalogue: contentCatalogue({
      endpoint: contentEndpoint,
      accessToken: env.PRISMIC_ACCESS_TOKEN,
    }),
    mailer: mail.mailer,
    publicUrl: config.publicUrl,
    throttles,
  });
  // Recurring gifts are charged when due by every server process (they coordinate through the
  // database); GIVING_SCHEDULER=off leaves it to others, GIVING_SCHEDULER_INTERVAL_MS sets the pace.
  const scheduler = createGivingScheduler({
    giving,
    mailer: mail.mailer,
    publicUrl: config.publicUrl,
    intervalMs: Math.max(1000, Number(env.GIVING_SCHEDULER_INTERVAL_MS) || 60_000),
    log: console.log,
  });
  if ((env.GIVING_SCHEDULER ?? '').trim().toLowerCase() !== 'off') scheduler.start();
  // Tours: departures are made from the CMS tours; seats, prices and policy settings from TOURS_*.
  const tours = new TourService({
    db,
    payments,
    catalogue: contentTourCatalogue({
      endpoint: contentEndpoint,
      accessToken: env.PRISMIC_ACCESS_TOKEN,
      log: console.log,
    }),
    settings: tourSettingsFromEnv(env),
    mailer: mail.mailer,
    publicUrl: config.publicUrl,
    throttles,
  });
  const tourScheduler = createTourScheduler({
    tours,
    intervalMs: Math.max(1000, Number(env.TOURS_SCHEDULER_INTERVAL_MS) || 30_000),
    log: console.log,
  });
  if ((env.TOURS_SCHEDULER ?? '').trim().toLowerCase() !== 'off') tourScheduler.start();
  // Payment attempts left unresolved by a process that died are completed or refunded (README "Payments").
  const reconciler = new Reconciler(
    new Payments(db, payments, new DeclineGuard(null)),
    {
      gift: giving.giftCompleter(),
      recurring: giving.recurringCompleter(),
      booking: tours.bookingCompleter(),
      balance: tours.balanceCompleter(),
      order: checkout.orderCompleter(),
    },
    mail.mailer,
  );
  const reconcilerJob = createReconcilerJob({
    reconciler,
    intervalMs: Math.max(1000, Number(env.PAYMENTS_RECONCILER_INTERVAL_MS) || 30_000),
    log: console.log,
  });
  if ((env.PAYMENTS_RECONCILER ?? '').trim().toLowerCase() !== 'off') reconcilerJob.start();
  // The product GraphQL shares the accounts, so a storefront access token is its Bearer token too.
  const graphql = createProductGraphqlRouter({
    db,
    customers,
    giving,
    tours,
    throttles,
    introspection: env.NODE_ENV === 'development',
  });
  const router: Router = express.Router();
  router.use(createTourRouter(tours));
  router.use(apiRouter);
  const close = () =>
    Promise.all([
      scheduler.stop(),
      reconcilerJob.stop(),
      tourScheduler.stop().then(() => tours.idle()),
    ])
      .then(() => customers.idle())
      .then(() => throttles.close())
      .then(() => closeDatabase(db));
  return {
    router,
    storefront,
    graphql,
    db,
    customers,
    throttles,
    giving,
    tours,
    reconciler,
    close,
  };
}
export { CustomerService, type CustomerServiceOptions } from './customer/customer-service';
export type { Mailer, MailMessage } from './mail/mailer';
export { OutboxMailer } from './mail/outbox-mailer';
export { mailConfigFromEnv, type MailConfig } from './mail/mailer-from-env';
export { createProductGraphqlRouter, type ProductGraphqlOptions } from './compose/product-graphql';
export { SESSION_HEADER, SESSION_REMOVED } from './product-graphql';
export { createPodcastsRouter, type PodcastsRouterOptions } from './podcasts/podcasts-router';
export { createContactRouter } from './contact/contact-router';
export { createThrottleStore, type ThrottleStore } from './security/throttle';
export { addressBucket } from './security/client-address';
