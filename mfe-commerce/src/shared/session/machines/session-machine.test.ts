import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import type { CustomerSummary } from '@site/contracts/events';
import type { AccessToken, Customer, LoginResult } from '../api/customer-types';
import {
  CLOCK_TICK_MS,
  EXPIRY_KEY,
  RENEW_BEFORE_MS,
  sessionMachine,
  type SessionStorage,
  TOKEN_KEY,
} from './session-machine';
import { mirrorSessionToStorage, readStoredSession } from '../session-storage';
import { memoryStorage } from '@site/product-client/memory-storage';

const DAY = 86_400_000;
const BASE = Date.parse('2026-01-01T00:00:00Z');
const iso = (ms: number) => new Date(ms).toISOString();

const ADA: Customer = {
  id: 'gid://shopify/Customer/1',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.org',
  acceptsMarketing: false,
  phone: null,
};

interface Fakes {
  fetchCustomer?: (input: { token: string }) => Promise<Customer | null>;
  renewToken?: (input: { token: string }) => Promise<AccessToken | null>;
  login?: (input: { email: string; password: string }) => Promise<LoginResult>;
  deleteToken?: (input: { token: string }) => Promise<unknown>;
  /** Keep the machine's own clock (driven by Jest's fake timers); by default the test ticks by hand. */
  realClock?: boolean;
}

function start(storage: SessionStorage, fakes: Fakes) {
  const announced: (CustomerSummary | null)[] = [];
  const fail = () => Promise.reject(new Error('unexpected call'));
  const machine = sessionMachine.provide({
    actors: {
      fetchCustomer: fromPromise(({ input }) => (fakes.fetchCustomer ?? fail)(input)),
      renewToken: fromPromise(({ input }) => (fakes.renewToken ?? fail)(input)),
      login: fromPromise(({ input }) => (fakes.login ?? fail)(input)),
      deleteToken: fromPromise(({ input }) => (fakes.deleteToken ?? fail)(input)),
      ...(fakes.realClock ? {} : { clock: fromCallback(() => () => undefined) }),
    },
    actions: { announce: (_, params) => void announced.push(params.customer) },
  });
  const stored = readStoredSession(storage);
  const actor = createActor(machine, { input: { stored, now: BASE } });
  mirrorSessionToStorage(actor, storage, stored);
  actor.start();
  /** What the clock actor sends: the time, `ms` after the session started. */
  const tick = (ms: number) => actor.send({ type: 'session.tick', now: BASE + ms });
  return { actor, tick, announced };
}

const stored = (token: string, expiresAt: number) =>
  memoryStorage({ [TOKEN_KEY]: token, [EXPIRY_KEY]: iso(expiresAt) });
const settled = (actor: ReturnType<typeof start>['actor'], state: 'signedIn' | 'signedOut') =>
  waitFor(actor, (s) => s.matches(state));

describe('session machine: load', () => {
  it('is a visitor without a stored token and announces nobody', () => {
    const { actor, announced } = start(memoryStorage(), {});
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(announced).toEqual([null]);
  });

  it('drops an expired stored token without asking the server', () => {
    const storage = stored('old', BASE - 1000);
    const { actor } = start(storage, {});
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(storage.data.size).toBe(0);
  });

  it('fetches the customer with the stored token and announces them', async () => {
    const seen: string[] = [];
    const { actor, announced } = start(stored('tok', BASE + 10 * DAY), {
      fetchCustomer: async ({ token }) => (seen.push(token), ADA),
    });
    expect(actor.getSnapshot().value).toBe('fetching');
    await settled(actor, 'signedIn');
    expect(seen).toEqual(['tok']);
    expect(actor.getSnapshot().context.customer).toEqual(ADA);
    expect(announced).toEqual([
      { id: ADA.id, firstName: 'Ada', lastName: 'Lovelace', email: ADA.email },
    ]);
  });

  it.each([
    ['no customer for the token', async () => null],
    ['a failed lookup', async () => Promise.reject(new Error('network'))],
  ])('signs out silently on %s, clearing both stored values', async (_name, fetchCustomer) => {
    const storage = stored('bad', BASE + 10 * DAY);
    const { actor, announced } = start(storage, { fetchCustomer });
    await settled(actor, 'signedOut');
    expect(storage.data.size).toBe(0);
    expect(actor.getSnapshot().context).toMatchObject({
      token: null,
      expiresAt: null,
      customer: null,
      loginError: null,
    });
    expect(announced).toEqual([null]);
  });
});

describe('session machine: renewal', () => {
  it('renews when the clock says the token nears expiry, and stores the new expiry', async () => {
    const renewed = iso(BASE + 20 * DAY);
    const storage = stored('tok', BASE + 10 * DAY);
    const { actor, tick } = start(storage, {
      fetchCustomer: async () => ADA,
      renewToken: async ({ token }) => ({ accessToken: token, expiresAt: renewed }),
    });
    await settled(actor, 'signedIn');
    tick(10 * DAY - RENEW_BEFORE_MS - 1);
    expect(actor.getSnapshot().value).toBe('signedIn');
    tick(10 * DAY - RENEW_BEFORE_MS);
    expect(actor.getSnapshot().value).toBe('renewing');
    await waitFor(actor, (s) => s.matches('signedIn') && s.context.expiresAt === renewed);
    expect(storage.getItem(EXPIRY_KEY)).toBe(renewed);
    // The renewed token is not due again until its own margin.
    tick(10 * DAY - RENEW_BEFORE_MS + 1);
    expect(actor.getSnapshot().value).toBe('signedIn');
  });

  it('renews on the first tick a token already inside the renewal margin', async () => {
    const { actor, tick } = start(stored('tok', BASE + DAY), {
      fetchCustomer: async () => ADA,
      renewToken: async () => ({ accessToken: 'tok', expiresAt: iso(BASE + 14 * DAY) }),
    });
    await settled(actor, 'signedIn');
    tick(0);
    expect(actor.getSnapshot().value).toBe('renewing');
  });

  it('ignores the clock while signed out', () => {
    const { actor, tick } = start(memoryStorage(), {});
    tick(30 * DAY);
    expect(actor.getSnapshot().value).toBe('signedOut');
  });

  it.each([
    ['a refused renewal', async () => null],
    ['a failed renewal', async () => Promise.reject(new Error('down'))],
  ])('signs out on %s', async (_name, renewToken) => {
    const storage = stored('tok', BASE + DAY);
    const { actor, tick, announced } = start(storage, {
      fetchCustomer: async () => ADA,
      renewToken,
    });
    await settled(actor, 'signedIn');
    tick(0);
    await settled(actor, 'signedOut');
    expect(storage.data.size).toBe(0);
    expect(announced.at(-1)).toBeNull();
  });

  describe('with its own clock', () => {
    beforeEach(() => {
      jest.useFakeTimers({ now: BASE });
    });
    afterEach(() => {
      jest.useRealTimers();
    });

    it('reads the time at once when signed in and every tick after, and stops when signed out', async () => {
      const renewals: string[] = [];
      const { actor } = start(stored('tok', BASE + 10 * DAY), {
        realClock: true,
        fetchCustomer: async () => ADA,
        renewToken: async ({ token }) => (
          renewals.push(token),
          { accessToken: token, expiresAt: iso(Date.now() + 14 * DAY) }
        ),
        deleteToken: async () => true,
      });
      await jest.advanceTimersByTimeAsync(0);
      expect(actor.getSnapshot().value).toBe('signedIn');
      await jest.advanceTimersByTimeAsync(10 * DAY - RENEW_BEFORE_MS - CLOCK_TICK_MS);
      expect(renewals).toEqual([]);
      await jest.advanceTimersByTimeAsync(CLOCK_TICK_MS);
      expect(renewals).toEqual(['tok']);
      expect(actor.getSnapshot().value).toBe('signedIn');
      actor.send({ type: 'session.logout' });
      await jest.advanceTimersByTimeAsync(0);
      expect(actor.getSnapshot().value).toBe('signedOut');
      expect(jest.getTimerCount()).toBe(0);
    });
  });
});

describe('session machine: login, logout and received tokens', () => {
  const token: AccessToken = { accessToken: 'new', expiresAt: iso(BASE + 14 * DAY) };

  it('logs in, stores the token and fetches the customer', async () => {
    const storage = memoryStorage();
    const { actor, announced } = start(storage, {
      login: async () => ({ token, message: null }),
      fetchCustomer: async ({ token: t }) => (t === 'new' ? ADA : null),
    });
    actor.send({ type: 'session.login', email: 'ada@example.org', password: 'secret-pw' });
    expect(actor.getSnapshot().value).toBe('loggingIn');
    await settled(actor, 'signedIn');
    expect(storage.data.get(TOKEN_KEY)).toBe('new');
    expect(storage.data.get(EXPIRY_KEY)).toBe(token.expiresAt);
    expect(announced.at(-1)?.firstName).toBe('Ada');
  });

  it('keeps the product API\'s "auth" object (spec §9) with the token, and removes it on logout', async () => {
    const storage = memoryStorage();
    const { actor } = start(storage, {
      login: async () => ({ token, message: null }),
      fetchCustomer: async () => ADA,
      deleteToken: async () => true,
    });
    actor.send({ type: 'session.login', email: 'ada@example.org', password: 'secret-pw' });
    await settled(actor, 'signedIn');
    expect(JSON.parse(storage.data.get('auth') ?? 'null')).toEqual({ authToken: 'new' });
    actor.send({ type: 'session.logout' });
    await settled(actor, 'signedOut');
    expect(storage.data.has('auth')).toBe(false);
  });

  it('writes the "auth" object for a token stored before it existed', async () => {
    const storage = stored('old', BASE + 10 * DAY);
    start(storage, { fetchCustomer: async () => ADA });
    expect(JSON.parse(storage.data.get('auth') ?? 'null')).toEqual({ authToken: 'old' });
  });

  it('keeps the login message when credentials are refused, and a thrown error message', async () => {
    const results: (() => Promise<LoginResult>)[] = [
      async () => ({ token: null, message: 'Unidentified customer' }),
      async () => Promise.reject(new Error('Too many attempts')),
    ];
    const { actor } = start(memoryStorage(), {
      login: () => (results.shift() ?? (() => Promise.reject(new Error('none'))))(),
    });
    actor.send({ type: 'session.login', email: 'a@b.co', password: 'whatever1' });
    await waitFor(actor, (s) => s.matches('signedOut') && s.context.loginError !== null);
    expect(actor.getSnapshot().context.loginError).toBe('Unidentified customer');
    actor.send({ type: 'session.login', email: 'a@b.co', password: 'whatever1' });
    expect(actor.getSnapshot().context.loginError).toBeNull();
    await waitFor(actor, (s) => s.matches('signedOut') && s.context.loginError !== null);
    expect(actor.getSnapshot().context.loginError).toBe('Too many attempts');
  });

  it.each([
    ['the server deletes the token', async () => true],
    ['the server call fails', async () => Promise.reject(new Error('offline'))],
  ])('logs out when %s', async (_name, deleteToken) => {
    const storage = stored('tok', BASE + 10 * DAY);
    const deleted: string[] = [];
    const { actor, announced } = start(storage, {
      fetchCustomer: async () => ADA,
      deleteToken: (i) => (deleted.push(i.token), deleteToken()),
    });
    await settled(actor, 'signedIn');
    actor.send({ type: 'session.logout' });
    await settled(actor, 'signedOut');
    expect(deleted).toEqual(['tok']);
    expect(storage.data.size).toBe(0);
    expect(announced.at(-1)).toBeNull();
  });

  it('takes a token received after a reset, signed in or out', async () => {
    const storage = memoryStorage();
    const { actor } = start(storage, { fetchCustomer: async () => ADA });
    actor.send({ type: 'session.tokenReceived', token });
    await settled(actor, 'signedIn');
    expect(storage.data.get(TOKEN_KEY)).toBe('new');
    actor.send({
      type: 'session.tokenReceived',
      token: { accessToken: 'newer', expiresAt: token.expiresAt },
    });
    expect(actor.getSnapshot().value).toBe('fetching');
    await settled(actor, 'signedIn');
    expect(storage.data.get(TOKEN_KEY)).toBe('newer');
  });

  it('refreshes the customer on request', async () => {
    const names = ['Ada', 'Augusta'];
    const { actor } = start(stored('tok', BASE + 10 * DAY), {
      fetchCustomer: async () => ({ ...ADA, firstName: names.shift() ?? null }),
    });
    await settled(actor, 'signedIn');
    actor.send({ type: 'session.refresh' });
    await waitFor(
      actor,
      (s) => s.matches('signedIn') && s.context.customer?.firstName === 'Augusta',
    );
  });

  it('ignores logout while signed out', async () => {
    const { actor } = start(memoryStorage(), {});
    actor.send({ type: 'session.logout' });
    expect(actor.getSnapshot().value).toBe('signedOut');
  });
});
