import { useId, useState } from 'react';
import type { PageProps } from '@site/contracts/remote';
import type { ShopPageData } from '../shop-pages';
import { filterByCategory } from '../sort-products';
import { useLiveListing } from '../hooks/use-live-listing';
import { ProductList } from './product-list';
import './shop.css';

/** `/shop`: every product, filtered by category and sorted on the page. */
export default function ShopPage({ data }: PageProps) {
  const { products, categories } = useLiveListing(
    (data as ShopPageData | undefined) ?? { products: [], categories: [] },
  );
  const id = useId();
  const [category, setCategory] = useState('');
  const filter = (
    <label htmlFor={id}>
      Category
      <select
        id={id}
        value={category}
        onChange={(e) =>
          setCategory(categories.some((c) => c.handle === e.target.value) ? e.target.value : '')
        }
      >
        <option value="">All products</option>
        {categories.map((c) => (
          <option key={c.handle} value={c.handle}>
            {c.title}
          </option>
        ))}
      </select>
    </label>
  );
  return (
    <article className="page shop-page">
      <h1>Shop</h1>
      <p>Books, films on disc, apparel and gifts that carry the story further.</p>
      <ProductList products={filterByCategory(products, category)} filter={filter} />
    </article>
  );
}
