import type { Kysely } from 'kysely';

/**
 * Table types for Kysely. Money columns are integer minor units; the currency sits beside them.
 * Timestamps are ISO-8601 strings so SQLite and PostgreSQL read back the same values.
 */
export interface ProductTable {
  id: number;
  handle: string;
  title: string;
  description_html: string;
  product_type: string;
  vendor: string;
  position: number;
  created_at: string;
  updated_at: string;
}

export interface ProductTagTable {
  product_id: number;
  tag: string;
}

export interface ProductImageTable {
  id: number;
  product_id: number;
  file: string;
  alt_text: string;
  width: number;
  height: number;
  position: number;
}

export interface ProductOptionTable {
  id: number;
  product_id: number;
  name: string;
  position: number;
  /** JSON array of the option's values, in display order. */
  values_json: string;
}

export interface VariantTable {
  id: number;
  product_id: number;
  title: string;
  sku: string;
  position: number;
  image_id: number | null;
  /** JSON array of `{ name, value }`, Shopify's `selectedOptions`. */
  options_json: string;
  stock: number;
}

export interface VariantPriceTable {
  variant_id: number;
  currency: string;
  amount: number;
  compare_at: number | null;
}

export interface CollectionTable {
  id: number;
  handle: string;
  title: string;
  description_html: string;
  image_file: string | null;
  position: number;
  updated_at: string;
}

export interface CollectionProductTable {
  collection_id: number;
  product_id: number;
  position: number;
}

export interface CartTable {
  token: string;
  /** SHA-256 of the cart key; the key itself is only ever known to the buyer. */
  key_hash: string;
  country: string;
  email: string | null;
  phone: string | null;
  customer_token: string | null;
  status: 'open' | 'completed';
  created_at: string;
  updated_at: string;
}

export interface CartLineTable {
  id: string;
  cart_token: string;
  variant_id: number;
  quantity: number;
  attributes_json: string;
  position: number;
}

export interface OrderTable {
  id: string;
  number: number;
  cart_token: string;
  idempotency_key: string;
  email: string;
  currency: string;
  subtotal: number;
  tax: number;
  duty: number;
  total: number;
  shipping_json: string;
  /** The delivery option's handle and title (migration 0018); null for older orders. */
  shipping_method: string | null;
  shipping_title: string | null;
  /** The delivery cost in minor units, inside `total` (migration 0018); 0 for older orders. */
  shipping_amount: number;
  payment_ref: string;
  created_at: string;
  /** The signed-in account that placed the order (migration 0011); null for a guest. */
  customer_id: string | null;
  /** When the confirmation mail was claimed for sending (migration 0011); null until then. */
  confirmation_claimed_at: string | null;
}

export interface OrderLineTable {
  order_id: string;
  position: number;
  variant_id: number;
  handle: string;
  product_title: string;
  variant_title: string;
  quantity: number;
  unit_price: number;
  total: number;
}

/** One row per cart while a checkout of it is in flight (migration 0013): one checkout at a time per cart. */
export interface CheckoutCartLockTable {
  cart_token: string;
  idempotency_key: string;
  created_at: string;
}

/** Shared throttle counters (migration 0005, security/throttle-db.ts): one fixed window per key. */
export interface ThrottleTable {
  /** `<scope>:<hash>`, at most 120 characters. */
  key: string;
  hits: number;
  /** When the window ends (ISO-8601 UTC). */
  reset_at: string;
}

/** 'gift': giving; 'tour': tour bookings and balance payments (one key space); 'order': checkout. */
export type IdempotencyScope = 'gift' | 'tour' | 'order';

export interface IdempotencyKeyTable {
  scope: IdempotencyScope;
  key: string;
  request_hash: string;
  state: 'pending' | 'done';
  response_json: string | null;
  created_at: string;
  updated_at: string;
}

export interface Database {
  products: ProductTable;
  product_tags: ProductTagTable;
  product_images: ProductImageTable;
  product_options: ProductOptionTable;
  variants: VariantTable;
  variant_prices: VariantPriceTable;
  collections: CollectionTable;
  collection_products: CollectionProductTable;
  carts: CartTable;
  cart_lines: CartLineTable;
  orders: OrderTable;
  order_lines: OrderLineTable;
  checkout_cart_locks: CheckoutCartLockTable;
  idempotency_keys: IdempotencyKeyTable;
}

/** The API's database as its queries see it (opened by database.ts, which re-exports this). */
export type Db = Kysely<Database>;
