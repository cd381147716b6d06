import type { Category, Product, ProductSummary, ProductVariant, ShopImage } from './shop-types';
import type {
  RawCollection,
  RawImage,
  RawProduct,
  RawProductCard,
  RawVariant,
} from './storefront-types';

// Images without stored dimensions still need some, so the page never shifts while they load.
const FALLBACK_SIZE = 800;

/**
 * Image URLs made root-relative when they point at `origin` (the build-time API's throwaway
 * address), so prerendered pages work on any host.
 */
export function reshapeImage(
  image: RawImage | null,
  fallbackAlt: string,
  origin?: string,
): ShopImage | null {
  if (!image) return null;
  const url =
    origin && image.url.startsWith(origin + '/') ? image.url.slice(origin.length) : image.url;
  return {
    url,
    alt: image.altText ?? fallbackAlt,
    width: image.width ?? FALLBACK_SIZE,
    height: image.height ?? FALLBACK_SIZE,
  };
}

export function reshapeProductSummary(raw: RawProductCard, origin?: string): ProductSummary {
  return {
    id: raw.id,
    handle: raw.handle,
    title: raw.title,
    category: raw.productType,
    available: raw.availableForSale,
    createdAt: raw.createdAt,
    image: reshapeImage(raw.featuredImage, raw.title, origin),
    price: {
      amount: raw.priceRange.minVariantPrice.amount,
      currencyCode: raw.priceRange.minVariantPrice.currencyCode,
    },
  };
}

function reshapeVariant(raw: RawVariant, productTitle: string, origin?: string): ProductVariant {
  return {
    id: raw.id,
    title: raw.title,
    available: raw.availableForSale,
    quantityAvailable: raw.quantityAvailable,
    price: { amount: raw.price.amount, currencyCode: raw.price.currencyCode },
    image: reshapeImage(raw.image, productTitle, origin),
    options: Object.fromEntries(raw.selectedOptions.map((o) => [o.name, o.value])),
  };
}

export function reshapeProduct(raw: RawProduct, origin?: string): Product {
  return {
    ...reshapeProductSummary(raw, origin),
    description: raw.description,
    descriptionHtml: raw.descriptionHtml,
    vendor: raw.vendor,
    images: raw.images.nodes.flatMap((image) => reshapeImage(image, raw.title, origin) ?? []),
    // Shopify lists a single "Title" option for products without real options; it offers no choice.
    options: raw.options.filter((o) => !(o.name === 'Title' && o.values.length <= 1)),
    variants: raw.variants.nodes.map((v) => reshapeVariant(v, raw.title, origin)),
  };
}

export function reshapeCategory(raw: RawCollection): Category {
  return {
    handle: raw.handle,
    title: raw.title,
    description: raw.description,
    productHandles: raw.products.nodes.map((p) => p.handle),
  };
}
