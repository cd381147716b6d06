import fs from 'node:fs';
import path from 'node:path';
import type { AppData, StaticQueries } from '@site/contracts/page-data';
import { SITE_NAME } from '@site/contracts/site';
import { PLAIN_NAME } from './build-cache';
import type { AreaFile } from './content-source';
import { sitemapEntries, type PlannedPage } from './plan-pages';
import {
  writeFileAtomic,
  writePageSet,
  type PageSetManifest,
  type SitemapEntry,
} from './page-sets';
import { notFoundPage } from './render-page';
import { writeSiteFiles } from './site-files';
import type { AreaInput, SiteInputs } from './site-inputs';
import { trace, traceSpan } from './trace';
import { writeWebAppManifest } from './web-app-manifest';

// The end of a build (build-site.ts), once its pages are written: the areas' files, each rendered
// set's manifest (written last, so that a set with one is complete), then the site-wide files.

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
  files: readonly AreaFile[];
  appData: AppData;
  /** The site-wide static queries (the shell's and every live area's). */
  staticQueries: StaticQueries;
  pagesDir: string;
  siteUrl: string;
  /** A staged build leaves the web app manifest the apps' build wrote. */
  staged: boolean;
}

export async function finishBuild(end: BuildEnd): Promise<void> {
  const { areas, setDir } = end;
  for (const file of end.files) {
    if (!PLAIN_NAME.test(file.name)) throw new Error(`${file.area}: bad file name "${file.name}"`);
    const area = areas.find((a) => a.name === file.area);
    if (!area) throw new Error(`${file.area}: files from an area this build does not render`);
    writeFileAtomic(path.join(setDir(area), 'files', file.name), file.content);
  }

  const manifestsStarted = performance.now();
  const sitemap: SitemapEntry[] = end.others.flatMap(({ set }) => set.sitemap);
  areas.forEach((area, i) => {
    const mine = end.planned.filter((p) => p.area === area);
    // A loop, not a flat map of copies: a listing's page reads thousands of documents.
    const dependencies = new Set<string>();
    for (const p of mine) for (const id of p.page.dependencies) dependencies.add(id);
    const reads = end.reads.get(area.name)!;
    const set: PageSetManifest = {
      area: area.name,
      version: area.version,
      shellHash: end.inputs.buildHash,
      renderedAt: end.appData.builtAt,
      buildHash: end.inputs.buildHash,
      documents: Object.fromEntries(
        Object.entries(end.documentHashes).filter(([id]) => dependencies.has(id)),
      ),
      pages: Object.fromEntries(
        mine.map((p) => [
          p.key,
          // The page's own list (not changed from here on): the same JSON as a copy.
          { dataHash: p.dataHash, dependencies: p.page.dependencies as string[] },
        ]),
      ),
      sitemap: sitemapEntries(mine.map((p) => p.page)),
      staticQueries: end.areaQueries[i] ?? {},
      reads: { types: [...reads.types].sort(), any: reads.any },
    };
    writePageSet(setDir(area), set);
    sitemap.push(...set.sitemap);
  });
  traceSpan("page sets' manifests", performance.now() - manifestsStarted);

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
