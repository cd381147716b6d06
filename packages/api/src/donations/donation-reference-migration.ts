import type { Kysely, Migration } from 'kysely';

/*
 * 0009_giving_references: random donation references and hidden supporters.
 * - `public_reference` (unique): the random reference of gifts made from now on (donation-reference.ts).
 *   Earlier gifts keep it null and show their sequence number, so references already sent still work.
 * - `supporter_hidden_at`: set by an operator (`giving hide-supporter`), the gift no longer appears
 *   among a project's public supporters; kept in the ledger, so it survives restarts and redeploys.
 * Nullable columns only: ALTER TABLE ADD COLUMN on SQLite and PostgreSQL alike.
 */
export const givingReferencesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('giving_donations').addColumn('public_reference', 'text').execute();
    await db.schema
      .alterTable('giving_donations')
      .addColumn('supporter_hidden_at', 'text')
      .execute();
    await db.schema
      .createIndex('giving_donations_public_reference')
      .on('giving_donations')
      .column('public_reference')
      .unique()
      .execute();
  },
};
