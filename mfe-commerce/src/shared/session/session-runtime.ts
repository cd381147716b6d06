import { type ActorRefFrom, createActor, fromPromise } from 'xstate';
import { bus } from '@site/event-bus';
import { storefrontClient, urqlRequest } from '../storefront/storefront-client';
import { cleanMessage, createCustomerApi, type CustomerApi } from './api/customer-api';
import { sessionMachine } from './machines/session-machine';
import {
  mirrorSessionToStorage,
  readStoredSession,
  type SessionStorage,
  type StoredSession,
} from './session-storage';

export type SessionActor = ActorRefFrom<typeof sessionMachine>;

// Looked up on use: the actor may be created during a server render, where there is no storage.
const local: SessionStorage = {
  getItem: (k) => globalThis.localStorage?.getItem(k) ?? null,
  setItem: (k, v) => globalThis.localStorage?.setItem(k, v),
  removeItem: (k) => globalThis.localStorage?.removeItem(k),
};

let api: CustomerApi | null = null;

/** The page's customer API (one urql client, shared with the cart). */
export function customerApi(): CustomerApi {
  api ??= createCustomerApi(urqlRequest(storefrontClient()));
  return api;
}

function createSessionActor(stored: StoredSession): SessionActor {
  const machine = sessionMachine.provide({
    actors: {
      fetchCustomer: fromPromise(({ input }: { input: { token: string } }) =>
        customerApi().fetchCustomer(input.token),
      ),
      renewToken: fromPromise(({ input }: { input: { token: string } }) =>
        customerApi().renew(input.token),
      ),
      login: fromPromise(({ input }: { input: { email: string; password: string } }) =>
        customerApi()
          .login(input.email, input.password)
          .catch((error: unknown) => Promise.reject(new Error(cleanMessage(error)))),
      ),
      deleteToken: fromPromise<unknown, { token: string }>(({ input }) =>
        customerApi().deleteToken(input.token),
      ),
    },
    actions: { announce: (_, params) => bus.emit('session.changed', params) },
  });
  return createActor(machine, { input: { stored, now: Date.now() } });
}

// One session per page for every remote: the global slot survives a remote loading its own copy.
const SLOT = Symbol.for('site.commerce.session');
type Slot = { actor: SessionActor; stored: StoredSession; started: boolean };
type WithSlot = typeof globalThis & { [SLOT]?: Slot };

function slot(): Slot {
  const global = globalThis as WithSlot;
  if (!global[SLOT]) {
    const stored = readStoredSession(local);
    global[SLOT] = { actor: createSessionActor(stored), stored, started: false };
  }
  return global[SLOT];
}

/** The page's one session actor; safe during render (it does nothing until started). */
export function getSessionActor(): SessionActor {
  return slot().actor;
}

/** Starts the session once per page, in the browser only (it reads local storage). */
export function startSession(): void {
  const s = slot();
  if (s.started || typeof window === 'undefined') return;
  s.started = true;
  mirrorSessionToStorage(s.actor, local, s.stored);
  s.actor.start();
}
