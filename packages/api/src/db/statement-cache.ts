import type BetterSqlite3 from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

const MAX_STATEMENTS = 500;

/**
 * Hands Kysely a better-sqlite3 database whose `prepare` reuses compiled statements: Kysely prepares
 * on every query, and compiling the same SQL again is most of a small query's cost.
 */
export function cachingSqlite(sqlite: BetterSqlite3.Database): SqliteDatabase {
  const cache = new Map<string, SqliteStatement>();
  return {
    close: () => {
      cache.clear();
      sqlite.close();
    },
    prepare: (sql: string) => {
      let statement = cache.get(sql);
      if (!statement) {
        if (cache.size >= MAX_STATEMENTS) cache.clear();
        statement = sqlite.prepare(sql) as unknown as SqliteStatement;
        cache.set(sql, statement);
      }
      return statement;
    },
  };
}
