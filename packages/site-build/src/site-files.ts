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
 * Each page's `<url>` line, by its origin, path and date, as the last sitemap made them: a warm
 * builder writes the sitemap of 12,000 pages after every edit, and most lines are the same.
 */
let linesBefore = new Map<string, string>();

export function sitemapXml(siteUrl: string, pages: readonly SitemapPage[]): string {
  const lines = new Map<string, string>();
  const urls = pages
    .filter((p) => p.sitemap !== false && !p.head?.noindex)
    .map((p) => {
      const key = `${siteUrl}\0${p.path}\0${p.lastModified ?? ''}`;
      let line = linesBefore.get(key);
      if (line === undefined) {
        const lastmod = p.lastModified
          ? `<lastmod>${xmlEscape(new Date(p.lastModified).toISOString().slice(0, 10))}</lastmod>`
          : '';
        line = `<url><loc>${xmlEscape(new URL(p.path, siteUrl).href)}</loc>${lastmod}</url>`;
      }
      lines.set(key, line);
      return line;
    });
  linesBefore = lines;
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/**
 * Each path's place in the last sitemap, in `localeCompare`'s order: when a sitemap has the same
 * paths (an edit), their order is known without comparing 12,000 paths again.
 */
let orderBefore = new Map<string, number>();

/** The pages in `localeCompare`'s order of their paths. */
function byPath<P extends { path: string }>(pages: readonly P[]): P[] {
  const known = pages.length === orderBefore.size && pages.every((p) => orderBefore.has(p.path));
  if (known) return [...pages].sort((a, b) => orderBefore.get(a.path)! - orderBefore.get(b.path)!);
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
