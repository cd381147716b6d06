import type { ComponentType } from 'react';
import type { PageHead, StaticQueries } from './page-data';
import type { AreaName, PageModule } from './remote';

/** One page an area wants built. */
export interface GeneratedPage<D = unknown> {
  path: string;
  routeId: string;
  head: PageHead;
  /**
   * May be a getter: the build reads it only for a page it compares or renders, so a page whose
   * dependencies are complete and unchanged need not make its data at all.
   */
  data: D;
  /**
   * Ids of the content documents this page shows (including linked ones): when
   * one of them changes, an incremental build regenerates this page.
   */
  dependencies: readonly string[];
  /**
   * The page's data is made from the documents in `dependencies` alone (and the area's code), so
   * an incremental build may skip it without comparing its data when none of them changed, was
   * added or went away, and the list is the same as last time. Only set it when the list is
   * recorded as the data is made (not written out by hand); pages with other inputs (the shop's
   * products) leave it unset and have their data compared.
   */
  dependenciesComplete?: boolean;
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

/**
 * Text an area keeps from one build of the site to the next (Gatsby's `cache`), for work it can
 * redo in part: empty after a full build or a new version of the area. What it reads back may be
 * from any earlier build, so it is checked before use. Keys are plain names: letters, digits, dots,
 * dashes.
 */
export interface BuildCache {
  get(key: string): string | undefined;
  set(key: string, value: string): void;
}

/** A document that changed between two builds: its id, and its type before and after (one, if the same or if added or removed). */
export interface DocumentChange {
  id: string;
  types: string[];
}

export interface GeneratorContext {
  content: ContentSource;
  /** Absent when the build keeps nothing (a test, say). */
  cache?: BuildCache;
  /**
   * In a build process kept warm between builds (issue 33), when this area made its pages in the
   * build just before: every document that changed since. A generator may keep what it made then
   * and make again only what these reach. Absent when not known: everything is made afresh.
   */
  changes?: readonly DocumentChange[];
  /**
   * The process builds again after this build (a warm builder, issue 33): a generator may keep what
   * it made, to make again next time only what `changes` reach. Unset, it should keep nothing: the
   * build's memory is better spent on the pages it renders.
   */
  keep?: boolean;
  /**
   * Says that the area will read no more content in this build: not in `generate`, not in its
   * static queries, and not in its files. A full build closes the content once every area has said
   * so or has finished generating; queries after that fail as closed. The promise resolves when
   * the content is closed, or at once in any other build. An area that reads the whole corpus and
   * then makes many pages from it awaits this first, so that the content server's copy of the corpus
   * is gone while its pages are made (issue 33's memory). Absent when nothing closes early.
   */
  doneReading?(): Promise<void>;
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
   * `/files/<area>/<name>`. Names are plain: letters, digits, dots, dashes. They are made from the
   * same content as the pages. An incremental build makes them while other work goes on (the
   * pages' queries): long work should give way to the event loop now and then (a chunk of a few
   * milliseconds at a time). A full build calls it once every area's pages are generated, before
   * they are rendered, with the context `generate` had, and its content closed: what it reads, it
   * must have read in `generate` and kept by the context's `content` (the same object both times),
   * or its queries fail as closed.
   */
  files?(context: GeneratorContext): Promise<Array<{ name: string; content: string }>>;
  /** The area's part of the site-wide static queries (e.g. commerce gives the currency rates). */
  staticQueries?(context: GeneratorContext): Promise<Partial<StaticQueries>>;
  /** Page loaders by route id: the same components the browser renders (the area's `./routes`). */
  pages: Readonly<Record<string, () => Promise<PageModule>>>;
}

/**
 * What an area's server-rendering bundle may export as `widgets`: for one build's static queries,
 * the components that render its exposes (by name, without "./") into other areas' served HTML,
 * showing only what a build can know (an empty cart, a visitor, the default currency). The browser
 * hydrates them with the exposes themselves, so both must render the same on that first render.
 */
export type ServerWidgets = (
  staticQueries: Partial<StaticQueries>,
  // A widget's props are its own business, agreed by the expose's name.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
) => Readonly<Record<string, ComponentType<any>>>;
