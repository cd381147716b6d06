import { Link } from '@site/router';
import { RelatedProducts as ShopProducts } from '@site/widgets';

/** An episode's or podcast's related products from the shop (see @site/widgets). */
export function RelatedProducts({ handles }: { handles: readonly string[] }) {
  return (
    <ShopProducts
      handles={handles}
      fallback={<Link to="/shop">Find the DVDs and books in the shop</Link>}
    />
  );
}
