import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import type http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import {
  freshAddress,
  freshEmail,
  port as suitePort,
  send as sendFrom,
  STOREFRONT_PATH,
  STOREFRONT_TOKEN,
} from './support/client';
import { strangerCard } from './support/cards';
import { DECLINE_CODES, DONATE, oneOffGift } from './support/gifts';
import { SERVER_ENTRY } from '../support/server-entry';

// Two site server processes on one PostgreSQL schema (and then on one Redis), as a scaled-out
// deployment runs: a throttle, a token or a session must hold across them, not per process.

const repoRoot = path.resolve(__dirname, '..', '..');
const run = `scale_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'scale-out-'));
const PSQL = [
  '-h',
  '127.0.0.1',
  '-U',
  'postgres',
  '-d',
  'test',
  '-v',
  'ON_ERROR_STOP=1',
  '-qAt',
  '-c',
];
const psql = (statement: string) => {
  const done = spawnSync('psql', [...PSQL, statement], { encoding: 'utf8' });
  if (done.status !== 0) throw new Error(`psql: ${done.stderr || done.error?.message}`);
  return done.stdout.trim();
};
const redisUp = spawnSync('redis-cli', ['ping'], { encoding: 'utf8' }).stdout?.trim() === 'PONG';

const LOGIN = `mutation ($input: CustomerAccessTokenCreateInput!) { customerAccessTokenCreate(input: $input) { customerAccessToken { accessToken } customerUserErrors { code } } }`;
const CREATE = `mutation ($input: CustomerCreateInput!) { customerCreate(input: $input) { customer { id } customerUserErrors { code } } }`;
const CUSTOMER = `query ($t: String!) { customer(customerAccessToken: $t) { email } }`;
const DELETE = `mutation ($t: String!) { customerAccessTokenDelete(customerAccessToken: $t) { deletedAccessToken } }`;
const PASSWORD = 'scale out password 1';

/** The few shapes these tests read: a payload, a customer, a session. */
type Node = {
  id?: string;
  email?: string;
  currency?: string;
  customer?: { id: string } | null;
  customerAccessToken?: { accessToken: string } | null;
  customerUserErrors?: { code: string }[];
};
type Reply = {
  status: number;
  headers: http.IncomingHttpHeaders;
  json: {
    data?: Record<string, Node | null> | null;
    errors?: { extensions?: { code?: string } }[];
  };
};
async function send(
  port: number,
  address: string,
  urlPath: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Reply> {
  const answer = await sendFrom(address, urlPath, JSON.stringify(body), {
    port,
    headers: { 'content-type': 'application/json', ...headers },
  });
  return { status: answer.status, headers: answer.headers, json: answer.json() };
}
const storefront = (
  port: number,
  address: string,
  query: string,
  variables: Record<string, unknown>,
) =>
  send(
    port,
    address,
    STOREFRONT_PATH,
    { query, variables },
    { 'x-shopify-storefront-access-token': STOREFRONT_TOKEN },
  );
const code = (r: Reply) => r.json.errors?.[0]?.extensions?.code;

/** One server process on `port`; resolves when its API answers (database migrated and seeded). */
async function startServer(port: number, extra: Record<string, string>): Promise<ChildProcess> {
  // A server left on the port (another run's) would answer for ours and count in its own database.
  const taken = await storefront(port, '127.0.0.1', '{ __typename }', {}).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`port ${port} is already in use; stop what listens there`);
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of [
    'NODE_ENV',
    'OUTBOX_HTTP',
    'DEV_ROUTES',
    'SOURCE_MAPS_PUBLIC',
    'PUBLIC_URL',
    'TRUST_PROXY',
    'REDIS_URL',
    'REDIS_KEY_PREFIX',
    'SECURITY_PORT',
  ])
    delete env[name];
  Object.assign(env, {
    PORT: String(port),
    DATABASE_URL: `postgres://postgres@127.0.0.1:5432/test?schema=${run}`,
    OUTBOX_DIR: path.join(dataDir, 'outbox'),
    CONTACT_DB: path.join(dataDir, 'contact.sqlite'),
    ...extra,
  });
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (c: Buffer) => void (stderr += c.toString()));
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server on ${port} exited: ${stderr}`);
    const ready = await storefront(
      port,
      '127.0.0.1',
      '{ products(first: 1) { nodes { id } } }',
      {},
    ).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ready) return child;
    if (Date.now() > deadline) throw new Error(`server on ${port} did not answer: ${stderr}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

async function account(port: number): Promise<string> {
  const email = freshEmail('scale');
  const made = await storefront(port, freshAddress(), CREATE, {
    input: { email, password: PASSWORD },
  });
  expect(made.json.data?.customerCreate?.customer?.id, JSON.stringify(made.json)).toBeTruthy();
  return email;
}

const checkedWrong = (answers: Reply[]) =>
  answers.filter(
    (a) =>
      a.json.data?.customerAccessTokenCreate?.customerUserErrors?.[0]?.code ===
      'UNIDENTIFIED_CUSTOMER',
  ).length;

/**
 * From one address, over both processes: ten wrong guesses at once, then a second burst of nine
 * wrong with the right password in the middle. Each burst is simultaneous; the second starts when
 * the first is answered, so the right password is the 15th attempt whatever order the processes
 * take requests in.
 */
async function guessBursts(ports: number[], email: string) {
  const address = freshAddress();
  const guess = (i: number, password: string) =>
    storefront(ports[i % ports.length]!, address, LOGIN, { input: { email, password } });
  const first = await Promise.all(
    Array.from({ length: 10 }, (_, i) => guess(i, `wrong guess ${i}`)),
  );
  const second = await Promise.all(
    Array.from({ length: 10 }, (_, i) => guess(i, i === 4 ? PASSWORD : `wrong again ${i}`)),
  );
  return { first, second, right: second[4]! };
}

/**
 * A card tester's burst: 12 gifts with 12 different cards from one address, all at once, split over
 * the processes. Returns how many answers carried a decline code, how many were THROTTLED, and the
 * keys, to count the payment attempts stored.
 */
async function declineBurst(ports: number[]) {
  const address = freshAddress();
  const inputs = Array.from({ length: 12 }, () =>
    oneOffGift({ keyPrefix: 'burst', cardNumber: strangerCard(), email: freshEmail('tester') }),
  );
  const keys = inputs.map((input) => input.idempotencyKey);
  const answers = await Promise.all(
    inputs.map((input, i) =>
      send(ports[i % ports.length]!, address, '/graphql', { query: DONATE, variables: { input } }),
    ),
  );
  const codes = answers.map(
    (a) =>
      ((a.json.data?.donate as { userErrors?: { code: string }[] } | null)?.userErrors ?? [])[0]
        ?.code ?? `status ${a.status}`,
  );
  return {
    codes,
    declined: codes.filter((c) => DECLINE_CODES.includes(c)).length,
    throttled: codes.filter((c) => c === 'THROTTLED').length,
    keys,
  };
}

test.describe.configure({ mode: 'serial' });
const servers: ChildProcess[] = [];
// 4331/4332 (and 4333/4334 for Redis) beside the suite's 4320; a suite run on another SECURITY_PORT
// shifts them alike, so two runs at once do not answer for each other.
const PORTS = [suitePort + 11, suitePort + 12];

test.beforeAll(async () => {
  test.setTimeout(240_000);
  psql(`create schema ${run}`);
  // One after the other, as a rolling start does: the first brings the schema to the latest migration.
  for (const port of PORTS) servers.push(await startServer(port, {}));
});

test.afterAll(async () => {
  await Promise.all(
    servers.map(
      (child) =>
        new Promise<void>((resolve) =>
          child.exitCode !== null
            ? resolve()
            : (child.once('exit', () => resolve()), child.kill('SIGTERM')),
        ),
    ),
  );
  psql(`drop schema if exists ${run} cascade`);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

test('wrong logins from one address split over both processes are limited in total, not per process', async () => {
  const email = await account(PORTS[0]!);
  const address = freshAddress();
  const answers = await Promise.all(
    Array.from({ length: 24 }, (_, i) =>
      storefront(PORTS[i % 2]!, address, LOGIN, { input: { email, password: `wrong ${i} wrong` } }),
    ),
  );
  // Never more than the limit of 10 is evaluated. Each attempt counts itself in every tier (10 per
  // 15 min, 11 per 30 min, …) one key after another, so two processes' simultaneous attempts can
  // take their places in a different order per tier, and the 10th of one tier may be the 12th of
  // the next and refused: under load, 9 may be evaluated. Every other answer is THROTTLED.
  const checked = checkedWrong(answers);
  expect(checked).toBeLessThanOrEqual(10);
  expect(checked).toBeGreaterThanOrEqual(8);
  expect(answers.filter((a) => code(a) === 'THROTTLED')).toHaveLength(24 - checked);
});

test('a guess burst over both processes with the right password past the limit yields no token', async () => {
  const email = await account(PORTS[1]!);
  const { first, second, right } = await guessBursts(PORTS, email);
  expect(checkedWrong(first)).toBe(10);
  expect(second.map(code)).toEqual(Array(10).fill('THROTTLED'));
  expect(right.json.data?.customerAccessTokenCreate?.customerAccessToken ?? null).toBeNull();
  expect(
    psql(
      `select count(*) from ${run}.customer_tokens t join ${run}.customers c on c.id = t.customer_id where c.email = '${email}'`,
    ),
  ).toBe('0');
});

test('a session begun on one process is seen by the other, and ended there for both', async () => {
  const email = await account(PORTS[0]!);
  const login = await storefront(PORTS[0]!, freshAddress(), LOGIN, {
    input: { email, password: PASSWORD },
  });
  const accessToken = login.json.data?.customerAccessTokenCreate?.customerAccessToken
    ?.accessToken as string;
  expect(accessToken).toMatch(/^[0-9a-f]{64}$/);
  expect(
    (await storefront(PORTS[1]!, freshAddress(), CUSTOMER, { t: accessToken })).json.data?.customer
      ?.email,
  ).toBe(email);
  const me = await send(
    PORTS[1]!,
    freshAddress(),
    '/graphql',
    { query: '{ me { email } }' },
    { authorization: `Bearer ${accessToken}` },
  );
  expect(me.json.data?.me?.email).toBe(email);
  // A product GraphQL session (stored as an operation that keeps something in it would store it).
  const id = randomBytes(32).toString('base64url');
  const hash = createHash('sha256').update(id).digest('hex');
  psql(
    `insert into ${run}.shop_sessions values ('${hash}', null, 'GBP', '2030-01-01T00:00:00.000Z', '2999-01-01T00:00:00.000Z')`,
  );
  const onB = await send(
    PORTS[1]!,
    freshAddress(),
    '/graphql?currency=EUR',
    { query: '{ session { id currency } }' },
    { 'x-shop-session': `Session ${id}` },
  );
  expect(onB.headers['x-shop-session']).toBe(id);
  const onA = await send(
    PORTS[0]!,
    freshAddress(),
    '/graphql?currency=EUR',
    { query: '{ session { id currency } }' },
    { 'x-shop-session': `Session ${id}` },
  );
  expect(onA.json.data?.session).toEqual({ id, currency: 'EUR' });
  await storefront(PORTS[1]!, freshAddress(), DELETE, { t: accessToken });
  expect(
    (await storefront(PORTS[0]!, freshAddress(), CUSTOMER, { t: accessToken })).json.data?.customer,
  ).toBeNull();
});

test('contact messages from one address are limited over both processes together', async () => {
  const address = freshAddress();
  const message = {
    name: 'Scale Out',
    email: 'scale@example.org',
    subject: 'Hello',
    message: 'A message long enough to send.',
  };
  const answers = await Promise.all(
    Array.from({ length: 10 }, (_, i) => send(PORTS[i % 2]!, address, '/api/contact', message)),
  );
  expect(
    answers.filter((a) => a.status !== 201 && a.status !== 429).map((a) => [a.status, a.json]),
    'neither stored nor throttled',
  ).toEqual([]);
  // The bound, not the winners: at most the limit of 5 is stored, every other answer is 429.
  const stored = answers.filter((a) => a.status === 201).length;
  expect(stored).toBeLessThanOrEqual(5);
  expect(stored).toBeGreaterThanOrEqual(1);
  expect(answers.filter((a) => a.status === 429)).toHaveLength(10 - stored);
});

test('card testing split over both processes: at most 5 declines are evaluated in all', async () => {
  const { codes, declined, throttled, keys } = await declineBurst(PORTS);
  const attempts = Number(
    psql(
      `select count(*) from ${run}.payment_attempts where domain = 'gift' and domain_key in (${keys.map((k) => `'${k}'`).join(',')})`,
    ),
  );
  console.log(
    `scale-out (PostgreSQL) decline burst: ${declined} of 12 answered with a decline code, ${throttled} THROTTLED, ${attempts} payment attempts stored`,
  );
  // Simultaneous payments from one address take turns in the shared store, so none passes the
  // check before the declines ahead of it are counted: never more than the limit reaches the provider.
  expect(declined).toBeLessThanOrEqual(5);
  expect(declined).toBeGreaterThanOrEqual(1);
  expect(attempts).toBe(declined);
  expect(declined + throttled, codes.join(', ')).toBe(12);
});

test('with REDIS_URL the throttles hold across processes in Redis', async () => {
  test.skip(!redisUp, 'Redis is not running at 127.0.0.1:6379');
  test.setTimeout(240_000);
  const prefix = `${run}:`;
  const redisPorts = [suitePort + 13, suitePort + 14];
  for (const port of redisPorts)
    servers.push(
      await startServer(port, { REDIS_URL: 'redis://127.0.0.1:6379', REDIS_KEY_PREFIX: prefix }),
    );
  const rowsBefore = psql(`select count(*) from ${run}.throttles`);
  try {
    const email = await account(redisPorts[0]!);
    const { first, second } = await guessBursts(redisPorts, email);
    expect(checkedWrong(first)).toBe(10);
    expect(second.map(code)).toEqual(Array(10).fill('THROTTLED'));
    const burst = await declineBurst(redisPorts);
    console.log(
      `scale-out (Redis) decline burst: ${burst.declined} of 12 answered with a decline code, ${burst.throttled} THROTTLED`,
    );
    expect(burst.declined).toBeLessThanOrEqual(5);
    expect(burst.declined).toBeGreaterThanOrEqual(1);
    expect(burst.declined + burst.throttled, burst.codes.join(', ')).toBe(12);
    const keys = spawnSync('redis-cli', ['--scan', '--pattern', `${prefix}*`], { encoding: 'utf8' })
      .stdout.trim()
      .split('\n')
      .filter(Boolean);
    expect(keys.length).toBeGreaterThan(0);
    // Counted in Redis only: the database's throttle table did not grow.
    expect(psql(`select count(*) from ${run}.throttles`)).toBe(rowsBefore);
  } finally {
    const keys = spawnSync('redis-cli', ['--scan', '--pattern', `${prefix}*`], { encoding: 'utf8' })
      .stdout.trim()
      .split('\n')
      .filter(Boolean);
    if (keys.length > 0) spawnSync('redis-cli', ['del', ...keys]);
  }
});
