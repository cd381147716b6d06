import path from 'node:path';
import type { AppData, PageHead, StaticQueries } from '@site/contracts/page-data';
import { writeFileAtomic } from './page-sets';

/** A page as the sitemap sees it: generated pages, or the entries a page set kept of them. */
interface SitemapPage {
  path: string;
  lastModified?: string | null;
  sitemap?: boolean;
  head?: Partial<PageHead>;
}

const xmlEscape = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Each entry's `<url>` line, by the entry, with the origin it was made for: a warm builder writes
 * the sitemap of 12,000 pages after every edit, and the entries of pages an edit did not reach are
 * the very objects of the last build (finish-build.ts).
 */
const lineOf = new WeakMap<SitemapPage, { siteUrl: string; line: string }>();

export function sitemapXml(siteUrl: string, pages: readonly SitemapPage[]): string {
  const urls = pages
    .filter((p) => p.sitemap !== false && !p.head?.noindex)
    .map((p) => {
      const known = lineOf.get(p);
      if (known?.siteUrl === siteUrl) return known.line;
      const lastmod = p.lastModified
        ? `<lastmod>${xmlEscape(new Date(p.lastModified).toISOString().slice(0, 10))}</lastmod>`
        : '';
      const line = `<url><loc>${xmlEscape(new URL(p.path, siteUrl).href)}</loc>${lastmod}</url>`;
      lineOf.set(p, { siteUrl, line });
      return line;
    });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/**
 * Each path's place in the last sitemap, in `localeCompare`'s order: when a sitemap has the same
 * paths (an edit), their order is known without comparing 12,000 paths again.
 */
let orderBefore = new Map<string, number>();

/** The pages in `localeCompare`'s order of their paths. */
function byPath<P extends { path: string }>(pages: readonly P[]): P[] {
  // The same paths as the last sitemap's, each put straight in its place (no sort).
  if (pages.length === orderBefore.size) {
    const placed: (P | undefined)[] = new Array<P | undefined>(pages.length);
    let known = true;
    for (const page of pages) {
      const at = orderBefore.get(page.path);
      if (at === undefined || placed[at] !== undefined) {
        known = false;
        break;
      }
      placed[at] = page;
    }
    if (known) return placed as P[];
  }
  const sorted = [...pages].sort((a, b) => a.path.localeCompare(b.path));
  orderBefore = new Map(sorted.map((p, i) => [p.path, i]));
  return sorted;
}

export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /checkout/\nSitemap: ${new URL('/sitemap.xml/', siteUrl).href}\n`;
}

/** The site-wide files of a build: app data, the static queries, sitemap and robots.txt. */
export function writeSiteFiles(options: {
  pagesDir: string;
  siteUrl: string;
  appData: AppData;
  staticQueries: StaticQueries;
  /** Every live area's pages, from the sets this build rendered and those it left. */
  sitemap: readonly SitemapPage[];
}): void {
  const { pagesDir } = options;
  const write = (rel: string, content: string) =>
    writeFileAtomic(path.join(pagesDir, rel), content);
  write('page-data/app-data.json', JSON.stringify(options.appData));
  write(
    `page-data/sq/d/${options.appData.staticQueryHash}.json`,
    JSON.stringify({ data: options.staticQueries }),
  );
  write('sitemap.xml', sitemapXml(options.siteUrl, byPath(options.sitemap)));
  write('robots.txt', robotsTxt(options.siteUrl));
}
