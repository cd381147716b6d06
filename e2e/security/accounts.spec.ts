import { expect, test } from '@playwright/test';
import {
  type Answer,
  freshEmail,
  type Mail,
  readOutbox,
  siteClient,
  type SiteClient,
} from './support/client';
import { openStoredData } from './support/database';

// Attacks on accounts: racing the login throttle, locking an owner out from elsewhere, enumerating
// and mass-creating accounts (also in one request through aliases), markup and control characters
// in names, filling the session table through the product GraphQL, and password-reset abuse (an
// owner's reset blocked by strangers, throttling told apart by its answer, mail flooding).

const ERRORS = 'customerUserErrors { code field message }';
const CREATE = `mutation ($input: CustomerCreateInput!) { customerCreate(input: $input) { customer { id firstName lastName } ${ERRORS} } }`;
const LOGIN = `mutation ($input: CustomerAccessTokenCreateInput!) { customerAccessTokenCreate(input: $input) { customerAccessToken { accessToken } ${ERRORS} } }`;
const PASSWORD = 'the owners password 1';

type Payload = {
  data?: Record<
    string,
    {
      customer?: { id: string } | null;
      customerAccessToken?: { accessToken: string } | null;
      customerUserErrors?: { code: string }[];
    } | null
  > | null;
};
type Errors = { errors?: { message: string; extensions?: { code?: string } }[] };
const body = (answer: Answer) => answer.json<Payload & Errors>();
const code = (answer: Answer) => body(answer).errors?.[0]?.extensions?.code;
const token = (answer: Answer) =>
  body(answer).data?.customerAccessTokenCreate?.customerAccessToken?.accessToken ?? null;

/** An account made from an address of its own, so the sign-up throttle of the attack's address is untouched. */
async function owner(label: string) {
  const email = freshEmail(label);
  const answer = await siteClient().storefront(CREATE, {
    input: { email, password: PASSWORD, firstName: 'Owner' },
  });
  expect(body(answer).data?.customerCreate?.customer?.id, answer.text).toBeTruthy();
  return email;
}
const login = (client: SiteClient, email: string, password: string) =>
  client.storefront(LOGIN, { input: { email, password } });

test('20 simultaneous guesses from one address: at most 10 are checked, the right password after them gets no token', async () => {
  const email = await owner('race');
  const attacker = siteClient();
  // The server compiles a document on its first use: done now, so the burst's timing is the throttle's alone.
  await login(siteClient(), freshEmail('warm-up'), 'not a password');
  const wrong = Array.from({ length: 19 }, (_, i) => login(attacker, email, `wrong guess ${i}`));
  // Sent once one guess was refused (the window is full from then on), while the checked ones are
  // still in flight (each costs the server an scrypt check): not after a pause a loaded machine outlasts.
  await Promise.race([
    new Promise<void>((resolve) =>
      wrong.forEach((w) => void w.then((a) => code(a) === 'THROTTLED' && resolve())),
    ),
    Promise.all(wrong),
  ]);
  const right = await login(attacker, email, PASSWORD);
  const answers = await Promise.all(wrong);
  expect(right.status).toBe(200);
  expect(code(right), right.text).toBe('THROTTLED');
  expect(token(right)).toBeNull();
  const checked = answers.filter(
    (a) =>
      body(a).data?.customerAccessTokenCreate?.customerUserErrors?.[0]?.code ===
      'UNIDENTIFIED_CUSTOMER',
  );
  // The guarantee is a bound: the tiers are counted one after another, so racing guesses may be
  // refused by a later tier a little early, never let through late. Every other answer is THROTTLED.
  expect(checked.length).toBeLessThanOrEqual(10);
  expect(checked.length).toBeGreaterThanOrEqual(1);
  expect(answers.filter((a) => code(a) === 'THROTTLED')).toHaveLength(19 - checked.length);
  const db = openStoredData();
  try {
    const tokens = db
      .prepare(
        `select count(*) as n from customer_tokens t join customers c on c.id = t.customer_id where c.email = ? and t.kind = 'access'`,
      )
      .get(email) as { n: number };
    expect(tokens.n).toBe(0);
  } finally {
    db.close();
  }
});

test('a stranger’s 30 wrong guesses from other addresses do not stop the owner logging in from theirs', async () => {
  const email = await owner('lockout');
  const strangers = [siteClient(), siteClient()];
  const guesses = await Promise.all(
    Array.from({ length: 30 }, (_, i) => login(strangers[i % 2]!, email, `stranger guess ${i}`)),
  );
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
  const sixth = await client.storefront(CREATE, {
    input: { email: freshEmail('signup'), password: PASSWORD },
  });
  expect(code(sixth), sixth.text).toBe('THROTTLED');
  const enumerate = await client.storefront(CREATE, {
    input: { email: taken, password: PASSWORD },
  });
  expect(code(enumerate)).toBe('THROTTLED');
  expect(enumerate.text).not.toContain('TAKEN');
  const elsewhere = await siteClient().storefront(CREATE, {
    input: { email: freshEmail('signup'), password: PASSWORD },
  });
  expect(body(elsewhere).data?.customerCreate?.customer?.id, elsewhere.text).toBeTruthy();
});

test('40 aliased customerCreate calls in one request make no account and send no mail', async () => {
  const prefix = `alias-${Date.now().toString(36)}`;
  const fields = Array.from(
    { length: 40 },
    (_, i) =>
      `a${i}: customerCreate(input: { email: "${prefix}-${i}@example.org", password: "${PASSWORD}" }) { customer { id } }`,
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
    expect(
      db.prepare('select count(*) as n from customers where email like ?').get(`${prefix}-%`),
    ).toEqual({ n: 0 });
  } finally {
    db.close();
  }
});

test('names lose control characters and refuse markup', async () => {
  const email = freshEmail('names');
  const client = siteClient();
  const stripped = await client.storefront(CREATE, {
    input: { email, password: PASSWORD, firstName: 'An\u0000n\u0085e', lastName: '\u202eAskew\n' },
  });
  expect(body(stripped).data?.customerCreate?.customer, stripped.text).toMatchObject({
    firstName: 'Anne',
    lastName: 'Askew',
  });
  for (const firstName of ['<img src=x onerror=alert(1)>', '<script', 'a > b']) {
    const answer = await client.storefront(CREATE, {
      input: { email: freshEmail('markup'), password: PASSWORD, firstName },
    });
    expect(body(answer).data?.customerCreate?.customerUserErrors?.[0]?.code, answer.text).toBe(
      'CONTAINS_HTML_TAGS',
    );
  }
  const db = openStoredData();
  try {
    const row = db
      .prepare('select first_name, last_name from customers where email = ?')
      .get(email);
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

const RECOVER = `mutation ($email: String!) { customerRecover(email: $email) { ${ERRORS} userErrors { field message } } }`;
const RESET_BY_URL = `mutation ($url: URL!, $password: String!) { customerResetByUrl(resetUrl: $url, password: $password) { customer { id } customerAccessToken { accessToken } ${ERRORS} } }`;
const recover = (client: SiteClient, email: string) => client.storefront(RECOVER, { email });
/** The hourly number of reset mails one account receives, whoever asks (packages/api/README.md, Accounts). */
const MAILS_PER_HOUR = 3;

const resetMails = (to: string): Mail[] =>
  readOutbox().filter((m) => m.to === to && m.text.includes('/reset-password?'));
/** The reset mails to `to` once the background queue has written them: at least `atLeast`, then quiet for 750 ms. */
async function settledResetMails(to: string, atLeast = 1): Promise<Mail[]> {
  const deadline = Date.now() + 10_000;
  let seen = -1;
  for (;;) {
    await new Promise((r) => setTimeout(r, 750));
    const mails = resetMails(to);
    if (mails.length >= atLeast && mails.length === seen) return mails;
    if (Date.now() > deadline) return mails;
    seen = mails.length;
  }
}
/** The link of the newest mail (outbox files are named by the time they were written). */
const newestLink = (mails: Mail[]) =>
  /https?:\/\/\S+\/reset-password\?\S+/.exec(mails.at(-1)?.text ?? '')?.[0] ?? '';

async function resetWith(link: string, password: string) {
  const answer = await siteClient().storefront(RESET_BY_URL, { url: link, password });
  return (
    body(answer).data?.customerResetByUrl?.customerUserErrors ?? [
      { code: `no payload: ${answer.text}` },
    ]
  );
}

test('a stranger’s reset requests (5 from one address, 5 from others) leave the owner, from a fresh address, a working link', async () => {
  const email = await owner('reset-lockout');
  const stranger = siteClient();
  const answers: Answer[] = [];
  for (let i = 0; i < 5; i += 1) answers.push(await recover(stranger, email));
  for (let i = 0; i < 5; i += 1) answers.push(await recover(siteClient(), email));
  const own = await recover(siteClient(), email);
  expect(own.status).toBe(200);
  expect(code(own), own.text).toBeUndefined();
  for (const answer of answers) expect(answer.text).toBe(own.text);
  // Whatever was (or was not) mailed for the owner's own request, the newest link in the mailbox works.
  const link = newestLink(await settledResetMails(email));
  expect(link).toContain('/reset-password?');
  expect(await resetWith(link, 'the owners new password 2')).toEqual([]);
  const after = await login(siteClient(), email, 'the owners new password 2');
  expect(token(after), after.text).toMatch(/^[0-9a-f]{64}$/);
});

test('a reset request answers the same, in the same time, whether it is throttled or not', async () => {
  const email = await owner('reset-answers');
  const normal = await recover(siteClient(), email);
  expect(body(normal).data?.customerRecover?.customerUserErrors, normal.text).toEqual([]);
  // The account's mail cap used up from many addresses, then one address past its own limit.
  const capped: Answer[] = [];
  for (let i = 0; i < 6; i += 1) capped.push(await recover(siteClient(), email));
  const sprayer = siteClient();
  const sprayed: Answer[] = [];
  for (let i = 0; i < 14; i += 1) sprayed.push(await recover(sprayer, freshEmail('reset-spray')));
  for (const answer of [...capped, ...sprayed]) {
    expect(answer.status).toBe(200);
    expect(answer.text).toBe(normal.text);
  }
  // Timing: interleaved samples of an unthrottled request (a fresh address) and throttled ones.
  const time = async (send: () => Promise<Answer>) => {
    const started = performance.now();
    const answer = await send();
    expect(answer.text).toBe(normal.text);
    return performance.now() - started;
  };
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  const free: number[] = [];
  const limited: number[] = [];
  for (let i = 0; i < 9; i += 1) {
    free.push(await time(() => recover(siteClient(), freshEmail('reset-timing'))));
    limited.push(await time(() => recover(sprayer, email)));
  }
  expect(
    Math.abs(median(limited) - median(free)),
    `free ${median(free).toFixed(1)} ms, throttled ${median(limited).toFixed(1)} ms`,
  ).toBeLessThan(25);
});

test('20 simultaneous reset requests from 20 addresses mail the account at most its hourly cap, and the newest link works', async () => {
  const email = await owner('reset-flood');
  const answers = await Promise.all(Array.from({ length: 20 }, () => recover(siteClient(), email)));
  for (const answer of answers) expect(answer.text).toBe(answers[0]!.text);
  expect(code(answers[0]!), answers[0]!.text).toBeUndefined();
  const mails = await settledResetMails(email);
  expect(mails.length).toBeGreaterThanOrEqual(1);
  expect(mails.length).toBeLessThanOrEqual(MAILS_PER_HOUR);
  // Requests past the cap are still answered, and spoil nothing: the link already mailed works.
  await recover(siteClient(), email);
  expect(
    await resetWith(newestLink(await settledResetMails(email)), 'the owners new password 3'),
  ).toEqual([]);
});

test('one address asking resets for 12 accounts is limited silently: identical answers, at most 10 mails', async () => {
  const emails: string[] = [];
  for (let i = 0; i < 12; i += 1) emails.push(await owner('reset-spray-owner'));
  const sprayer = siteClient();
  const answers: Answer[] = [];
  for (const email of emails) answers.push(await recover(sprayer, email));
  for (const answer of answers) {
    expect(answer.status).toBe(200);
    expect(answer.text).toBe(answers[0]!.text);
  }
  expect(code(answers[0]!), answers[0]!.text).toBeUndefined();
  await settledResetMails(emails[0]!);
  await new Promise((r) => setTimeout(r, 500));
  const mailed = emails.filter((email) => resetMails(email).length > 0);
  expect(mailed.length).toBeGreaterThan(0);
  expect(mailed.length).toBeLessThanOrEqual(10);
});
