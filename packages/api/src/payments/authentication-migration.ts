import { type Kysely, type Migration, sql } from 'kysely';
import { paymentAttemptColumns, providerKeyColumns } from './ledger-columns';

/*
 * 0017_card_authentication (issue 27, 3-D Secure): a charge may wait for the payer's bank challenge.
 * - payment_provider_keys: outcome 'requires_action' and the challenge's secret token;
 * - payment_attempts: status 'requires_action'.
 * Neither database can widen a CHECK constraint in place portably, so both tables are rebuilt with
 * their rows (create the new shape, copy, drop, rename) inside the migration's transaction.
 */
const STATUSES = [
  'pending',
  'requires_action',
  'succeeded',
  'declined',
  'completed',
  'refunded',
  'failed',
];

async function rebuild(
  db: Kysely<unknown>,
  table: string,
  create: (name: string) => Promise<void>,
  columns: string[],
  copied: string[] = columns,
) {
  const next = `${table}_next`;
  await create(next);
  await sql`insert into ${sql.table(next)} (${sql.join(copied.map((c) => sql.ref(c)))}) select ${sql.join(copied.map((c) => sql.ref(c)))} from ${sql.table(table)}`.execute(
    db,
  );
  await db.schema.dropTable(table).execute();
  await db.schema.alterTable(next).renameTo(table).execute();
}

export const cardAuthenticationMigration: Migration = {
  async up(db: Kysely<unknown>) {
    const keyColumns = [
      'idempotency_key',
      'outcome',
      'charge_id',
      'request_hash',
      'decline_code',
      'message',
      'amount',
      'currency',
      'refunded_amount',
      'created_at',
    ];
    await rebuild(
      db,
      'payment_provider_keys',
      async (name) => {
        await providerKeyColumns(db.schema.createTable(name), [
          'succeeded',
          'declined',
          'requires_action',
        ])
          // The challenge page's address carries it: unguessable, one per challenge.
          .addColumn('challenge_token', 'text', (c) => c.unique())
          .execute();
      },
      [...keyColumns, 'challenge_token'],
      keyColumns,
    );

    const attemptColumns = [
      'id',
      'domain',
      'domain_key',
      'provider_key',
      'amount',
      'currency',
      'status',
      'charge_id',
      'decline_code',
      'message',
      'email',
      'payload_json',
      'lease_id',
      'created_at',
      'updated_at',
      'resolved_by',
    ];
    const domains = await sql<{ domain: string }>`select distinct domain from payment_attempts`
      .execute(db)
      .then((r) => r.rows.map((row) => row.domain));
    await rebuild(
      db,
      'payment_attempts',
      async (name) => {
        await paymentAttemptColumns(db.schema.createTable(name), {
          domains: [...new Set([...DOMAINS, ...domains])],
          statuses: STATUSES,
        }).execute();
      },
      attemptColumns,
    );
    await db.schema
      .createIndex('payment_attempts_open')
      .ifNotExists()
      .on('payment_attempts')
      .columns(['status', 'updated_at'])
      .execute();
    await db.schema
      .createIndex('payment_attempts_domain')
      .ifNotExists()
      .on('payment_attempts')
      .columns(['domain', 'domain_key'])
      .execute();
  },
};

/** Every area that takes money through the ledger (payment-tables.ts's PaymentDomain). */
const DOMAINS = ['gift', 'booking', 'balance', 'order', 'recurring'];
