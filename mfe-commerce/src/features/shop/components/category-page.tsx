import { Link } from '@site/router';
import type { PageProps } from '@site/contracts/remote';
import { paths } from '../../../app/paths';
import type { CategoryPageData } from '../shop-pages';
import { useLiveListing } from '../hooks/use-live-listing';
import { ProductList } from './product-list';
import './shop.css';

/** `/shop/category/:handle`: one category's products, sortable. */
export default function CategoryPage({ data, params }: PageProps) {
  const page = data as CategoryPageData | undefined;
  const live = useLiveListing({
    products: page?.products ?? [],
    categories: page?.categories ?? [],
  });
  if (!page) {
    return (
      <article className="page">
        <h1>Category not found</h1>
        <p>
          There is no category called “{params.handle}”.{' '}
          <Link to={paths.shop.href()}>Browse the whole shop</Link>.
        </p>
      </article>
    );
  }
  return (
    <article className="page shop-page">
      <p>
        <Link to={paths.shop.href()}>Shop</Link>
      </p>
      <h1>{page.category.title}</h1>
      {page.category.description && <p>{page.category.description}</p>}
      <nav aria-label="Categories">
        <ul className="category-nav">
          {live.categories.map((c) => (
            <li key={c.handle}>
              <Link
                to={paths.shopCategory.href({ handle: c.handle })}
                aria-current={c.handle === page.category.handle ? 'page' : undefined}
              >
                {c.title}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <ProductList
        products={live.products.filter((p) => p.categories.includes(page.category.handle))}
      />
    </article>
  );
}
