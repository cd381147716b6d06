import type { PageHead, StaticQueries } from './page-data';
import type { AreaName, PageModule } from './remote';

/** One page an area wants built. */
export interface GeneratedPage<D = unknown> {
  path: string;
  routeId: string;
  head: PageHead;
  data: D;
  /**
   * Ids of the content documents this page shows (including linked ones): when
   * one of them changes, an incremental build regenerates this page.
   */
  dependencies: readonly string[];
  /** Leave out of the sitemap (e.g. the 404 page). */
  sitemap?: boolean;
  /** ISO date for the sitemap's lastmod. */
  lastModified?: string | null;
}

/** The subset of a Prismic client a generator may use (the build passes a real @prismicio/client). */
export interface ContentSource {
  dangerouslyGetAll<T = unknown>(params?: Record<string, unknown>): Promise<T[]>;
  getAllByType<T = unknown>(type: string, params?: Record<string, unknown>): Promise<T[]>;
  getSingle<T = unknown>(type: string, params?: Record<string, unknown>): Promise<T>;
  getByUID<T = unknown>(type: string, uid: string, params?: Record<string, unknown>): Promise<T>;
}

export interface GeneratorContext {
  content: ContentSource;
  /** Absolute origin of the public site, for canonical URLs. */
  siteUrl: string;
  log(message: string): void;
}

/**
 * What each remote exposes to the build (its `ssr/generator` bundle): which pages
 * exist, the data each needs, and the components that render them. The build knows
 * no area's pages by name.
 */
export interface SiteGenerator {
  area: AreaName;
  generate(context: GeneratorContext): Promise<GeneratedPage[]>;
  /**
   * Files the area needs besides pages (a search index, a feed), served at
   * `/files/<area>/<name>`. Names are plain: letters, digits, dots, dashes.
   */
  files?(context: GeneratorContext): Promise<Array<{ name: string; content: string }>>;
  /** The area's part of the site-wide static queries (e.g. commerce gives the currency rates). */
  staticQueries?(context: GeneratorContext): Promise<Partial<StaticQueries>>;
  /** Page loaders by route id: the same components the browser renders (the area's `./routes`). */
  pages: Readonly<Record<string, () => Promise<PageModule>>>;
}
