import { randomBytes } from 'node:crypto';
import express from 'express';
import { TestPaymentProvider } from '../payments/test-provider';
import { CustomerService } from '../customer/customer-service';
import { GivingService } from '../donations/donation-service';
import { givingDb } from '../donations/donation-tables';
import { fixedCatalogue } from '../donations/project-catalogue';
import type { MailMessage } from '../mail/mailer';
import { createThrottleStore, withKeyPrefix } from '../security/throttle';
import { listenOnLoopback, type LoopbackServer } from '../test-support/api-server';
import { databaseKinds } from '../test-support/databases';
import { type Json, post } from '../test-support/loopback-client';
import { suiteDatabase } from '../test-support/suite';
import { donationBomb } from '../test-support/graphql-bomb';
import { testGift } from '../test-support/gifts';
import { createProductGraphqlRouter } from '../compose/product-graphql';

jest.setTimeout(60_000);

type Answer = { status: number; headers: Record<string, unknown>; body: Json };

const codes = (answer: Answer): string[] =>
  (answer.body.errors ?? []).map((e: { extensions?: { code?: string } }) => e.extensions?.code);

describe.each(databaseKinds())('/graphql limits over HTTP (%s)', (kind) => {
  const mails: MailMessage[] = [];
  let server: LoopbackServer | undefined;
  const database = suiteDatabase(kind, { beforeClose: async () => server?.close() });
  /** One POST of `query` to `path` from a loopback address of the test's choosing. */
  const ask = (path: string, query: string, variables = {}, from = '127.0.0.1') =>
    post(server?.port ?? 0, path, { query, variables }, from) as Promise<Answer>;

  beforeAll(async () => {
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
    server = await listenOnLoopback(app);
  });

  // How fast the refusal comes is a goal for a bench, not a test: here the refusal itself (nothing
  // executed, every limit named) is what must hold on any machine.
  it('refuses the fragment bomb of 12 and 18 levels before running it, naming the limits', async () => {
    for (const levels of [12, 18]) {
      const answer = await ask('/graphql', donationBomb(levels), { id: 'any' }, '127.0.1.1');
      expect(answer.status).toBe(400);
      expect(answer.body.data).toBeUndefined();
      expect(codes(answer)).toEqual([
        'MAX_DEPTH_EXCEEDED',
        'MAX_ALIASES_EXCEEDED',
        'MAX_FIELDS_EXCEEDED',
        'MAX_COST_EXCEEDED',
      ]);
      expect(answer.body.errors[3].extensions).toMatchObject({ limit: 1000 });
    }
  });

  it('refuses 60 aliased donate calls before any runs: nothing stored, no mail', async () => {
    const gifts = Array.from(
      { length: 60 },
      (_, i) => `d${i}: donate(input: $input) { donation { id } }`,
    ).join(' ');
    const input = testGift({
      idempotencyKey: `limits-${randomBytes(8).toString('hex')}`,
      amount: '5',
      donor: { firstName: 'Eve', lastName: 'Il', email: 'victim@example.org', country: 'GB' },
      card: { name: 'Eve' },
    });
    const sixty = await ask(
      '/graphql',
      `mutation($input: DonationInput!) { ${gifts} }`,
      { input },
      '127.0.1.2',
    );
    expect(sixty.status).toBe(400);
    expect(codes(sixty)).toContain('MAX_ALIASES_EXCEEDED');
    const two = await ask(
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
    const production = await ask('/graphql', introspection, {}, '127.0.1.3');
    expect(production.status).toBe(400);
    expect(codes(production)).toEqual(['INTROSPECTION_DISABLED']);
    expect((await ask('/graphql', '{ __typename }', {}, '127.0.1.3')).body).toEqual({
      data: { __typename: 'Query' },
    });
    const development = await ask('/dev/graphql', introspection, {}, '127.0.1.3');
    expect(development.body).toEqual({ data: { __schema: { queryType: { name: 'Query' } } } });
  });

  it('spends each document’s cost from its address’s budget: THROTTLED with Retry-After past it, other addresses unaffected', async () => {
    // tourDepartures: 1 + 20 assumed departures, each 1 for its price = 41.
    const departures = '{ tourDepartures { id priceSingle { amount } } }';
    const from = '127.0.1.4';
    const first = await ask('/graphql', departures, {}, from);
    expect(first.status).not.toBe(429);
    expect((await ask('/graphql', departures, {}, from)).status).not.toBe(429);
    const third = await ask('/graphql', departures, {}, from);
    expect(third.status).toBe(429);
    expect(codes(third)).toEqual(['THROTTLED']);
    expect(third.body.errors[0].message).toMatch(/100 cost points a minute/);
    expect(Number(third.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(third.headers['retry-after'])).toBeLessThanOrEqual(60);
    // Another client spends from its own budget.
    expect((await ask('/graphql', departures, {}, '127.0.1.5')).status).not.toBe(429);
  });
});
