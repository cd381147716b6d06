import type { Db } from '../db/database';
import { startTestApi, type TestApi } from './api-server';
import { type DatabaseKind, openTestDatabase, type TestDatabase } from './databases';

/*
 * The set-up most API suites share: a fresh database (and, when asked, a server over it) opened
 * before the suite's tests and closed after them. Jest's hooks run after the describe body has
 * been read, so what the suite gets back is a stand-in that reaches the opened object on each use:
 * `api.client`, `database.db` and helpers built from them at describe time work as with a variable.
 */

/** Reaches `current()` on each property read; a use before the suite opened it says so. */
export function standIn<T extends object>(current: () => T | undefined, what: string): T {
  return new Proxy({} as T, {
    get(_target, key) {
      const value = current();
      if (value === undefined) throw new Error(`${what} is used before the suite opened it`);
      const field: unknown = Reflect.get(value, key);
      return typeof field === 'function' ? field.bind(value) : field;
    },
  });
}

export interface SuiteOptions {
  /** Runs after the suite's tests, before its server and database close (e.g. waiting for mail). */
  beforeClose?: () => Promise<unknown>;
}

/** A fresh, migrated and seeded database of `kind` for the suite (see openTestDatabase). */
export function suiteDatabase(kind: DatabaseKind, options: SuiteOptions = {}): TestDatabase {
  let opened: TestDatabase | undefined;
  beforeAll(async () => {
    opened = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await options.beforeClose?.();
    await opened?.close();
  });
  return standIn(() => opened, 'the test database');
}

export interface ApiSuiteOptions extends SuiteOptions {
  /** A server of its own for each test (its own clock and counters) instead of one for the suite. */
  perTest?: boolean;
}

/**
 * A fresh database of `kind` and a server that `start` opens over it (the Storefront test API
 * unless told otherwise); the server closes before the database.
 */
export function suiteApi(
  kind: DatabaseKind,
  options?: ApiSuiteOptions,
): { database: TestDatabase; api: TestApi };
export function suiteApi<A extends { close(): Promise<void> }>(
  kind: DatabaseKind,
  options: ApiSuiteOptions & { start: (db: Db) => Promise<A> },
): { database: TestDatabase; api: A };
export function suiteApi(
  kind: DatabaseKind,
  options: ApiSuiteOptions & { start?: (db: Db) => Promise<{ close(): Promise<void> }> } = {},
) {
  const start = options.start ?? ((db: Db) => startTestApi(db));
  let opened: { close(): Promise<void> } | undefined;
  const database = suiteDatabase(kind, {
    beforeClose: async () => {
      await options.beforeClose?.();
      await close();
    },
  });
  const open = async () => {
    opened = await start(database.db);
  };
  const close = async () => {
    await opened?.close();
    opened = undefined;
  };
  if (options.perTest) {
    beforeEach(open);
    afterEach(close);
  } else beforeAll(open);
  return { database, api: standIn(() => opened, 'the test API') };
}
