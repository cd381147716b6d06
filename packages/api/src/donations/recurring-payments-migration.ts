import { type Kysely, type Migration, PostgresAdapter, sql } from 'kysely';

/*
 * 0015_recurring_payments (issue 27): recurring gifts are charged on the shared payments ledger
 * (`payment_attempts`, domain 'recurring'; see recurring.ts), and their own ledger
 * `giving_payment_attempts` goes.
 *
 * 1. `payment_attempts.domain` admits 'recurring'. The check is rebuilt from the one in place (its
 *    values, plus 'recurring'), so whatever an earlier migration added to it stays. PostgreSQL swaps
 *    the constraint; SQLite cannot alter a check, so the table is rebuilt from its own DDL, its rows
 *    and indexes copied (in one transaction).
 * 2. What `giving_payment_attempts` held, and what is kept:
 *    - A schedule's rows (recurring_id set) ARE copied: they are the scheduler's state. A past-due
 *      gift's declines name the period it is retried for, how many tries it has had and when the
 *      first failed (the retry dates run from it); without them a past-due gift would be retried as if
 *      it had never failed, possibly for the wrong month. A pending row is a charge whose process
 *      died: copied pending under the provider key the old code charged it with
 *      (`recurring_<schedule>_<period>_<attempt>`), the reconciler asks the provider by that key and
 *      completes or refunds it, and the scheduler's next try takes it over under the same key, so
 *      nothing is charged twice. Outcomes map: failed → declined (the provider declined), succeeded →
 *      completed (the old code wrote the period's gift in the same transaction), pending → pending.
 *    - A first gift's rows (no schedule; recurring or one-off before one-off gifts moved to the
 *      ledger) are NOT copied: each succeeded one is a gift in `giving_donations` with its charge id,
 *      and a declined one moved no money. A first gift left pending by a process that died has no
 *      gift record to complete from (the old row kept no details), so the ledger could only refund it
 *      blind; as before, a retry of the submission finds its charge by its provider key
 *      (`gift_<idempotency key>`) and writes the gift.
 */

type AnyDb = Kysely<unknown>;

interface OldAttempt {
  id: string;
  recurring_id: string;
  period_key: string;
  attempt: number;
  amount: number;
  currency: string;
  outcome: string;
  decline_code: string | null;
  message: string | null;
  charge_id: string | null;
  created_at: string;
  finished_at: string | null;
  email: string | null;
}

const STATUS: Record<string, string> = {
  failed: 'declined',
  succeeded: 'completed',
  pending: 'pending',
};

const inTransaction = async (db: AnyDb, work: (db: AnyDb) => Promise<void>) =>
  db.isTransaction ? work(db) : db.transaction().execute(work);

/** The values of a `domain in (…)` check, with 'recurring' added. */
function withRecurring(values: string[]): string {
  const all = values.includes('recurring') ? values : [...values, 'recurring'];
  return all.map((v) => `'${v.replace(/'/g, "''")}'`).join(', ');
}

async function admitRecurringPostgres(db: AnyDb) {
  const { rows } = await sql<{ name: string; def: string }>`
    select conname as name, pg_get_constraintdef(oid) as def from pg_constraint
    where conrelid = 'payment_attempts'::regclass and contype = 'c'`.execute(db);
  const check = rows.find((r) => /\bdomain\b/.test(r.def));
  if (!check) throw new Error('payment_attempts has no check on domain');
  const values = [...check.def.matchAll(/'([^']*)'/g)].map((m) => m[1] as string);
  await sql`alter table payment_attempts drop constraint ${sql.id(check.name)}`.execute(db);
  await sql`alter table payment_attempts add constraint payment_attempts_domain_check check (domain in (${sql.raw(withRecurring(values))}))`.execute(
    db,
  );
}

async function admitRecurringSqlite(db: AnyDb) {
  const { rows } = await sql<{
    sql: string;
  }>`select sql from sqlite_master where type = 'table' and name = 'payment_attempts'`.execute(db);
  const ddl = rows[0]?.sql;
  if (!ddl) throw new Error('payment_attempts is missing');
  const check = /check\s*\(\s*"?domain"?\s+in\s*\(([^)]*)\)\s*\)/i;
  const found = check.exec(ddl);
  if (!found) throw new Error('payment_attempts has no check on domain');
  const values = [...(found[1] as string).matchAll(/'([^']*)'/g)].map((m) => m[1] as string);
  const rebuilt = ddl
    .replace(check, `check (domain in (${withRecurring(values)}))`)
    .replace(/^create table\s+("?)payment_attempts\1/i, 'create table "payment_attempts_0015"');
  const { rows: indexes } = await sql<{
    sql: string;
  }>`select sql from sqlite_master where type = 'index' and tbl_name = 'payment_attempts' and sql is not null`.execute(
    db,
  );
  await sql.raw(rebuilt).execute(db);
  await sql`insert into payment_attempts_0015 select * from payment_attempts`.execute(db);
  await sql`drop table payment_attempts`.execute(db);
  await sql`alter table payment_attempts_0015 rename to payment_attempts`.execute(db);
  for (const index of indexes) await sql.raw(index.sql).execute(db);
}

export const recurringPaymentsMigration: Migration = {
  async up(db: AnyDb) {
    await inTransaction(db, async (trx) => {
      if (trx.getExecutor().adapter instanceof PostgresAdapter) await admitRecurringPostgres(trx);
      else await admitRecurringSqlite(trx);
      const { rows } = await sql<OldAttempt>`
        select a.id, a.recurring_id, a.period_key, a.attempt, a.amount, a.currency, a.outcome,
               a.decline_code, a.message, a.charge_id, a.created_at, a.finished_at, d.email
        from giving_payment_attempts a
        left join giving_recurring r on r.id = a.recurring_id
        left join giving_donors d on d.id = r.donor_id
        where a.recurring_id is not null and a.period_key is not null
        order by a.created_at`.execute(trx);
      for (const row of rows) {
        const status = STATUS[row.outcome] ?? 'declined';
        await sql`
          insert into payment_attempts (id, domain, domain_key, provider_key, amount, currency, status, charge_id,
            decline_code, message, email, payload_json, lease_id, created_at, updated_at, resolved_by)
          values (${row.id}, 'recurring', ${row.recurring_id}, ${`recurring_${row.recurring_id}_${row.period_key}_${row.attempt}`},
            ${row.amount}, ${row.currency}, ${status}, ${row.charge_id}, ${row.decline_code}, ${row.message}, ${row.email},
            ${JSON.stringify({ scheduleId: row.recurring_id, period: row.period_key, attempt: Number(row.attempt) })},
            ${`migrated-${row.id}`}, ${row.created_at}, ${row.finished_at ?? row.created_at}, ${status === 'completed' ? 'request' : null})`.execute(
          trx,
        );
      }
      await sql`drop table giving_payment_attempts`.execute(trx);
    });
  },
};
