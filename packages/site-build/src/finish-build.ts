import fs from 'node:fs';
import path from 'node:path';
import type { GeneratedPage } from '@site/contracts/generator';
import type { AppData, StaticQueries } from '@site/contracts/page-data';
import { SITE_NAME } from '@site/contracts/site';
import { PLAIN_NAME } from './build-cache';
import type { AreaFile } from './content-source';
import { sameList, type PageSetManifest, type SitemapEntry } from './manifest';
import { manifestFiles } from './manifest-parts';
import { sitemapEntries, type PlannedPage } from './plan-pages';
import { writeFileAtomic, writeFileUnlessSame, writePageSet } from './page-sets';
import { notFoundPage } from './render-page';
import { writeSiteFiles } from './site-files';
import type { AreaInput, SiteInputs } from './site-inputs';
import { trace, traceSpan } from './trace';
import { writeWebAppManifest } from './web-app-manifest';

// The end of a build (build-site.ts), once its pages are written: each rendered set's manifest is
// made, then the areas' files written, then the manifests (last, so that a set with one is
// complete), then the site-wide files.

export interface BuildEnd {
  inputs: SiteInputs;
  /** The areas this build rendered, and the sets of those it left (for the sitemap). */
  areas: readonly AreaInput[];
  others: readonly { set: PageSetManifest }[];
  setDir: (area: AreaInput) => string;
  planned: readonly PlannedPage[];
  documentHashes: Readonly<Record<string, string>>;
  /** Each rendered area's static queries, in the order of `areas`. */
  areaQueries: readonly Partial<StaticQueries>[];
  /** The document types each rendered area read, or that it read anything at all. */
  reads: ReadonlyMap<string, { types: ReadonlySet<string>; any: boolean }>;
  /**
   * The areas' files, or their promise (an incremental build's, still being made on the content
   * thread): the manifests are made meanwhile, and the files written before any of them. A full
   * build has written its own already (`writeAreaFiles`) and gives none here.
   */
  files: readonly AreaFile[] | Promise<readonly AreaFile[]>;
  appData: AppData;
  /** The site-wide static queries (the shell's and every live area's). */
  staticQueries: StaticQueries;
  pagesDir: string;
  siteUrl: string;
  /** A staged build leaves the web app manifest the apps' build wrote. */
  staged: boolean;
  /** The process builds again (a warm builder): what each set showed is kept for the next build. */
  keep: boolean;
}

/**
 * The areas' files into their sets (`files/<name>`), before any set's manifest, like the pages. A
 * full build writes them as soon as they are made, before it renders, so that the rendering does
 * not hold them (the search index and the timeline's seasons: 13 MB at twice the generated corpus).
 */
export function writeAreaFiles(
  files: readonly AreaFile[],
  areas: readonly AreaInput[],
  setDir: (area: AreaInput) => string,
): void {
  for (const file of files) {
    if (!PLAIN_NAME.test(file.name)) throw new Error(`${file.area}: bad file name "${file.name}"`);
    const area = areas.find((a) => a.name === file.area);
    if (!area) throw new Error(`${file.area}: files from an area this build does not render`);
    writeFileUnlessSame(path.join(setDir(area), 'files', file.name), file.content);
  }
}

/**
 * The documents a set's pages show, counted, with each page's list as counted: a warm builder's
 * next build counts again only the lists that are not the same (the content area's 12,000 pages
 * list 95,000 dependencies, and an edit changes a few lists).
 */
export class ShownDocuments {
  private readonly lists = new Map<string, readonly string[]>();
  private readonly counts = new Map<string, number>();

  /** Counts these pages' lists, in place of the last pages'. */
  update(pages: readonly { key: string; page: { dependencies: readonly string[] } }[]): this {
    // Brought up to date in place: a new map of 12,000 lists for each edit was most of the work.
    let found = 0;
    const had = this.lists.size;
    for (const { key, page } of pages) {
      const list = page.dependencies;
      const before = this.lists.get(key);
      if (before !== undefined) found += 1;
      if (before === list) continue;
      if (before === undefined || !sameList(before, list)) {
        if (before !== undefined) this.count(before, -1);
        this.count(list, 1);
      }
      this.lists.set(key, list);
    }
    // Fewer found than there were: the lists of pages that went are counted out.
    if (found < had) {
      const keys = new Set(pages.map((p) => p.key));
      for (const [key, gone] of this.lists)
        if (!keys.has(key)) {
          this.count(gone, -1);
          this.lists.delete(key);
        }
    }
    return this;
  }

  has(id: string): boolean {
    return this.counts.has(id);
  }

  private count(list: readonly string[], by: 1 | -1): void {
    for (const id of list) {
      const n = (this.counts.get(id) ?? 0) + by;
      if (n === 0) this.counts.delete(id);
      else this.counts.set(id, n);
    }
  }
}

/** Each set's documents shown, as its last build counted them (kept by a warm builder only). */
const shown = new Map<string, ShownDocuments>();

/** A set's sitemap entries, each page's made once per page object. */
const entryOf = new WeakMap<GeneratedPage, SitemapEntry | null>();
function sitemapOf(pages: readonly PlannedPage[]): SitemapEntry[] {
  const entries: SitemapEntry[] = [];
  for (const { page } of pages) {
    let entry = entryOf.get(page);
    if (entry === undefined) entryOf.set(page, (entry = sitemapEntries([page])[0] ?? null));
    if (entry) entries.push(entry);
  }
  return entries;
}

/** Each page's entry in its set's manifest, by page object: the same object while its hash is. */
const pageEntry = new WeakMap<GeneratedPage, PageSetManifest['pages'][string]>();

/** A set's pages in its manifest, by key (no prototype: a key is a key like any other). */
function pagesOf(pages: readonly PlannedPage[]): PageSetManifest['pages'] {
  const out = Object.create(null) as PageSetManifest['pages'];
  for (const { key, page, dataHash } of pages) {
    let entry = pageEntry.get(page);
    if (entry?.dataHash !== dataHash) {
      // The page's own list (not changed from here on): the same JSON as a copy.
      entry = { dataHash, dependencies: page.dependencies as string[] };
      pageEntry.set(page, entry);
    }
    out[key] = entry;
  }
  return out;
}

/** The hashes of the documents a set shows (a loop: entries, filter and fromEntries were a fifth of a warm edit's manifests). */
function shownHashes(
  hashes: Readonly<Record<string, string>>,
  shown: ShownDocuments,
): Record<string, string> {
  // No prototype: an id such as `__proto__` is a key like any other.
  const documents = Object.create(null) as Record<string, string>;
  for (const id in hashes) if (shown.has(id)) documents[id] = hashes[id]!;
  return documents;
}

export async function finishBuild(end: BuildEnd): Promise<void> {
  const { areas, setDir } = end;
  const manifestsStarted = performance.now();
  const sitemap: SitemapEntry[] = end.others.flatMap(({ set }) => set.sitemap);
  const sets = new Set(areas.map((a) => `${a.name}@${a.version}`));
  for (const set of shown.keys()) if (!sets.has(set)) shown.delete(set);
  const manifests = areas.map((area, i) => {
    const mine = end.planned.filter((p) => p.area === area);
    const set = `${area.name}@${area.version}`;
    const counts = (shown.get(set) ?? new ShownDocuments()).update(mine);
    if (end.keep) shown.set(set, counts);
    else shown.delete(set);
    const reads = end.reads.get(area.name)!;
    const manifest: PageSetManifest = {
      area: area.name,
      version: area.version,
      shellHash: end.inputs.buildHash,
      renderedAt: end.appData.builtAt,
      buildHash: end.inputs.buildHash,
      documents: shownHashes(end.documentHashes, counts),
      pages: pagesOf(mine),
      sitemap: sitemapOf(mine),
      staticQueries: end.areaQueries[i] ?? {},
      reads: { types: [...reads.types].sort(), any: reads.any },
    };
    sitemap.push(...manifest.sitemap);
    return { area, manifest, files: manifestFiles(manifest) };
  });
  traceSpan("page sets' manifests", performance.now() - manifestsStarted);

  trace("page sets' manifests made");
  // An incremental build's manifests were made while its content thread made the files (a warm
  // edit's search index): what it waits for now is what is left of them.
  const waited = end.files instanceof Promise;
  const files = await end.files;
  if (waited) trace('area files in');
  writeAreaFiles(files, areas, setDir);
  // Each set's manifest after its pages and files: a set with one is complete.
  for (const { area, manifest, files } of manifests) writePageSet(setDir(area), manifest, files);

  const siteFilesStarted = performance.now();
  const { pagesDir, siteUrl, appData, staticQueries } = end;
  writeSiteFiles({ pagesDir, siteUrl, appData, staticQueries, sitemap });
  traceSpan('sitemap, static queries and app data', performance.now() - siteFilesStarted);
  // Made from the shell alone: a staged build (content only) leaves the one the apps' build wrote.
  if (!end.staged || !fs.existsSync(path.join(pagesDir, 'manifest.webmanifest')))
    await writeWebAppManifest(pagesDir, end.inputs.icon, SITE_NAME);
  // The 404 page: the shell's own, rendered at a path no route claims.
  const notFound = notFoundPage(end.inputs, { appData, staticQueries }, siteUrl);
  writeFileAtomic(path.join(pagesDir, '404', 'index.html'), notFound);
  trace('site files and manifests written');
}
