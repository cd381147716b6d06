import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { StorefrontApiClient } from '@shopify/storefront-api-client';
import express from 'express';
import type { Db } from '../db/database';
import { OutboxMailer } from '../mail/outbox-mailer';
import { createProductGraphqlRouter } from '../compose/product-graphql';
import { listenOnLoopback, storefrontClient, testApiRouter } from '../test-support/api-server';
import { createThrottleStore, type ThrottleStore, withKeyPrefix } from '../security/throttle';
import type { AccountLimits } from './account-throttles';
import { CustomerService } from './customer-service';

/** Test support: the API (at /api) and the product GraphQL (at /graphql) with a temp outbox and a movable clock. */
export interface CustomerTestApi {
  origin: string;
  client: StorefrontApiClient;
  customers: CustomerService;
  outbox: OutboxMailer;
  /** Moves the server's clock forward. */
  advance(ms: number): void;
  close(): Promise<void>;
}

/**
 * Each test server counts in its own key namespace of the database's throttle table, so servers
 * sharing a test database start with fresh counters; sign-ups are not limited unless a test asks
 * (the suites make many accounts from 127.0.0.1).
 */
export async function startCustomerApi(
  db: Db,
  options: { limits?: Partial<AccountLimits>; throttles?: ThrottleStore } = {},
): Promise<CustomerTestApi> {
  let offset = 0;
  const now = () => Date.now() + offset;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'outbox-'));
  const outbox = new OutboxMailer(dir);
  const throttles =
    options.throttles ??
    withKeyPrefix(createThrottleStore(db, { now }), `t${randomBytes(4).toString('hex')}:`);
  const customers = new CustomerService(db, {
    mailer: outbox,
    now,
    throttles,
    limits: { signupPerAddress: [{ limit: 10_000, windowMs: 60_000 }], ...options.limits },
  });
  const app = express();
  app.use(
    '/api',
    testApiRouter(db, { customers, mail: { mailer: outbox, outbox, outboxHttp: true } }),
  );
  app.use('/graphql', createProductGraphqlRouter({ db, customers, now }));
  const server = await listenOnLoopback(app);
  return {
    origin: server.origin,
    client: storefrontClient(server.origin),
    customers,
    outbox,
    advance: (ms) => void (offset += ms),
    close: async () => {
      await customers.idle();
      await server.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

const ERRORS = 'customerUserErrors { code field message }';
export const OPS = {
  create: `mutation Create($input: CustomerCreateInput!) { customerCreate(input: $input) { customer { id firstName lastName email acceptsMarketing phone } ${ERRORS} } }`,
  login: `mutation Login($input: CustomerAccessTokenCreateInput!) { customerAccessTokenCreate(input: $input) { customerAccessToken { accessToken expiresAt } ${ERRORS} } }`,
  renew: `mutation Renew($t: String!) { customerAccessTokenRenew(customerAccessToken: $t) { customerAccessToken { accessToken expiresAt } userErrors { field message } } }`,
  remove: `mutation Delete($t: String!) { customerAccessTokenDelete(customerAccessToken: $t) { deletedAccessToken userErrors { field message } } }`,
  customer: `query Customer($t: String!) { customer(customerAccessToken: $t) { id firstName lastName acceptsMarketing email phone } }`,
  recover: `mutation Recover($email: String!) { customerRecover(email: $email) { ${ERRORS} } }`,
  reset: `mutation Reset($id: ID!, $input: CustomerResetInput!) { customerReset(id: $id, input: $input) { customer { id email } customerAccessToken { accessToken expiresAt } ${ERRORS} } }`,
  resetByUrl: `mutation ResetByUrl($url: URL!, $password: String!) { customerResetByUrl(resetUrl: $url, password: $password) { customer { id } ${ERRORS} } }`,
  update: `mutation Update($t: String!, $customer: CustomerUpdateInput!) { customerUpdate(customerAccessToken: $t, customer: $customer) { customer { id firstName email } customerAccessToken { accessToken } ${ERRORS} } }`,
};

export interface UserErrorShape {
  code: string;
  field: string[] | null;
  message: string;
}

/** Waits for the background mail queue, then returns the newest message to `to`. */
export async function lastMailTo(api: CustomerTestApi, to: string) {
  await api.customers.idle();
  const entry = (await api.outbox.list()).find((m) => m.to === to);
  return entry ? api.outbox.read(entry.id) : null;
}

export function resetLinkIn(text: string): URL {
  const match = /https?:\/\/\S+\/reset-password\?\S+/.exec(text);
  if (!match) throw new Error('no reset link in the mail');
  return new URL(match[0]);
}
