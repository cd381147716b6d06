import {
  openBuildStorefront,
  type BuildStorefront,
} from '../../shared/storefront/build-storefront';
import type { CategoryPageData, ProductPageData, ShopPageData } from './shop-pages';
import { shopPages } from './shop-pages';
import { shopCards } from './shop-cards';
import { readCards } from './api/built-product-cards';

// Against the real embedded API (in-memory database), as the site build runs it.
describe('shop pages from the Storefront API', () => {
  let storefront: BuildStorefront;
  beforeAll(async () => {
    storefront = await openBuildStorefront({ SHOP_BUILD_DATABASE_URL: ':memory:' });
  });
  afterAll(() => storefront.close());

  it('builds the shop, a page per category and a page per product', async () => {
    const pages = await shopPages(storefront);
    const shop = pages.find((p) => p.path === '/shop');
    const data = shop?.data as ShopPageData;
    expect(shop?.routeId).toBe('commerce.shop');
    expect(data.products.length).toBeGreaterThan(5);
    expect(data.categories.map((c) => c.handle)).toEqual(
      expect.arrayContaining(['books', 'gifts']),
    );

    const products = pages.filter((p) => p.routeId === 'commerce.product');
    expect(products).toHaveLength(data.products.length);
    const mug = products.find((p) => p.path === '/shop/products/luther-rose-mug')
      ?.data as ProductPageData;
    expect(mug.product.title).toBe('Luther Rose Mug');
    expect(mug.product.variants.length).toBeGreaterThan(0);
    expect(mug.product.variants[0]?.id).toMatch(/^gid:\/\/shopify\/ProductVariant\//);
    expect(mug.categories.map((c) => c.handle)).toContain('gifts');
    // Build-time URLs must not leak the throwaway loopback address into the pages.
    expect(JSON.stringify(pages)).not.toContain('127.0.0.1');
    expect(mug.product.image?.url).toMatch(/^\/api\/images\//);

    const gifts = pages.find((p) => p.path === '/shop/category/gifts')?.data as CategoryPageData;
    expect(gifts.category.title).toBe('Gifts');
    expect(gifts.products.every((p) => p.categories.includes('gifts'))).toBe(true);
    expect(gifts.products.map((p) => p.handle)).toContain('luther-rose-mug');
  });

  it('has every product as a card, priced in pounds, with root-relative images', async () => {
    const cards = await shopCards(storefront);
    // More than one query's worth (MAX_RELATED), so every batch is in.
    expect(cards.length).toBeGreaterThan(6);
    expect(new Set(cards.map((c) => c.handle)).size).toBe(cards.length);
    expect(cards.every((c) => c.price.currencyCode === 'GBP')).toBe(true);
    expect(cards.filter((c) => c.image).every((c) => c.image!.url.startsWith('/'))).toBe(true);
    const mug = cards.find((c) => c.handle === 'luther-rose-mug');
    expect(mug).toMatchObject({ title: 'Luther Rose Mug', available: true });
    // A card is read back from the static query file as it was written.
    expect(readCards(JSON.parse(JSON.stringify(cards)))).toEqual(cards);
  });
});
