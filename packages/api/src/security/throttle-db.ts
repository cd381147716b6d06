import { sql } from 'kysely';
import type { Db } from '../db/database';
import type { ThrottleTable } from '../db/schema';
import { boundedKey, hitAmount } from './throttle-keys';

/** How often one process deletes windows that have ended (the table would otherwise only grow). */
const PRUNE_EVERY_MS = 10 * 60 * 1000;

/**
 * Throttle counters in the `throttles` table (migration 0005), on SQLite or PostgreSQL. Window ends
 * are ISO-8601 UTC text like every timestamp of this schema, which compares correctly as text.
 */
export class DbThrottleStore {
  private readonly db;
  private lastPrune: number;

  constructor(
    db: Db,
    private readonly now: () => number,
  ) {
    this.db = db.withTables<{ throttles: ThrottleTable }>();
    this.lastPrune = now();
  }

  /**
   * One statement, so it is atomic on both databases: a new key starts at 1 (or `amount`); a key
   * whose window has ended starts again so with a new end; otherwise the count goes up by as much.
   * PostgreSQL locks the row for the update, SQLite has a single writer, so simultaneous hits never
   * share a count.
   */
  async hit(
    key: string,
    windowMs: number,
    amount?: number,
  ): Promise<{ count: number; resetAt: number }> {
    const by = hitAmount(amount);
    await this.pruneNow();
    const now = this.now();
    const nowIso = new Date(now).toISOString();
    const ends = new Date(now + Math.max(1, Math.round(windowMs))).toISOString();
    const ended = sql<boolean>`${sql.ref('throttles.reset_at')} <= ${nowIso}`;
    const row = await this.db
      .insertInto('throttles')
      .values({ key: boundedKey(key), hits: by, reset_at: ends })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet({
          hits: sql<number>`case when ${ended} then ${by} else ${sql.ref('throttles.hits')} + ${by} end`,
          reset_at: sql<string>`case when ${ended} then ${sql.ref('excluded.reset_at')} else ${sql.ref('throttles.reset_at')} end`,
        }),
      )
      .returning(['hits', 'reset_at'])
      .executeTakeFirstOrThrow();
    return { count: Number(row.hits), resetAt: Date.parse(row.reset_at) };
  }

  async peek(key: string, _windowMs: number): Promise<number> {
    const row = await this.db
      .selectFrom('throttles')
      .select('hits')
      .where('key', '=', boundedKey(key))
      .where('reset_at', '>', new Date(this.now()).toISOString())
      .executeTakeFirst();
    return row ? Number(row.hits) : 0;
  }

  async clear(key: string): Promise<void> {
    await this.db.deleteFrom('throttles').where('key', '=', boundedKey(key)).execute();
  }

  /** Nothing to release: the database belongs to the caller. */
  async close(): Promise<void> {}

  /** Deletes ended windows, at most once per PRUNE_EVERY_MS in this process. */
  private async pruneNow(): Promise<void> {
    const now = this.now();
    if (now - this.lastPrune < PRUNE_EVERY_MS) return;
    this.lastPrune = now;
    await this.db
      .deleteFrom('throttles')
      .where('reset_at', '<=', new Date(now).toISOString())
      .execute();
  }
}
