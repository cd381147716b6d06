import type { CurrencyRate } from '@site/contracts/page-data';
import type { SiteGenerator } from '@site/contracts/generator';
import { staticRoutePages } from '@site/routing/static-pages';
import { reshapeRate } from '../features/currency/api/rates';
import { shopPages } from '../features/shop/shop-pages';
import routes from './routes';

/** What the site build asks of this area: its pages, their data, and the components that render them. */
export const generator: SiteGenerator = {
  area: 'commerce',
  async generate({ log }) {
    // The embedded Storefront API (and the server libraries under it) loads only when the pages
    // are generated, not whenever the build loads this bundle.
    const { openBuildStorefront } = await import('../shared/storefront/build-storefront');
    const storefront = await openBuildStorefront();
    try {
      const shop = await shopPages(storefront);
      log(`commerce: ${shop.length} shop pages`);
      return [...staticRoutePages(routes.routes, ['commerce.shop']), ...shop];
    } finally {
      await storefront.close();
    }
  },
  async staticQueries({ content }) {
    const docs = await content.getAllByType<{ data: Record<string, unknown> }>('rate');
    const nodes = docs.map(reshapeRate).filter((r): r is CurrencyRate => r !== null);
    return { rate: { nodes: nodes.sort((a, b) => a.code.localeCompare(b.code)) } };
  },
  pages: Object.fromEntries(routes.routes.map((r) => [r.id, r.load])),
};
