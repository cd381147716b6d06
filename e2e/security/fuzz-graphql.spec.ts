import { expect, test } from '@playwright/test';
import fc from 'fast-check';
import { STOREFRONT_PATH, STOREFRONT_TOKEN } from './support/client';
import { fuzzBatch } from './support/fuzz-client';
import { randomDocument } from './support/fuzz-documents';
import { loadSchema, type SchemaInfo } from './support/fuzz-schema';
import { Entries, nastyJson, nastyString, notAString, PROTO_KEYS } from './support/fuzz-values';

// Property: both GraphQL endpoints answer random documents built from their own schemas, random
// request envelopes and random headers without a 5xx and in time, run no mutation that has an
// argument no field has, and store nothing but the sessions the product API hands out.

const NUM_RUNS = 250;
let storefront: SchemaInfo;
let product: SchemaInfo;

test.beforeAll(async () => {
  [storefront, product] = await Promise.all([loadSchema('storefront'), loadSchema('product')]);
});

test('random Storefront documents from the schema’s own names', async () => {
  test.setTimeout(90_000);
  await fuzzBatch({ numRuns: NUM_RUNS }, fc.gen(), async (g, batch) => {
    const doc = randomDocument(g, storefront);
    const answer = await batch.send({
      path: STOREFRONT_PATH,
      body: { query: doc.query, variables: doc.variables, operationName: doc.operationName },
      headers: {
        'content-type': 'application/json',
        'x-shopify-storefront-access-token': STOREFRONT_TOKEN,
      },
      carries: doc.carries,
    });
    // A mutation field was written (always with an argument no field has): the document must not run.
    if (doc.query.includes('fuzzNoSuchArgument'))
      expect(
        [400, 413],
        `a mutation with an unknown argument ran: ${answer.text.slice(0, 300)}`,
      ).toContain(answer.status);
  });
});

/** Header values a client can send (visible ASCII and Latin-1), hostile in content. */
const headerValue = fc.oneof(
  fc.string({
    unit: fc.constantFrom(
      ...'Bearer Session abc-_=/+.:;,"\'\t\u00e9\u00ff{}<>0123456789'.split(''),
    ),
    maxLength: 80,
  }),
  fc.constantFrom(
    'Bearer',
    'Bearer ',
    'bearer abcdefgh',
    `Bearer ${'a'.repeat(201)}`,
    'Basic Zm9vOmJhcg==',
    'Session',
    `Session ${'A'.repeat(43)}`,
    'Session ../../x',
    'false',
  ),
);

test('random product GraphQL documents, with random Authorization, session and currency', async () => {
  test.setTimeout(90_000);
  const extras = fc.record({
    authorization: fc.option(headerValue, { nil: undefined }),
    session: fc.option(headerValue, { nil: undefined }),
    currency: fc.option(
      nastyString.map((c) => c.slice(0, 64)),
      { nil: undefined },
    ),
  });
  await fuzzBatch({ numRuns: NUM_RUNS }, fc.tuple(fc.gen(), extras), async ([g, extra], batch) => {
    const doc = randomDocument(g, product);
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (extra.authorization !== undefined) headers.authorization = extra.authorization;
    if (extra.session !== undefined) headers['x-shop-session'] = extra.session;
    // Kept short: a request line past Node's 16 KB header limit is cut off by Node itself (431, reset).
    const query =
      extra.currency === undefined
        ? ''
        : `?currency=${encodeURIComponent(extra.currency.replace(/[\ud800-\udfff]/g, ''))}`;
    await batch.send({
      path: `/graphql${query}`,
      body: { query: doc.query, variables: doc.variables, operationName: doc.operationName },
      headers,
      carries: doc.carries,
    });
  });
});

/** Request envelopes of every wrong shape: fields of the wrong type, prototype keys, batches, junk. */
const envelope = fc.oneof(
  fc
    .record({
      query: fc.oneof(
        fc.constantFrom(
          '{ __typename }',
          'mutation { cartCreate(fuzz: 1) { cart { id } } }',
          '',
          ' ',
          '#',
        ),
        nastyString,
        notAString,
      ),
      variables: fc.oneof(nastyJson, fc.constantFrom(null, [], 'x', '{}')),
      operationName: fc.oneof(nastyJson, fc.constant(undefined)),
      extra: fc.array(
        fc.tuple(
          fc.oneof(fc.constantFrom(...PROTO_KEYS, 'extensions', 'query', 'variables'), nastyString),
          nastyJson,
        ),
        { maxLength: 3 },
      ),
    })
    .map(
      (e) =>
        new Entries([
          ['query', e.query],
          ['variables', e.variables],
          ['operationName', e.operationName],
          ...e.extra,
        ]),
    ),
  fc.array(
    fc.record({
      query: fc.constantFrom('{ __typename }', '{ products(first: 1) { nodes { id } } }'),
    }),
    { minLength: 1, maxLength: 3 },
  ),
  nastyJson,
);

test('request envelopes of every wrong shape, on both endpoints, with and without the token', async () => {
  test.setTimeout(90_000);
  const target = fc.constantFrom<{ path: string; headers: Record<string, string> }>(
    { path: STOREFRONT_PATH, headers: { 'x-shopify-storefront-access-token': STOREFRONT_TOKEN } },
    { path: STOREFRONT_PATH, headers: { 'x-shopify-storefront-access-token': 'wrong' } },
    { path: STOREFRONT_PATH, headers: {} },
    {
      path: '/api/2023-01/graphql.json',
      headers: { 'x-shopify-storefront-access-token': STOREFRONT_TOKEN },
    },
    { path: '/graphql', headers: {} },
  );
  await fuzzBatch({ numRuns: NUM_RUNS }, fc.tuple(target, envelope), async ([t, body], batch) => {
    await batch.send({
      path: t.path,
      body,
      headers: { 'content-type': 'application/json', ...t.headers },
    });
  });
});
