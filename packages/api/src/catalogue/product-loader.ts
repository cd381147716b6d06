import type { Db } from '../db/database';
import type { ImageView, ProductView, SelectedOption, VariantView } from './views';

function parseJson<T>(text: string, fallback: T): T {
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

/**
 * Loads whole products (tags, images, options, variants and their prices in `currency`) in six
 * queries however many products are asked for, so list pages do not fan out per product.
 */
export async function loadProducts(
  db: Db,
  ids: readonly number[],
  currency: string,
): Promise<Map<number, ProductView>> {
  const result = new Map<number, ProductView>();
  if (ids.length === 0) return result;
  const list = [...new Set(ids)];
  const [products, tags, images, options, variants] = await Promise.all([
    db.selectFrom('products').selectAll().where('id', 'in', list).execute(),
    db
      .selectFrom('product_tags')
      .selectAll()
      .where('product_id', 'in', list)
      .orderBy('tag')
      .execute(),
    db
      .selectFrom('product_images')
      .selectAll()
      .where('product_id', 'in', list)
      .orderBy('position')
      .execute(),
    db
      .selectFrom('product_options')
      .selectAll()
      .where('product_id', 'in', list)
      .orderBy('position')
      .execute(),
    db
      .selectFrom('variants')
      .leftJoin('variant_prices', (join) =>
        join
          .onRef('variant_prices.variant_id', '=', 'variants.id')
          .on('variant_prices.currency', '=', currency),
      )
      .select([
        'variants.id',
        'variants.product_id',
        'variants.title',
        'variants.sku',
        'variants.stock',
        'variants.image_id',
        'variants.options_json',
        'variant_prices.amount',
        'variant_prices.compare_at',
      ])
      .where('variants.product_id', 'in', list)
      .orderBy('variants.position')
      .execute(),
  ]);
  const imageById = new Map<number, ImageView>();
  for (const p of products) {
    result.set(p.id, {
      id: p.id,
      handle: p.handle,
      title: p.title,
      descriptionHtml: p.description_html,
      productType: p.product_type,
      vendor: p.vendor,
      tags: [],
      createdAt: p.created_at,
      updatedAt: p.updated_at,
      currency,
      images: [],
      options: [],
      variants: [],
    });
  }
  for (const t of tags) result.get(t.product_id)?.tags.push(t.tag);
  for (const i of images) {
    const view = { id: i.id, file: i.file, altText: i.alt_text, width: i.width, height: i.height };
    imageById.set(i.id, view);
    result.get(i.product_id)?.images.push(view);
  }
  for (const o of options) {
    result
      .get(o.product_id)
      ?.options.push({ id: o.id, name: o.name, values: parseJson<string[]>(o.values_json, []) });
  }
  for (const v of variants) {
    const variant: VariantView = {
      id: v.id,
      productId: v.product_id,
      title: v.title,
      sku: v.sku,
      stock: v.stock,
      currency,
      // A variant without a price in this currency cannot be sold there; zero would be a lie.
      price: v.amount ?? -1,
      compareAt: v.compare_at ?? null,
      image: v.image_id === null ? null : (imageById.get(v.image_id) ?? null),
      selectedOptions: parseJson<SelectedOption[]>(v.options_json, []),
    };
    if (variant.price >= 0) result.get(v.product_id)?.variants.push(variant);
  }
  return result;
}

export async function productIdByHandle(db: Db, handle: string): Promise<number | null> {
  const row = await db
    .selectFrom('products')
    .select('id')
    .where('handle', '=', handle)
    .executeTakeFirst();
  return row?.id ?? null;
}
