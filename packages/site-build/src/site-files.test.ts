import { robotsTxt, sitemapXml } from './site-files';

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

  it('points robots.txt at the sitemap', () => {
    expect(robotsTxt('https://example.org')).toContain('Sitemap: https://example.org/sitemap.xml/');
  });
});
