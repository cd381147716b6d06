import type { CompiledQuery, Compilable, DialectAdapter, QueryResult } from 'kysely';
import type { Db } from './schema';

/** Where a compiled parameter comes from: the call's argument at that index, or a value built in. */
type Slot = { arg: number } | { value: unknown };

interface Shape {
  compiled: CompiledQuery;
  slots: Slot[];
}

/** The SQL of every shape compiled so far, with a name to prepare it under (see `preparedName`). */
const statementNames = new Map<string, string>();

/**
 * The name a shape's SQL is prepared under on PostgreSQL (each pool connection prepares it once and
 * then only binds and executes it), or undefined for SQL that is not a shape's: ad-hoc queries, whose
 * texts vary (lists of ids), stay unnamed so connections do not collect prepared statements.
 */
export function preparedName(sql: string): string | undefined {
  return statementNames.get(sql);
}

/** Names `sql` (hand-written SQL of a fixed text) to be prepared like a shape's; returns the text. */
export function preparedSql(sql: string): string {
  if (!statementNames.has(sql)) statementNames.set(sql, `shape_${statementNames.size + 1}`);
  return sql;
}

/** Stand-ins for the arguments while a shape is compiled; each is found again among the parameters. */
function markers(count: number): string[] {
  return Array.from({ length: count }, (_, i) => `\u0000query-shape-argument-${i}\u0000`);
}

function compileShape<A extends unknown[]>(
  build: (db: Db, ...args: A) => Compilable,
  db: Db,
  arity: number,
): Shape {
  const stand = markers(arity);
  const compiled = build(db, ...(stand as unknown as A)).compile();
  const slots = compiled.parameters.map((value): Slot => {
    const arg = stand.indexOf(value as string);
    return arg >= 0 ? { arg } : { value };
  });
  for (let i = 0; i < arity; i++) {
    if (!slots.some((s) => 'arg' in s && s.arg === i)) {
      throw new Error(
        `queryShape: argument ${i} does not reach the query as a parameter of its own`,
      );
    }
  }
  preparedSql(compiled.sql);
  return { compiled, slots };
}

/**
 * A Kysely query built and compiled once per dialect and then run with fresh argument values:
 * building and compiling (parsing references, freezing nodes, visiting the tree) cost more than
 * SQLite takes to run a small query. `build` must pass each argument straight into one value
 * position (a where, a set, an insert value) — an argument it transforms, or one that changes the
 * query's shape (a list for `in`, an optional column), is refused when the shape is first compiled.
 * Runs on `db` or a transaction alike; the SQL is the one Kysely would have sent.
 */
export function queryShape<A extends unknown[], R>(
  build: (db: Db, ...args: A) => Compilable<R>,
): (db: Db, ...args: A) => Promise<QueryResult<R>> {
  const shapes = new WeakMap<DialectAdapter, Shape>();
  return (db, ...args) => {
    const adapter = db.getExecutor().adapter;
    let shape = shapes.get(adapter);
    if (!shape) {
      shape = compileShape(build, db, args.length);
      shapes.set(adapter, shape);
    }
    const parameters = shape.slots.map((slot) => ('arg' in slot ? args[slot.arg] : slot.value));
    return db.executeQuery<R>({ ...shape.compiled, parameters } as CompiledQuery<R>);
  };
}
