import { CompiledQuery, PostgresAdapter } from 'kysely';
import type { Db } from '../db/database';
import { preparedSql } from '../db/query-shape';
import type { CartTable } from '../db/schema';
import type { LineRow } from './cart-lines';
import type { CartPlan } from './cart-plan';

/**
 * On PostgreSQL a cart edit is two statements instead of a transaction of five (begin, lock and
 * touch, read lines, write, commit): one reads the cart, its lines and their stock; the other writes
 * the edit only if the cart row is still the version that was read. Every edit of a cart or its
 * lines rewrites the cart row (the touch, checkout's completion), and each rewrite gives the row a
 * new `xmin` (the id of the transaction that wrote it), so an unchanged `xmin` means unchanged lines.
 * The write waits for the row lock like any other edit, and its touch and line writes are one
 * statement: all of it commits or none. When the version has moved on the write does nothing, and the
 * caller runs the edit again the locking way.
 */

export function isPostgres(db: Db): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

export interface CartForEdit {
  row: CartTable;
  /** The row's `xmin` as text: the version the write is conditional on. */
  version: string;
  lines: LineRow[];
}

const READ =
  preparedSql(`select c.token, c.key_hash, c.country, c.email, c.phone, c.customer_token, c.status,
  c.created_at, c.updated_at, c.xmin::text as version,
  l.id, l.variant_id, l.quantity, l.attributes_json, l.position, v.stock
from carts c left join (cart_lines l join variants v on v.id = l.variant_id) on l.cart_token = c.token
where c.token = $1
order by l.position`);

type ReadRow = CartTable & { version: string } & { [K in keyof LineRow]: LineRow[K] | null };

/** The cart, its version and its lines (with stock) as of one snapshot; null when there is no such cart. */
export async function readCartForEdit(db: Db, token: string): Promise<CartForEdit | null> {
  const { rows } = await db.executeQuery<ReadRow>(CompiledQuery.raw(READ, [token]));
  const first = rows[0];
  if (!first) return null;
  const row: CartTable = {
    token: first.token,
    key_hash: first.key_hash,
    country: first.country,
    email: first.email,
    phone: first.phone,
    customer_token: first.customer_token,
    status: first.status,
    created_at: first.created_at,
    updated_at: first.updated_at,
  };
  const lines: LineRow[] = [];
  for (const r of rows) {
    if (r.id === null) continue; // the cart's one row when it has no lines
    lines.push({
      id: r.id,
      variant_id: r.variant_id!,
      quantity: r.quantity!,
      attributes_json: r.attributes_json!,
      position: r.position!,
      stock: r.stock!,
    });
  }
  return { row, version: first.version, lines };
}

// Deletions, changes and insertions run side by side in one statement, in no set order, so a plan
// whose insert or swap could meet a deleted line's variant (the one-line-per-variant rule) is left to
// the locking path, which deletes first. The touch also checks the stock of every line the plan
// changes or adds as it is now (the plan was checked against stock that may be older), and the
// statement answers with the row's new version and the stock of the cart's variants.
const WRITE = preparedSql(`with touched as (
  update carts set updated_at = $1
  where token = $2 and status = 'open' and xmin = $3::xid and not exists (
    select 1 from unnest($13::int[], $14::int[]) as q(variant_id, quantity) join variants v on v.id = q.variant_id
    where q.quantity > v.stock)
  returning token, xmin::text as version
), removed as (
  delete from cart_lines l using touched where l.cart_token = touched.token and l.id = any($4::text[])
), changed as (
  update cart_lines l set quantity = c.quantity, attributes_json = coalesce(c.attributes, l.attributes_json)
  from touched, unnest($5::text[], $6::int[], $7::text[]) as c(id, quantity, attributes)
  where l.cart_token = touched.token and l.id = c.id
), added as (
  insert into cart_lines (id, cart_token, variant_id, quantity, attributes_json, position)
  select a.id, touched.token, a.variant_id, a.quantity, a.attributes, a.position
  from touched, unnest($8::text[], $9::int[], $10::int[], $11::text[], $12::int[]) as a(id, variant_id, quantity, attributes, position)
)
select t.version, v.id, v.stock from touched t left join variants v on v.id = any($15::int[])`);

/** True when `plan` can be written by the one conditional statement (see WRITE). */
export function writableAtOnce(plan: CartPlan): boolean {
  if (plan.changed().some((l) => l.variantId !== l.storedVariantId)) return false;
  return plan.removed.size === 0 || plan.added().length === 0;
}

export interface Written {
  /** The cart row's version after the write. */
  version: string;
  /** The stock of every variant the cart now holds, as the write saw it. */
  stock: Map<number, number>;
}

/**
 * Writes a validated plan if the cart is still at `version` and the stock still covers the lines it
 * changes or adds; null (and nothing written) when not.
 */
export async function writeIfUnchanged(
  db: Db,
  token: string,
  version: string,
  now: string,
  plan: CartPlan,
): Promise<Written | null> {
  const changed = plan.changed();
  const added = plan.added();
  const touched = [...changed, ...added];
  const parameters = [
    now,
    token,
    version,
    [...plan.removed],
    changed.map((l) => l.id),
    changed.map((l) => l.quantity),
    changed.map((l) => (l.attributes ? JSON.stringify(l.attributes) : null)),
    added.map((l) => l.id),
    added.map((l) => l.variantId),
    added.map((l) => l.quantity),
    added.map((l) => JSON.stringify(l.attributes ?? [])),
    added.map((l) => l.position),
    touched.map((l) => l.variantId),
    touched.map((l) => l.quantity),
    plan.final().map((l) => l.variantId),
  ];
  const { rows } = await db.executeQuery<{
    version: string;
    id: number | null;
    stock: number | null;
  }>(CompiledQuery.raw(WRITE, parameters));
  if (rows.length === 0) return null;
  const stock = new Map<number, number>();
  for (const r of rows) if (r.id !== null) stock.set(r.id, r.stock!);
  return { version: rows[0]!.version, stock };
}
