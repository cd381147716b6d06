import path from 'node:path';
import express, { Router, type Request, type Response, type RequestHandler } from 'express';
import { NO_CACHE } from './cache-control';
import { findSiteFile, liveSiteFile, pageSetDir } from './page-sets';
import type { SiteData } from './registry';
import { safeSegments, type SiteLayout } from './site-layout';
import { visitorVersions, type VisitorOptions } from './visitor-versions';

/** Sends a file found in a page set, revalidated on every use like the rest of the build's files. */
function sendSetFile(res: Response, file: string, next: (error?: unknown) => void) {
  res.setHeader('Cache-Control', NO_CACHE);
  res.sendFile(
    file,
    { dotfiles: 'allow', cacheControl: false, etag: true, lastModified: true },
    (error) => {
      if (error && !res.headersSent) next(error);
    },
  );
}

/**
 * Page-data and area files of the page sets this visitor's versions rendered; anything else (app
 * data, static queries, a site built before page sets) falls through to the `pages/` folder.
 */
function pageSetFiles(layout: SiteLayout, data: SiteData, options: VisitorOptions): RequestHandler {
  const versionsOf = async (req: Request, res: Response) => {
    const read = await data.registry();
    return (
      await visitorVersions(req, res, read.ok ? read.registry : { remotes: {} }, layout, options)
    ).versions;
  };
  return async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const pageData = req.path.startsWith('/page-data/');
    const areaFile = req.path.startsWith('/files/');
    if (!pageData && !areaFile) return next();
    const segments = safeSegments(req.path);
    if (segments === null) return next();
    const versions = await versionsOf(req, res);
    if (pageData) {
      const found = await findSiteFile(layout, versions, segments);
      return found?.area ? sendSetFile(res, found.file, next) : next();
    }
    // /files/<area>/<name…>: the files of that area's version, in its set.
    const [, area, ...rest] = segments;
    const version = area ? versions[area] : undefined;
    if (!area || !version || rest.length === 0) return next();
    const file = await liveSiteFile(
      layout,
      path.join(pageSetDir(layout, area, version), 'files', ...rest),
    );
    return file ? sendSetFile(res, file, next) : next();
  };
}

/**
 * A folder of `pages/` that publishes change (page-data, area files): each file through the live
 * generation (live-files.ts), revalidated on every use; a file that is not there is a 404.
 */
function siteFolder(layout: SiteLayout, folder: string): RequestHandler {
  const base = path.join(layout.pagesDir, folder);
  return async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const segments = safeSegments(req.path);
    // Dot files are never served from here, as express.static's `dotfiles: 'deny'` had it.
    const found =
      segments && segments.length > 0 && !segments.some((s) => s.startsWith('.'))
        ? await liveSiteFile(layout, path.join(base, ...segments))
        : null;
    if (!found) return void res.status(404).type('text/plain').send('Not found');
    sendSetFile(res, found, next);
  };
}

/**
 * What the site build writes besides pages: page-data (revalidated on every use, so
 * a new build shows at once), the sitemap, robots.txt, the web-app manifest, its
 * icons and the offline worker.
 */
export function buildFiles(
  layout: SiteLayout,
  data: SiteData,
  options: VisitorOptions = {},
): RequestHandler {
  const router = Router();
  router.use(pageSetFiles(layout, data, options));
  const revalidate = {
    index: false,
    etag: true,
    lastModified: true,
    cacheControl: false,
    dotfiles: 'deny' as const,
  };
  router.use('/page-data', siteFolder(layout, 'page-data'));
  const single = (
    route: string | string[],
    file: string,
    type: string,
    extra: Record<string, string> = {},
    dir = layout.pagesDir,
  ) =>
    router.get(route, async (_req, res) => {
      res.setHeader('Cache-Control', NO_CACHE);
      for (const [k, v] of Object.entries(extra)) res.setHeader(k, v);
      // A fixed file name: no request part reaches the path (and the site folder itself starts with a dot).
      const found = await liveSiteFile(layout, path.join(dir, file));
      if (!found) return void res.status(404).type('text/plain').send('Not found');
      res.type(type).sendFile(found, { dotfiles: 'allow' }, (error) => {
        if (error && !res.headersSent) res.status(404).type('text/plain').send('Not found');
      });
    });
  single(['/sitemap.xml', '/sitemap.xml/'], 'sitemap.xml', 'application/xml');
  single('/robots.txt', 'robots.txt', 'text/plain');
  single('/manifest.webmanifest', 'manifest.webmanifest', 'application/manifest+json');
  // The worker is built with the shell; it must never be cached, or updates would stall.
  single(
    '/sw.js',
    'sw.js',
    'application/javascript',
    { 'Service-Worker-Allowed': '/' },
    layout.shellDir,
  );
  router.use('/files', siteFolder(layout, 'files'));
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
