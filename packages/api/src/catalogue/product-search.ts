import { type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';
import { containsPattern, parseSearchQuery, type SearchTerm } from './search-query';

export type ProductSortKey =
  | 'TITLE'
  | 'PRODUCT_TYPE'
  | 'VENDOR'
  | 'UPDATED_AT'
  | 'CREATED_AT'
  | 'CREATED'
  | 'BEST_SELLING'
  | 'PRICE'
  | 'ID'
  | 'RELEVANCE'
  | 'MANUAL'
  | 'COLLECTION_DEFAULT';

export interface ProductSearch {
  query?: string | null;
  sortKey?: ProductSortKey | null;
  reverse?: boolean | null;
  collectionId?: number;
  currency: string;
  offset: number;
  limit: number;
}

type Eb = ExpressionBuilder<Database, 'products'>;

function like(column: ReturnType<typeof sql.ref>, value: string) {
  return sql<SqlBool>`lower(${column}) like ${containsPattern(value)} escape '\\'`;
}

function termFilter(eb: Eb, term: SearchTerm) {
  switch (term.field) {
    case 'title':
      return like(sql.ref('products.title'), term.value);
    case 'product_type':
      return eb(eb.fn('lower', ['products.product_type']), '=', term.value.toLowerCase());
    case 'vendor':
      return like(sql.ref('products.vendor'), term.value);
    case 'tag':
      return eb.exists(
        eb
          .selectFrom('product_tags')
          .select('product_tags.tag')
          .whereRef('product_tags.product_id', '=', 'products.id')
          .where('product_tags.tag', '=', term.value),
      );
    case 'available_for_sale': {
      const inStock = eb.exists(
        eb
          .selectFrom('variants')
          .select('variants.id')
          .whereRef('variants.product_id', '=', 'products.id')
          .where('variants.stock', '>', 0),
      );
      return term.value ? inStock : eb.not(inStock);
    }
    case 'text':
      return eb.or([
        like(sql.ref('products.title'), term.value),
        like(sql.ref('products.description_html'), term.value),
      ]);
  }
}

/** The ids of one page of matching products, in order, plus whether another page follows. */
export async function searchProductIds(
  db: Db,
  search: ProductSearch,
): Promise<{ ids: number[]; hasNext: boolean }> {
  const terms = parseSearchQuery(search.query ?? '');
  const direction = search.reverse ? 'desc' : 'asc';
  let q = db.selectFrom('products').select('products.id');
  if (search.collectionId !== undefined) {
    q = q
      .innerJoin('collection_products', 'collection_products.product_id', 'products.id')
      .where('collection_products.collection_id', '=', search.collectionId);
  }
  for (const term of terms) q = q.where((eb) => termFilter(eb, term));
  switch (search.sortKey ?? (search.collectionId !== undefined ? 'COLLECTION_DEFAULT' : 'ID')) {
    case 'TITLE':
      q = q.orderBy('products.title', direction);
      break;
    case 'PRODUCT_TYPE':
      q = q.orderBy('products.product_type', direction);
      break;
    case 'VENDOR':
      q = q.orderBy('products.vendor', direction);
      break;
    case 'UPDATED_AT':
      q = q.orderBy('products.updated_at', direction);
      break;
    case 'CREATED_AT':
    case 'CREATED':
      q = q.orderBy('products.created_at', direction);
      break;
    case 'PRICE':
      q = q.orderBy(
        (eb) =>
          eb
            .selectFrom('variant_prices')
            .innerJoin('variants', 'variants.id', 'variant_prices.variant_id')
            .select((e) => e.fn.min('variant_prices.amount').as('min_price'))
            .whereRef('variants.product_id', '=', 'products.id')
            .where('variant_prices.currency', '=', search.currency),
        direction,
      );
      break;
    case 'MANUAL':
    case 'COLLECTION_DEFAULT':
      // Collection order where there is one, else the catalogue's own order.
      q =
        search.collectionId !== undefined
          ? q.orderBy(sql.ref('collection_products.position'), direction)
          : q.orderBy('products.position', direction);
      break;
    case 'BEST_SELLING':
    case 'RELEVANCE':
      q = q.orderBy('products.position', direction);
      break;
    case 'ID':
      break;
  }
  const rows = await q
    .orderBy('products.id', direction)
    .offset(search.offset)
    .limit(search.limit + 1)
    .execute();
  return { ids: rows.slice(0, search.limit).map((r) => r.id), hasNext: rows.length > search.limit };
}
