import { Link } from 'react-router-dom';
import { AreaWidget } from '@site/widgets';

/**
 * The shop products a page names, as commerce's `./ProductCards` widget (price in the visitor's
 * currency, add to cart). Content imports no commerce code: the shell loads the widget. Before it
 * arrives, without JavaScript, or when the shop is down, a plain link to the shop stands in.
 */
export function RelatedProducts({ handles }: { handles: readonly string[] }) {
  if (handles.length === 0) return null;
  return (
    <AreaWidget
      remote="commerce"
      expose="ProductCards"
      props={{ handles, title: 'From the shop' }}
      className="related-products-slot"
      fallback={
        <p className="related-products-fallback">
          <Link to="/shop">Find related books and films in the shop</Link>
        </p>
      }
    />
  );
}
