import { expect, test } from '@playwright/test';
import { type Answer, freshEmail, readOutbox, siteClient, type SiteClient } from './support/client';
import { openStoredData } from './support/database';

// Attacks on accounts: racing the login throttle, locking an owner out from elsewhere, enumerating
// and mass-creating accounts (also in one request through aliases), markup and control characters
// in names, and filling the session table through the product GraphQL.

const ERRORS = 'customerUserErrors { code field message }';
const CREATE = `mutation ($input: CustomerCreateInput!) { customerCreate(input: $input) { customer { id firstName lastName } ${ERRORS} } }`;
const LOGIN = `mutation ($input: CustomerAccessTokenCreateInput!) { customerAccessTokenCreate(input: $input) { customerAccessToken { accessToken } ${ERRORS} } }`;
const PASSWORD = 'the owners password 1';

type Payload = { data?: Record<string, { customer?: { id: string } | null; customerAccessToken?: { accessToken: string } | null; customerUserErrors?: { code: string }[] } | null> | null };
type Errors = { errors?: { message: string; extensions?: { code?: string } }[] };
const body = (answer: Answer) => answer.json<Payload & Errors>();
const code = (answer: Answer) => body(answer).errors?.[0]?.extensions?.code;
const token = (answer: Answer) => body(answer).data?.customerAccessTokenCreate?.customerAccessToken?.accessToken ?? null;

/** An account made from an address of its own, so the sign-up throttle of the attack's address is untouched. */
async function owner(label: string) {
  const email = freshEmail(label);
  const answer = await siteClient().storefront(CREATE, { input: { email, password: PASSWORD, firstName: 'Owner' } });
  expect(body(answer).data?.customerCreate?.customer?.id, answer.text).toBeTruthy();
  return email;
}
const login = (client: SiteClient, email: string, password: string) => client.storefront(LOGIN, { input: { email, password } });

test('20 simultaneous guesses from one address: 10 are checked, the right password after them gets no token', async () => {
  const email = await owner('race');
  const attacker = siteClient();
  // The server compiles a document on its first use: done now, so the burst's timing is the throttle's alone.
  await login(siteClient(), freshEmail('warm-up'), 'not a password');
  const wrong = Array.from({ length: 19 }, (_, i) => login(attacker, email, `wrong guess ${i}`));
  // Sent while the wrong ones are still in flight (each costs the server an scrypt check).
  await new Promise((r) => setTimeout(r, 50));
  const right = await login(attacker, email, PASSWORD);
  const answers = await Promise.all(wrong);
  expect(right.status).toBe(200);
  expect(code(right), right.text).toBe('THROTTLED');
  expect(token(right)).toBeNull();
  const checked = answers.filter((a) => body(a).data?.customerAccessTokenCreate?.customerUserErrors?.[0]?.code === 'UNIDENTIFIED_CUSTOMER');
  expect(checked).toHaveLength(10);
  expect(answers.filter((a) => code(a) === 'THROTTLED')).toHaveLength(9);
  const db = openStoredData();
  try {
    const tokens = db
      .prepare(`select count(*) as n from customer_tokens t join customers c on c.id = t.customer_id where c.email = ? and t.kind = 'access'`)
      .get(email) as { n: number };
    expect(tokens.n).toBe(0);
  } finally {
    db.close();
  }
});

test('a stranger’s 30 wrong guesses from other addresses do not stop the owner logging in from theirs', async () => {
  const email = await owner('lockout');
  const strangers = [siteClient(), siteClient()];
  const guesses = await Promise.all(Array.from({ length: 30 }, (_, i) => login(strangers[i % 2]!, email, `stranger guess ${i}`)));
  expect(guesses.filter((a) => code(a) === 'THROTTLED').length).toBeGreaterThan(0);
  const answer = await login(siteClient(), email, PASSWORD);
  expect(token(answer), answer.text).toMatch(/^[0-9a-f]{64}$/);
});

test('sign-ups are limited per address, taken addresses counted too', async () => {
  const taken = await owner('taken');
  const client = siteClient();
  for (let i = 0; i < 5; i += 1) {
    const email = i % 2 === 0 ? taken : freshEmail('signup');
    const answer = await client.storefront(CREATE, { input: { email, password: PASSWORD } });
    expect(code(answer), answer.text).toBeUndefined();
  }
  const sixth = await client.storefront(CREATE, { input: { email: freshEmail('signup'), password: PASSWORD } });
  expect(code(sixth), sixth.text).toBe('THROTTLED');
  const enumerate = await client.storefront(CREATE, { input: { email: taken, password: PASSWORD } });
  expect(code(enumerate)).toBe('THROTTLED');
  expect(enumerate.text).not.toContain('TAKEN');
  const elsewhere = await siteClient().storefront(CREATE, { input: { email: freshEmail('signup'), password: PASSWORD } });
  expect(body(elsewhere).data?.customerCreate?.customer?.id, elsewhere.text).toBeTruthy();
});

test('40 aliased customerCreate calls in one request make no account and send no mail', async () => {
  const prefix = `alias-${Date.now().toString(36)}`;
  const fields = Array.from(
    { length: 40 },
    (_, i) => `a${i}: customerCreate(input: { email: "${prefix}-${i}@example.org", password: "${PASSWORD}" }) { customer { id } }`,
  );
  const answer = await siteClient().storefront(`mutation { ${fields.join(' ')} }`);
  expect(answer.status).toBe(400);
  expect(code(answer), answer.text).toBe('TOO_MANY_MUTATIONS');
  expect(body(answer).data).toBeUndefined();
  // Mail leaves in the background: give it time to (not) arrive.
  await new Promise((r) => setTimeout(r, 1500));
  expect(readOutbox().filter((m) => m.to.startsWith(prefix))).toEqual([]);
  const db = openStoredData();
  try {
    expect(db.prepare('select count(*) as n from customers where email like ?').get(`${prefix}-%`)).toEqual({ n: 0 });
  } finally {
    db.close();
  }
});

test('names lose control characters and refuse markup', async () => {
  const email = freshEmail('names');
  const client = siteClient();
  const stripped = await client.storefront(CREATE, { input: { email, password: PASSWORD, firstName: 'An\u0000n\u0085e', lastName: '\u202eAskew\n' } });
  expect(body(stripped).data?.customerCreate?.customer, stripped.text).toMatchObject({ firstName: 'Anne', lastName: 'Askew' });
  for (const firstName of ['<img src=x onerror=alert(1)>', '<script', 'a > b']) {
    const answer = await client.storefront(CREATE, { input: { email: freshEmail('markup'), password: PASSWORD, firstName } });
    expect(body(answer).data?.customerCreate?.customerUserErrors?.[0]?.code, answer.text).toBe('CONTAINS_HTML_TAGS');
  }
  const db = openStoredData();
  try {
    const row = db.prepare('select first_name, last_name from customers where email = ?').get(email);
    expect(row).toEqual({ first_name: 'Anne', last_name: 'Askew' });
  } finally {
    db.close();
  }
});

test('/graphql without a session header stores no session row', async () => {
  const count = () => {
    const db = openStoredData();
    try {
      return (db.prepare('select count(*) as n from shop_sessions').get() as { n: number }).n;
    } finally {
      db.close();
    }
  };
  const before = count();
  const client = siteClient();
  for (let i = 0; i < 20; i += 1) {
    const answer = await client.productGraphql('{ session { id } me { id } }');
    expect(answer.status).toBe(200);
    expect(answer.headers['x-shop-session']).toBeUndefined();
  }
  expect(count()).toBe(before);
});
