import fs from 'node:fs';
import path from 'node:path';
import type { StaticQueries } from '@site/contracts/page-data';
import type { BuildManifest } from './manifest';

/**
 * A page set: the pages one version of one area rendered, with their page-data and the area's
 * files, at `<site>/page-sets/<area>/<version>/`. Each published version keeps its own, so a
 * rollback or a canary serves the HTML that its version rendered, and a release renders only its
 * own area. The server picks the set of the version a visitor gets (packages/server).
 */
export const pageSetDir = (siteDir: string, area: string, version: string) =>
  path.join(siteDir, 'page-sets', area, version);

export interface SitemapEntry {
  path: string;
  lastModified?: string | null;
}

/** What a set's build left: its pages for the next incremental build, its sitemap and static queries. */
export interface PageSetManifest extends BuildManifest {
  /** The shell build the pages were rendered with; another shell means every page is rendered again. */
  shellHash: string;
  area: string;
  version: string;
  renderedAt: string;
  sitemap: SitemapEntry[];
  staticQueries: Partial<StaticQueries>;
}

const MANIFEST = '.page-set.json';

export function readPageSet(dir: string): PageSetManifest | null {
  try {
    return JSON.parse(fs.readFileSync(path.join(dir, MANIFEST), 'utf8')) as PageSetManifest;
  } catch {
    return null;
  }
}

/** Written last: a set with a manifest is complete, one without is still being rendered. */
export function writePageSet(dir: string, manifest: PageSetManifest): void {
  writeFileAtomic(path.join(dir, MANIFEST), JSON.stringify(manifest));
}

/** Through a temporary file and a rename, so the server, serving while a release renders, never sends half a page. */
export function writeFileAtomic(file: string, content: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, content);
  fs.renameSync(temporary, file);
}

/** Where a page's HTML and page-data lie inside a set (or inside the site-wide pages folder). */
export function pageFiles(dir: string, key: string) {
  return {
    html: key === 'index' ? path.join(dir, 'index.html') : path.join(dir, key, 'index.html'),
    data: path.join(dir, 'page-data', key, 'page-data.json'),
  };
}
