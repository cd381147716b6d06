import type { ProductSummary } from '../../shared/storefront/shop-types';
import { filterByCategory, isSortKey, sortProducts } from './sort-products';

function p(handle: string, amount: string, createdAt: string, categories: string[] = []) {
  const product: ProductSummary & { categories: string[] } = {
    id: handle,
    handle,
    title: handle.toUpperCase(),
    category: 'Book',
    available: true,
    createdAt,
    image: null,
    price: { amount, currencyCode: 'GBP' },
    categories,
  };
  return product;
}

const list = [
  p('b', '10.00', '2026-01-02', ['books']),
  p('a', '5.50', '2026-01-03'),
  p('c', '12.00', '2026-01-01', ['books', 'gifts']),
];

describe('sortProducts', () => {
  it('sorts by title, price and date, keeping the given order for featured', () => {
    const handles = (key: Parameters<typeof sortProducts>[1]) =>
      sortProducts(list, key).map((x) => x.handle);
    expect(handles('featured')).toEqual(['b', 'a', 'c']);
    expect(handles('title-asc')).toEqual(['a', 'b', 'c']);
    expect(handles('price-asc')).toEqual(['a', 'b', 'c']);
    expect(handles('price-desc')).toEqual(['c', 'b', 'a']);
    expect(handles('newest')).toEqual(['a', 'b', 'c']);
    expect(list.map((x) => x.handle)).toEqual(['b', 'a', 'c']);
  });
  it('knows its sort keys only', () => {
    expect(isSortKey('price-asc')).toBe(true);
    expect(isSortKey('toString')).toBe(false);
  });
});

describe('filterByCategory', () => {
  it('keeps the products of a category, or all for none', () => {
    expect(filterByCategory(list, 'books').map((x) => x.handle)).toEqual(['b', 'c']);
    expect(filterByCategory(list, 'gifts').map((x) => x.handle)).toEqual(['c']);
    expect(filterByCategory(list, '')).toHaveLength(3);
  });
});
