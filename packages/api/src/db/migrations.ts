import { type Migration, type MigrationProvider, Migrator, sql } from 'kysely';
import type { Db } from './schema';
import { withSchemaIntrospection } from './schema-introspector';

/*
 * Migrations live in code (not files) so the same list runs from src under Jest, tsx and a bundle.
 * Column types are the portable subset (integer, text) so one migration serves SQLite and PostgreSQL.
 * Never edit a migration that has shipped; add the next one.
 *
 * Each floor that owns tables keeps its migrations beside its code (db/core-migrations.ts,
 * customer/customer-migration.ts, tours/tour-migrations.ts, …) and exports them by name; the
 * composition root (compose/migrations.ts) joins the lists with `migrationList` and hands them to
 * `runMigrations`. Kysely runs migrations in the order of their names and refuses a database whose
 * applied migrations are missing from the list or out of order, so the names are for ever.
 */

const NAME = /^\d{4}_[a-z0-9_]+$/;

/** The lists joined into one, in name order; refuses a malformed name or one given twice. */
export function migrationList(
  ...lists: ReadonlyArray<Readonly<Record<string, Migration>>>
): Readonly<Record<string, Migration>> {
  const all = new Map<string, Migration>();
  for (const list of lists) {
    for (const [name, migration] of Object.entries(list)) {
      if (!NAME.test(name)) throw new Error(`migration name ${name} is not "NNNN_words"`);
      if (all.has(name)) throw new Error(`migration ${name} is registered twice`);
      const number = name.slice(0, 4);
      const clash = [...all.keys()].find((other) => other.slice(0, 4) === number);
      if (clash) throw new Error(`migrations ${clash} and ${name} share the number ${number}`);
      all.set(name, migration);
    }
  }
  return Object.freeze(
    Object.fromEntries([...all.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))),
  );
}

/**
 * Brings the schema to the latest of `migrations` (or to `upTo`, for upgrade tests); throws (with
 * the cause) if one fails. The list comes from above (compose/migrations.ts): db/ runs migrations
 * but does not know the domains that own them.
 */
export async function runMigrations(
  db: Db,
  migrations: Readonly<Record<string, Migration>>,
  upTo?: string,
): Promise<void> {
  const provider: MigrationProvider = { getMigrations: async () => ({ ...migrations }) };
  // Kysely looks for its migration tables in every schema; on PostgreSQL, name ours, or another
  // schema's tables (a parallel test run's) would be taken for them, and look only in ours (see
  // schema-introspector.ts), or a neighbour schema dropped meanwhile fails the migration.
  const schema = await currentSchema(db);
  const migrator = new Migrator({
    db: schema ? withSchemaIntrospection(db, schema) : db,
    provider,
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  if (upTo !== undefined && !(upTo in migrations)) throw new Error(`unknown migration ${upTo}`);
  const { error, results } =
    upTo === undefined ? await migrator.migrateToLatest() : await migrator.migrateTo(upTo);
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(
      `migration ${failed} failed: ${error instanceof Error ? error.message : String(error)}`,
      {
        cause: error,
      },
    );
  }
}

/** PostgreSQL's current schema (the one `search_path` selects); null on SQLite. */
async function currentSchema(db: Db): Promise<string | null> {
  try {
    const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
    return rows[0]?.schema ?? null;
  } catch {
    return null;
  }
}
