import { createThrottleStore, type ThrottleStore, withKeyPrefix } from '../security/throttle';
import { databaseKinds } from '../test-support/databases';
import { AccountThrottles } from './account-throttles';
import { customerDb } from './customer-tables';
import { OPS, resetLinkIn, startCustomerApi, type UserErrorShape } from './customer-test-api';
import { hashToken } from './tokens';
import { suiteApi } from '../test-support/suite';

jest.setTimeout(120_000);

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Every call to a store, so a test can see when the throttles were first touched. */
function countingStore(inner: ThrottleStore) {
  const calls = { n: 0 };
  const store: ThrottleStore = {
    hit: (key, windowMs) => (calls.n++, inner.hit(key, windowMs)),
    peek: (key, windowMs) => (calls.n++, inner.peek(key, windowMs)),
    clear: (key) => (calls.n++, inner.clear(key)),
  };
  return { store, calls };
}

describe.each(databaseKinds())('password reset requests (%s)', (kind) => {
  const { database, api } = suiteApi(kind, { start: startCustomerApi, perTest: true });
  let serial = 0;
  let addresses = 0;

  /** A client address no other request of this suite used. */
  const fresh = () => {
    addresses += 1;
    return `198.18.${Math.floor(addresses / 250) % 250}.${(addresses % 250) + 1}`;
  };
  async function owner() {
    const email = `reset${++serial}-${kind}@example.org`;
    const made = await api.customers.create(
      { email, password: 'owners-password' },
      api.origin,
      fresh(),
    );
    return { email, gid: made.customer!.id };
  }
  /** Asks for a reset as a client at `address` and waits for whatever it sends. */
  async function ask(email: string, address = fresh()) {
    const answer = await api.customers.recover(email, api.origin, address);
    await api.customers.idle();
    return answer;
  }
  /** Reset mails to `email`, newest first (outbox ids start with the time the mail was written). */
  async function mails(email: string) {
    await api.customers.idle();
    const entries = (await api.outbox.list()).filter(
      (m) => m.to === email && m.subject === 'Reset your password',
    );
    const read = await Promise.all(entries.map((m) => api.outbox.read(m.id)));
    return read.map((m) => ({
      ms: m!.id.split('-')[0],
      text: m!.text,
      link: resetLinkIn(m!.text),
    }));
  }
  /**
   * Whether the newest mail's link (every one written in that same millisecond, which a mailbox
   * cannot order) would reset the password now, checked without spending it.
   */
  async function newestLinkWorks(email: string) {
    const sent = await mails(email);
    const newest = sent.filter((m) => m.ms === sent[0]?.ms);
    if (newest.length === 0) return false;
    for (const { link } of newest) {
      const token = link.searchParams.get('token') ?? '';
      const row = await api.customers.store.liveToken(
        hashToken(token),
        'reset',
        api.customers.iso(),
      );
      if (!row || link.searchParams.get('id') !== `gid://shopify/Customer/${row.id}`) return false;
    }
    return true;
  }
  const resetWith = async (link: URL, password: string) =>
    (
      await api.client.request<{ customerResetByUrl: { customerUserErrors: UserErrorShape[] } }>(
        OPS.resetByUrl,
        { variables: { url: link.toString(), password } },
      )
    ).data?.customerResetByUrl.customerUserErrors;

  it('answers the same body whether limited by address, by the account cap, or not at all', async () => {
    const { email } = await owner();
    const request = (e: string) =>
      api.client
        .request(OPS.recover, { variables: { email: e } })
        .then(({ data, errors }) => ({ data, errors }));
    const normal = await request(email);
    expect(normal.errors).toBeUndefined();
    const answers = [];
    // Past the account's cap (every request comes from 127.0.0.1 here), then past the address's.
    for (let i = 0; i < 14; i += 1) answers.push(await request(i % 2 ? email : `ghost${i}@x.org`));
    await api.customers.idle();
    for (const answer of answers) expect(answer).toEqual(normal);
    expect((await mails(email)).length).toBeLessThanOrEqual(3);
  });

  it('answers before counting or looking anything up, throttled or not (one time shape)', async () => {
    const { store, calls } = countingStore(
      withKeyPrefix(createThrottleStore(database.db), `shape${serial}${kind}:`),
    );
    const counted = await startCustomerApi(database.db, { throttles: store });
    try {
      const email = `shape${++serial}-${kind}@example.org`;
      await counted.customers.create(
        { email, password: 'owners-password' },
        counted.origin,
        fresh(),
      );
      const lookups = jest.spyOn(counted.customers.store, 'byEmail');
      const here = fresh();
      // Mailed, capped by the account, then refused by the address: the answer is made alike.
      for (let i = 0; i < 16; i += 1) {
        const before = { calls: calls.n, lookups: lookups.mock.calls.length };
        const answer = await counted.customers.recover(email, counted.origin, here);
        expect(answer).toEqual({ customerUserErrors: [] });
        expect({ calls: calls.n, lookups: lookups.mock.calls.length }).toEqual(before);
        await counted.customers.idle();
      }
      expect(calls.n).toBeGreaterThan(0);
      expect(lookups.mock.calls.length).toBe(10);
    } finally {
      await counted.close();
    }
  });

  it('caps the mails of one account at 3 an hour and 6 a day, whoever asks', async () => {
    const { email } = await owner();
    const round = async () => {
      const before = (await mails(email)).length;
      for (let i = 0; i < 10; i += 1) await ask(email);
      return (await mails(email)).length - before;
    };
    const sent: number[] = [];
    sent.push(await round());
    api.advance(HOUR + MINUTE);
    sent.push(await round());
    api.advance(HOUR + MINUTE);
    sent.push(await round());
    api.advance(DAY - 2 * HOUR);
    sent.push(await round());
    expect(sent).toEqual([3, 3, 0, 3]);
  });

  it('never leaves the owner without a working link: bursts from many addresses over two days', async () => {
    const { email } = await owner();
    let total = 0;
    // Steps of varied length, so that the windows open and close at every phase of the bursts.
    const steps = [7, 41, 13, 59, 3, 67, 29, 88, 17, 120, 31, 240, 11, 53];
    for (let round = 0; round < 3 * steps.length; round += 1) {
      const burst = 4 + (round % 3) * 8;
      await Promise.all(
        Array.from({ length: burst }, () => api.customers.recover(email, api.origin, fresh())),
      );
      await api.customers.idle();
      await ask(email); // the owner, from a fresh address
      expect({ round, works: await newestLinkWorks(email) }).toEqual({ round, works: true });
      api.advance(steps[round % steps.length]! * MINUTE);
      total += 1;
    }
    const minutes = 3 * steps.reduce((a, b) => a + b, 0);
    // At most 6 mails per day window (each opens at a request, at least a day after the last).
    expect((await mails(email)).length).toBeLessThanOrEqual(6 * (Math.floor(minutes / 1440) + 1));
    expect(total).toBe(3 * steps.length);
    // And the newest link really resets the password.
    const [newest] = await mails(email);
    expect(await resetWith(newest!.link, 'owners-new-password')).toEqual([]);
  });

  it('gives the mail that uses up the day its link for 25 hours; a refused request changes no link', async () => {
    const { email } = await owner();
    for (let i = 0; i < 3; i += 1) await ask(email);
    api.advance(HOUR + MINUTE);
    for (let i = 0; i < 3; i += 1) await ask(email);
    const sent = await mails(email);
    expect(sent).toHaveLength(6);
    expect(sent[0]!.text).toContain('expires in 25 hours');
    expect(sent[1]!.text).toContain('expires in one hour');
    const tokens = () =>
      customerDb(database.db)
        .selectFrom('customer_tokens')
        .select(['token_hash', 'expires_at', 'used_at'])
        .where('kind', '=', 'reset')
        .orderBy('token_hash')
        .execute();
    const before = await tokens();
    for (let i = 0; i < 20; i += 1) await ask(email);
    expect(await tokens()).toEqual(before);
    expect(await mails(email)).toHaveLength(6);
    // A minute before the day's window ends: still refused, and the long link still works.
    api.advance(DAY - HOUR - 2 * MINUTE);
    await ask(email);
    expect(await mails(email)).toHaveLength(6);
    expect(await newestLinkWorks(email)).toBe(true);
    // The window reopens before the long link expires: a new mail, and the old link still works.
    api.advance(2 * MINUTE);
    await ask(email);
    const [newest, longLived] = await mails(email);
    expect(newest!.text).toContain('expires in one hour');
    const token = longLived!.link.searchParams.get('token') ?? '';
    const at = api.customers.iso();
    expect(await api.customers.store.liveToken(hashToken(token), 'reset', at)).toBeDefined();
  });

  it('starts the cap afresh once a link was used, and one use spends every link', async () => {
    const { email } = await owner();
    for (let i = 0; i < 5; i += 1) await ask(email);
    const sent = await mails(email);
    expect(sent).toHaveLength(3);
    expect(await resetWith(sent[0]!.link, 'owners-new-password')).toEqual([]);
    expect((await resetWith(sent[2]!.link, 'someone-elses-pass'))?.[0]?.code).toBe('TOKEN_INVALID');
    await ask(email);
    expect(await mails(email)).toHaveLength(4);
    expect(await newestLinkWorks(email)).toBe(true);
  });

  it('limits one address (an IPv6 /64 counts as one) to 10 accounts an hour, in silence', async () => {
    const owners = [];
    for (let i = 0; i < 12; i += 1) owners.push(await owner());
    const answers = [];
    for (const [i, { email }] of owners.entries())
      answers.push(await ask(email, `2001:db8:7:8::${i.toString(16)}`));
    for (const answer of answers) expect(answer).toEqual({ customerUserErrors: [] });
    const mailed: string[] = [];
    for (const { email } of owners) if ((await mails(email)).length > 0) mailed.push(email);
    expect(mailed.length).toBeLessThanOrEqual(10);
    expect(mailed.length).toBeGreaterThan(0);
    // Another address still reaches the accounts that one could not.
    const skipped = owners.find(({ email }) => !mailed.includes(email))!;
    await ask(skipped.email, '2001:db8:7:9::1');
    expect(await mails(skipped.email)).toHaveLength(1);
  });
});

describe('reset-mail limits', () => {
  const store: ThrottleStore = {
    hit: () => Promise.resolve({ count: 1, resetAt: 0 }),
    peek: () => Promise.resolve(0),
    clear: () => Promise.resolve(),
  };
  it('refuses tiers that are not shortest first, or not positive whole numbers', () => {
    expect(
      () =>
        new AccountThrottles(store, {
          resetMailsPerAccount: [
            { limit: 6, windowMs: DAY },
            { limit: 3, windowMs: HOUR },
          ],
        }),
    ).toThrow('limits.resetMailsPerAccount must list windows shortest first');
    expect(
      () => new AccountThrottles(store, { recoverPerAddress: [{ limit: 0, windowMs: HOUR }] }),
    ).toThrow('limits.recoverPerAddress[0].limit must be an integer of at least 1');
    expect(
      () => new AccountThrottles(store, { signupPerAddress: [{ limit: 2, windowMs: 1.5 }] }),
    ).toThrow(/windowMs must be a whole number/);
  });
});
