import { type Kysely, type Migration, sql } from 'kysely';
import { idempotencyKeysMigration } from './idempotency-keys-migration';

/*
 * The migrations of the tables db/ itself owns (schema.ts): the catalogue, carts and orders every
 * commerce area reads, and the idempotency keys every paying area shares. Each domain keeps its own
 * list beside its code; the composition root (compose/migrations.ts) puts the lists together.
 * Never edit a migration that has shipped, nor rename one: add the next.
 */
// Migrations run before the schema exists, so they see an untyped database.
type AnyDb = Kysely<unknown>;

const catalogue: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('products')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('handle', 'text', (c) => c.notNull().unique())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('description_html', 'text', (c) => c.notNull())
      .addColumn('product_type', 'text', (c) => c.notNull())
      .addColumn('vendor', 'text', (c) => c.notNull())
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('product_tags')
      .addColumn('product_id', 'integer', (c) =>
        c.notNull().references('products.id').onDelete('cascade'),
      )
      .addColumn('tag', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('product_tags_pk', ['product_id', 'tag'])
      .execute();
    await db.schema.createIndex('product_tags_tag').on('product_tags').column('tag').execute();
    await db.schema
      .createTable('product_images')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('product_id', 'integer', (c) =>
        c.notNull().references('products.id').onDelete('cascade'),
      )
      .addColumn('file', 'text', (c) => c.notNull())
      .addColumn('alt_text', 'text', (c) => c.notNull())
      .addColumn('width', 'integer', (c) => c.notNull())
      .addColumn('height', 'integer', (c) => c.notNull())
      .addColumn('position', 'integer', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('product_images_product')
      .on('product_images')
      .column('product_id')
      .execute();
    await db.schema
      .createTable('product_options')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('product_id', 'integer', (c) =>
        c.notNull().references('products.id').onDelete('cascade'),
      )
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('values_json', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('product_options_product')
      .on('product_options')
      .column('product_id')
      .execute();
    await db.schema
      .createTable('variants')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('product_id', 'integer', (c) =>
        c.notNull().references('products.id').onDelete('cascade'),
      )
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('sku', 'text', (c) => c.notNull().unique())
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('image_id', 'integer')
      .addColumn('options_json', 'text', (c) => c.notNull())
      .addColumn('stock', 'integer', (c) => c.notNull().check(sql`stock >= 0`))
      .execute();
    await db.schema.createIndex('variants_product').on('variants').column('product_id').execute();
    await db.schema
      .createTable('variant_prices')
      .addColumn('variant_id', 'integer', (c) =>
        c.notNull().references('variants.id').onDelete('cascade'),
      )
      .addColumn('currency', 'text', (c) => c.notNull())
      .addColumn('amount', 'integer', (c) => c.notNull())
      .addColumn('compare_at', 'integer')
      .addPrimaryKeyConstraint('variant_prices_pk', ['variant_id', 'currency'])
      .execute();
    await db.schema
      .createTable('collections')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('handle', 'text', (c) => c.notNull().unique())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('description_html', 'text', (c) => c.notNull())
      .addColumn('image_file', 'text')
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('collection_products')
      .addColumn('collection_id', 'integer', (c) =>
        c.notNull().references('collections.id').onDelete('cascade'),
      )
      .addColumn('product_id', 'integer', (c) =>
        c.notNull().references('products.id').onDelete('cascade'),
      )
      .addColumn('position', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('collection_products_pk', ['collection_id', 'product_id'])
      .execute();
  },
};

const carts: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('carts')
      .addColumn('token', 'text', (c) => c.primaryKey())
      .addColumn('key_hash', 'text', (c) => c.notNull())
      .addColumn('country', 'text', (c) => c.notNull())
      .addColumn('email', 'text')
      .addColumn('phone', 'text')
      .addColumn('customer_token', 'text')
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('cart_lines')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('cart_token', 'text', (c) =>
        c.notNull().references('carts.token').onDelete('cascade'),
      )
      .addColumn('variant_id', 'integer', (c) => c.notNull().references('variants.id'))
      .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity > 0`))
      .addColumn('attributes_json', 'text', (c) => c.notNull())
      .addColumn('position', 'integer', (c) => c.notNull())
      // One line per variant: adding the same variant again merges into it.
      .addUniqueConstraint('cart_lines_variant', ['cart_token', 'variant_id'])
      .execute();
  },
};

const orders: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('orders')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('number', 'integer', (c) => c.notNull().unique())
      .addColumn('cart_token', 'text', (c) => c.notNull().unique())
      .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('currency', 'text', (c) => c.notNull())
      .addColumn('subtotal', 'integer', (c) => c.notNull())
      .addColumn('tax', 'integer', (c) => c.notNull())
      .addColumn('duty', 'integer', (c) => c.notNull())
      .addColumn('total', 'integer', (c) => c.notNull())
      .addColumn('shipping_json', 'text', (c) => c.notNull())
      .addColumn('payment_ref', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('order_lines')
      .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id').onDelete('cascade'))
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('variant_id', 'integer', (c) => c.notNull())
      .addColumn('handle', 'text', (c) => c.notNull())
      .addColumn('product_title', 'text', (c) => c.notNull())
      .addColumn('variant_title', 'text', (c) => c.notNull())
      .addColumn('quantity', 'integer', (c) => c.notNull())
      .addColumn('unit_price', 'integer', (c) => c.notNull())
      .addColumn('total', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('order_lines_pk', ['order_id', 'position'])
      .execute();
    await db.schema
      .createTable('checkout_requests')
      .addColumn('idempotency_key', 'text', (c) => c.primaryKey())
      // One checkout at a time per cart: a second key for the same cart waits its turn.
      .addColumn('cart_token', 'text', (c) => c.notNull().unique())
      .addColumn('state', 'text', (c) => c.notNull())
      .addColumn('order_id', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
  },
};

/** db/'s migrations, by the names they shipped under. */
export const coreMigrations: Record<string, Migration> = {
  '0001_catalogue': catalogue,
  '0002_carts': carts,
  '0003_orders': orders,
  '0013_idempotency_keys': idempotencyKeysMigration,
};
