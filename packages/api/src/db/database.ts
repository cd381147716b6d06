import fs from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Database, Db } from './schema';
import { kyselyPool } from './pg-pool';
import { cachingSqlite } from './statement-cache';

export type { Db };

/** `<repo>/.data/site.sqlite`, found from this file so it does not depend on the working directory. */
export const DEFAULT_SQLITE_FILE = path.resolve(__dirname, '../../../../.data/site.sqlite');

export type DatabaseTarget =
  | { kind: 'sqlite'; file: string }
  | { kind: 'postgres'; connectionString: string; schema: string | null; poolSize: number };

/**
 * Connections per process to PostgreSQL unless DATABASE_URL's `pool` says otherwise. On a two-core
 * machine shared with its PostgreSQL, the add-line benchmark's p99 was 43–49 ms with 8 or 12 and
 * 54 ms with 20: connections beyond what the server can run at once only queue inside it.
 */
export const DEFAULT_POOL_SIZE = 10;

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/i;

/**
 * Reads a `DATABASE_URL`: empty → the default SQLite file; `:memory:` / `file::memory:` → an in-memory
 * SQLite database; `file:<path>` → that SQLite file; `postgres://…` → PostgreSQL, where an optional
 * `schema` query parameter selects the schema (tests and benchmarks use one schema per run) and an
 * optional `pool` (1–100) the number of connections this process keeps.
 */
export function parseDatabaseUrl(url: string | undefined): DatabaseTarget {
  const value = (url ?? '').trim();
  if (value === '') return { kind: 'sqlite', file: DEFAULT_SQLITE_FILE };
  if (value === ':memory:' || value === 'file::memory:')
    return { kind: 'sqlite', file: ':memory:' };
  if (value.startsWith('file:')) {
    const file = value.replace(/^file:(\/\/)?/, '');
    if (file === '') throw new Error('DATABASE_URL "file:" needs a path');
    return { kind: 'sqlite', file: path.resolve(file) };
  }
  if (/^postgres(ql)?:\/\//.test(value)) {
    const parsed = new URL(value);
    const schema = parsed.searchParams.get('schema');
    if (schema !== null && !SCHEMA_NAME.test(schema)) {
      throw new Error(`DATABASE_URL schema "${schema}" is not a plain SQL identifier`);
    }
    const pool = parsed.searchParams.get('pool');
    if (pool !== null && !(/^\d{1,3}$/.test(pool) && Number(pool) >= 1 && Number(pool) <= 100)) {
      throw new Error(
        `DATABASE_URL pool "${pool}" must be a whole number of connections from 1 to 100`,
      );
    }
    parsed.searchParams.delete('schema');
    parsed.searchParams.delete('pool');
    return {
      kind: 'postgres',
      connectionString: parsed.toString(),
      schema,
      poolSize: pool === null ? DEFAULT_POOL_SIZE : Number(pool),
    };
  }
  throw new Error('DATABASE_URL must be ":memory:", "file:<path>" or "postgres://…"');
}

function openSqlite(file: string): Db {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new BetterSqlite3(file);
  // WAL lets readers proceed while a write commits; NORMAL sync is durable enough with WAL.
  if (file !== ':memory:') sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: cachingSqlite(sqlite) }) });
}

function openPostgres(connectionString: string, schema: string | null, poolSize: number): Db {
  const pool = new pg.Pool({
    connectionString,
    max: poolSize,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  // An idle client that loses its server must not crash the process; the pool replaces it.
  pool.on('error', (error) => console.error('postgres pool error:', error.message));
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool: kyselyPool(pool) }) });
}

/** Opens the database named by `url` (see `parseDatabaseUrl`). Run `migrate` before use. */
export function createDatabase(url?: string): Db {
  const target = parseDatabaseUrl(url);
  return target.kind === 'sqlite'
    ? openSqlite(target.file)
    : openPostgres(target.connectionString, target.schema, target.poolSize);
}

export async function closeDatabase(db: Db): Promise<void> {
  await db.destroy();
}

/** True for a unique or primary-key violation on either SQLite or PostgreSQL. */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) return false;
  const code = (error as { code: unknown }).code;
  return (
    code === '23505' ||
    code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    code === 'SQLITE_CONSTRAINT_PRIMARYKEY'
  );
}
