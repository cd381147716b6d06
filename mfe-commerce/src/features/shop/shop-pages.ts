import type { GeneratedPage } from '@site/contracts/generator';
import { paths } from '../../app/paths';
import type { BuildStorefront } from '../../shared/storefront/build-storefront';
import { GET_COLLECTIONS, type GetCollectionsResult } from './api/get-collections';
import { GET_PRODUCT, type GetProductResult } from './api/get-product';
import { GET_PRODUCTS, type GetProductsResult } from './api/get-products';
import {
  reshapeCategory,
  reshapeProduct,
  reshapeProductSummary,
} from '../../shared/storefront/reshape-product';
import type { Category, Product, ProductSummary } from '../../shared/storefront/shop-types';

export type ListedProduct = ProductSummary & { categories: string[] };
export interface CategoryLink {
  handle: string;
  title: string;
}

export interface ShopPageData {
  products: ListedProduct[];
  categories: CategoryLink[];
}
export interface CategoryPageData {
  category: Omit<Category, 'productHandles'>;
  products: ListedProduct[];
  categories: CategoryLink[];
}
export interface ProductPageData {
  product: Product;
  categories: CategoryLink[];
}

/** The shop, one page per category and one per product, from the Storefront API at build time. */
export async function shopPages(storefront: BuildStorefront): Promise<GeneratedPage[]> {
  const [{ products }, { collections }] = await Promise.all([
    storefront.request<GetProductsResult>(GET_PRODUCTS),
    storefront.request<GetCollectionsResult>(GET_COLLECTIONS),
  ]);
  const categories = collections.nodes.map(reshapeCategory);
  const links: CategoryLink[] = categories.map((c) => ({ handle: c.handle, title: c.title }));
  // One query per product keeps each under the Storefront API's query-cost limit.
  const full: Product[] = [];
  for (const card of products.nodes) {
    const { product } = await storefront.request<GetProductResult>(GET_PRODUCT, {
      handle: card.handle,
    });
    if (product) full.push(reshapeProduct(product, storefront.origin));
  }
  const listed: ListedProduct[] = products.nodes.map((raw) => ({
    ...reshapeProductSummary(raw, storefront.origin),
    categories: categories
      .filter((c) => c.productHandles.includes(raw.handle))
      .map((c) => c.handle),
  }));

  const shop: GeneratedPage<ShopPageData> = {
    path: paths.shop.href(),
    routeId: 'commerce.shop',
    head: {
      title: 'Shop',
      description: 'Books, DVDs, apparel and gifts from the history and faith shop.',
    },
    data: { products: listed, categories: links },
    dependencies: [],
  };
  const categoryPages = categories.map((c): GeneratedPage<CategoryPageData> => ({
    path: paths.shopCategory.href({ handle: c.handle }),
    routeId: 'commerce.shopCategory',
    head: { title: `${c.title} | Shop`, description: c.description || null },
    data: {
      category: { handle: c.handle, title: c.title, description: c.description },
      products: listed.filter((p) => p.categories.includes(c.handle)),
      categories: links,
    },
    dependencies: [],
  }));
  const productPages = full.map((p): GeneratedPage<ProductPageData> => ({
    path: paths.product.href({ handle: p.handle }),
    routeId: 'commerce.product',
    head: {
      title: `${p.title} | Shop`,
      description: p.description.slice(0, 160) || null,
      type: 'product',
      image: p.image
        ? { url: p.image.url, width: p.image.width, height: p.image.height, alt: p.image.alt }
        : null,
      jsonLd: [
        {
          '@type': 'Product',
          name: p.title,
          description: p.description,
          brand: p.vendor,
          offers: p.variants.map((v) => ({
            '@type': 'Offer',
            price: v.price.amount,
            priceCurrency: v.price.currencyCode,
            availability: `https://schema.org/${v.available ? 'InStock' : 'OutOfStock'}`,
          })),
        },
      ],
    },
    data: {
      product: p,
      categories: links.filter((l) =>
        listed.find((x) => x.id === p.id)?.categories.includes(l.handle),
      ),
    },
    dependencies: [],
  }));
  return [shop, ...categoryPages, ...productPages];
}
