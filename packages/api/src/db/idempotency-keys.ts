import type { Kysely } from 'kysely';
import { isUniqueViolation } from './database';
import type { IdempotencyKeyTable, IdempotencyScope } from './schema';

/*
 * Idempotency keys of submissions that charge a card (gifts, tour bookings and payments, orders). A
 * key is stored pending before the charge; its answer is written when the work is done, in the same
 * transaction as the work where the caller can. Every area keeps its keys in the one table
 * `idempotency_keys` (migration 0013), under a scope of its own: the same key in two scopes is two keys.
 */

export type { IdempotencyKeyTable, IdempotencyScope };

/** A pending key older than this belongs to a request that died: a retry takes it over. */
export const PENDING_TAKEOVER_MS = 60_000;
/** How long a repeat waits for the first request's answer before it is told to wait. */
const REPLAY_WAIT_MS = 10_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// Callers pass their area's typed database; the queries need only this table.
type KeysDb = Kysely<{ idempotency_keys: IdempotencyKeyTable }>;

export type Claim<Answer> = 'claimed' | 'reused' | 'busy' | Answer;

export class IdempotencyKeys<Answer> {
  private readonly table = 'idempotency_keys' as const;

  constructor(
    private readonly db: Kysely<never>,
    readonly scope: IdempotencyScope,
    private readonly now: () => Date,
  ) {}

  private keys(db: Kysely<never> = this.db): KeysDb {
    return db as unknown as KeysDb;
  }

  /** The key's stored row in this scope, if any. */
  private row(key: string) {
    return this.keys()
      .selectFrom(this.table)
      .selectAll()
      .where('scope', '=', this.scope)
      .where('key', '=', key)
      .executeTakeFirst();
  }

  /**
   * Stores the key as pending, or explains why not: 'reused' (other details), 'busy' (the first
   * submission is still running), the stored answer, or 'claimed' (go ahead; a stale pending key of
   * a request that died is taken over).
   */
  async claim(key: string, hash: string): Promise<Claim<Answer>> {
    const started = Date.now();
    for (;;) {
      const at = this.now().toISOString();
      try {
        await this.keys()
          .insertInto(this.table)
          .values({
            scope: this.scope,
            key,
            request_hash: hash,
            state: 'pending',
            response_json: null,
            created_at: at,
            updated_at: at,
          })
          .execute();
        return 'claimed';
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
      }
      const row = await this.row(key);
      if (!row) continue;
      if (row.request_hash !== hash) return 'reused';
      if (row.state === 'done' && row.response_json) return JSON.parse(row.response_json) as Answer;
      if (this.now().getTime() - Date.parse(row.updated_at) > PENDING_TAKEOVER_MS) {
        const taken = await this.keys()
          .updateTable(this.table)
          .set({ updated_at: this.now().toISOString() })
          .where('scope', '=', this.scope)
          .where('key', '=', key)
          .where('state', '=', 'pending')
          .where('updated_at', '=', row.updated_at)
          .executeTakeFirst();
        if (Number(taken.numUpdatedRows) === 1) return 'claimed';
        continue;
      }
      if (Date.now() - started > REPLAY_WAIT_MS) return 'busy';
      await sleep(50);
    }
  }

  /** The answer of a finished key, or null. */
  async stored(key: string): Promise<Answer | null> {
    const row = await this.row(key);
    return row?.state === 'done' && row.response_json
      ? (JSON.parse(row.response_json) as Answer)
      : null;
  }

  /**
   * The finished answer of a key sent again outside `claim` (its work is already done): the answer
   * when `hash` is the first request's, 'reused' when the key was used for other details, null when
   * no finished answer is stored.
   */
  async replay(key: string, hash: string): Promise<Answer | 'reused' | null> {
    const row = await this.row(key);
    if (row?.state !== 'done' || !row.response_json) return null;
    return row.request_hash === hash ? (JSON.parse(row.response_json) as Answer) : 'reused';
  }

  /** Writes the key's answer; pass the transaction that writes the work, so both land or neither. */
  async finish(key: string, answer: Answer, db?: Kysely<never>): Promise<void> {
    await this.keys(db)
      .updateTable(this.table)
      .set({
        state: 'done',
        response_json: JSON.stringify(answer),
        updated_at: this.now().toISOString(),
      })
      .where('scope', '=', this.scope)
      .where('key', '=', key)
      .execute();
  }

  /** Forgets a pending key whose request stopped before any charge, so the visitor may fix and resend it. */
  async drop(key: string): Promise<void> {
    await this.keys()
      .deleteFrom(this.table)
      .where('scope', '=', this.scope)
      .where('key', '=', key)
      .where('state', '=', 'pending')
      .execute();
  }
}
