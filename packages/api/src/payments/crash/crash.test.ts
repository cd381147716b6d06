import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { closeDatabase, createDatabase, type Db } from '../../db/database';
import { migrate } from '../../db/migrations';
import { databaseKinds } from '../../test-support/databases';
import { loopback, post } from '../../tours/test-client';

/*
 * The crash suite (issue 27): the API in a child process with 10 gifts and 10 bookings in flight is
 * SIGKILLed, restarted, every key retried, the reconciler run, and every key retried once more. Then:
 * every succeeded charge belongs to exactly one gift or booking, or was refunded; no key was charged
 * twice; no attempt is left unresolved; seats = bookings + active holds.
 */
jest.setTimeout(90_000);

const GIFTS = 10;
const BOOKINGS = 10;
const PG = 'postgres://postgres@127.0.0.1:5432/test';
const API_DIR = path.resolve(__dirname, '../../..');
const CHILD = path.join(__dirname, 'crash-api.ts');

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const DONATE = `mutation D($input: DonationInput!) { donate(input: $input) { donation { id } userErrors { code message } } }`;
const HOLD = `mutation H($input: TourHoldInput!) { tourHoldCreate(input: $input) { hold { id token } userErrors { code message } } }`;
const BOOK = `mutation B($input: TourBookingInput!) { tourBook(input: $input) { booking { id status } userErrors { code message } } }`;

const card = {
  number: '4242424242424242',
  expMonth: 12,
  expYear: new Date().getUTCFullYear() + 3,
  cvc: '123',
  name: 'K Zell',
};
const giftInput = (key: string) => ({
  idempotencyKey: key,
  projectId: 'crash-project',
  amount: '25',
  currency: 'GBP',
  frequency: 'ONE_OFF',
  coverFees: false,
  giftAid: false,
  showAsSupporter: false,
  donor: {
    title: null,
    firstName: 'Katharina',
    lastName: 'Zell',
    email: 'katharina@example.org',
    country: 'GB',
    address: null,
    postcode: null,
  },
  card,
});
const bookingInput = (key: string, hold: Json) => ({
  idempotencyKey: key,
  holdId: hold.id,
  holdToken: hold.token,
  contact: { name: 'Martin Luther', email: 'martin@example.org', phone: '+49 3491 0000' },
  travellers: [
    {
      firstName: 'Martin',
      lastName: 'Luther',
      dateOfBirth: '1970-11-10',
      email: 'martin@example.org',
      phone: '+49 3491 0000',
      emergencyContactName: 'Philipp Melanchthon',
      emergencyContactPhone: '+49 3491 1111',
      dietaryNotes: null,
      accessibilityNotes: null,
    },
  ],
  rooms: [{ occupancy: 'SINGLE', travellers: [0] }],
  preExtension: false,
  postExtension: false,
  acceptPolicy: true,
  card,
});

interface Api {
  child: ChildProcess;
  port: number;
}
/** Every charge the API processes made, by charge id, as they printed it (whatever the database says). */
const statement = new Map<string, { key: string; refunds: string[] }>();

function startApi(url: string, env: Record<string, string>): Promise<Api> {
  // Node itself with tsx's loader (not the tsx wrapper, which would outlive a SIGKILL sent to it).
  const child = spawn(process.execPath, ['--import', 'tsx', CHILD], {
    cwd: API_DIR,
    env: { ...process.env, DATABASE_URL: url, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let err = '';
  child.stderr!.on('data', (c: Buffer) => (err += c.toString()));
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (c: Buffer) => {
      out += c.toString();
      const match = /port (\d+)/.exec(out);
      if (match) resolve({ child, port: Number(match[1]) });
      const lines = out.split('\n');
      out = lines.pop() ?? '';
      for (const line of lines) {
        const [what, a, b] = line.split(' ');
        if (what === 'charge') statement.set(b!, { key: a!, refunds: [] });
        if (what === 'refund') statement.get(a!)?.refunds.push(b!);
      }
    });
    child.on('exit', (code) =>
      reject(new Error(`the API exited (${code}) before it listened: ${err}`)),
    );
  });
}
const stop = (api: Api) =>
  new Promise<void>((resolve) => {
    if (api.child.exitCode !== null || api.child.signalCode !== null) return resolve();
    api.child.once('exit', () => resolve());
    api.child.kill('SIGKILL');
  });

async function gql(api: Api, query: string, variables: Json): Promise<Json> {
  const answer = await post(api.port, '/graphql', { query, variables }, loopback());
  const body = answer.body as Json;
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data as Json;
}

interface Target {
  url: string;
  drop(): Promise<void>;
}
async function target(kind: 'sqlite' | 'postgres'): Promise<Target> {
  if (kind === 'sqlite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'crash-'));
    return {
      url: `file:${path.join(dir, 'crash.sqlite')}`,
      drop: async () => fs.rmSync(dir, { recursive: true, force: true }),
    };
  }
  const base = process.env.DATABASE_URL_PG?.trim() || PG;
  const schema = `crash_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const url = new URL(base);
  url.searchParams.set('schema', schema);
  return {
    url: url.toString(),
    drop: async () => {
      const cleaner = new pg.Client({ connectionString: base });
      await cleaner.connect();
      await cleaner.query(`drop schema ${schema} cascade`);
      await cleaner.end();
    },
  };
}

const count = async (db: Db, query: string) => Number(((await sqlRows(db, query))[0] as Json).n);
async function sqlRows(db: Db, query: string): Promise<Json[]> {
  const { sql } = await import('kysely');
  return (await sql.raw(query).execute(db)).rows as Json[];
}

describe.each(databaseKinds())('crash suite (%s)', (kind) => {
  let where: Target;
  let db: Db;
  const apis: Api[] = [];

  beforeAll(async () => {
    where = await target(kind);
    db = createDatabase(where.url);
    await migrate(db);
  });
  afterAll(async () => {
    await Promise.all(apis.map(stop));
    await closeDatabase(db);
    await where.drop();
  });

  it('SIGKILL with 10 gifts and 10 bookings in flight: after a restart, retries and the reconciler, one charge per key, each on one record or refunded', async () => {
    const run = randomBytes(4).toString('hex');
    const giftKeys = Array.from({ length: GIFTS }, (_, i) => `crash-gift-${run}-${i}`);
    const bookKeys = Array.from({ length: BOOKINGS }, (_, i) => `crash-book-${run}-${i}`);

    // 1. The first process: holds, then every payment at once; killed once a few have answered.
    const first = await startApi(where.url, { CRASH_CHARGE_DELAY_MS: '1500' });
    apis.push(first);
    const holds: Json[] = [];
    for (let i = 0; i < BOOKINGS; i++) {
      const made = (
        await gql(first, HOLD, {
          input: {
            departureId: 'crash-tour-2030-09-06',
            travellers: 1,
            singleRooms: 1,
            doubleRooms: 0,
          },
        })
      ).tourHoldCreate as Json;
      expect(made.userErrors).toEqual([]);
      holds.push(made.hold);
    }
    let answered = 0;
    const inFlight = [
      ...giftKeys.map((key) => gql(first, DONATE, { input: giftInput(key) })),
      ...bookKeys.map((key, i) => gql(first, BOOK, { input: bookingInput(key, holds[i]!) })),
    ].map((p) => p.then(() => answered++).catch(() => undefined));
    const deadline = Date.now() + 15_000;
    while (answered < 3 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 5));
    await stop(first);
    await Promise.all(inFlight);
    const leftBehind = await count(
      db,
      `select count(*) as n from payment_attempts where status in ('pending', 'succeeded')`,
    );
    const chargesAtCrash = await count(
      db,
      `select count(*) as n from payment_provider_keys where outcome = 'succeeded'`,
    );
    // The crash must have caught payments between their charge and their record, or it tests nothing.
    expect(leftBehind).toBeGreaterThanOrEqual(1);

    // 2. A restart a minute later: half the visitors retry (the others never come back).
    const second = await startApi(where.url, { CRASH_CLOCK_OFFSET_MS: String(65_000) });
    apis.push(second);
    const retry = (api: Api, which: (i: number) => boolean = () => true) =>
      Promise.all([
        ...giftKeys.map(async (key, i) =>
          which(i) ? ((await gql(api, DONATE, { input: giftInput(key) })).donate as Json) : null,
        ),
        ...bookKeys.map(async (key, i) =>
          which(i)
            ? ((await gql(api, BOOK, { input: bookingInput(key, holds[i]!) })).tourBook as Json)
            : null,
        ),
      ]);
    const firstRetry = await retry(second, (i) => i % 2 === 0);
    await stop(second);

    // 3. Later still: the reconciler resolves what is left, and every key is retried once more.
    const third = await startApi(where.url, { CRASH_CLOCK_OFFSET_MS: String(10 * 60_000) });
    apis.push(third);
    const reconciled = (await (
      await fetch(`http://127.0.0.1:${third.port}/reconcile`, { method: 'POST' })
    ).json()) as Json;
    const chargesBefore = await count(db, `select count(*) as n from payment_provider_keys`);
    const lastRetry = await retry(third);
    expect(await count(db, `select count(*) as n from payment_provider_keys`)).toBe(chargesBefore);
    await stop(third);

    // Every key has an answer, and the two retries agree on which keys have their record.
    for (const [i, answer] of lastRetry.entries()) {
      const record = answer!.donation ?? answer!.booking;
      expect(record !== null || answer!.userErrors.length > 0).toBe(true);
      const earlier = firstRetry[i]?.donation ?? firstRetry[i]?.booking;
      if (earlier) expect(record).toMatchObject({ id: earlier.id });
    }
    // The processes' own statement of what they charged: no key twice, each charge on one record or given back.
    const ours = [...statement.entries()].filter(([, c]) => c.key.includes(run));
    expect(ours.length).toBeGreaterThanOrEqual(GIFTS + BOOKINGS - 2);
    expect(new Set(ours.map(([, c]) => c.key)).size).toBe(ours.length);
    for (const [chargeId, c] of ours) {
      const records =
        (await count(
          db,
          `select count(*) as n from giving_donations where charge_id = '${chargeId}'`,
        )) +
        (await count(
          db,
          `select count(*) as n from tour_payments where charge_id = '${chargeId}'`,
        ));
      const refunded = c.refunds.includes('all');
      expect({ chargeId, records, refunded }).toEqual({
        chargeId,
        records: refunded ? 0 : 1,
        refunded,
      });
    }
    // No key charged twice: one provider row per key, none archived by a second charge.
    expect(
      await count(
        db,
        `select count(*) as n from payment_provider_keys where idempotency_key like '%#%'`,
      ),
    ).toBe(0);
    expect(
      await count(
        db,
        `select count(*) as n from (select domain_key from payment_attempts group by domain_key having count(*) > 1) t`,
      ),
    ).toBe(0);
    // Every charge: on exactly one gift or booking, or refunded in full (and then on none).
    const charges = await sqlRows(
      db,
      `select k.charge_id, k.amount, k.refunded_amount,
         (select count(*) from giving_donations d where d.charge_id = k.charge_id) as gifts,
         (select count(*) from tour_payments p where p.charge_id = k.charge_id) as bookings
       from payment_provider_keys k where k.outcome = 'succeeded'`,
    );
    for (const c of charges) {
      const records = Number(c.gifts) + Number(c.bookings);
      const refunded = Number(c.refunded_amount) === Number(c.amount);
      expect({ charge: c.charge_id, records, refunded }).toEqual({
        charge: c.charge_id,
        records: refunded ? 0 : 1,
        refunded,
      });
    }
    expect(
      await count(
        db,
        `select count(*) as n from payment_attempts where status in ('pending', 'succeeded')`,
      ),
    ).toBe(0);
    // Seats: bookings plus active holds, exactly.
    const [seats] = await sqlRows(
      db,
      `select d.seats_taken as taken,
         (select coalesce(sum(seats), 0) from tour_bookings b where b.departure_id = d.id and b.status <> 'cancelled') as booked,
         (select coalesce(sum(seats), 0) from tour_holds h where h.departure_id = d.id and h.status = 'active') as held
       from tour_departures d where d.id = 'crash-tour-2030-09-06'`,
    );
    expect(Number(seats!.taken)).toBe(Number(seats!.booked) + Number(seats!.held));

    const gifts = await count(db, `select count(*) as n from giving_donations`);
    const bookings = await count(db, `select count(*) as n from tour_bookings`);
    const refunds = charges.filter((c) => Number(c.refunded_amount) > 0).length;
    console.log(
      `crash suite (${kind}): ${chargesAtCrash} charges and ${leftBehind} unresolved attempts at the kill; ` +
        `${charges.length} charges in all, ${gifts} gifts and ${bookings} bookings written, ${refunds} refunded; ` +
        `reconciler: ${JSON.stringify(reconciled.summary)}`,
    );
  });
});
