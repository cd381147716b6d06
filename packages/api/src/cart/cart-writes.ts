import type { Db } from '../db/database';
import { queryShape } from '../db/query-shape';
import type { CartPlan, PlanLine } from './cart-plan';

// A changed line rewrites only what changed: its variant (part of the one-line-per-variant index) only
// when it was swapped, so a quantity change leaves the indexes alone (a HOT update on PostgreSQL).
const setQuantity = queryShape((db: Db, quantity: number, id: string, token: string) =>
  db
    .updateTable('cart_lines')
    .set({ quantity })
    .where('id', '=', id)
    .where('cart_token', '=', token),
);

const setQuantityAttributes = queryShape(
  (db: Db, quantity: number, attributes: string, id: string, token: string) =>
    db
      .updateTable('cart_lines')
      .set({ quantity, attributes_json: attributes })
      .where('id', '=', id)
      .where('cart_token', '=', token),
);

const setQuantityVariant = queryShape(
  (db: Db, quantity: number, variantId: number, id: string, token: string) =>
    db
      .updateTable('cart_lines')
      .set({ quantity, variant_id: variantId })
      .where('id', '=', id)
      .where('cart_token', '=', token),
);

const setQuantityVariantAttributes = queryShape(
  (db: Db, quantity: number, variantId: number, attributes: string, id: string, token: string) =>
    db
      .updateTable('cart_lines')
      .set({ quantity, variant_id: variantId, attributes_json: attributes })
      .where('id', '=', id)
      .where('cart_token', '=', token),
);

async function writeChanged(db: Db, token: string, line: PlanLine): Promise<void> {
  const attributes = line.attributes ? JSON.stringify(line.attributes) : null;
  if (line.variantId === line.storedVariantId) {
    if (attributes === null) await setQuantity(db, line.quantity, line.id, token);
    else await setQuantityAttributes(db, line.quantity, attributes, line.id, token);
  } else if (attributes === null)
    await setQuantityVariant(db, line.quantity, line.variantId, line.id, token);
  else
    await setQuantityVariantAttributes(
      db,
      line.quantity,
      line.variantId,
      attributes,
      line.id,
      token,
    );
}

/** Writes a validated plan: deletions first, so a merge never collides with the one-line-per-variant rule. */
export async function writePlan(db: Db, token: string, plan: CartPlan): Promise<void> {
  if (plan.removed.size > 0) {
    await db
      .deleteFrom('cart_lines')
      .where('cart_token', '=', token)
      .where('id', 'in', [...plan.removed])
      .execute();
  }
  for (const line of plan.changed()) await writeChanged(db, token, line);
  const added = plan.added();
  if (added.length > 0) {
    await db
      .insertInto('cart_lines')
      .values(
        added.map((l) => ({
          id: l.id,
          cart_token: token,
          variant_id: l.variantId,
          quantity: l.quantity,
          attributes_json: JSON.stringify(l.attributes ?? []),
          position: l.position,
        })),
      )
      .execute();
  }
}
