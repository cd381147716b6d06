import { useEffect, useId, useMemo, useState } from 'react';
import { Link } from '@site/router';
import type { PageProps } from '@site/contracts/remote';
import { paths } from '../../../app/paths';
import { Price } from '../../currency/components/price';
import type { ProductPageData } from '../shop-pages';
import { useLiveProduct } from '../hooks/use-live-product';
import { AddToCartForm } from './add-to-cart-form';
import './shop.css';
import './product-page.css';

/** `/shop/products/:handle`: images, variants and add to cart; prices refresh live after hydration. */
export default function ProductPage({ data, params }: PageProps) {
  const page = data as ProductPageData | undefined;
  if (!page) {
    return (
      <article className="page">
        <h1>Product not found</h1>
        <p>
          We have no product called “{params.handle}”.{' '}
          <Link to={paths.shop.href()}>Browse the shop</Link>.
        </p>
      </article>
    );
  }
  return <ProductView page={page} />;
}

function ProductView({ page }: { page: ProductPageData }) {
  const product = useLiveProduct(page.product);
  const [variantId, setVariantId] = useState(
    () => (product.variants.find((v) => v.available) ?? product.variants[0])?.id ?? '',
  );
  const variant = product.variants.find((v) => v.id === variantId) ?? product.variants[0];
  const images = useMemo(
    () => (product.images.length > 0 ? product.images : product.image ? [product.image] : []),
    [product],
  );
  const [imageIndex, setImageIndex] = useState(0);
  const variantSelect = useId();
  // A variant with its own picture shows it when chosen.
  useEffect(() => {
    const at = variant?.image ? images.findIndex((i) => i.url === variant.image?.url) : -1;
    if (at >= 0) setImageIndex(at);
  }, [variant?.image, images]);
  const image = images[imageIndex] ?? images[0];

  return (
    <article className="page product-page">
      <p>
        <Link to={paths.shop.href()}>Shop</Link>
        {page.categories.map((c) => (
          <span key={c.handle}>
            {' / '}
            <Link to={paths.shopCategory.href({ handle: c.handle })}>{c.title}</Link>
          </span>
        ))}
      </p>
      {/* Source order is the small-screen order (title, picture, price and the add button), so the
          reading and tab order match what a phone shows; product-page.css places the columns on wide screens. */}
      <div className="product-layout">
        <div className="product-summary">
          <h1>{product.title}</h1>
          <p className="product-vendor">{product.vendor}</p>
        </div>
        <div className="product-gallery">
          {image && (
            <img src={image.url} alt={image.alt} width={image.width} height={image.height} />
          )}
          {images.length > 1 && (
            <div className="product-thumbs">
              {images.map((img, i) => (
                <button
                  key={img.url}
                  type="button"
                  aria-pressed={i === imageIndex}
                  aria-label={`Show image ${i + 1} of ${images.length}`}
                  onClick={() => setImageIndex(i)}
                >
                  <img src={img.url} alt="" width={img.width} height={img.height} />
                </button>
              ))}
            </div>
          )}
        </div>
        <div className="product-form">
          {variant && <Price money={variant.price} />}
          {product.variants.length > 1 && (
            <label htmlFor={variantSelect}>
              {product.options.map((o) => o.name).join(' / ') || 'Option'}
              <select
                id={variantSelect}
                value={variant?.id}
                onChange={(e) => setVariantId(e.target.value)}
              >
                {product.variants.map((v) => (
                  <option key={v.id} value={v.id}>
                    {v.title}
                    {v.available ? '' : ' (sold out)'}
                  </option>
                ))}
              </select>
            </label>
          )}
          {variant && <AddToCartForm variant={variant} productTitle={product.title} />}
        </div>
        <div
          className="product-description"
          dangerouslySetInnerHTML={{ __html: product.descriptionHtml }}
        />
      </div>
    </article>
  );
}
