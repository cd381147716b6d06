import type { AddressInfo } from 'node:net';
import { createServer, type RequestListener } from 'node:http';
import {
  createStorefrontApiClient,
  type StorefrontApiClient,
} from '@shopify/storefront-api-client';
import express from 'express';
import { TestPaymentProvider } from '../payments/test-provider';
import type { Db } from '../db/database';
import type { GeoOptions } from '../geo/geo-router';
import { type ApiRouterOptions, createApiRouter } from '../router';

export const TEST_TOKEN = 'test-storefront-token';
/** The configured public origin of the test API: absolute URLs start with it, whatever the Host header says. */
export const TEST_PUBLIC_URL = 'https://history.example.org';

/** The API router over `db` as the test servers mount it at /api: the test Storefront token, and `options`. */
export function testApiRouter(
  db: Db,
  options: Omit<ApiRouterOptions, 'db' | 'storefrontAccessToken'> = {},
) {
  return createApiRouter({ db, storefrontAccessToken: TEST_TOKEN, ...options });
}

export interface TestApi {
  baseUrl: string;
  port: number;
  payments: TestPaymentProvider;
  client: StorefrontApiClient;
  close(): Promise<void>;
}

/**
 * The API on an ephemeral loopback port, mounted at /api as the site server mounts it, plus a real
 * Shopify Storefront client pointed at it.
 */
export async function startTestApi(db: Db, geo?: GeoOptions): Promise<TestApi> {
  const payments = new TestPaymentProvider();
  const app = express();
  app.use(
    '/api',
    testApiRouter(db, { publicUrl: TEST_PUBLIC_URL, payments, ...(geo ? { geo } : {}) }),
  );
  const server = await listenOnLoopback(app);
  return {
    baseUrl: `${server.origin}/api`,
    port: server.port,
    payments,
    client: storefrontClient(server.origin),
    close: server.close,
  };
}

export interface LoopbackServer {
  port: number;
  /** `http://127.0.0.1:<port>` */
  origin: string;
  close(): Promise<void>;
}

/** `app` listening on an ephemeral port of 127.0.0.1, as each test server does. */
export async function listenOnLoopback(app: RequestListener): Promise<LoopbackServer> {
  const server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve, reject) => server.close((e) => (e ? reject(e) : resolve()))),
  };
}

/**
 * A real Shopify Storefront client for the test API at `origin`. The client always builds https
 * URLs from `storeDomain`, so its fetch swaps the scheme back to plain http for the local server.
 */
export function storefrontClient(origin: string): StorefrontApiClient {
  return createStorefrontApiClient({
    storeDomain: origin,
    apiVersion: '2024-04',
    publicAccessToken: TEST_TOKEN,
    customFetchApi: (url, init) => fetch(String(url).replace(/^https:/, 'http:'), init),
    logger: () => undefined,
  });
}
