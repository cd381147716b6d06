import { type DatabaseIntrospector, type SchemaMetadata, type TableMetadata, sql } from 'kysely';
import type { Db } from './schema';

/*
 * Kysely's migrator finds its own tables through `db.introspection`, whose PostgreSQL query reads
 * every schema of the database and names each table by text (`pg_get_serial_sequence`,
 * `has_schema_privilege`). When another schema is dropped while that query runs (a parallel test
 * run's, or a scale-out test's), PostgreSQL fails it with "schema … does not exist", and the
 * migration fails though nothing of ours changed. The migrator is handed `db` with this
 * introspector in its place: it reads one schema, and joins the catalogue by oid only.
 */

interface ColumnRow {
  table: string;
  kind: string;
  column: string | null;
  type: string | null;
  nullable: boolean | null;
  hasDefault: boolean | null;
  autoIncrementing: boolean | null;
}

/** An introspector over `schema` alone (its tables and views, with their columns). */
export function schemaIntrospector(db: Db, schema: string): DatabaseIntrospector {
  const getSchemas = async (): Promise<SchemaMetadata[]> => {
    const { rows } = await sql<{ name: string }>`
      select nspname as name from pg_catalog.pg_namespace where nspname = ${schema}`.execute(db);
    return rows;
  };
  const getTables = async (): Promise<TableMetadata[]> => {
    const { rows } = await sql<ColumnRow>`
      select c.relname as "table", c.relkind as kind, a.attname as "column",
             format_type(a.atttypid, a.atttypmod) as type,
             not a.attnotnull as nullable,
             a.atthasdef as "hasDefault",
             (a.attidentity <> '' or coalesce(pg_get_expr(d.adbin, d.adrelid), '') like 'nextval(%')
               as "autoIncrementing"
      from pg_catalog.pg_class c
      join pg_catalog.pg_namespace n on n.oid = c.relnamespace
      left join pg_catalog.pg_attribute a
        on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
      left join pg_catalog.pg_attrdef d on d.adrelid = c.oid and d.adnum = a.attnum
      where n.nspname = ${schema} and c.relkind in ('r', 'v', 'p')
      order by c.relname, a.attnum`.execute(db);
    const tables = new Map<
      string,
      TableMetadata & { columns: TableMetadata['columns'][number][] }
    >();
    for (const row of rows) {
      let table = tables.get(row.table);
      if (!table) {
        table = { name: row.table, schema, isView: row.kind === 'v', columns: [] };
        tables.set(row.table, table);
      }
      if (row.column === null) continue;
      table.columns.push({
        name: row.column,
        dataType: row.type ?? '',
        isNullable: row.nullable === true,
        hasDefaultValue: row.hasDefault === true,
        isAutoIncrementing: row.autoIncrementing === true,
      });
    }
    return [...tables.values()];
  };
  return {
    getSchemas,
    getTables,
    getMetadata: async () => ({ tables: await getTables() }),
  };
}

/** `db` as the migrator sees it: the same in every way but its introspection (see above). */
export function withSchemaIntrospection(db: Db, schema: string): Db {
  const introspection = schemaIntrospector(db, schema);
  return new Proxy(db, {
    get(target, key) {
      if (key === 'introspection') return introspection;
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
