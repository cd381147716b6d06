import type { GeneratedPage, SiteGenerator } from '@site/contracts/generator';
import { staticRoutePages } from '@site/routing/static-pages';
import { aboutPages } from '../features/about/api/about-pages';
import { bookPages } from '../features/book/api/book-pages';
import { collectionPages } from '../features/collections/api/collection-pages';
import { homePage } from '../features/home/api/home-page';
import { readPages } from '../features/read/api/read-pages';
import { buildSearchIndex } from '../features/search/api/search-index';
import { POPULAR_READS_FILE } from '../features/search/components/not-found-content';
import { SEARCH_INDEX_FILE } from '../features/search/lib/search-options';
import { timelinePages } from '../features/timeline/api/timeline-pages';
import { byPriority, cardOf, loadCatalog } from '../shared/api/catalog';
import routes from './routes';

/** What the site build asks of this area: its pages, their data, and the components that render them. */
export const generator: SiteGenerator = {
  area: 'content',
  async generate({ content }) {
    const catalog = await loadCatalog(content);
    const built: GeneratedPage[] = [
      homePage(catalog),
      ...aboutPages(catalog),
      ...collectionPages(catalog),
      ...bookPages(catalog),
      ...readPages(catalog),
      ...timelinePages(catalog),
    ];
    const taken = new Set(built.map((p) => p.routeId));
    // Pages with no content of their own (contact, subscribe, search) still get their static page.
    const rest = staticRoutePages(routes.routes, [...taken]);
    return [...built, ...rest];
  },
  async files({ content, cache }) {
    const catalog = await loadCatalog(content);
    const popular = catalog
      .ofType('read')
      .filter((d) => !d.tags.includes('season-overview'))
      .map(cardOf)
      .sort(byPriority)
      .slice(0, 6)
      .map(({ title, path }) => ({ title, path }));
    return [
      { name: SEARCH_INDEX_FILE, content: await buildSearchIndex(catalog, cache) },
      { name: POPULAR_READS_FILE, content: JSON.stringify(popular) },
    ];
  },
  pages: Object.fromEntries(routes.routes.map((r) => [r.id, r.load])),
};
