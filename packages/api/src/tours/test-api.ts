import express from 'express';
import type { PaymentProvider } from '../payments/provider';
import { CustomerService } from '../customer/customer-service';
import type { Mailer } from '../mail/mailer';
import { createProductGraphqlRouter } from '../compose/product-graphql';
import { createThrottleStore } from '../security/throttle';
import { listenOnLoopback } from '../test-support/api-server';
import { type DatabaseKind, openTestDatabase, type TestDatabase } from '../test-support/databases';
import type { TourCatalogue } from './tour-catalogue';
import { DEFAULT_TOUR_SETTINGS } from './tour-config';
import { TourService } from './tour-service';

/** The tours API as a visitor reaches it in the tours API tests: the product GraphQL on a port of its own. */
export interface TourTestApi {
  database: TestDatabase;
  tours: TourService;
  port: number;
  close(): Promise<void>;
}

/**
 * A fresh database of `kind`, a TourService over the given catalogue with the shared throttle
 * store, and the product GraphQL serving it on 127.0.0.1; the departures are made before it answers.
 */
export async function startTourTestApi(
  kind: DatabaseKind,
  options: { catalogue: TourCatalogue; payments: PaymentProvider; mailer: Mailer; now: () => Date },
): Promise<TourTestApi> {
  const database = await openTestDatabase(kind);
  const throttles = createThrottleStore(database.db);
  const customers = new CustomerService(database.db, { mailer: options.mailer, throttles });
  const tours = new TourService({
    db: database.db,
    payments: options.payments,
    mailer: options.mailer,
    publicUrl: 'https://history.example.org',
    catalogue: options.catalogue,
    settings: { ...DEFAULT_TOUR_SETTINGS },
    throttles,
    now: options.now,
    log: () => {},
  });
  await tours.syncDepartures();
  const app = express();
  app.use('/graphql', createProductGraphqlRouter({ db: database.db, customers, tours, throttles }));
  const server = await listenOnLoopback(app);
  return {
    database,
    tours,
    port: server.port,
    async close() {
      await tours.idle();
      await server.close();
      await database.close();
    },
  };
}
