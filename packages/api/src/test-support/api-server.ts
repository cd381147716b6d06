import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import {
  createStorefrontApiClient,
  type StorefrontApiClient,
} from '@shopify/storefront-api-client';
import express from 'express';
import { TestPaymentProvider } from '../payments/test-provider';
import type { Db } from '../db/database';
import type { GeoOptions } from '../geo/geo-router';
import { createApiRouter } from '../router';

export const TEST_TOKEN = 'test-storefront-token';
/** The configured public origin of the test API: absolute URLs start with it, whatever the Host header says. */
export const TEST_PUBLIC_URL = 'https://history.example.org';

export interface TestApi {
  baseUrl: string;
  port: number;
  payments: TestPaymentProvider;
  client: StorefrontApiClient;
  close(): Promise<void>;
}

/**
 * The API on an ephemeral loopback port, mounted at /api as the site server mounts it, plus a real
 * Shopify Storefront client pointed at it. The client always builds https URLs from `storeDomain`,
 * so its fetch swaps the scheme back to plain http for this local server.
 */
export async function startTestApi(db: Db, geo?: GeoOptions): Promise<TestApi> {
  const payments = new TestPaymentProvider();
  const app = express();
  app.use(
    '/api',
    createApiRouter({
      db,
      storefrontAccessToken: TEST_TOKEN,
      publicUrl: TEST_PUBLIC_URL,
      payments,
      ...(geo ? { geo } : {}),
    }),
  );
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  const client = createStorefrontApiClient({
    storeDomain: `http://127.0.0.1:${port}`,
    apiVersion: '2024-04',
    publicAccessToken: TEST_TOKEN,
    customFetchApi: (url, init) => fetch(String(url).replace(/^https:/, 'http:'), init),
    logger: () => undefined,
  });
  return {
    baseUrl: `http://127.0.0.1:${port}/api`,
    port,
    payments,
    client,
    close: () => new Promise((resolve, reject) => server.close((e) => (e ? reject(e) : resolve()))),
  };
}
