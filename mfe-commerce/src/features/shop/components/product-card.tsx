import { Link } from '@site/router';
import { paths } from '../../../app/paths';
import { Price } from '../../currency/components/price';
import type { ProductSummary } from '../../../shared/storefront/shop-types';

export function ProductCard({ product }: { product: ProductSummary }) {
  return (
    <li className="product-card">
      <Link to={paths.product.href({ handle: product.handle })}>
        {product.image && (
          <img
            src={product.image.url}
            alt={product.image.alt}
            width={product.image.width}
            height={product.image.height}
            loading="lazy"
          />
        )}
        <h2>{product.title}</h2>
      </Link>
      <Price money={product.price} />
      {!product.available && <span className="sold-out">Sold out</span>}
    </li>
  );
}
