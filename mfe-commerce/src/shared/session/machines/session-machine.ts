import { assign, type DoneActorEvent, fromPromise, setup } from 'xstate';
import type { CustomerSummary } from '@site/contracts/events';
import type { AccessToken, Customer, LoginResult } from '../api/customer-types';
import type { StoredSession } from '../session-storage';

export { EXPIRY_KEY, TOKEN_KEY, type SessionStorage } from '../session-storage';
/** A token is renewed once it has less than this left (tokens live 14 days). */
export const RENEW_BEFORE_MS = 7 * 24 * 60 * 60 * 1000;

export interface SessionContext {
  now: () => number;
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
  | { type: 'session.refresh' };

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
    /** `stored`: what the page found in storage (session-storage.ts reads it). */
    input: {} as { stored: StoredSession; now?: () => number },
  },
  actors: {
    fetchCustomer: fromPromise<Customer | null, { token: string }>(notProvided('fetchCustomer')),
    renewToken: fromPromise<AccessToken | null, { token: string }>(notProvided('renewToken')),
    login: fromPromise<LoginResult, { email: string; password: string }>(notProvided('login')),
    deleteToken: fromPromise<unknown, { token: string }>(notProvided('deleteToken')),
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
    hasLiveToken: ({ context }) => {
      const expiry = context.expiresAt === null ? NaN : Date.parse(context.expiresAt);
      return context.token !== null && Number.isFinite(expiry) && expiry > context.now();
    },
    found: (_, value: unknown) => value !== null && value !== undefined,
  },
  delays: {
    /** Until the token is within RENEW_BEFORE_MS of its expiry (at once when it already is). */
    renewDelay: ({ context }) =>
      Math.max(0, Date.parse(context.expiresAt ?? '') - RENEW_BEFORE_MS - context.now()) || 0,
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({
    now: input.now ?? Date.now,
    token: input.stored.token,
    expiresAt: input.stored.expiresAt,
    customer: null,
    loginError: null,
  }),
  initial: 'booting',
  states: {
    booting: {
      always: [
        { guard: 'hasLiveToken', target: 'fetching' },
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
      after: { renewDelay: 'renewing' },
      on: {
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
