import { type CreateTableBuilder, sql } from 'kysely';

/*
 * The columns of the payment module's two tables, as 0012 (payments-migration.ts) made them and 0017
 * (authentication-migration.ts) rebuilt them: only the values their CHECK constraints allow differ,
 * so each migration names its own lists and both keep the DDL they always ran.
 */

type Table = CreateTableBuilder<string, never>;

/** Text values as SQL literals for an `in (…)` CHECK; the values are the migrations' own constants. */
export const sqlList = (values: readonly string[]) =>
  sql.raw(values.map((v) => `'${v}'`).join(', '));

/** payment_provider_keys: the test provider's idempotency keys and the charges they made. */
export function providerKeyColumns(table: Table, outcomes: readonly string[]) {
  return (
    table
      .addColumn('idempotency_key', 'text', (c) => c.primaryKey())
      .addColumn('outcome', 'text', (c) =>
        c.notNull().check(sql`outcome in (${sqlList(outcomes)})`),
      )
      .addColumn('charge_id', 'text', (c) => c.unique())
      // What was asked (amount, currency, card): a declined key asked again with another card is charged afresh.
      .addColumn('request_hash', 'text', (c) => c.notNull())
      .addColumn('decline_code', 'text')
      .addColumn('message', 'text')
      .addColumn('amount', 'integer', (c) => c.notNull().check(sql`amount >= 0`))
      .addColumn('currency', 'text', (c) => c.notNull())
      .addColumn('refunded_amount', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'text', (c) => c.notNull())
  );
}

/** payment_attempts: the ledger every area writes before it asks the provider for money. */
export function paymentAttemptColumns(
  table: Table,
  allowed: { domains: readonly string[]; statuses: readonly string[] },
) {
  return (
    table
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('domain', 'text', (c) =>
        c.notNull().check(sql`domain in (${sqlList(allowed.domains)})`),
      )
      .addColumn('domain_key', 'text', (c) => c.notNull())
      // One attempt per provider key: a retry of the same submission takes its attempt over.
      .addColumn('provider_key', 'text', (c) => c.notNull().unique())
      .addColumn('amount', 'integer', (c) => c.notNull().check(sql`amount > 0`))
      .addColumn('currency', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) =>
        c.notNull().check(sql`status in (${sqlList(allowed.statuses)})`),
      )
      .addColumn('charge_id', 'text')
      .addColumn('decline_code', 'text')
      .addColumn('message', 'text')
      .addColumn('email', 'text')
      .addColumn('payload_json', 'text', (c) => c.notNull())
      .addColumn('lease_id', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addColumn('resolved_by', 'text')
  );
}
