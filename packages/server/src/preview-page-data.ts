import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type * as prismic from '@prismicio/client';
import { matchRoutes } from 'react-router';
import type { GeneratedPage } from '@site/contracts/generator';
import type { AppData, PageData } from '@site/contracts/page-data';
import type { AreaName, Registry, RouteInfo } from '@site/contracts/remote';
import { PreviewEnded } from './preview-client';
import { AreaGenerators, previewContentSource } from './preview-generators';
import type { SiteLayout } from './site-layout';

export type PreviewPageResult =
  | { kind: 'ok'; pageData: PageData }
  /** No area route matches, the route is rendered in the browser alone, or the area made no such page. */
  | { kind: 'not-found' }
  /** The CMS no longer accepts the token: the preview is over. */
  | { kind: 'ended'; reason: 'expired' | 'invalid' };

export interface PreviewPageDataOptions {
  layout: SiteLayout;
  /** A client of the site's Content API (createPreviewClient); every query here names the preview ref. */
  client: prismic.Client;
  /** The public origin (PUBLIC_URL), for the canonical URLs generators put in heads. */
  siteUrl: string;
  generators?: AreaGenerators;
  /**
   * How long one area's pages, made for one preview session, answer further requests (a page and
   * the links the shell prefetches from it). Short, so an edited draft shows on the next reload.
   */
  reuseMs?: number;
  now?: () => number;
}

/** Sessions × areas whose pages are kept for `reuseMs`; past that the oldest is let go. */
const MAX_KEPT = 16;

/** `/read/x` and `/read/x/` are one page. */
const trimSlash = (p: string) => (p.length > 1 ? p.replace(/\/+$/, '') : p);

interface Kept {
  pages: Promise<Map<string, GeneratedPage>>;
  settledAt?: number;
}

/**
 * A page's data made at request time from a preview ref, by the generator of the area version the
 * visitor's shell loads: what the site build would write into `page-data.json` if the drafts were
 * published. Nothing is written to the site folder; published pages and page-data stay as built.
 */
export class PreviewPageData {
  private readonly kept = new Map<string, Kept>();
  private readonly generators: AreaGenerators;
  private readonly reuseMs: number;
  private readonly now: () => number;

  constructor(private readonly options: PreviewPageDataOptions) {
    this.generators = options.generators ?? new AreaGenerators(options.layout);
    this.reuseMs = options.reuseMs ?? 3000;
    this.now = options.now ?? Date.now;
  }

  /**
   * `registry`: this visitor's, with each area's routes (`SiteData.composedRegistry(versions)`).
   * Throws for anything but an ended preview (the CMS unreachable, a generator failing).
   */
  async load(token: string, pathname: string, registry: Registry): Promise<PreviewPageResult> {
    const match = bestRoute(registry, pathname);
    if (!match || match.route.clientOnly) return { kind: 'not-found' };
    const { area, version } = match;
    let pages: Map<string, GeneratedPage>;
    try {
      pages = await this.pagesOf(token, area, version);
    } catch (error) {
      if (error instanceof PreviewEnded) return { kind: 'ended', reason: error.reason };
      throw error;
    }
    const page = pages.get(trimSlash(pathname));
    if (!page) return { kind: 'not-found' };
    const appData = await this.appData();
    return {
      kind: 'ok',
      pageData: {
        path: page.path,
        routeId: page.routeId,
        area: area as AreaName,
        buildHash: appData.buildHash,
        version,
        head: page.head,
        data: page.data,
      },
    };
  }

  private pagesOf(token: string, area: string, version: string) {
    const key = `${area}@${version}|${token}`;
    const now = this.now();
    const known = this.kept.get(key);
    if (known && (known.settledAt === undefined || now - known.settledAt < this.reuseMs))
      return known.pages;
    this.kept.delete(key);
    for (const [k, entry] of this.kept)
      if (entry.settledAt !== undefined && now - entry.settledAt >= this.reuseMs)
        this.kept.delete(k);
    if (this.kept.size >= MAX_KEPT) {
      const oldest = this.kept.keys().next().value;
      if (oldest !== undefined) this.kept.delete(oldest);
    }
    const entry: Kept = { pages: this.generate(token, area, version) };
    this.kept.set(key, entry);
    entry.pages.then(
      () => (entry.settledAt = this.now()),
      // A failure is not kept: the next request asks again.
      () => this.kept.get(key) === entry && this.kept.delete(key),
    );
    return entry.pages;
  }

  private async generate(token: string, area: string, version: string) {
    // The ref first: a generator that tolerates a failing query (an optional single document)
    // must not turn an ended preview into a page with half its content.
    const [generator] = await Promise.all([
      this.generators.get(area, version),
      this.options.client.get({ ref: token, pageSize: 1 }),
    ]);
    const made = await generator.generate({
      content: previewContentSource(this.options.client, token),
      siteUrl: this.options.siteUrl,
      log: () => {},
    });
    return new Map(made.map((page) => [trimSlash(page.path), page]));
  }

  private async appData(): Promise<AppData> {
    const file = path.join(this.options.layout.pagesDir, 'page-data', 'app-data.json');
    const value = JSON.parse(await readFile(file, 'utf8')) as AppData;
    if (typeof value.buildHash !== 'string') throw new Error(`${file} has no buildHash`);
    return value;
  }
}

/** The route the shell would render for `pathname`: the best-ranked match, as react-router ranks them. */
function bestRoute(
  registry: Registry,
  pathname: string,
): { area: string; version: string; route: RouteInfo } | null {
  const candidates = Object.entries(registry.remotes).flatMap(([area, entry]) =>
    (entry.routes ?? []).map((info) => ({
      path: info.path,
      caseSensitive: false,
      info,
      area,
      version: entry.version,
    })),
  );
  const best = matchRoutes(candidates, pathname)?.at(-1)?.route;
  return best ? { area: best.area, version: best.version, route: best.info } : null;
}
