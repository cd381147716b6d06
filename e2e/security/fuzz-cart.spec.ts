import { expect, test } from '@playwright/test';
import fc from 'fast-check';
import type { Answer } from './support/client';
import { cartArbitraries } from './support/fuzz-cart-inputs';
import { fuzzBatch, payload } from './support/fuzz-client';
import { createVictimCart, type VictimCart } from './support/fuzz-fixtures';
import { junkInput, nastyJson } from './support/fuzz-values';

// Property: the five cart mutations of the Storefront API, given variables that are wrong by
// construction (the real documents, random values), answer without a 5xx, in time, with an error,
// and leave the carts — above all the existing cart they aim at — exactly as they were.

const PAYLOAD = 'cart { id totalQuantity } userErrors { code field message }';
const CREATE = `mutation ($input: CartInput) { cartCreate(input: $input) { ${PAYLOAD} warnings { code } } }`;
const ADD = `mutation ($cartId: ID!, $lines: [CartLineInput!]!) { cartLinesAdd(cartId: $cartId, lines: $lines) { ${PAYLOAD} } }`;
const UPDATE = `mutation ($cartId: ID!, $lines: [CartLineUpdateInput!]!) { cartLinesUpdate(cartId: $cartId, lines: $lines) { ${PAYLOAD} } }`;
const REMOVE = `mutation ($cartId: ID!, $lineIds: [ID!]!) { cartLinesRemove(cartId: $cartId, lineIds: $lineIds) { ${PAYLOAD} } }`;
const IDENTITY = `mutation ($cartId: ID!, $buyerIdentity: CartBuyerIdentityInput!) { cartBuyerIdentityUpdate(cartId: $cartId, buyerIdentity: $buyerIdentity) { ${PAYLOAD} } }`;

const NUM_RUNS = 200;

/** Refused: a request-level error (4xx or `errors` without data), or user errors in the payload. */
function expectRefused(answer: Answer, field: string): void {
  if (answer.status !== 200) return;
  const result = payload(answer, field);
  if (result === null) return;
  expect(
    (result.userErrors as unknown[]).length,
    `${field} accepted it: ${answer.text.slice(0, 400)}`,
  ).toBeGreaterThan(0);
}

// Each worker that runs tests of this file makes its own target (beforeAll runs per worker).
let cart: VictimCart;
let arbs: ReturnType<typeof cartArbitraries>;

test.beforeAll(async () => {
  cart = await createVictimCart('cart');
  arbs = cartArbitraries(cart);
});

test('cartCreate refuses a bad line or buyer identity and creates no cart', async () => {
  test.setTimeout(90_000);
  const input = fc.oneof(
    fc.record({
      lines: arbs.linesWithABadOne,
      buyerIdentity: fc.option(arbs.identityOk, { nil: undefined }),
    }),
    fc.record({
      lines: fc.option(fc.array(arbs.validLine, { maxLength: 2 }), { nil: undefined }),
      buyerIdentity: arbs.identityWithABadOne,
    }),
  );
  const variables = fc.oneof(
    { weight: 4, arbitrary: input.map((i) => ({ input: i })) },
    { weight: 1, arbitrary: junkInput.map((input) => ({ input })) },
  );
  await fuzzBatch({ numRuns: NUM_RUNS }, variables, async (vars, batch) => {
    const answer = await batch.storefront(CREATE, vars);
    expectRefused(answer, 'cartCreate');
    expect(payload(answer, 'cartCreate')?.cart ?? null).toBeNull();
  });
});

test('cartLinesAdd with a bad line, or on a cart the caller does not own, changes nothing', async () => {
  test.setTimeout(90_000);
  const variables = fc.oneof(
    arbs.linesWithABadOne.map((lines) => ({ cartId: cart.id, lines })),
    fc
      .tuple(arbs.foreignCartId, fc.array(arbs.validLine, { minLength: 1, maxLength: 2 }))
      .map(([cartId, lines]) => ({ cartId, lines })),
    fc.record({ cartId: fc.oneof(fc.constant(cart.id), nastyJson), lines: junkInput }),
  );
  await fuzzBatch({ numRuns: NUM_RUNS, owned: [cart.token] }, variables, async (vars, batch) => {
    expectRefused(await batch.storefront(ADD, vars), 'cartLinesAdd');
  });
});

test('cartLinesUpdate with a bad update, or on a cart the caller does not own, changes nothing', async () => {
  test.setTimeout(90_000);
  const variables = fc.oneof(
    arbs.updatesWithABadOne.map((lines) => ({ cartId: cart.id, lines })),
    fc
      .tuple(arbs.foreignCartId, fc.array(arbs.lineUpdateOk, { minLength: 1, maxLength: 2 }))
      .map(([cartId, lines]) => ({ cartId, lines })),
    fc.record({ cartId: fc.oneof(fc.constant(cart.id), nastyJson), lines: junkInput }),
  );
  await fuzzBatch({ numRuns: NUM_RUNS, owned: [cart.token] }, variables, async (vars, batch) => {
    expectRefused(await batch.storefront(UPDATE, vars), 'cartLinesUpdate');
  });
});

test('cartLinesRemove with an unknown line, or on a cart the caller does not own, changes nothing', async () => {
  test.setTimeout(90_000);
  const variables = fc.oneof(
    arbs.removalsWithABadOne.map((lineIds) => ({ cartId: cart.id, lineIds })),
    arbs.foreignCartId.map((cartId) => ({ cartId, lineIds: [cart.lineId] })),
    fc.record({ cartId: fc.oneof(fc.constant(cart.id), nastyJson), lineIds: junkInput }),
  );
  await fuzzBatch({ numRuns: NUM_RUNS, owned: [cart.token] }, variables, async (vars, batch) => {
    expectRefused(await batch.storefront(REMOVE, vars), 'cartLinesRemove');
  });
});

test('cartBuyerIdentityUpdate with a bad field, or on a cart the caller does not own, changes nothing', async () => {
  test.setTimeout(90_000);
  const variables = fc.oneof(
    arbs.identityWithABadOne.map((buyerIdentity) => ({ cartId: cart.id, buyerIdentity })),
    fc
      .tuple(arbs.foreignCartId, arbs.identityOk)
      .map(([cartId, buyerIdentity]) => ({ cartId, buyerIdentity })),
    fc.record({ cartId: fc.oneof(fc.constant(cart.id), nastyJson), buyerIdentity: junkInput }),
  );
  await fuzzBatch({ numRuns: NUM_RUNS, owned: [cart.token] }, variables, async (vars, batch) => {
    expectRefused(await batch.storefront(IDENTITY, vars), 'cartBuyerIdentityUpdate');
  });
});
