import { isUniqueViolation, type Db } from '../db/database';
import { paymentsDb, type PaymentsDb, type ProviderKeyTable } from './payment-tables';

/** Stripe keeps an idempotency key for 24 hours; so does the embedded provider. */
export const PROVIDER_KEY_TTL_MS = 24 * 60 * 60_000;
/** A challenge token as the provider makes them: 32 URL-safe characters. */
export const CHALLENGE_TOKEN = /^[A-Za-z0-9_-]{32}$/;

/**
 * The embedded provider's own record (test-provider.ts): each idempotency key's answer, its charge
 * and refunds, and its open 3-D Secure challenge. In `payment_provider_keys` when given a database
 * (so it outlives the process, as a hosted provider's does), else in memory. Every write is
 * conditional, so two requests with one key, or two refunds of one charge, never both win.
 */
export class ProviderKeys {
  private readonly memory = new Map<string, ProviderKeyTable>();
  private readonly db: PaymentsDb | null;

  constructor(
    private readonly today: () => Date,
    db: Db | null,
  ) {
    this.db = db ? paymentsDb(db) : null;
  }

  /** The key's row while it binds: within 24 hours, and not a charge given back in full. */
  async live(key: string): Promise<ProviderKeyTable | null> {
    const row = this.db
      ? await this.db
          .selectFrom('payment_provider_keys')
          .selectAll()
          .where('idempotency_key', '=', key)
          .executeTakeFirst()
      : this.memory.get(key);
    return row && this.binds(row) ? row : null;
  }

  binds(row: ProviderKeyTable): boolean {
    const expired = this.today().getTime() - Date.parse(row.created_at) > PROVIDER_KEY_TTL_MS;
    const givenBack = row.outcome === 'succeeded' && row.refunded_amount >= row.amount;
    return !expired && !givenBack;
  }

  /** Stores a key's answer in place of `previous` (a lapsed or other-card row), or reports that another request won. */
  async put(row: ProviderKeyTable, previous: ProviderKeyTable | null): Promise<boolean> {
    if (!this.db) {
      // Checked and set in one turn of the event loop, so two requests with one key cannot both charge.
      const current = this.memory.get(row.idempotency_key);
      if (current && current !== previous && this.binds(current)) return false;
      this.memory.set(row.idempotency_key, row);
      return true;
    }
    const db = this.db;
    return db
      .transaction()
      .execute(async (trx) => {
        const old = await trx
          .selectFrom('payment_provider_keys')
          .selectAll()
          .where('idempotency_key', '=', row.idempotency_key)
          .executeTakeFirst();
        if (old) {
          if (!previous && this.binds(old)) return false;
          if (previous && old.created_at !== previous.created_at) return false;
          // A replaced charge keeps its own row under an archived key, so its refunds still find it.
          if (old.outcome === 'succeeded')
            await trx
              .updateTable('payment_provider_keys')
              .set({ idempotency_key: `${old.idempotency_key}#${old.charge_id}` })
              .where('idempotency_key', '=', old.idempotency_key)
              .execute();
          else
            await trx
              .deleteFrom('payment_provider_keys')
              .where('idempotency_key', '=', old.idempotency_key)
              .execute();
        }
        try {
          await trx.insertInto('payment_provider_keys').values(row).execute();
          return true;
        } catch (error) {
          if (isUniqueViolation(error)) return false;
          throw error;
        }
      })
      .catch((error: unknown) => {
        if (isUniqueViolation(error)) return false;
        throw error;
      });
  }

  async byCharge(chargeId: string): Promise<ProviderKeyTable | null> {
    if (!this.db)
      return (
        [...this.memory.values()].find((r) => r.charge_id === chargeId) ??
        this.archived.get(chargeId) ??
        null
      );
    return (
      (await this.db
        .selectFrom('payment_provider_keys')
        .selectAll()
        .where('charge_id', '=', chargeId)
        .executeTakeFirst()) ?? null
    );
  }

  private readonly archived = new Map<string, ProviderKeyTable>();

  async addRefund(row: ProviderKeyTable, give: number): Promise<boolean> {
    if (!this.db) {
      if (row.refunded_amount + give >= row.amount && row.charge_id)
        this.archived.set(row.charge_id, row);
      row.refunded_amount += give;
      return true;
    }
    const done = await this.db
      .updateTable('payment_provider_keys')
      .set({ refunded_amount: row.refunded_amount + give })
      .where('charge_id', '=', row.charge_id)
      .where('refunded_amount', '=', row.refunded_amount)
      .executeTakeFirst();
    return Number(done.numUpdatedRows) === 1;
  }

  /** A failed challenge's row no longer answers this card: the next ask makes a new challenge. */
  async markTold(row: ProviderKeyTable, hash: string): Promise<void> {
    const told = `told:${hash}`;
    if (!this.db) {
      row.request_hash = told;
      return;
    }
    await this.db
      .updateTable('payment_provider_keys')
      .set({ request_hash: told })
      .where('idempotency_key', '=', row.idempotency_key)
      .where('request_hash', '=', hash)
      .execute();
  }

  /** Moves an open challenge's row on, unless someone else did first. */
  async settleChallenge(row: ProviderKeyTable, next: Partial<ProviderKeyTable>): Promise<boolean> {
    if (!this.db) {
      if (row.outcome !== 'requires_action') return false;
      Object.assign(row, next);
      return true;
    }
    const done = await this.db
      .updateTable('payment_provider_keys')
      .set(next)
      .where('challenge_token', '=', row.challenge_token)
      .where('outcome', '=', 'requires_action')
      .executeTakeFirst();
    return Number(done.numUpdatedRows) === 1;
  }

  async byChallenge(token: string): Promise<ProviderKeyTable | null> {
    if (!CHALLENGE_TOKEN.test(token)) return null;
    if (!this.db) return [...this.memory.values()].find((r) => r.challenge_token === token) ?? null;
    return (
      (await this.db
        .selectFrom('payment_provider_keys')
        .selectAll()
        .where('challenge_token', '=', token)
        .executeTakeFirst()) ?? null
    );
  }
}

/**
 * Whether a key's stored answer is the answer to this request: a charge always is; a decline or an
 * open challenge is for the same card (another card is tried afresh). A failed challenge answers
 * once, then stops binding (TOLD), so the payer may try their bank again, as after Stripe's
 * `requires_payment_method`.
 */
export function binding(row: ProviderKeyTable, hash: string): boolean {
  if (row.outcome === 'succeeded') return true;
  return row.request_hash === hash;
}
