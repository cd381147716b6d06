import { Link } from '@site/router';
import { RelatedProducts as ShopProducts } from '@site/widgets';

/** A page's related_products from the shop (see @site/widgets). */
export function RelatedProducts({ handles }: { handles: readonly string[] }) {
  return (
    <ShopProducts
      handles={handles}
      fallback={<Link to="/shop">Find related books and films in the shop</Link>}
    />
  );
}
