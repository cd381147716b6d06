import type { ProductSummary } from '../../shared/storefront/shop-types';

export const SORTS = {
  featured: 'Featured',
  'title-asc': 'Title, A to Z',
  'price-asc': 'Price, low to high',
  'price-desc': 'Price, high to low',
  newest: 'Newest',
} as const;
export type SortKey = keyof typeof SORTS;

export function isSortKey(value: string): value is SortKey {
  return Object.hasOwn(SORTS, value);
}

const price = (p: ProductSummary) => Number(p.price.amount);

/** A sorted copy; ties keep the incoming (featured) order. */
export function sortProducts<T extends ProductSummary>(products: readonly T[], key: SortKey): T[] {
  const list = [...products];
  switch (key) {
    case 'title-asc':
      return list.sort((a, b) => a.title.localeCompare(b.title, 'en'));
    case 'price-asc':
      return list.sort((a, b) => price(a) - price(b));
    case 'price-desc':
      return list.sort((a, b) => price(b) - price(a));
    case 'newest':
      return list.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    default:
      return list;
  }
}

/** Products in the category with `handle`; an empty handle means every product. */
export function filterByCategory<T extends { categories: string[] }>(
  products: readonly T[],
  handle: string,
): T[] {
  return handle ? products.filter((p) => p.categories.includes(handle)) : [...products];
}
