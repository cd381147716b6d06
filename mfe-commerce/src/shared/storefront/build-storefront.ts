import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { closeDatabase, createApiRouter, openApiDatabase } from '@site/api';
import { STOREFRONT_API_VERSION } from './storefront-config';

/** The Storefront API as the build sees it: plain fetch, no browser client. */
export interface BuildStorefront {
  request<D>(query: string, variables?: Record<string, unknown>): Promise<D>;
  /** The origin the API put into absolute URLs; pages get root-relative ones instead. */
  origin: string;
  close(): Promise<void>;
}

/** Attempts of a build-time read whose connection failed (the build only reads the catalogue). */
const ATTEMPTS = 3;

/**
 * One POST; a request that never got an answer (the connection refused, reset or dropped: on a
 * loaded machine a kept-alive socket the server had just closed) is sent again, twice at most.
 * An answer, even an error, is final.
 */
async function send(endpoint: string, init: RequestInit): Promise<Response> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await fetch(endpoint, init);
    } catch (error) {
      if (attempt >= ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }
}

async function post<D>(
  endpoint: string,
  token: string,
  query: string,
  variables: Record<string, unknown>,
): Promise<D> {
  const response = await send(endpoint, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Shopify-Storefront-Access-Token': token },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: D; errors?: { message: string }[] };
  if (!response.ok || body.errors?.length || !body.data) {
    throw new Error(
      `storefront at build time: ${body.errors?.map((e) => e.message).join('; ') || `HTTP ${response.status}`}`,
    );
  }
  return body.data;
}

const BUILD_API_ORIGIN = 'http://storefront.invalid';

/**
 * SHOP_BUILD_STOREFRONT_URL (+ SHOP_STOREFRONT_TOKEN) names a running store; otherwise the
 * embedded API is started on a loopback port just for this build, over its own seeded database
 * (SHOP_BUILD_DATABASE_URL, default in memory), and closed afterwards.
 */
export async function openBuildStorefront(
  env: NodeJS.ProcessEnv = process.env,
): Promise<BuildStorefront> {
  const hosted = env.SHOP_BUILD_STOREFRONT_URL?.trim();
  if (hosted) {
    const token = env.SHOP_STOREFRONT_TOKEN ?? '';
    return {
      request: (q, v = {}) => post(hosted, token, q, v),
      origin: new URL(hosted).origin,
      close: async () => undefined,
    };
  }
  const db = await openApiDatabase(env.SHOP_BUILD_DATABASE_URL?.trim() || ':memory:');
  const token = randomBytes(16).toString('hex');
  const app = express();
  // The API writes absolute URLs with a placeholder origin that pages then make root-relative: the
  // build's loopback port, or the server's PUBLIC_URL, must not end up in prerendered pages.
  app.use(
    '/api',
    createApiRouter({ db, storefrontAccessToken: token, publicUrl: BUILD_API_ORIGIN }),
  );
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/${STOREFRONT_API_VERSION}/graphql.json`;
  return {
    request: (q, v = {}) => post(endpoint, token, q, v),
    origin: BUILD_API_ORIGIN,
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await closeDatabase(db);
    },
  };
}
