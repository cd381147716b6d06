import path from 'node:path';
import express, { Router, type RequestHandler } from 'express';
import { NO_CACHE } from './cache-control';
import type { SiteLayout } from './site-layout';

/**
 * What the site build writes besides pages: page-data (revalidated on every use, so
 * a new build shows at once), the sitemap, robots.txt, the web-app manifest, its
 * icons and the offline worker.
 */
export function buildFiles(layout: SiteLayout): RequestHandler {
  const router = Router();
  const revalidate = { index: false, etag: true, lastModified: true, cacheControl: false, dotfiles: 'deny' as const };
  router.use(
    '/page-data',
    express.static(path.join(layout.pagesDir, 'page-data'), {
      ...revalidate,
      fallthrough: false,
      setHeaders: (res) => res.setHeader('Cache-Control', NO_CACHE),
    }),
  );
  const single = (
    route: string | string[],
    file: string,
    type: string,
    extra: Record<string, string> = {},
    dir = layout.pagesDir,
  ) =>
    router.get(route, (_req, res) => {
      res.setHeader('Cache-Control', NO_CACHE);
      for (const [k, v] of Object.entries(extra)) res.setHeader(k, v);
      // A fixed file name: no request part reaches the path (and the site folder itself starts with a dot).
      res.type(type).sendFile(path.join(dir, file), { dotfiles: 'allow' }, (error) => {
        if (error && !res.headersSent) res.status(404).type('text/plain').send('Not found');
      });
    });
  single(['/sitemap.xml', '/sitemap.xml/'], 'sitemap.xml', 'application/xml');
  single('/robots.txt', 'robots.txt', 'text/plain');
  single('/manifest.webmanifest', 'manifest.webmanifest', 'application/manifest+json');
  // The worker is built with the shell; it must never be cached, or updates would stall.
  single('/sw.js', 'sw.js', 'application/javascript', { 'Service-Worker-Allowed': '/' }, layout.shellDir);
  router.use(
    '/files',
    express.static(path.join(layout.pagesDir, 'files'), {
      ...revalidate,
      fallthrough: false,
      setHeaders: (res) => res.setHeader('Cache-Control', NO_CACHE),
    }),
  );
  router.use(
    '/icons',
    express.static(path.join(layout.pagesDir, 'icons'), {
      ...revalidate,
      fallthrough: false,
      setHeaders: (res) => res.setHeader('Cache-Control', 'public, max-age=86400'),
    }),
  );
  return router;
}
