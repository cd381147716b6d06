import { assign, type DoneActorEvent, fromCallback, fromPromise, setup } from 'xstate';
import type { CustomerSummary } from '@site/contracts/events';
import type { AccessToken, Customer, LoginResult } from '../api/customer-types';
import type { StoredSession } from '../session-storage';

export { EXPIRY_KEY, TOKEN_KEY, type SessionStorage } from '../session-storage';
/** A token is renewed once it has less than this left (tokens live 14 days). */
export const RENEW_BEFORE_MS = 7 * 24 * 60 * 60 * 1000;
/** How often the clock reads the time while signed in: renewal is days ahead, a minute late is fine. */
export const CLOCK_TICK_MS = 60_000;

export interface SessionContext {
  token: string | null;
  expiresAt: string | null;
  customer: Customer | null;
  /** The message of the last failed login, for the login form. */
  loginError: string | null;
}

export type SessionEvent =
  | { type: 'session.login'; email: string; password: string }
  | { type: 'session.logout' }
  /** A token obtained elsewhere (a password reset) becomes the session's. */
  | { type: 'session.tokenReceived'; token: AccessToken }
  /** Re-reads the customer (after an update). */
  | { type: 'session.refresh' }
  /** The clock actor's reading (ms since the epoch); the machine never reads the time itself. */
  | { type: 'session.tick'; now: number };

export interface SessionInput {
  /** What the page found in storage (session-storage.ts reads it). */
  stored: StoredSession;
  /** The time the page starts the session at (ms since the epoch): a token expired by then is dropped. */
  now: number;
}

const expiryOf = (expiresAt: string | null) => (expiresAt === null ? NaN : Date.parse(expiresAt));

/** The stored session, or none when its token has expired (or has no readable expiry) at `now`. */
function liveSession({ stored, now }: SessionInput): StoredSession {
  const expiry = expiryOf(stored.expiresAt);
  return stored.token !== null && Number.isFinite(expiry) && expiry > now
    ? stored
    : { token: null, expiresAt: null };
}

const notProvided = (name: string) => () =>
  Promise.reject(new Error(`session machine: provide the "${name}" actor`));

export function summary(customer: Customer | null): CustomerSummary | null {
  return customer
    ? {
        id: customer.id,
        firstName: customer.firstName,
        lastName: customer.lastName,
        email: customer.email,
      }
    : null;
}

const announce = {
  type: 'announce',
  params: ({ context }: { context: SessionContext }) => ({ customer: summary(context.customer) }),
} as const;

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
  },
  actors: {
    fetchCustomer: fromPromise<Customer | null, { token: string }>(notProvided('fetchCustomer')),
    renewToken: fromPromise<AccessToken | null, { token: string }>(notProvided('renewToken')),
    login: fromPromise<LoginResult, { email: string; password: string }>(notProvided('login')),
    deleteToken: fromPromise<unknown, { token: string }>(notProvided('deleteToken')),
    /** Reads the time at once and every CLOCK_TICK_MS while signed in; tests send the ticks by hand. */
    clock: fromCallback(({ sendBack }) => {
      const tick = () => sendBack({ type: 'session.tick', now: Date.now() });
      const timer = setInterval(tick, CLOCK_TICK_MS);
      tick();
      return () => clearInterval(timer);
    }),
  },
  actions: {
    // Storage mirrors these values; the runtime writes it (session-storage.ts), so the machine stays pure.
    storeToken: assign((_, token: AccessToken) => ({
      token: token.accessToken,
      expiresAt: token.expiresAt,
      loginError: null,
    })),
    /** Spec §4: the customer and the token state go together (a silent sign-out). */
    clearSession: assign({ token: null, expiresAt: null, customer: null }),
    setCustomer: assign((_, customer: Customer | null) => ({ customer })),
    setLoginError: assign((_, message: string) => ({ loginError: message })),
    clearLoginError: assign({ loginError: null }),
    /** Tells every area who is signed in; the runtime provides the bus. */
    announce: (_, _params: { customer: CustomerSummary | null }) => undefined,
  },
  guards: {
    hasToken: ({ context }) => context.token !== null,
    /** The token is within RENEW_BEFORE_MS of its expiry (or past it, or its expiry is unreadable). */
    renewalDue: ({ context }, now: number) =>
      !(expiryOf(context.expiresAt) - RENEW_BEFORE_MS > now),
    found: (_, value: unknown) => value !== null && value !== undefined,
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({
    ...liveSession(input),
    customer: null,
    loginError: null,
  }),
  initial: 'booting',
  states: {
    booting: {
      always: [
        { guard: 'hasToken', target: 'fetching' },
        { target: 'signedOut', actions: ['clearSession', announce] },
      ],
    },
    fetching: {
      invoke: {
        src: 'fetchCustomer',
        input: ({ context }) => ({ token: context.token ?? '' }),
        onDone: [
          {
            guard: {
              type: 'found',
              params: ({ event }: { event: DoneActorEvent<unknown> }) => event.output,
            },
            target: 'signedIn',
            actions: [{ type: 'setCustomer', params: ({ event }) => event.output }, announce],
          },
          { target: 'signedOut', actions: ['clearSession', announce] },
        ],
        onError: { target: 'signedOut', actions: ['clearSession', announce] },
      },
    },
    signedIn: {
      invoke: { id: 'clock', src: 'clock' },
      on: {
        'session.tick': {
          guard: { type: 'renewalDue', params: ({ event }) => event.now },
          target: 'renewing',
        },
        'session.logout': 'loggingOut',
        'session.refresh': 'fetching',
        'session.tokenReceived': {
          target: 'fetching',
          actions: { type: 'storeToken', params: ({ event }) => event.token },
        },
      },
    },
    renewing: {
      invoke: {
        src: 'renewToken',
        input: ({ context }) => ({ token: context.token ?? '' }),
        onDone: [
          {
            guard: {
              type: 'found',
              params: ({ event }: { event: DoneActorEvent<unknown> }) => event.output,
            },
            target: 'signedIn',
            actions: { type: 'storeToken', params: ({ event }) => event.output as AccessToken },
          },
          { target: 'signedOut', actions: ['clearSession', announce] },
        ],
        onError: { target: 'signedOut', actions: ['clearSession', announce] },
      },
    },
    signedOut: {
      on: {
        'session.login': 'loggingIn',
        'session.tokenReceived': {
          target: 'fetching',
          actions: { type: 'storeToken', params: ({ event }) => event.token },
        },
      },
    },
    loggingIn: {
      entry: 'clearLoginError',
      invoke: {
        src: 'login',
        input: ({ event }) =>
          event.type === 'session.login'
            ? { email: event.email, password: event.password }
            : { email: '', password: '' },
        onDone: [
          {
            guard: {
              type: 'found',
              params: ({ event }: { event: DoneActorEvent<LoginResult> }) => event.output.token,
            },
            target: 'fetching',
            actions: {
              type: 'storeToken',
              params: ({ event }) => event.output.token as AccessToken,
            },
          },
          {
            target: 'signedOut',
            actions: {
              type: 'setLoginError',
              params: ({ event }) => event.output.message ?? 'Log in failed.',
            },
          },
        ],
        onError: {
          target: 'signedOut',
          actions: {
            type: 'setLoginError',
            params: ({ event }) =>
              event.error instanceof Error
                ? event.error.message
                : 'Log in failed. Please try again.',
          },
        },
      },
    },
    loggingOut: {
      // The server copy is deleted best-effort; the browser forgets the token either way.
      invoke: {
        src: 'deleteToken',
        input: ({ context }) => ({ token: context.token ?? '' }),
        onDone: { target: 'signedOut', actions: ['clearSession', announce] },
        onError: { target: 'signedOut', actions: ['clearSession', announce] },
      },
    },
  },
});
