import type { Db } from '../db/database';
import { CartPlan, type VariantStock } from './cart-plan';
import type { CartLineView } from './cart-types';
import { type LineMerchandise, loadMerchandise } from './cart-view';
import type { MerchandiseCache } from './merchandise-cache';

/** What the validation and the answer need to know of every variant a plan's lines hold. */
export type Merchandise = Map<number, LineMerchandise>;

/** An edit of a cart's lines begins from the lines as read, and from what is known of their variants. */
export function planOf(
  current: CartLineView[],
  token: string,
): { plan: CartPlan; known: Merchandise } {
  const plan = new CartPlan(
    current.map((l) => ({
      id: l.id,
      variant_id: l.variant.id,
      quantity: l.quantity,
      position: l.position,
    })),
    token,
  );
  return {
    plan,
    known: new Map(current.map((l) => [l.variant.id, { variant: l.variant, product: l.product }])),
  };
}

/**
 * Loads what `known` lacks of the plan's variants (with their stock, from `db`) and validates the plan
 * against them; the plan's errors say whether it may be written.
 */
export async function checkPlan(
  db: Db,
  plan: CartPlan,
  known: Merchandise,
  currency: string,
  cache: MerchandiseCache,
): Promise<void> {
  if (plan.errors.length > 0) return;
  const missing = plan.variantIds().filter((id) => !known.has(id));
  if (missing.length > 0) {
    for (const [id, found] of await loadMerchandise(db, missing, currency)) {
      known.set(id, found);
      cache.remember(id, currency, found);
    }
  }
  plan.validate(stockOf(known));
}

/** The lines a written plan leaves, built from what was read and written: no read-back. */
export function plannedLines(
  plan: CartPlan,
  current: CartLineView[],
  known: Merchandise,
  token: string,
): CartLineView[] {
  const attributes = new Map(current.map((l) => [l.id, l.attributes]));
  return plan.final().map((l): CartLineView => {
    const { variant, product } = known.get(l.variantId)!;
    const kept = l.attributes ?? attributes.get(l.id) ?? [];
    return {
      id: l.id,
      cartToken: token,
      quantity: l.quantity,
      position: l.position,
      attributes: kept,
      variant,
      product,
    };
  });
}

function stockOf(known: Merchandise): Map<number, VariantStock> {
  const stock = new Map<number, VariantStock>();
  for (const [id, { variant, product }] of known) {
    const name =
      variant.title === 'Default Title' ? product.title : `${product.title} (${variant.title})`;
    stock.set(id, { id, stock: variant.stock, name });
  }
  return stock;
}
