import type { GeneratedPage, SiteGenerator } from '@site/contracts/generator';
import { staticRoutePages } from '@site/routing/static-pages';
import { aboutPages } from '../features/about/api/about-pages';
import { bookPages } from '../features/book/api/book-pages';
import { collectionPages } from '../features/collections/api/collection-pages';
import { homePage } from '../features/home/api/home-page';
import { readPages } from '../features/read/api/read-pages';
import { buildSearchIndex } from '../features/search/api/search-index';
import { POPULAR_READS_FILE } from '../features/search/components/not-found-content';
import { SEARCH_CHANGES_FILE, SEARCH_INDEX_FILE } from '../features/search/lib/search-options';
import {
  timelinePages,
  timelinePersonPages,
  timelineSeasonFiles,
} from '../features/timeline/api/timeline-pages';
import { byPriority, type Catalog, cardOf, loadCatalog } from '../shared/api/catalog';
import { KeptSections } from '../shared/api/kept-sections';
import routes from './routes';

/** The generation's parts as this process last made them (a build kept warm). */
const sections = new KeptSections();

/** What the site build asks of this area: its pages, their data, and the components that render them. */
export const generator: SiteGenerator = {
  area: 'content',
  async generate({ content, changes, keep, doneReading }) {
    const catalog = await loadCatalog(content, Boolean(keep));
    // The catalog is all this area reads (its files too): a full build closes the content server,
    // and its copy of the corpus, before the pages are made from this one.
    await doneReading?.();
    // Each part made again only when what changed reaches what it read (a warm build, issue 33):
    // an edited story leaves the timeline's ten thousand events as they were.
    const part = <T>(name: string, make: (c: Catalog) => T) =>
      sections.run(name, catalog, changes, make, Boolean(keep));
    const built: GeneratedPage[] = [
      part('home', homePage),
      ...part('about', aboutPages),
      ...part('collections', collectionPages),
      ...part('books', bookPages),
      ...part('reads', readPages),
      ...part('timeline', timelinePages),
      ...part('people', timelinePersonPages),
    ];
    const taken = new Set(built.map((p) => p.routeId));
    // Pages with no content of their own (contact, subscribe, search) still get their static page.
    const rest = staticRoutePages(routes.routes, [...taken]);
    return [...built, ...rest];
  },
  async files({ content, cache, changes, keep }) {
    const catalog = await loadCatalog(content, Boolean(keep));
    // Kept like the pages' parts: an edited story leaves the seasons' files as they were.
    const seasons = sections.run(
      'timeline-files',
      catalog,
      changes,
      timelineSeasonFiles,
      Boolean(keep),
    );
    const popular = catalog
      .ofType('read')
      .filter((d) => !d.tags.includes('season-overview'))
      .map(cardOf)
      .sort(byPriority)
      .slice(0, 6)
      .map(({ title, path }) => ({ title, path }));
    const search = await buildSearchIndex(catalog, cache, Boolean(keep));
    return [
      { name: SEARCH_INDEX_FILE, content: search.index },
      { name: SEARCH_CHANGES_FILE, content: search.changes },
      { name: POPULAR_READS_FILE, content: JSON.stringify(popular) },
      ...seasons,
    ];
  },
  pages: Object.fromEntries(routes.routes.map((r) => [r.id, r.load])),
};
