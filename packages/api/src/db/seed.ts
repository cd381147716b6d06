import { CURRENCIES } from '../commerce/regions';
import type { Db } from './database';
import { SEED_COLLECTIONS, SEED_PRODUCTS } from './seed-catalogue';
import type { SeedProduct } from './seed-types';

const IMAGE_SIZE = 800;
// A fixed clock keeps CREATED_AT ordering and timestamps identical on every database.
const SEED_EPOCH = Date.UTC(2024, 0, 1);

function stamp(position: number): string {
  return new Date(SEED_EPOCH + position * 86_400_000).toISOString();
}

function optionRows(p: SeedProduct) {
  if (p.options.length === 0) {
    return [
      {
        id: p.id * 10,
        product_id: p.id,
        name: 'Title',
        position: 1,
        values_json: '["Default Title"]',
      },
    ];
  }
  return p.options.map((name, i) => ({
    id: p.id * 10 + i,
    product_id: p.id,
    name,
    position: i + 1,
    values_json: JSON.stringify([...new Set(p.variants.map((v) => v.options[i]))]),
  }));
}

function variantRows(p: SeedProduct) {
  return p.variants.map((v, i) => {
    const selected =
      p.options.length === 0
        ? [{ name: 'Title', value: 'Default Title' }]
        : p.options.map((name, j) => ({ name, value: v.options[j] ?? '' }));
    return {
      id: v.id,
      product_id: p.id,
      title: p.options.length === 0 ? 'Default Title' : v.options.join(' / '),
      sku: v.sku,
      position: i + 1,
      image_id: p.image.id,
      options_json: JSON.stringify(selected),
      stock: v.stock,
    };
  });
}

/**
 * Inserts the catalogue rows that are missing and leaves existing ones alone, so it is safe on every
 * start: stock that orders have decremented is never reset.
 */
export async function seed(db: Db): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const [position, p] of SEED_PRODUCTS.entries()) {
      await trx
        .insertInto('products')
        .values({
          id: p.id,
          handle: p.handle,
          title: p.title,
          description_html: p.descriptionHtml,
          product_type: p.productType,
          vendor: p.vendor,
          position,
          created_at: stamp(position),
          updated_at: stamp(position),
        })
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
      await trx
        .insertInto('product_tags')
        .values(p.tags.map((tag) => ({ product_id: p.id, tag })))
        .onConflict((oc) => oc.columns(['product_id', 'tag']).doNothing())
        .execute();
      await trx
        .insertInto('product_images')
        .values({
          id: p.image.id,
          product_id: p.id,
          file: p.image.file,
          alt_text: p.image.alt,
          width: IMAGE_SIZE,
          height: IMAGE_SIZE,
          position: 1,
        })
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
      await trx
        .insertInto('product_options')
        .values(optionRows(p))
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
      await trx
        .insertInto('variants')
        .values(variantRows(p))
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
      const priceRows = p.variants.flatMap((v) =>
        CURRENCIES.map((currency) => ({
          variant_id: v.id,
          currency,
          amount: v.price[currency],
          compare_at: v.compareAt?.[currency] ?? null,
        })),
      );
      await trx
        .insertInto('variant_prices')
        .values(priceRows)
        .onConflict((oc) => oc.columns(['variant_id', 'currency']).doNothing())
        .execute();
    }
    const productId = new Map(SEED_PRODUCTS.map((p) => [p.handle, p.id]));
    for (const [position, c] of SEED_COLLECTIONS.entries()) {
      await trx
        .insertInto('collections')
        .values({
          id: c.id,
          handle: c.handle,
          title: c.title,
          description_html: c.descriptionHtml,
          image_file: c.image,
          position,
          updated_at: stamp(position),
        })
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
      const members = c.products.map((handle, i) => {
        const id = productId.get(handle);
        if (id === undefined)
          throw new Error(`collection ${c.handle} lists unknown product ${handle}`);
        return { collection_id: c.id, product_id: id, position: i };
      });
      await trx
        .insertInto('collection_products')
        .values(members)
        .onConflict((oc) => oc.columns(['collection_id', 'product_id']).doNothing())
        .execute();
    }
  });
}
