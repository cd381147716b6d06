import { expect, test } from '@playwright/test';
import fc from 'fast-check';
import { STOREFRONT_PATH, STOREFRONT_TOKEN } from './support/client';
import { FuzzBatch, fuzzBatch } from './support/fuzz-client';
import { createVictimCart, type VictimCart } from './support/fuzz-fixtures';
import { nastyJson, unreadableBody } from './support/fuzz-values';

// Property: every POST endpoint, given a body it cannot read (broken JSON, bytes, the wrong content
// type or encoding, a size around its limit), and every GET-only route, given a body by POST, PUT,
// PATCH or DELETE, answers without a 5xx, in time, and stores nothing.

const NUM_RUNS = 200;

interface Endpoint {
  path: string;
  headers: Record<string, string>;
  /** The body parser's limit in bytes. */
  limit: number;
  /** A JSON body the endpoint must refuse, padded to `size` bytes. */
  refused(size: number): string;
}

const pad = (prefix: string, size: number) =>
  `${prefix}"pad":"${'p'.repeat(Math.max(0, size - prefix.length - 9))}"}`;

let cart: VictimCart;
let endpoints: Endpoint[];

test.beforeAll(async () => {
  cart = await createVictimCart('bodies');
  endpoints = [
    {
      path: STOREFRONT_PATH,
      headers: { 'x-shopify-storefront-access-token': STOREFRONT_TOKEN },
      limit: 100 * 1024,
      refused: (n) => pad('{"query":42,', n),
    },
    { path: '/graphql', headers: {}, limit: 100 * 1024, refused: (n) => pad('{"query":42,', n) },
    // The victim cart with its real key: only the body stands between the request and an order.
    {
      path: `/api/checkout/${cart.token}/complete?key=${cart.key}`,
      headers: {},
      limit: 100 * 1024,
      refused: (n) => pad('{"email":"x",', n),
    },
    {
      path: '/api/contact',
      headers: {},
      limit: 16 * 1024,
      refused: (n) => pad('{"kind":"nope",', n),
    },
  ];
});

const contentType = fc.constantFrom(
  undefined,
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=utf-16',
  'application/json; charset=koi8-r',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/graphql',
  'application/json, text/plain',
  'a/b/c;;=',
);
const contentEncoding = fc.constantFrom(
  undefined,
  undefined,
  'gzip',
  'deflate',
  'br',
  'identity',
  'x-unknown',
  'gzip, gzip',
);

// One property per endpoint, so a failure on one does not stop the others from being explored.
for (const [i, name] of [
  'Storefront API',
  'product GraphQL',
  'checkout completion',
  'contact form',
].entries()) {
  test(`bodies the ${name} cannot read: broken JSON, bytes, wrong content types and encodings`, async () => {
    test.setTimeout(90_000);
    const endpoint = endpoints[i]!;
    const input = fc.tuple(unreadableBody, contentType, contentEncoding);
    await fuzzBatch(
      { numRuns: NUM_RUNS / 2, owned: [cart.token] },
      input,
      async ([body, type, encoding], batch) => {
        const headers: Record<string, string> = { ...endpoint.headers };
        if (type !== undefined) headers['content-type'] = type;
        if (encoding !== undefined) headers['content-encoding'] = encoding;
        const answer = await batch.send({ path: endpoint.path, body, headers });
        expect(
          answer.status,
          `a body nobody can read was accepted: ${answer.text.slice(0, 300)}`,
        ).toBeGreaterThanOrEqual(400);
      },
    );
  });
}

// Found by fuzzing: the product GraphQL's error handler knows only "not JSON" and "too large";
// every other body-parser refusal (a 415 or 400 with its own status) becomes a 500 there. The
// Storefront API, checkout and contact routes answer the same requests with 400 or 415.
test('the product GraphQL answers unreadable encodings and charsets with a 4xx (found by fuzzing)', async () => {
  const batch = new FuzzBatch();
  const cases: [string, Record<string, string>][] = [
    ['unsupported Content-Encoding', { 'content-encoding': 'x-unknown' }],
    ['gzip that is not gzip', { 'content-encoding': 'gzip' }],
    ['deflate that is not deflate', { 'content-encoding': 'deflate' }],
    ['br that is not brotli', { 'content-encoding': 'br' }],
    ['unsupported charset', { 'content-type': 'application/json; charset=koi8-r' }],
  ];
  for (const [label, headers] of cases) {
    const answer = await batch.request({
      path: '/graphql',
      body: '{"query":"{ __typename }"}',
      headers: { 'content-type': 'application/json', ...headers },
    });
    expect.soft(answer.status, `${label}: ${answer.text}`).toBeLessThan(500);
  }
});

test('bodies around each endpoint’s size limit are refused, the larger ones with 413', async () => {
  test.setTimeout(90_000);
  const input = fc.tuple(
    fc.nat(3),
    fc.integer({ min: -300, max: 3_000 }),
    fc.constantFrom('application/json', 'application/json; charset=utf-8'),
  );
  await fuzzBatch({ numRuns: 60, owned: [cart.token] }, input, async ([i, delta, type], batch) => {
    const endpoint = endpoints[i]!;
    const body = endpoint.refused(endpoint.limit + delta);
    const answer = await batch.send({
      path: endpoint.path,
      body,
      headers: { ...endpoint.headers, 'content-type': type },
    });
    if (Buffer.byteLength(body) > endpoint.limit)
      expect(answer.status, `${Buffer.byteLength(body)} bytes to ${endpoint.path}`).toBe(413);
    else expect(answer.status, answer.text.slice(0, 200)).toBeGreaterThanOrEqual(400);
  });
});

test('GET-only routes given a body by POST, PUT, PATCH or DELETE', async () => {
  test.setTimeout(90_000);
  const routes = [
    '/',
    '/healthz',
    '/remotes.json',
    '/robots.txt',
    '/sitemap.xml',
    '/sw.js',
    '/manifest.webmanifest',
    '/about',
    '/books/',
    '/contact',
    '/api/geo',
    `/api/checkout/${cart.token}?key=${cart.key}`,
    '/api/orders/1?token=abc',
    '/api/podcasts/x',
    '/api/podcasts/audio/x.mp3',
    '/api/images/x.jpg',
    '/api/dev/outbox',
    '/api/nope',
    '/cms/api/v2',
    '/cms/api/v2/documents/search',
    '/cms/api/tags',
    '/cms/images/x.jpg',
    '/remotes/x.js',
    '/page-data/x.json',
    '/files/x',
    '/icons/x.png',
    '/graphql',
    '/api/contact',
    STOREFRONT_PATH,
    '/%ZZ',
    '/..%2f..%2fetc/passwd',
  ];
  const body = fc.oneof(
    unreadableBody,
    nastyJson.map((v) => JSON.stringify(v) ?? 'null'),
  );
  const input = fc.tuple(
    fc.constantFrom(...routes),
    fc.constantFrom('POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'),
    body,
    contentType,
  );
  await fuzzBatch(
    { numRuns: NUM_RUNS, owned: [cart.token] },
    input,
    async ([path, method, value, type], batch) => {
      const answer = await batch.send({
        path,
        method,
        body: value,
        headers: type === undefined ? {} : { 'content-type': type },
      });
      // The POST endpoints among them take POST; everything else refuses the method or ignores the body.
      if (method !== 'POST' && method !== 'OPTIONS')
        expect(answer.status, `${method} ${path}: ${answer.text.slice(0, 200)}`).not.toBe(201);
    },
  );
});
