import { stat } from 'node:fs/promises';
import path from 'node:path';
import { liveFile } from './live-files';
import type { SiteLayout } from './site-layout';

/**
 * The site build renders each area's pages into the page set of its version,
 * `<site>/page-sets/<area>/<version>/` (packages/site-build/src/page-sets.ts): HTML, page-data and
 * the area's files. A request looks in the sets of the versions its visitor gets, then in the
 * site-wide `pages/` folder (the 404 page, app data, static queries, the sitemap).
 */
export const pageSetDir = (layout: SiteLayout, area: string, version: string) =>
  path.join(layout.root, 'page-sets', area, version);

/** The live copy of a site file (live-files.ts) when it is a file, else null. */
export async function liveSiteFile(layout: SiteLayout, file: string): Promise<string | null> {
  const live = liveFile(layout.live, file);
  if (live === null) return null;
  try {
    return (await stat(live)).isFile() ? live : null;
  } catch {
    return null;
  }
}

/**
 * The first set (areas by name) holding `relative` (already checked, plain segments), else the same
 * file under `pages/`, else null. Area names and versions come from the validated registry.
 */
export async function findSiteFile(
  layout: SiteLayout,
  versions: Record<string, string>,
  relative: readonly string[],
): Promise<{ file: string; area: string | null } | null> {
  for (const area of Object.keys(versions).sort()) {
    const dir = pageSetDir(layout, area, versions[area]!);
    const file = path.join(dir, ...relative);
    const live = file.startsWith(dir + path.sep) ? await liveSiteFile(layout, file) : null;
    if (live) return { file: live, area };
  }
  const file = path.join(layout.pagesDir, ...relative);
  const live = file.startsWith(layout.pagesDir + path.sep)
    ? await liveSiteFile(layout, file)
    : null;
  return live ? { file: live, area: null } : null;
}
