import type { Db } from '../db/database';
import { queryShape } from '../db/query-shape';
import type { CartPlan } from './cart-plan';

const updateLine = queryShape((db: Db, quantity: number, variantId: number, id: string, token: string) =>
  db.updateTable('cart_lines').set({ quantity, variant_id: variantId }).where('id', '=', id).where('cart_token', '=', token),
);

const updateLineWithAttributes = queryShape(
  (db: Db, quantity: number, variantId: number, attributes: string, id: string, token: string) =>
    db
      .updateTable('cart_lines')
      .set({ quantity, variant_id: variantId, attributes_json: attributes })
      .where('id', '=', id)
      .where('cart_token', '=', token),
);

/** Writes a validated plan: deletions first, so a merge never collides with the one-line-per-variant rule. */
export async function writePlan(db: Db, token: string, plan: CartPlan): Promise<void> {
  if (plan.removed.size > 0) {
    await db.deleteFrom('cart_lines').where('cart_token', '=', token).where('id', 'in', [...plan.removed]).execute();
  }
  for (const line of plan.changed()) {
    if (line.attributes) await updateLineWithAttributes(db, line.quantity, line.variantId, JSON.stringify(line.attributes), line.id, token);
    else await updateLine(db, line.quantity, line.variantId, line.id, token);
  }
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
