import { readApiEnv } from './config';
import { closeDatabase, createDatabase, type Db } from './db/database';
import { migrate } from './db/migrations';
import { seed } from './db/seed';
import { createApiRouter } from './router';

export { createApiRouter, STOREFRONT_API_VERSION, type ApiRouterOptions } from './router';
export { createDatabase, closeDatabase, parseDatabaseUrl, type Db } from './db/database';
export { migrate } from './db/migrations';
export { seed } from './db/seed';
export { readApiEnv, DEFAULT_STOREFRONT_TOKEN, type ApiEnvConfig } from './config';
export type { PaymentProvider, ChargeRequest, ChargeResult } from './checkout/payment-provider';
export { TestPaymentProvider } from './checkout/test-payment-provider';

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
export async function createApiFromEnv(env: NodeJS.ProcessEnv) {
  const config = readApiEnv(env);
  const db = await openApiDatabase(config.databaseUrl);
  const router = createApiRouter({
    db,
    storefrontAccessToken: config.storefrontAccessToken,
    publicUrl: config.publicUrl,
    geo: config.geo,
  });
  return { router, db, close: () => closeDatabase(db) };
}
export { createPodcastsRouter, type PodcastsRouterOptions } from './podcasts/podcasts-router';
export { createContactRouter } from './contact/contact-router';
