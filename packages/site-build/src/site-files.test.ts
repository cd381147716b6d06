import { robotsTxt, sitemapXml } from './site-files';

describe('site files', () => {
  it('lists indexable pages in the sitemap with their lastmod', () => {
    const xml = sitemapXml('https://example.org', [
      { path: '/read/a&b', routeId: 'x', head: { title: 'A' }, data: null, dependencies: [], lastModified: '2026-01-05T09:00:00+0000' },
      { path: '/hidden', routeId: 'x', head: { title: 'H', noindex: true }, data: null, dependencies: [] },
      { path: '/skip', routeId: 'x', head: { title: 'S' }, data: null, dependencies: [], sitemap: false },
    ]);
    expect(xml).toContain('<url><loc>https://example.org/read/a&amp;b</loc><lastmod>2026-01-05</lastmod></url>');
    expect(xml).not.toContain('/hidden');
    expect(xml).not.toContain('/skip');
  });

  it('points robots.txt at the sitemap', () => {
    expect(robotsTxt('https://example.org')).toContain('Sitemap: https://example.org/sitemap.xml/');
  });
});
