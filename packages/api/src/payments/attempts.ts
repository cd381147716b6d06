import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import { type Db, isUniqueViolation } from '../db/database';
import type { Database } from '../db/schema';
import type { ChargeResult } from './provider';
import {
  type AttemptStatus,
  type PaymentAttemptTable,
  type PaymentDomain,
  paymentsDb,
  type PaymentsDb,
} from './payment-tables';

/*
 * The attempts ledger (`payment_attempts`), one row per provider idempotency key, shared by every
 * area that takes money. The states of an attempt (README "Payments"):
 *
 *   pending ──charge──▶ succeeded ──the area's record written──▶ completed
 *      │                    └──record impossible──▶ refunded (the charge given back)
 *      ├──declined──▶ declined            (nothing charged; the area answers the decline)
 *      └──reconciler: the provider knows no charge, or declined it──▶ failed
 *
 * The row is committed BEFORE the provider is asked, so a process that dies at any point leaves
 * a row that says money may have moved. Whoever works on a row holds its lease (`lease_id`, taken
 * by compare-and-set): the request that wrote it, a retry of the same submission after
 * ATTEMPT_TAKEOVER_MS, or the reconciler after RECONCILE_AFTER_MS. The completed mark is written in
 * the area's own transaction under the lease, so a record is completed once, by one of them.
 */

/** A retry of the same submission takes over an attempt its first request left this long ago. */
export const ATTEMPT_TAKEOVER_MS = 60_000;
/** The reconciler resolves an attempt left pending (or charged but not completed) this long. */
export const RECONCILE_AFTER_MS = 2 * 60_000;

export interface AttemptSpec {
  domain: PaymentDomain;
  key: string;
  providerKey: string;
  amount: number;
  currency: string;
  email: string | null;
  /** JSON-able: what the area needs to complete its record without the request (no card number). */
  payload: unknown;
}

export type Opened = { id: string; lease: string } | { busy: true } | { resolved: AttemptStatus };

export class LeaseLost extends Error {
  constructor() {
    super('another worker took this payment attempt over');
  }
}

export class AttemptLedger {
  readonly db: PaymentsDb;

  constructor(
    db: Db,
    private readonly now: () => Date,
  ) {
    this.db = paymentsDb(db);
  }

  /** Writes the attempt (pending) or takes over the same key's unfinished one; commits before returning. */
  async open(spec: AttemptSpec): Promise<Opened> {
    const lease = randomUUID();
    const at = this.now().toISOString();
    for (let tries = 0; tries < 3; tries++) {
      try {
        const id = randomUUID();
        await this.db
          .insertInto('payment_attempts')
          .values({
            id,
            domain: spec.domain,
            domain_key: spec.key,
            provider_key: spec.providerKey,
            amount: spec.amount,
            currency: spec.currency,
            status: 'pending',
            charge_id: null,
            decline_code: null,
            message: null,
            email: spec.email,
            payload_json: JSON.stringify(spec.payload),
            lease_id: lease,
            created_at: at,
            updated_at: at,
            resolved_by: null,
          })
          .execute();
        return { id, lease };
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
      }
      const row = await this.byProviderKey(spec.providerKey);
      if (!row) continue;
      if (row.status === 'completed' || row.status === 'refunded' || row.status === 'failed')
        return { resolved: row.status };
      // A declined key may be tried again (another card); an unfinished one only once its worker is gone.
      const stale = this.now().getTime() - Date.parse(row.updated_at) > ATTEMPT_TAKEOVER_MS;
      if (row.status !== 'declined' && !stale) return { busy: true };
      const taken = await this.db
        .updateTable('payment_attempts')
        .set({
          lease_id: lease,
          updated_at: at,
          status: row.status === 'declined' ? 'pending' : row.status,
          payload_json: JSON.stringify(spec.payload),
          email: spec.email,
        })
        .where('id', '=', row.id)
        .where('lease_id', '=', row.lease_id)
        .executeTakeFirst();
      if (Number(taken.numUpdatedRows) === 1) return { id: row.id, lease };
    }
    return { busy: true };
  }

  /** Records the provider's answer under the lease. */
  async charged(id: string, lease: string, result: ChargeResult): Promise<void> {
    await this.db
      .updateTable('payment_attempts')
      .set(
        result.ok
          ? {
              status: 'succeeded',
              charge_id: result.chargeId,
              updated_at: this.now().toISOString(),
            }
          : {
              status: 'declined',
              decline_code: result.code,
              message: result.message,
              updated_at: this.now().toISOString(),
            },
      )
      .where('id', '=', id)
      .where('lease_id', '=', lease)
      .execute();
  }

  /** Marks the attempt completed inside the area's transaction; throws LeaseLost if another worker has it. */
  async completeIn(
    trx: Transaction<Database>,
    id: string,
    lease: string,
    by: string,
  ): Promise<void> {
    const done = await paymentsDb(trx)
      .updateTable('payment_attempts')
      .set({ status: 'completed', resolved_by: by, updated_at: this.now().toISOString() })
      .where('id', '=', id)
      .where('lease_id', '=', lease)
      .where('status', '=', 'succeeded')
      .executeTakeFirst();
    if (Number(done.numUpdatedRows) !== 1) throw new LeaseLost();
  }

  async resolve(
    id: string,
    lease: string,
    status: 'refunded' | 'failed',
    by: string,
  ): Promise<boolean> {
    const done = await this.db
      .updateTable('payment_attempts')
      .set({ status, resolved_by: by, updated_at: this.now().toISOString() })
      .where('id', '=', id)
      .where('lease_id', '=', lease)
      .executeTakeFirst();
    return Number(done.numUpdatedRows) === 1;
  }

  /** Attempts left unresolved past the deadline, oldest first. */
  async overdue(limit = 50): Promise<PaymentAttemptTable[]> {
    const before = new Date(this.now().getTime() - RECONCILE_AFTER_MS).toISOString();
    return this.db
      .selectFrom('payment_attempts')
      .selectAll()
      .where('status', 'in', ['pending', 'succeeded'])
      .where('updated_at', '<', before)
      .orderBy('updated_at')
      .limit(limit)
      .execute();
  }

  /** Takes an overdue attempt's lease for the reconciler; null if someone moved it meanwhile. */
  async takeOver(row: PaymentAttemptTable): Promise<string | null> {
    const lease = randomUUID();
    const taken = await this.db
      .updateTable('payment_attempts')
      .set({ lease_id: lease, updated_at: this.now().toISOString() })
      .where('id', '=', row.id)
      .where('lease_id', '=', row.lease_id)
      .where('status', 'in', ['pending', 'succeeded'])
      .executeTakeFirst();
    return Number(taken.numUpdatedRows) === 1 ? lease : null;
  }

  async byProviderKey(providerKey: string): Promise<PaymentAttemptTable | undefined> {
    return this.db
      .selectFrom('payment_attempts')
      .selectAll()
      .where('provider_key', '=', providerKey)
      .executeTakeFirst();
  }
}
