import pg from 'pg';
import { closeDatabase, createDatabase, type Db } from './database';
import { migrate } from '../compose/migrations';
import { createTestSchema, postgresBase, type TestSchema } from '../test-support/databases';
import { schemaIntrospector } from './schema-introspector';

jest.setTimeout(60_000);

const base = postgresBase();
const withPostgres = base ? describe : describe.skip;

withPostgres('the migrator’s introspection of one schema (PostgreSQL)', () => {
  let schema: TestSchema;
  let db: Db;
  let name: string;

  beforeAll(async () => {
    schema = await createTestSchema(base!, 'introspect_test');
    name = new URL(schema.url).searchParams.get('schema') ?? '';
    db = createDatabase(schema.url);
    await migrate(db);
  });
  afterAll(async () => {
    await closeDatabase(db);
    await schema.drop();
  });

  it('sees what Kysely’s own introspection sees of the schema, and nothing of any other', async () => {
    const ours = await schemaIntrospector(db, name).getTables();
    const kysely = (await db.introspection.getTables({ withInternalKyselyTables: true })).filter(
      (table) => table.schema === name,
    );
    const shape = (tables: typeof ours) =>
      tables
        .map((table) => ({
          name: table.name,
          schema: table.schema,
          isView: table.isView,
          columns: table.columns.map((column) => ({
            name: column.name,
            isNullable: column.isNullable,
            hasDefaultValue: column.hasDefaultValue,
            isAutoIncrementing: column.isAutoIncrementing,
          })),
        }))
        .sort((a, b) => (a.name < b.name ? -1 : 1));
    expect(ours.length).toBeGreaterThan(10);
    expect(ours.map((t) => t.name)).toContain('kysely_migration');
    expect(shape(ours)).toEqual(shape(kysely));
    expect(await schemaIntrospector(db, name).getSchemas()).toEqual([{ name }]);
    expect(await schemaIntrospector(db, 'no_such_schema_here').getSchemas()).toEqual([]);
    expect(await schemaIntrospector(db, 'no_such_schema_here').getTables()).toEqual([]);
  });

  it('migrates while neighbour schemas are dropped (a parallel test run’s clean-up)', async () => {
    // Kysely's query names every table of every schema by text; a schema dropped while it runs
    // failed the migration with 'schema "…" does not exist'. Ours reads only its own schema.
    const admin = new pg.Client({ connectionString: base! });
    await admin.connect();
    try {
      for (let round = 0; round < 4; round += 1) {
        const neighbours = Array.from({ length: 12 }, (_, i) => `${name}_n${round}_${i}`);
        for (const neighbour of neighbours) {
          await admin.query(`create schema ${neighbour}`);
          for (let t = 0; t < 8; t += 1) {
            await admin.query(`create table ${neighbour}.t${t} (id serial primary key, v text)`);
          }
        }
        const fresh = await createTestSchema(base!, 'introspect_test');
        const other = createDatabase(fresh.url);
        try {
          const dropping = (async () => {
            for (const neighbour of neighbours) {
              await admin.query(`drop schema ${neighbour} cascade`);
            }
          })();
          await Promise.all([migrate(other), dropping]);
          const applied = await other
            .selectFrom('kysely_migration' as never)
            .select('name' as never)
            .execute();
          expect(applied.length).toBeGreaterThan(10);
        } finally {
          await closeDatabase(other);
          await fresh.drop();
        }
      }
    } finally {
      await admin.end();
    }
  });
});
