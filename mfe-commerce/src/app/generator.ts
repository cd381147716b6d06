import type { CurrencyRate } from '@site/contracts/page-data';
import type { SiteGenerator } from '@site/contracts/generator';
import { staticRoutePages } from '@site/routing/static-pages';
import { reshapeRate } from '../features/currency/api/rates';
import { shopCards } from '../features/shop/shop-cards';
import { shopPages } from '../features/shop/shop-pages';
import type { BuildStorefront } from '../shared/storefront/build-storefront';
import routes from './routes';

export { widgets } from './server-widgets';

/**
 * The pages and the static queries are made at the same time: they share one build-time
 * Storefront API, opened by the first and closed when the last is done.
 */
let shared: { storefront: Promise<BuildStorefront>; users: number } | null = null;
async function withStorefront<T>(work: (storefront: BuildStorefront) => Promise<T>): Promise<T> {
  // The embedded Storefront API (and the server libraries under it) loads only when the pages
  // are generated, not whenever the build loads this bundle.
  const mine = (shared ??= {
    storefront: import('../shared/storefront/build-storefront').then((m) =>
      m.openBuildStorefront(),
    ),
    users: 0,
  });
  mine.users++;
  try {
    return await work(await mine.storefront);
  } finally {
    if (--mine.users === 0) {
      if (shared === mine) shared = null;
      await (await mine.storefront).close();
    }
  }
}

/** What the site build asks of this area: its pages, their data, and the components that render them. */
export const generator: SiteGenerator = {
  area: 'commerce',
  async generate({ log }) {
    const shop = await withStorefront(shopPages);
    log(`commerce: ${shop.length} shop pages`);
    return [...staticRoutePages(routes.routes, ['commerce.shop']), ...shop];
  },
  async staticQueries({ content }) {
    const [docs, cards] = await Promise.all([
      content.getAllByType<{ data: Record<string, unknown> }>('rate'),
      withStorefront(shopCards),
    ]);
    const nodes = docs.map(reshapeRate).filter((r): r is CurrencyRate => r !== null);
    return {
      rate: { nodes: nodes.sort((a, b) => a.code.localeCompare(b.code)) },
      shopProducts: { nodes: cards },
    };
  },
  pages: Object.fromEntries(routes.routes.map((r) => [r.id, r.load])),
};
