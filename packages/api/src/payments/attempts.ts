import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import { type Db, isUniqueViolation } from '../db/database';
import type { Database } from '../db/schema';
import type { ConfirmResult } from './provider';
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
 *      ├──the bank wants 3-D Secure──▶ requires_action ──the payer's resubmit──▶ pending (again)
 *      │                                  └──reconciler after ACTION_EXPIRES_MS: challenge cancelled──▶ failed
 *      │                                     (or completed, when the payer authenticated first)
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
/** How long a charge waits for the payer's 3-D Secure challenge before the reconciler cancels it. */
export const ACTION_EXPIRES_MS = 15 * 60_000;
/** Statuses whose money is not settled: the reconciler's work list. */
const UNRESOLVED: AttemptStatus[] = ['pending', 'requires_action', 'succeeded'];

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
      if (row.status === 'completed' || row.status === 'refunded') return { resolved: row.status };
      // Nothing was charged on a declined key (another card may be tried), a challenged one (the
      // payer is back from their bank) or a failed one (a challenge left to expire, a charge that
      // never reached the provider): the payer's resubmit may try again. An unfinished one is taken
      // over only once its worker is gone.
      const stale = this.now().getTime() - Date.parse(row.updated_at) > ATTEMPT_TAKEOVER_MS;
      const answered =
        row.status === 'declined' || row.status === 'requires_action' || row.status === 'failed';
      if (!answered && !stale) return { busy: true };
      const taken = await this.db
        .updateTable('payment_attempts')
        .set({
          lease_id: lease,
          updated_at: at,
          status: answered ? 'pending' : row.status,
          payload_json: JSON.stringify(spec.payload),
          email: spec.email,
          // Nothing was charged on an answered attempt: the resubmit may pay another amount.
          ...(answered ? { amount: spec.amount, currency: spec.currency } : {}),
        })
        .where('id', '=', row.id)
        .where('lease_id', '=', row.lease_id)
        .executeTakeFirst();
      if (Number(taken.numUpdatedRows) === 1) return { id: row.id, lease };
    }
    return { busy: true };
  }

  /** Records the provider's answer under the lease. */
  async charged(id: string, lease: string, result: ConfirmResult): Promise<void> {
    await this.db
      .updateTable('payment_attempts')
      .set(
        result.ok === 'action'
          ? { status: 'requires_action', updated_at: this.now().toISOString() }
          : result.ok
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

  /** Attempts left unresolved past their deadline (a challenge's is longer), oldest first. */
  async overdue(limit = 50): Promise<PaymentAttemptTable[]> {
    const ago = (ms: number) => new Date(this.now().getTime() - ms).toISOString();
    return this.db
      .selectFrom('payment_attempts')
      .selectAll()
      .where((eb) =>
        eb.or([
          eb.and([
            eb('status', 'in', ['pending', 'succeeded']),
            eb('updated_at', '<', ago(RECONCILE_AFTER_MS)),
          ]),
          eb.and([
            eb('status', '=', 'requires_action'),
            eb('updated_at', '<', ago(ACTION_EXPIRES_MS)),
          ]),
        ]),
      )
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
      .where('status', 'in', UNRESOLVED)
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
