import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { robotsTxt, sitemapXml, writeSiteFiles } from './site-files';

describe('site files', () => {
  it('lists indexable pages in the sitemap with their lastmod', () => {
    const xml = sitemapXml('https://example.org', [
      { path: '/read/a&b', head: { title: 'A' }, lastModified: '2026-01-05T09:00:00+0000' },
      { path: '/hidden', head: { title: 'H', noindex: true } },
      { path: '/skip', head: { title: 'S' }, sitemap: false },
    ]);
    expect(xml).toContain(
      '<url><loc>https://example.org/read/a&amp;b</loc><lastmod>2026-01-05</lastmod></url>',
    );
    expect(xml).not.toContain('/hidden');
    expect(xml).not.toContain('/skip');
  });

  it('makes a line again when its page moved to another date or the site to another origin', () => {
    const page = {
      path: '/read/a',
      head: { title: 'A' },
      lastModified: '2026-01-05T09:00:00+0000',
    };
    sitemapXml('https://example.org', [page]);
    const later = sitemapXml('https://example.org', [
      { ...page, lastModified: '2026-02-01T09:00:00+0000' },
    ]);
    expect(later).toContain('<lastmod>2026-02-01</lastmod>');
    expect(later).not.toContain('2026-01-05');
    const moved = sitemapXml('https://history.example', [page]);
    expect(moved).toContain('<loc>https://history.example/read/a</loc>');
    expect(moved).not.toContain('example.org');
  });

  it("writes the sitemap in the paths' order, however the pages come and whatever came before", () => {
    const pagesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-files-'));
    const write = (paths: string[]) => {
      writeSiteFiles({
        pagesDir,
        siteUrl: 'https://example.org',
        appData: { buildHash: 'b', builtAt: '2026-01-01T00:00:00.000Z', staticQueryHash: 'q' },
        staticQueries: { navigation: [], footer: [], rate: { nodes: [] } },
        sitemap: paths.map((p) => ({ path: p })),
      });
      const xml = fs.readFileSync(path.join(pagesDir, 'sitemap.xml'), 'utf8');
      return [...xml.matchAll(/<loc>https:\/\/example\.org([^<]*)<\/loc>/g)].map((m) => m[1]);
    };
    try {
      const sorted = ['/', '/read/', '/read/Zwingli/', '/read/a-b/', '/read/calvin/'].sort((a, b) =>
        a.localeCompare(b),
      );
      expect(write(['/read/calvin/', '/', '/read/a-b/', '/read/Zwingli/', '/read/'])).toEqual(
        sorted,
      );
      // The same pages in another order, then one more.
      expect(write([...sorted].reverse())).toEqual(sorted);
      const more = [...sorted, '/read/bucer/'].sort((a, b) => a.localeCompare(b));
      expect(write(['/read/bucer/', ...sorted])).toEqual(more);
    } finally {
      fs.rmSync(pagesDir, { recursive: true, force: true });
    }
  });

  it('points robots.txt at the sitemap', () => {
    expect(robotsTxt('https://example.org')).toContain('Sitemap: https://example.org/sitemap.xml/');
  });
});
