import { currencyOf } from '../commerce/regions';
import type { Db } from '../db/database';
import { queryShape } from '../db/query-shape';
import type { CartRef } from './cart-id';
import type { Attribute, CartLineView, CartView } from './cart-types';
import { cartView, findCart } from './cart-view';
import { type MerchandiseCache, withStock } from './merchandise-cache';

/** The cart's own line columns and each variant's stock: everything of a line that changes. */
const lineRows = queryShape((db: Db, token: string) =>
  db
    .selectFrom('cart_lines')
    .innerJoin('variants', 'variants.id', 'cart_lines.variant_id')
    .select([
      'cart_lines.id',
      'cart_lines.variant_id',
      'cart_lines.quantity',
      'cart_lines.attributes_json',
      'cart_lines.position',
      'variants.stock',
    ])
    .where('cart_lines.cart_token', '=', token)
    .orderBy('cart_lines.position'),
);

const NO_ATTRIBUTES: Attribute[] = [];

function parseAttributes(text: string): Attribute[] {
  if (text === '[]') return NO_ATTRIBUTES;
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? (value as Attribute[]) : NO_ATTRIBUTES;
  } catch {
    return NO_ATTRIBUTES;
  }
}

/**
 * The cart's lines in order, as `loadCartLines` reads them, but with the catalogue side of each line
 * (product, price, image) from `merchandise`: one narrow query instead of a five-table join.
 */
export async function readCartLines(
  db: Db,
  token: string,
  currency: string,
  merchandise: MerchandiseCache,
): Promise<CartLineView[]> {
  return linesOf(db, token, (await lineRows(db, token)).rows, currency, merchandise);
}

/** A line as the database has it: its own columns and its variant's stock. */
export interface LineRow {
  id: string;
  variant_id: number;
  quantity: number;
  attributes_json: string;
  position: number;
  stock: number;
}

/** Lines read elsewhere (rows in cart order), made whole with the catalogue side from `merchandise`. */
export async function linesOf(
  db: Db,
  token: string,
  rows: LineRow[],
  currency: string,
  merchandise: MerchandiseCache,
): Promise<CartLineView[]> {
  const known = await merchandise.get(
    db,
    rows.map((r) => r.variant_id),
    currency,
  );
  const lines: CartLineView[] = [];
  for (const r of rows) {
    const m = known.get(r.variant_id);
    if (!m) continue; // a variant that no longer exists, as the join would leave it out
    lines.push({
      id: r.id,
      cartToken: token,
      quantity: r.quantity,
      position: r.position,
      attributes: parseAttributes(r.attributes_json),
      variant: withStock(m.variant, r.stock),
      product: m.product,
    });
  }
  return lines;
}

/** The whole cart, or null when it does not exist or the key is wrong. */
export async function readCartView(
  db: Db,
  ref: CartRef,
  merchandise: MerchandiseCache,
): Promise<CartView | null> {
  const row = await findCart(db, ref);
  if (!row) return null;
  return cartView(
    row,
    ref.key,
    await readCartLines(db, row.token, currencyOf(row.country), merchandise),
  );
}
