import { type ReactNode, useId, useState } from 'react';
import type { ListedProduct } from '../shop-pages';
import { SORTS, isSortKey, sortProducts, type SortKey } from '../sort-products';
import { ProductCard } from './product-card';

/** The sort control and the grid; `filter` adds a control above them (the shop's category filter). */
export function ProductList({
  products,
  filter,
}: {
  products: ListedProduct[];
  filter?: ReactNode;
}) {
  const id = useId();
  const [sort, setSort] = useState<SortKey>('featured');
  const shown = sortProducts(products, sort);
  return (
    <>
      <div className="shop-controls">
        {filter}
        <label htmlFor={id}>
          Sort by
          <select
            id={id}
            value={sort}
            onChange={(e) => isSortKey(e.target.value) && setSort(e.target.value)}
          >
            {Object.entries(SORTS).map(([key, label]) => (
              <option key={key} value={key}>
                {label}
              </option>
            ))}
          </select>
        </label>
      </div>
      <p className="visually-hidden" aria-live="polite">
        {shown.length === 1 ? '1 product' : `${shown.length} products`}
      </p>
      <ul className="product-grid" aria-label="Products">
        {shown.map((p) => (
          <ProductCard key={p.id} product={p} />
        ))}
      </ul>
    </>
  );
}
