import { use, useEffect, useId, useMemo, useState } from 'react';
import type { ShopProductCard } from '@site/contracts/page-data';
import { Link } from '@site/router';
import { useAppState } from '@site/app-state/react';
import { bus } from '@site/event-bus';
import { paths } from '../../../app/paths';
import { cartActor, startCart } from '../../../shared/cart/cart-runtime';
import { addToCart } from '../../../shared/cart/machines/add-to-cart';
import { Price } from '../../currency/components/price';
import {
  relatedHandles,
  relatedProductsQuery,
  reshapeRelated,
  type RawRelatedProduct,
  type RelatedProduct,
} from '../api/get-related-products';
import { builtProductCards, pickCards } from '../api/built-product-cards';
import { storefrontClient } from '../../../shared/storefront/storefront-client';
import './shop.css';

export interface ProductCardsProps {
  /** Product handles from the content's related_products (or an episode's related_product). */
  handles: readonly string[];
  title?: string;
  /**
   * The build's product cards (the `shopProducts` static query). The server render is given them;
   * the browser reads the same file, so the render that hydrates the served cards matches them.
   */
  built?: readonly ShopProductCard[];
}

function AddButton({ product }: { product: RelatedProduct }) {
  const [state, setState] = useState<'idle' | 'busy' | 'added' | 'failed'>('idle');
  if (!product.variantId)
    return <Link to={paths.product.href({ handle: product.handle })}>Choose options</Link>;
  const variantId = product.variantId;
  async function add() {
    setState('busy');
    const ok = await addToCart(cartActor(), [{ merchandiseId: variantId, quantity: 1 }]);
    setState(ok ? 'added' : 'failed');
    bus.emit(
      'toast.requested',
      ok
        ? { message: `${product.title} added to your cart.`, kind: 'success' }
        : { message: `Sorry, we could not add ${product.title} to your cart.`, kind: 'error' },
    );
  }
  return (
    <button
      type="button"
      onClick={() => void add()}
      disabled={!product.available || state === 'busy'}
    >
      {!product.available
        ? 'Sold out'
        : state === 'busy'
          ? 'Adding…'
          : state === 'added'
            ? 'Added'
            : 'Add to cart'}
      {/* The visible words come first, so the accessible name contains them (WCAG 2.5.3). */}
      <span className="visually-hidden">: {product.title}</span>
    </button>
  );
}

/**
 * `./ProductCards`: the shop's products that a page of another area names, as cards with the price
 * in the visitor's currency and an add-to-cart button. First as the build made them (in the served
 * HTML too, priced in the default currency), then, once the visitor's region is known, live from
 * the Storefront API. Nothing shows when none is found; if the live query fails, the built cards
 * stay (logged only, spec §8).
 */
export default function ProductCards({
  handles,
  title = 'From the shop',
  built,
}: ProductCardsProps) {
  const id = useId();
  const region = useAppState((s) => s.region);
  const [products, setProducts] = useState<RelatedProduct[] | null>(null);
  // One list for as long as the handles are the same (a handle has no comma), so a parent's new
  // array of the same handles asks nothing again.
  const key = relatedHandles(handles).join(',');
  const wanted = useMemo(() => (key ? key.split(',') : []), [key]);
  const catalogue = built ?? use(builtProductCards());
  const fromBuild = useMemo(() => pickCards(catalogue, wanted), [catalogue, wanted]);
  useEffect(() => startCart(), []);
  useEffect(() => {
    if (wanted.length === 0 || !region) return;
    let current = true;
    const variables: Record<string, string> = { country: region };
    wanted.forEach((h, i) => (variables[`h${i}`] = h));
    void storefrontClient()
      .query<Record<string, RawRelatedProduct | null>>(
        relatedProductsQuery(wanted.length),
        variables,
        { requestPolicy: 'cache-and-network' },
      )
      .toPromise()
      .then((result) => {
        if (!current) return;
        if (result.error) console.error('storefront:', result.error.message);
        if (result.data) setProducts(reshapeRelated(result.data, wanted.length));
      });
    return () => {
      current = false;
    };
  }, [wanted, region]);
  const shown = products ?? fromBuild;
  if (shown.length === 0) return null;
  return (
    <section className="related-products" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ul className="product-grid" aria-label="Related products">
        {shown.map((p) => (
          <li key={p.handle} className="product-card">
            <Link to={paths.product.href({ handle: p.handle })}>
              {p.image && (
                <img
                  src={p.image.url}
                  alt={p.image.alt}
                  width={p.image.width ?? undefined}
                  height={p.image.height ?? undefined}
                  loading="lazy"
                />
              )}
              <h3>{p.title}</h3>
            </Link>
            <Price money={p.price} />
            <AddButton product={p} />
          </li>
        ))}
      </ul>
    </section>
  );
}
