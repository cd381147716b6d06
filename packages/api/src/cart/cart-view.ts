import { currencyOf, regionOf } from '../commerce/regions';
import { cartTotals } from '../commerce/tax';
import type { Db } from '../db/database';
import { queryShape } from '../db/query-shape';
import type { CartTable } from '../db/schema';
import type { CartRef } from './cart-id';
import { keyMatches } from './cart-id';
import type { Attribute, CartLineView, CartView } from './cart-types';

function parseList<T>(text: string): T[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? (value as T[]) : [];
  } catch {
    return [];
  }
}

const cartRow = queryShape((db: Db, token: string) =>
  db.selectFrom('carts').selectAll().where('token', '=', token),
);

/** The cart row by its token, whoever asks. */
export async function cartByToken(db: Db, token: string): Promise<CartTable | undefined> {
  return (await cartRow(db, token)).rows[0];
}

/** The cart row if the ref's key opens it; a wrong key reads exactly like a missing cart. */
export async function findCart(db: Db, ref: CartRef): Promise<CartTable | null> {
  const row = await cartByToken(db, ref.token);
  return row && keyMatches(ref.key, row.key_hash) ? row : null;
}

/** Variants with what a cart line shows: product, price in `currency`, image. */
function variantQuery(db: Db, currency: string) {
  return db
    .selectFrom('variants')
    .innerJoin('products', 'products.id', 'variants.product_id')
    .leftJoin('variant_prices', (join) =>
      join
        .onRef('variant_prices.variant_id', '=', 'variants.id')
        .on('variant_prices.currency', '=', currency),
    )
    .leftJoin('product_images', 'product_images.id', 'variants.image_id')
    .select([
      'variants.id as variant_id',
      'variants.title as variant_title',
      'variants.sku',
      'variants.stock',
      'variants.options_json',
      'products.id as product_id',
      'products.handle',
      'products.title as product_title',
      'variant_prices.amount',
      'variant_prices.compare_at',
      'product_images.id as image_id',
      'product_images.file',
      'product_images.alt_text',
      'product_images.width',
      'product_images.height',
    ]);
}

type VariantRow = Awaited<ReturnType<ReturnType<typeof variantQuery>['execute']>>[number];

/** A variant and its product as a cart line carries them. */
export type LineMerchandise = Pick<CartLineView, 'variant' | 'product'>;

function merchandise(r: VariantRow, currency: string): LineMerchandise {
  const product = { id: r.product_id, handle: r.handle, title: r.product_title };
  return {
    product,
    variant: {
      id: r.variant_id,
      productId: r.product_id,
      title: r.variant_title,
      sku: r.sku,
      stock: r.stock,
      currency,
      price: r.amount ?? 0,
      compareAt: r.compare_at ?? null,
      image:
        r.image_id === null || r.file === null
          ? null
          : {
              id: r.image_id,
              file: r.file,
              altText: r.alt_text ?? '',
              width: r.width ?? 0,
              height: r.height ?? 0,
            },
      selectedOptions: parseList(r.options_json),
      productStub: product,
    },
  };
}

const cartLineRows = queryShape((db: Db, currency: string, token: string) =>
  variantQuery(db, currency)
    .innerJoin('cart_lines', 'cart_lines.variant_id', 'variants.id')
    .select([
      'cart_lines.id as line_id',
      'cart_lines.quantity',
      'cart_lines.attributes_json',
      'cart_lines.position',
    ])
    .where('cart_lines.cart_token', '=', token)
    .orderBy('cart_lines.position'),
);

/** The cart's lines in order, each with its variant, product, price and image. */
export async function loadCartLines(
  db: Db,
  token: string,
  currency: string,
): Promise<CartLineView[]> {
  const { rows } = await cartLineRows(db, currency, token);
  return rows.map((r) => {
    const { variant, product } = merchandise(r, currency);
    return {
      id: r.line_id,
      cartToken: token,
      quantity: r.quantity,
      position: r.position,
      attributes: parseList<Attribute>(r.attributes_json),
      variant,
      product,
    };
  });
}

/** Variants by id, for lines that are about to hold them; unknown ids are simply absent. */
export async function loadMerchandise(
  db: Db,
  ids: number[],
  currency: string,
): Promise<Map<number, LineMerchandise>> {
  const found = new Map<number, LineMerchandise>();
  if (ids.length === 0) return found;
  const rows = await variantQuery(db, currency).where('variants.id', 'in', ids).execute();
  for (const r of rows) found.set(r.variant_id, merchandise(r, currency));
  return found;
}

export function cartView(row: CartTable, key: string, lines: CartLineView[]): CartView {
  const region = regionOf(row.country);
  const currency = currencyOf(row.country);
  const subtotal = lines.reduce((sum, l) => sum + l.variant.price * l.quantity, 0);
  return {
    token: row.token,
    key,
    country: row.country,
    region,
    currency,
    email: row.email,
    phone: row.phone,
    customerToken: row.customer_token,
    completed: row.status === 'completed',
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    lines,
    totalQuantity: lines.reduce((sum, l) => sum + l.quantity, 0),
    totals: cartTotals(subtotal, region),
  };
}
