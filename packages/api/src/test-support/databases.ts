import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { closeDatabase, createDatabase, type Db } from '../db/database';
import { migrate } from '../compose/migrations';
import { seed } from '../db/seed';

/**
 * The databases a DB-touching suite runs against: SQLite always, PostgreSQL when DATABASE_URL_PG is
 * set or the CI default (postgres://postgres@127.0.0.1:5432/test) answers. Each PostgreSQL suite
 * gets its own schema, dropped afterwards, so parallel runs never share tables.
 */
export type DatabaseKind = 'sqlite' | 'postgres';

const DEFAULT_PG = 'postgres://postgres@127.0.0.1:5432/test';

function postgresUrl(): string | null {
  const configured = process.env.DATABASE_URL_PG?.trim();
  if (configured) return configured;
  // Jest's describe blocks are synchronous, so reachability is probed in a child process once.
  const probe = spawnSync(
    process.execPath,
    [
      '-e',
      `const {Client}=require('pg');const c=new Client(process.argv[1]);c.connect().then(()=>c.end()).then(()=>process.exit(0),()=>process.exit(1))`,
      DEFAULT_PG,
    ],
    { cwd: __dirname, timeout: 5000 },
  );
  return probe.status === 0 ? DEFAULT_PG : null;
}

let cachedPg: string | null | undefined;

export function databaseKinds(): DatabaseKind[] {
  return postgresBase() ? ['sqlite', 'postgres'] : ['sqlite'];
}

/** The PostgreSQL the suites use (see databaseKinds), or null when none answers. */
export function postgresBase(): string | null {
  if (cachedPg === undefined) cachedPg = postgresUrl();
  return cachedPg;
}

export interface TestDatabase {
  db: Db;
  close(): Promise<void>;
}

/**
 * A fresh, migrated and seeded database of the given kind; with `upTo`, migrated that far only and
 * not seeded (an upgrade test then runs `migrate` itself).
 */
export async function openTestDatabase(kind: DatabaseKind, upTo?: string): Promise<TestDatabase> {
  const prepare = async (db: Db) => {
    await migrate(db, upTo);
    if (upTo === undefined) await seed(db);
  };
  if (kind === 'sqlite') {
    const db = createDatabase(':memory:');
    await prepare(db);
    return { db, close: () => closeDatabase(db) };
  }
  const base = postgresBase();
  if (!base) throw new Error('PostgreSQL is not reachable');
  const schema = await createTestSchema(base, 'api_test');
  const db = createDatabase(schema.url);
  await prepare(db);
  return {
    db,
    close: async () => {
      await closeDatabase(db);
      await schema.drop();
    },
  };
}

export interface TestSchema {
  /** `base` with `?schema=<the new schema>`: createDatabase keeps its tables there. */
  url: string;
  drop(): Promise<void>;
}

/** A new PostgreSQL schema, named `<prefix>_<pid>_<random>`, in the database at `base`. */
export async function createTestSchema(base: string, prefix: string): Promise<TestSchema> {
  const schema = `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: base });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  await run(`create schema ${schema}`);
  const url = new URL(base);
  url.searchParams.set('schema', schema);
  return { url: url.toString(), drop: () => run(`drop schema ${schema} cascade`) };
}
