import http from 'node:http';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { TestPaymentProvider } from '../payments/test-provider';
import { CustomerService } from '../customer/customer-service';
import { GivingService } from '../donations/donation-service';
import { givingDb } from '../donations/donation-tables';
import { fixedCatalogue } from '../donations/project-catalogue';
import type { MailMessage } from '../mail/mailer';
import { createThrottleStore, withKeyPrefix } from '../security/throttle';
import { databaseKinds, openTestDatabase, type TestDatabase } from '../test-support/databases';
import { createProductGraphqlRouter } from '../compose/product-graphql';

jest.setTimeout(60_000);

type Answer = { status: number; headers: http.IncomingHttpHeaders; json: any }; // eslint-disable-line @typescript-eslint/no-explicit-any

/** One POST to /graphql from a loopback address of the test's choosing (all of 127/8 reaches the server). */
function post(
  port: number,
  path: string,
  query: string,
  variables = {},
  from = '127.0.0.1',
): Promise<Answer> {
  const body = JSON.stringify({ query, variables });
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        localAddress: from,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        let text = '';
        res.on('data', (c: Buffer) => (text += c.toString('utf8')));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, json: JSON.parse(text) }),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

function bomb(levels: number): string {
  const lines = ['fragment F0 on Donation { id }'];
  for (let i = 1; i <= levels; i++)
    lines.push(
      `fragment F${i} on Donation { a: recurringDonation { donations { ...F${i - 1} } } b: recurringDonation { donations { ...F${i - 1} } } }`,
    );
  return `query Bomb($id: ID!) { donation(id: $id) { ...F${levels} } }\n${lines.join('\n')}`;
}

const codes = (answer: Answer): string[] =>
  (answer.json.errors ?? []).map((e: { extensions?: { code?: string } }) => e.extensions?.code);

describe.each(databaseKinds())('/graphql limits over HTTP (%s)', (kind) => {
  let database: TestDatabase;
  let server: http.Server;
  let port = 0;
  const mails: MailMessage[] = [];

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    const mailer = { send: async (m: MailMessage) => void mails.push(m) };
    const throttles = withKeyPrefix(
      createThrottleStore(database.db),
      `g${randomBytes(4).toString('hex')}:`,
    );
    const customers = new CustomerService(database.db, { mailer, throttles });
    const giving = new GivingService({
      db: database.db,
      payments: new TestPaymentProvider(),
      mailer,
      publicUrl: 'https://history.example.org',
      catalogue: fixedCatalogue([
        {
          id: 'season-4-production',
          kind: 'PROJECT',
          title: 'Season 4 Production',
          goal: 75_000_000,
        },
      ]),
    });
    const app = express();
    // Production (no introspection) with a small budget, and development (introspection) beside it.
    app.use(
      '/graphql',
      createProductGraphqlRouter({
        db: database.db,
        customers,
        giving,
        throttles,
        costBudget: { cost: 100, windowMs: 60_000 },
      }),
    );
    app.use(
      '/dev/graphql',
      createProductGraphqlRouter({ db: database.db, customers, introspection: true }),
    );
    server = await new Promise((resolve) => {
      const s = app.listen(0, '127.0.0.1', () => resolve(s));
    });
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise((r) => server.close(r));
    await database.close();
  });

  it('refuses the fragment bomb of 12 and 18 levels in milliseconds, naming the limits', async () => {
    // A server that has answered anything at all (the first request of a process compiles the code).
    await post(
      port,
      '/graphql',
      'query { ...Q } fragment Q on Query { __typename }',
      {},
      '127.0.1.1',
    );
    for (const levels of [12, 18]) {
      const started = performance.now();
      const answer = await post(port, '/graphql', bomb(levels), { id: 'any' }, '127.0.1.1');
      const ms = performance.now() - started;
      expect(answer.status).toBe(400);
      expect(answer.json.data).toBeUndefined();
      expect(codes(answer)).toEqual([
        'MAX_DEPTH_EXCEEDED',
        'MAX_ALIASES_EXCEEDED',
        'MAX_FIELDS_EXCEEDED',
        'MAX_COST_EXCEEDED',
      ]);
      expect(answer.json.errors[3].extensions).toMatchObject({ limit: 1000 });
      expect(ms).toBeLessThan(100);
    }
  });

  it('refuses 60 aliased donate calls before any runs: nothing stored, no mail', async () => {
    const gifts = Array.from(
      { length: 60 },
      (_, i) => `d${i}: donate(input: $input) { donation { id } }`,
    ).join(' ');
    const input = {
      idempotencyKey: `limits-${randomBytes(8).toString('hex')}`,
      projectId: 'season-4-production',
      amount: '5',
      currency: 'GBP',
      frequency: 'ONE_OFF',
      coverFees: false,
      giftAid: false,
      showAsSupporter: false,
      donor: { firstName: 'Eve', lastName: 'Il', email: 'victim@example.org', country: 'GB' },
      card: {
        number: '4242424242424242',
        expMonth: 12,
        expYear: new Date().getUTCFullYear() + 2,
        cvc: '123',
        name: 'Eve',
      },
    };
    const sixty = await post(
      port,
      '/graphql',
      `mutation($input: DonationInput!) { ${gifts} }`,
      { input },
      '127.0.1.2',
    );
    expect(sixty.status).toBe(400);
    expect(codes(sixty)).toContain('MAX_ALIASES_EXCEEDED');
    const two = await post(
      port,
      '/graphql',
      `mutation($input: DonationInput!) { a: donate(input: $input) { donation { id } } b: donate(input: $input) { donation { id } } }`,
      { input },
      '127.0.1.2',
    );
    expect(two.status).toBe(400);
    expect(codes(two)).toEqual(['TOO_MANY_MUTATIONS']);
    expect(
      await givingDb(database.db).selectFrom('giving_donations').select('id').execute(),
    ).toEqual([]);
    expect(mails).toEqual([]);
  });

  it('answers introspection in development only; __typename always', async () => {
    const introspection = '{ __schema { queryType { name } } }';
    const production = await post(port, '/graphql', introspection, {}, '127.0.1.3');
    expect(production.status).toBe(400);
    expect(codes(production)).toEqual(['INTROSPECTION_DISABLED']);
    expect((await post(port, '/graphql', '{ __typename }', {}, '127.0.1.3')).json).toEqual({
      data: { __typename: 'Query' },
    });
    const development = await post(port, '/dev/graphql', introspection, {}, '127.0.1.3');
    expect(development.json).toEqual({ data: { __schema: { queryType: { name: 'Query' } } } });
  });

  it('spends each document’s cost from its address’s budget: THROTTLED with Retry-After past it, other addresses unaffected', async () => {
    // tourDepartures: 1 + 20 assumed departures, each 1 for its price = 41.
    const departures = '{ tourDepartures { id priceSingle { amount } } }';
    const from = '127.0.1.4';
    const first = await post(port, '/graphql', departures, {}, from);
    expect(first.status).not.toBe(429);
    expect((await post(port, '/graphql', departures, {}, from)).status).not.toBe(429);
    const third = await post(port, '/graphql', departures, {}, from);
    expect(third.status).toBe(429);
    expect(codes(third)).toEqual(['THROTTLED']);
    expect(third.json.errors[0].message).toMatch(/100 cost points a minute/);
    expect(Number(third.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(third.headers['retry-after'])).toBeLessThanOrEqual(60);
    // Another client spends from its own budget.
    expect((await post(port, '/graphql', departures, {}, '127.0.1.5')).status).not.toBe(429);
  });
});
