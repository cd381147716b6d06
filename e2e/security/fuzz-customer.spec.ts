import { expect, test } from '@playwright/test';
import fc from 'fast-check';
import type { Answer } from './support/client';
import { customerArbitraries } from './support/fuzz-customer-inputs';
import { fuzzBatch, payload } from './support/fuzz-client';
import { createVictimCustomer, type VictimCustomer } from './support/fuzz-fixtures';
import { junkInput } from './support/fuzz-values';

// Property: the eight customer mutations of the Storefront API, given variables that are wrong by
// construction, answer without a 5xx and in time, grant nothing (no customer, no token), and leave
// the accounts they aim at — and every other stored row — as they were.

const ERRORS = 'customerUserErrors { code field message }';
const CREATE = `mutation ($input: CustomerCreateInput!) { customerCreate(input: $input) { customer { id } ${ERRORS} } }`;
const LOGIN = `mutation ($input: CustomerAccessTokenCreateInput!) { customerAccessTokenCreate(input: $input) { customerAccessToken { accessToken } ${ERRORS} } }`;
const RENEW = `mutation ($t: String!) { customerAccessTokenRenew(customerAccessToken: $t) { customerAccessToken { accessToken } userErrors { message } } }`;
const DELETE = `mutation ($t: String!) { customerAccessTokenDelete(customerAccessToken: $t) { deletedAccessToken userErrors { message } } }`;
const RECOVER = `mutation ($email: String!) { customerRecover(email: $email) { ${ERRORS} } }`;
const RESET = `mutation ($id: ID!, $input: CustomerResetInput!) { customerReset(id: $id, input: $input) { customer { id } customerAccessToken { accessToken } ${ERRORS} } }`;
const RESET_URL = `mutation ($url: URL!, $password: String!) { customerResetByUrl(resetUrl: $url, password: $password) { customer { id } customerAccessToken { accessToken } ${ERRORS} } }`;
const UPDATE = `mutation ($t: String!, $customer: CustomerUpdateInput!) { customerUpdate(customerAccessToken: $t, customer: $customer) { customer { id } customerAccessToken { accessToken } ${ERRORS} } }`;

const NUM_RUNS = 200;
// Logins and resets hash a password (scrypt) on every attempt, by design: fewer runs.
const SLOW_RUNS = 100;

/** Nothing granted: no customer and no token in the payload, whatever else it says. */
function expectNothingGranted(answer: Answer, field: string, granted: string[]): void {
  const result = payload(answer, field);
  for (const key of granted)
    expect(
      result?.[key] ?? null,
      `${field} granted ${key}: ${answer.text.slice(0, 400)}`,
    ).toBeNull();
}

// Each worker that runs tests of this file makes its own target (beforeAll runs per worker).
let victim: VictimCustomer;
let other: VictimCustomer;
let arbs: ReturnType<typeof customerArbitraries>;

test.beforeAll(async () => {
  [victim, other] = await Promise.all([
    createVictimCustomer('customer'),
    createVictimCustomer('customer-other'),
  ]);
  arbs = customerArbitraries(victim, other);
});

const owned = () => [victim.rowId, other.rowId];
/** Some runs send a whole random value where the input object belongs. */
const orJunk = <T>(arb: fc.Arbitrary<T>) =>
  fc.oneof({ weight: 5, arbitrary: arb }, { weight: 1, arbitrary: junkInput });

test('customerCreate refuses a broken field or a taken address and creates no account', async () => {
  test.setTimeout(120_000);
  await fuzzBatch(
    { numRuns: NUM_RUNS, owned: owned() },
    orJunk(arbs.create),
    async (input, batch) => {
      expectNothingGranted(await batch.storefront(CREATE, { input }), 'customerCreate', [
        'customer',
      ]);
    },
  );
});

test('customerAccessTokenCreate without the right password issues no token', async () => {
  test.setTimeout(120_000);
  await fuzzBatch(
    { numRuns: SLOW_RUNS, owned: owned() },
    orJunk(arbs.login),
    async (input, batch) => {
      expectNothingGranted(await batch.storefront(LOGIN, { input }), 'customerAccessTokenCreate', [
        'customerAccessToken',
      ]);
    },
  );
});

test('customerAccessTokenRenew and customerAccessTokenDelete ignore tokens never issued', async () => {
  test.setTimeout(120_000);
  const input = fc.tuple(fc.constantFrom(RENEW, DELETE), arbs.token);
  await fuzzBatch({ numRuns: NUM_RUNS, owned: owned() }, input, async ([document, t], batch) => {
    const answer = await batch.storefront(document, { t });
    expectNothingGranted(
      answer,
      document === RENEW ? 'customerAccessTokenRenew' : 'customerAccessTokenDelete',
      [document === RENEW ? 'customerAccessToken' : 'deletedAccessToken'],
    );
  });
});

test('customerRecover refuses malformed addresses and stores no reset token', async () => {
  test.setTimeout(120_000);
  await fuzzBatch(
    { numRuns: NUM_RUNS, owned: owned() },
    arbs.recoverEmail,
    async (email, batch) => {
      const answer = await batch.storefront(RECOVER, { email });
      if (answer.status === 200 && typeof email === 'string') {
        const errors = payload(answer, 'customerRecover')?.customerUserErrors as
          unknown[] | undefined;
        expect(errors?.length ?? 1, answer.text.slice(0, 400)).toBeGreaterThan(0);
      }
    },
  );
});

test('customerReset and customerResetByUrl with a token never mailed change no password', async () => {
  test.setTimeout(120_000);
  const input = fc.oneof(
    arbs.reset.map((vars) => ({ document: RESET, field: 'customerReset', vars })),
    fc
      .record({ url: arbs.resetUrl, password: arbs.password })
      .map((vars) => ({ document: RESET_URL, field: 'customerResetByUrl', vars })),
  );
  await fuzzBatch(
    { numRuns: SLOW_RUNS, owned: owned() },
    input,
    async ({ document, field, vars }, batch) => {
      expectNothingGranted(await batch.storefront(document, vars), field, [
        'customer',
        'customerAccessToken',
      ]);
    },
  );
});

test('customerUpdate with a broken field, a taken address or a foreign token changes no account', async () => {
  test.setTimeout(120_000);
  await fuzzBatch({ numRuns: NUM_RUNS, owned: owned() }, arbs.update, async (vars, batch) => {
    expectNothingGranted(
      await batch.storefront(UPDATE, { t: vars.customerAccessToken, customer: vars.customer }),
      'customerUpdate',
      ['customer', 'customerAccessToken'],
    );
  });
});
