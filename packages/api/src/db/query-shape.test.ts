import { databaseKinds } from '../test-support/databases';
import type { Db } from './database';
import { sql } from 'kysely';
import { preparedName, queryShape } from './query-shape';
import { suiteDatabase } from '../test-support/suite';

jest.setTimeout(30_000);

const variantStock = queryShape((db: Db, id: number) =>
  db.selectFrom('variants').select(['id', 'stock']).where('id', '=', id),
);
const pricesIn = queryShape((db: Db, currency: string, min: number) =>
  db
    .selectFrom('variant_prices')
    .select(['variant_id', 'amount'])
    .where('currency', '=', currency)
    .where('amount', '>=', min)
    .where('variant_id', '<', 100_000)
    .orderBy('variant_id'),
);

describe.each(databaseKinds())('queryShape (%s)', (kind) => {
  const database = suiteDatabase(kind);

  it('answers what the same query built afresh answers, for every set of arguments', async () => {
    const { db } = database;
    for (const id of [2001, 2013, 999_999]) {
      const built = await db
        .selectFrom('variants')
        .select(['id', 'stock'])
        .where('id', '=', id)
        .execute();
      expect((await variantStock(db, id)).rows).toEqual(built);
    }
    for (const [currency, min] of [
      ['GBP', 0],
      ['EUR', 2000],
    ] as const) {
      const built = await db
        .selectFrom('variant_prices')
        .select(['variant_id', 'amount'])
        .where('currency', '=', currency)
        .where('amount', '>=', min)
        .where('variant_id', '<', 100_000)
        .orderBy('variant_id')
        .execute();
      expect(built.length).toBeGreaterThan(0);
      expect((await pricesIn(db, currency, min)).rows).toEqual(built);
    }
  });

  it('runs inside a transaction on its connection', async () => {
    const { db } = database;
    await db.transaction().execute(async (trx) => {
      await trx.updateTable('variants').set({ stock: 7 }).where('id', '=', 2002).execute();
      expect((await variantStock(trx, 2002)).rows).toEqual([{ id: 2002, stock: 7 }]);
    });
  });

  it('is a prepared statement of its connection on PostgreSQL, and ad-hoc queries are not', async () => {
    if (kind !== 'postgres') return;
    await database.db.transaction().execute(async (trx) => {
      await variantStock(trx, 2001);
      await trx.selectFrom('variants').select('id').where('id', 'in', [2001, 2002]).execute();
      const { rows } = await sql<{
        name: string;
        statement: string;
      }>`select name, statement from pg_prepared_statements`.execute(trx);
      for (const row of rows) expect(preparedName(row.statement)).toBe(row.name);
      expect(rows.some((r) => /select "id", "stock" from "variants"/.test(r.statement))).toBe(true);
      expect(rows.some((r) => / in \(/.test(r.statement))).toBe(false);
    });
  });

  it('refuses, when first run, a query an argument does not reach as a parameter of its own', () => {
    const shaped = queryShape((db: Db, id: number) =>
      db
        .selectFrom('variants')
        .select('id')
        .where('id', '=', Number(id) || 1),
    );
    expect(() => shaped(database.db, 2001)).toThrow(/argument 0/);
  });
});
