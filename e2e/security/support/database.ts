import path from 'node:path';
import Database from 'better-sqlite3';
import { securityDataDir } from './paths';

/** The attack suite server's SQLite database, opened read-only: what an attack stored, or did not. */
export function openStoredData(): Database.Database {
  return new Database(path.join(securityDataDir, 'site.sqlite'), {
    readonly: true,
    fileMustExist: true,
  });
}

/** Rows of `table` as JSON lines, sorted, for before/after comparisons. */
export function tableSnapshot(db: Database.Database, table: string): string[] {
  if (!/^[a-z_][a-z0-9_]*$/.test(table)) throw new Error(`bad table name ${table}`);
  return (db.prepare(`select * from ${table}`).all() as unknown[])
    .map((row) => JSON.stringify(row))
    .sort();
}

/** How many orders the server stored for a cart (by its token). */
export function ordersOfCart(cartToken: string): number {
  const db = openStoredData();
  try {
    return (
      db.prepare('select count(*) as n from orders where cart_token = ?').get(cartToken) as {
        n: number;
      }
    ).n;
  } finally {
    db.close();
  }
}
