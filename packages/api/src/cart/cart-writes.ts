import type { Db } from '../db/database';
import type { CartPlan, StoredLine, VariantStock } from './cart-plan';

export async function loadStoredLines(db: Db, token: string): Promise<StoredLine[]> {
  return db
    .selectFrom('cart_lines')
    .select(['id', 'variant_id', 'quantity', 'attributes_json', 'position'])
    .where('cart_token', '=', token)
    .execute();
}

export async function loadStock(db: Db, ids: number[]): Promise<Map<number, VariantStock>> {
  const stock = new Map<number, VariantStock>();
  if (ids.length === 0) return stock;
  const rows = await db
    .selectFrom('variants')
    .innerJoin('products', 'products.id', 'variants.product_id')
    .select(['variants.id', 'variants.stock', 'variants.title', 'products.title as product_title'])
    .where('variants.id', 'in', ids)
    .execute();
  for (const r of rows) {
    const name = r.title === 'Default Title' ? r.product_title : `${r.product_title} (${r.title})`;
    stock.set(r.id, { id: r.id, stock: r.stock, name });
  }
  return stock;
}

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
