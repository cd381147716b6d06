import type { Db } from '../db/database';
import { OutboxMailer } from '../mail/outbox-mailer';
import { createThrottleStore, withKeyPrefix } from '../security/throttle';
import { databaseKinds } from '../test-support/databases';
import { DEFAULT_LIMITS } from './account-throttles';
import { CustomerService } from './customer-service';
import { OPS, startCustomerApi } from './customer-test-api';
import { suiteApi } from '../test-support/suite';

jest.setTimeout(60_000);

const MINUTE = 60_000;
type Login = { customerAccessTokenCreate: { customerAccessToken: { accessToken: string } | null } };
type Errors =
  { graphQLErrors?: { message?: string; extensions?: { code?: string } }[] } | undefined;
const throttledCode = (errors: Errors) => errors?.graphQLErrors?.[0]?.extensions?.code;

describe.each(databaseKinds())('account throttles (%s)', (kind) => {
  const { database, api } = suiteApi(kind, {
    start: (db: Db) =>
      startCustomerApi(db, { limits: { signupPerAddress: DEFAULT_LIMITS.signupPerAddress } }),
    perTest: true,
  });
  let serial = 0;

  const service = () => api.customers;
  async function owner(password = 'owners-password') {
    const email = `owner${++serial}-${kind}@example.org`;
    await service().create({ email, password }, api.origin, `10.1.${serial}.1`);
    return { email, password };
  }
  const login = (email: string, password: string, address: string) =>
    service()
      .createAccessToken({ email, password }, address)
      .then((r) => (r.customerAccessToken ? 'token' : 'wrong'))
      .catch((e: Error) => (e.name === 'ThrottledError' ? 'throttled' : Promise.reject(e)));

  it('counts a burst of simultaneous guesses before checking any: at most 10 are checked, the right password after them gets no token', async () => {
    const { email, password } = await owner();
    const guess = (p: string) =>
      api.client.request<Login>(OPS.login, { variables: { input: { email, password: p } } });
    const throttled = (a: Awaited<ReturnType<typeof guess>>) =>
      throttledCode(a.errors as Errors) === 'THROTTLED';
    const wrong = Array.from({ length: 19 }, (_, i) => guess(`wrong-guess-${i}`));
    // The right password follows once one guess was refused (the window is full from then on),
    // while the checked ones are still in scrypt: not after a pause, which a loaded machine outlasts.
    await Promise.race([
      new Promise<void>((resolve) =>
        wrong.forEach((w) => void w.then((a) => throttled(a) && resolve())),
      ),
      Promise.all(wrong),
    ]);
    const right = await guess(password);
    const answers = await Promise.all(wrong);
    expect(throttledCode(right.errors as Errors)).toBe('THROTTLED');
    expect(right.data?.customerAccessTokenCreate?.customerAccessToken ?? null).toBeNull();
    // The guarantee is a bound: the tiers are counted one after another, so racing guesses may be
    // refused by a later tier a little early, never let through late. Every other answer is THROTTLED.
    const checked = answers.filter((a) => a.data?.customerAccessTokenCreate).length;
    expect(checked).toBeLessThanOrEqual(10);
    expect(checked).toBeGreaterThanOrEqual(1);
    expect(answers.filter(throttled)).toHaveLength(19 - checked);
  });

  it('never lets a stranger lock the owner out from the owner’s own address', async () => {
    const { email, password } = await owner();
    const stranger = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        login(email, `guess-${i}-guess`, `203.0.113.${1 + (i % 2)}`),
      ),
    );
    expect(stranger.filter((a) => a === 'throttled').length).toBeGreaterThan(0);
    expect(await login(email, password, '198.51.100.7')).toBe('token');
    expect(await login(email, password, '2001:db8:aa:bb::5')).toBe('token');
  });

  it('backs off exponentially after 10 failures per account and address, and a success clears it', async () => {
    const { email, password } = await owner();
    const here = '192.0.2.10';
    for (let i = 0; i < 10; i += 1) expect(await login(email, `wrong-${i}-xx`, here)).toBe('wrong');
    expect(await login(email, password, here)).toBe('throttled');
    // Each further attempt waits for a window twice as long as the one before: 15, 30, 60 min…
    const waits: number[] = [];
    let waited = 0;
    for (let extra = 0; extra < 4; extra += 1) {
      let step = 0;
      while ((await login(email, 'still-wrong', here)) === 'throttled') {
        api.advance(MINUTE);
        step += 1;
      }
      waited += step;
      waits.push(waited);
    }
    expect(waits).toEqual([15, 30, 60, 120]);
    api.advance(240 * MINUTE);
    expect(await login(email, password, here)).toBe('token');
    for (let i = 0; i < 10; i += 1)
      expect(await login(email, `wrong-again-${i}`, here)).toBe('wrong');
  });

  it('limits sign-ups per address, counting taken addresses too, and says THROTTLED', async () => {
    const taken = await owner();
    const signUp = (email: string) =>
      api.client.request(OPS.create, {
        variables: { input: { email, password: 'long-enough-1' } },
      });
    for (let i = 0; i < 5; i += 1) {
      const { errors } = await signUp(
        i % 2 === 0 ? taken.email : `new${i}-${serial}-${kind}@example.org`,
      );
      expect(errors).toBeUndefined();
    }
    const { errors } = await signUp(`sixth-${serial}-${kind}@example.org`);
    expect(throttledCode(errors as Errors)).toBe('THROTTLED');
    expect((errors as Errors)?.graphQLErrors?.[0]?.message).toMatch(/limit exceeded/i);
    const elsewhere = await service().create(
      { email: `other-${kind}@example.org`, password: 'long-enough-1' },
      api.origin,
      '10.9.9.9',
    );
    expect(elsewhere.customerUserErrors).toEqual([]);
  });

  it('takes as long to answer TAKEN as to make an account (no timing oracle)', async () => {
    const taken = await owner();
    const time = async (email: string, address: string) => {
      const started = process.hrtime.bigint();
      await service().create({ email, password: 'long-enough-1' }, api.origin, address);
      return Number(process.hrtime.bigint() - started) / 1e6;
    };
    const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    const fresh: number[] = [];
    const known: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      fresh.push(await time(`timing${i}-${serial}-${kind}@example.org`, `10.7.0.${i}`));
      known.push(await time(taken.email, `10.8.0.${i}`));
    }
    expect(median(known)).toBeGreaterThan(median(fresh) * 0.4);
  });

  it('counts across server processes sharing the database (logins and reset mails)', async () => {
    const { email } = await owner();
    // Two services over one database: what two server processes are.
    const shared = withKeyPrefix(createThrottleStore(database.db), `x${serial}${kind}:`);
    const mailer = new OutboxMailer(api.outbox.dir);
    const one = new CustomerService(database.db, { mailer, throttles: shared });
    const two = new CustomerService(database.db, { mailer, throttles: shared });
    const here = '192.0.2.99';
    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        (i % 2 ? one : two).createAccessToken({ email, password: `nope-${i}-nope` }, here).then(
          () => 'answered',
          () => 'throttled',
        ),
      ),
    );
    // The guarantee is a bound: at most the first tier's tries are evaluated across both
    // processes; racing counters may refuse a few more, never fewer.
    const evaluated = answers.filter((a) => a === 'answered').length;
    expect(evaluated).toBeLessThanOrEqual(DEFAULT_LIMITS.loginPerAccountAddress[0]!.limit);
    expect(evaluated).toBeGreaterThanOrEqual(1);
    // Reset mails: each request from an address of its own, so only the account's cap can refuse.
    const recover = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        (i % 2 ? one : two).recover(email, api.origin, `192.0.2.${100 + i}`),
      ),
    );
    for (const answer of recover) expect(answer).toEqual({ customerUserErrors: [] });
    await Promise.all([one.idle(), two.idle()]);
    const mails = (await api.outbox.list()).filter(
      (m) => m.to === email && /reset/i.test(m.subject),
    );
    expect(mails.length).toBeGreaterThanOrEqual(1);
    expect(mails.length).toBeLessThanOrEqual(DEFAULT_LIMITS.resetMailsPerAccount[0]!.limit);
    await Promise.all([one.idle(), two.idle()]);
  });
});
