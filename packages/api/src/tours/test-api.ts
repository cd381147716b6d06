import express from 'express';
import type { PaymentProvider } from '../payments/provider';
import { CustomerService } from '../customer/customer-service';
import type { Mailer, MailMessage } from '../mail/mailer';
import { createProductGraphqlRouter } from '../compose/product-graphql';
import { createThrottleStore } from '../security/throttle';
import { listenOnLoopback } from '../test-support/api-server';
import { type DatabaseKind, openTestDatabase, type TestDatabase } from '../test-support/databases';
import { graphqlAnswer, graphqlData, type Json, loopback } from '../test-support/loopback-client';
import { standIn } from '../test-support/suite';
import type { TourCatalogue } from './tour-catalogue';
import { DEFAULT_TOUR_SETTINGS } from './tour-config';
import { TourService } from './tour-service';

/** The tours API as a visitor reaches it in the tours API tests: the product GraphQL on a port of its own. */
export interface TourTestApi {
  database: TestDatabase;
  tours: TourService;
  port: number;
  /** The whole answer (status, data, errors) of one GraphQL request, from `from`. */
  raw(query: string, variables: Json, from: string): ReturnType<typeof graphqlAnswer>;
  /** The data of one GraphQL request, from a fresh loopback address unless told; errors throw. */
  gql(query: string, variables?: Json, from?: string): Promise<Json>;
  close(): Promise<void>;
}

export type TourTestApiOptions = {
  catalogue: TourCatalogue;
  payments: PaymentProvider;
  mailer: Mailer;
  now: () => Date;
};

/**
 * A fresh database of `kind`, a TourService over the given catalogue with the shared throttle
 * store, and the product GraphQL serving it on 127.0.0.1; the departures are made before it answers.
 */
export async function startTourTestApi(
  kind: DatabaseKind,
  options: TourTestApiOptions,
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
    raw: (query, variables, from) => graphqlAnswer(server.port, query, variables, from),
    gql: (query, variables = {}, from = loopback()) =>
      graphqlData(server.port, query, variables, from),
    async close() {
      await tours.idle();
      await server.close();
      await database.close();
    },
  };
}

/**
 * The tours test API for a suite: started before its tests and closed after them, every mail it
 * sends kept in `mails`. `api` reaches the started API on each use (see suite.ts), so helpers
 * built from it at describe time work.
 */
export function suiteTourApi(
  kind: DatabaseKind,
  options: Omit<TourTestApiOptions, 'mailer'>,
): { api: TourTestApi; mails: MailMessage[] } {
  const mails: MailMessage[] = [];
  let started: TourTestApi | undefined;
  beforeAll(async () => {
    started = await startTourTestApi(kind, {
      ...options,
      mailer: { send: async (m) => void mails.push(m) },
    });
  });
  afterAll(() => started?.close());
  return { api: standIn(() => started, 'the tours test API'), mails };
}
