import { DEFAULT_POOL_SIZE, DEFAULT_SQLITE_FILE, parseDatabaseUrl } from './database';
import { seed } from './seed';
import { databaseKinds, openTestDatabase } from '../test-support/databases';

// Real databases on a shared CI box: allow for a slow moment rather than fail on timing.
jest.setTimeout(30_000);

describe('parseDatabaseUrl', () => {
  it('defaults to the repository .data SQLite file', () => {
    expect(parseDatabaseUrl(undefined)).toEqual({ kind: 'sqlite', file: DEFAULT_SQLITE_FILE });
    expect(DEFAULT_SQLITE_FILE).toMatch(/[\\/]\.data[\\/]site\.sqlite$/);
  });

  it('reads memory, file and postgres URLs with an optional schema', () => {
    expect(parseDatabaseUrl(':memory:')).toEqual({ kind: 'sqlite', file: ':memory:' });
    expect(parseDatabaseUrl('file:/tmp/x.sqlite')).toEqual({
      kind: 'sqlite',
      file: '/tmp/x.sqlite',
    });
    expect(parseDatabaseUrl('postgres://u@h:5432/db?schema=run_1')).toEqual({
      kind: 'postgres',
      connectionString: 'postgres://u@h:5432/db',
      schema: 'run_1',
      poolSize: DEFAULT_POOL_SIZE,
    });
  });

  it('reads the pool size, 1 to 100 connections, and leaves it out of the connection string', () => {
    expect(parseDatabaseUrl('postgres://u@h/db?pool=4&sslmode=disable')).toEqual({
      kind: 'postgres',
      connectionString: 'postgres://u@h/db?sslmode=disable',
      schema: null,
      poolSize: 4,
    });
    expect(parseDatabaseUrl('postgres://u@h/db?pool=100')).toMatchObject({ poolSize: 100 });
    for (const bad of ['0', '101', '-1', '2.5', 'ten', '']) {
      expect(() => parseDatabaseUrl(`postgres://u@h/db?pool=${bad}`)).toThrow(
        `DATABASE_URL pool "${bad}" must be a whole number of connections from 1 to 100`,
      );
    }
  });

  it('refuses unknown schemes and unsafe schema names', () => {
    expect(() => parseDatabaseUrl('mysql://h/db')).toThrow(/DATABASE_URL/);
    expect(() => parseDatabaseUrl('postgres://h/db?schema=a;drop')).toThrow(/schema/);
  });
});

describe.each(databaseKinds())('migrations and seed (%s)', (kind) => {
  it('seeds idempotently and never resets stock', async () => {
    const database = await openTestDatabase(kind);
    try {
      const { db } = database;
      await db.updateTable('variants').set({ stock: 1 }).where('id', '=', 2001).execute();
      await seed(db);
      const count = async (
        table: 'products' | 'variants' | 'variant_prices' | 'collection_products',
      ) =>
        Number(
          (
            await db
              .selectFrom(table)
              .select((eb) => eb.fn.countAll().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        );
      expect(await count('products')).toBe(14);
      expect(await count('variants')).toBe(17);
      expect(await count('variant_prices')).toBe(17 * 6);
      expect(await count('collection_products')).toBe(17);
      const stock = await db
        .selectFrom('variants')
        .select('stock')
        .where('id', '=', 2001)
        .executeTakeFirstOrThrow();
      expect(stock.stock).toBe(1);
    } finally {
      await database.close();
    }
  });
});
