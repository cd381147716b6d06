import { Link } from 'react-router-dom';
import { AreaWidget } from '@site/widgets';

/**
 * The shop products a page names, as commerce's `./ProductCards` widget, loaded by the shell (media
 * imports no commerce code). A plain link to the shop stands in before it arrives and when the shop is down.
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
          <Link to="/shop">Find the DVDs and books in the shop</Link>
        </p>
      }
    />
  );
}
