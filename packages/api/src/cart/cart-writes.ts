import type { Db } from '../db/database';
import type { CartPlan } from './cart-plan';

/** Writes a validated plan: deletions first, so a merge never collides with the one-line-per-variant rule. */
export async function writePlan(db: Db, token: string, plan: CartPlan): Promise<void> {
  if (plan.removed.size > 0) {
    await db.deleteFrom('cart_lines').where('cart_token', '=', token).where('id', 'in', [...plan.removed]).execute();
  }
  for (const line of plan.changed()) {
    await db
      .updateTable('cart_lines')
      .set({
        quantity: line.quantity,
        variant_id: line.variantId,
        ...(line.attributes ? { attributes_json: JSON.stringify(line.attributes) } : {}),
      })
      .where('id', '=', line.id)
      .where('cart_token', '=', token)
      .execute();
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
