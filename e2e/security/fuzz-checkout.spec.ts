import { expect, test } from '@playwright/test';
import fc from 'fast-check';
import type { Answer } from './support/client';
import {
  brokenCheckout,
  idempotencyKey,
  unpayableCheckout,
  validCheckout,
} from './support/fuzz-checkout-inputs';
import { fuzzBatch } from './support/fuzz-client';
import { createVictimCart, type VictimCart } from './support/fuzz-fixtures';
import { nastyJson, nastyString } from './support/fuzz-values';

// Property: `POST /api/checkout/:token/complete?key=` places no order, reserves no key, completes
// no cart and takes no stock when the submission is broken, cannot be paid, or comes without the
// cart's key; it answers every such request without a 5xx and in time.

const NUM_RUNS = 150;
const SLOW_RUNS = 80;

/** Percent-encodes anything, lone surrogates too (encodeURIComponent throws on those). */
function pathPart(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return [...Buffer.from(value)].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('');
  }
}

function expectNoOrder(answer: Answer): void {
  expect([200, 201], `an order for a refused checkout: ${answer.text.slice(0, 400)}`).not.toContain(
    answer.status,
  );
  expect(answer.text).not.toContain('"accessToken"');
}

// Each worker that runs tests of this file makes its own target (beforeAll runs per worker).
let cart: VictimCart;
const completePath = (token: string, query: string) => `/api/checkout/${token}/complete${query}`;

test.beforeAll(async () => {
  cart = await createVictimCart('checkout');
});

test('a broken submission with the cart key is refused field by field and stores nothing', async () => {
  test.setTimeout(90_000);
  const body = fc.oneof(
    { weight: 4, arbitrary: brokenCheckout() },
    { weight: 1, arbitrary: nastyJson },
  );
  await fuzzBatch({ numRuns: NUM_RUNS, owned: [cart.token] }, body, async (value, batch) => {
    const answer = await batch.send({
      path: completePath(cart.token, `?key=${cart.key}`),
      body: value,
      headers: { 'content-type': 'application/json' },
    });
    expectNoOrder(answer);
    expect([400, 413, 422], answer.text.slice(0, 400)).toContain(answer.status);
  });
});

test('a submission that cannot be paid (failing card, expired card, a total never shown) leaves no trace', async () => {
  test.setTimeout(90_000);
  await fuzzBatch(
    { numRuns: SLOW_RUNS, owned: [cart.token] },
    unpayableCheckout,
    async (value, batch) => {
      const answer = await batch.send({
        path: completePath(cart.token, `?key=${cart.key}`),
        body: value,
        headers: { 'content-type': 'application/json' },
      });
      expectNoOrder(answer);
    },
  );
});

test('a valid submission without the cart key (wrong, missing, repeated, or another token) stores nothing', async () => {
  test.setTimeout(90_000);
  const query = fc.oneof(
    fc
      .stringMatching(/^[0-9a-f]{32}$/)
      .filter((k) => k !== cart.key)
      .map((k) => `?key=${k}`),
    fc.constantFrom(
      '',
      '?key=',
      `?key=${cart.key.toUpperCase()}`,
      `?key=${cart.key}&key=${cart.key}`,
      `?key[]=${cart.key}`,
      `?key[a]=${cart.key}`,
      `?KEY=${cart.key}`,
      `?key=${cart.key}%00`,
    ),
    nastyString.map((k) => `?key=${pathPart(k)}`),
  );
  const token = fc.oneof(
    { weight: 3, arbitrary: fc.constant(cart.token) },
    { weight: 1, arbitrary: fc.stringMatching(/^[A-Za-z0-9_-]{8,64}$/) },
    { weight: 1, arbitrary: nastyString.map(pathPart) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '..',
        '%2e%2e',
        '%ZZ',
        'a%00b',
        `${cart.token}%2F..`,
        'x'.repeat(5000),
      ),
    },
  );
  await fuzzBatch(
    { numRuns: NUM_RUNS, owned: [cart.token] },
    fc.tuple(token, query, idempotencyKey),
    async ([t, q, key], batch) => {
      // The one combination that is the owner's own valid request is never sent.
      const path = completePath(t, q === `?key=${cart.key}` ? '?key=' : q);
      const answer = await batch.send({
        path: path.length > 7000 ? path.slice(0, 7000) : path,
        body: validCheckout(key),
        headers: { 'content-type': 'application/json' },
      });
      expectNoOrder(answer);
    },
  );
});
