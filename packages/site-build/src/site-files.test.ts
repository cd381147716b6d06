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

  it('points robots.txt at the sitemap', () => {
    expect(robotsTxt('https://example.org')).toContain('Sitemap: https://example.org/sitemap.xml/');
  });
});
