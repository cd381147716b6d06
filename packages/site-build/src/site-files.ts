import fs from 'node:fs';
import path from 'node:path';
import type { GeneratedPage } from '@site/contracts/generator';
import type { AppData, StaticQueries } from '@site/contracts/page-data';

const xmlEscape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function sitemapXml(siteUrl: string, pages: readonly GeneratedPage[]): string {
  const urls = pages
    .filter((p) => p.sitemap !== false && !p.head.noindex)
    .map((p) => {
      const lastmod = p.lastModified ? `<lastmod>${xmlEscape(new Date(p.lastModified).toISOString().slice(0, 10))}</lastmod>` : '';
      return `<url><loc>${xmlEscape(new URL(p.path, siteUrl).href)}</loc>${lastmod}</url>`;
    });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
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
  planned: readonly GeneratedPage[];
}): void {
  const { pagesDir } = options;
  const write = (rel: string, content: string) => {
    const file = path.join(pagesDir, rel);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, content);
  };
  write('page-data/app-data.json', JSON.stringify(options.appData));
  write(`page-data/sq/d/${options.appData.staticQueryHash}.json`, JSON.stringify({ data: options.staticQueries }));
  write('sitemap.xml', sitemapXml(options.siteUrl, options.planned));
  write('robots.txt', robotsTxt(options.siteUrl));
}
