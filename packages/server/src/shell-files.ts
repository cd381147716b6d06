import path from 'node:path';
import express, { type RequestHandler } from 'express';
import { IMMUTABLE, NO_CACHE } from './cache-control';
import type { SiteLayout } from './site-layout';
import { isSourceMapPath, refuseSourceMap, type SourceMapOptions } from './source-maps';

// The shell's unhashed files: they name the current release, so they are revalidated.
const UNHASHED = new Set(['index.html', 'version.json', 'routes.json']);

/** The shell's build output at the site root; misses fall through to the page handler. */
export function shellFiles(layout: SiteLayout, maps: SourceMapOptions = {}): RequestHandler {
  const files = express.static(layout.shellDir, {
    index: false,
    redirect: false,
    fallthrough: true,
    dotfiles: 'ignore',
    cacheControl: false,
    setHeaders(res, file) {
      const relative = path.relative(layout.shellDir, file);
      res.setHeader('Cache-Control', UNHASHED.has(relative) ? NO_CACHE : IMMUTABLE);
    },
  });
  return (req, res, next) => {
    // A plain 404 rather than falling through: the page fallback would answer a map with HTML.
    if (!maps.serveSourceMaps && isSourceMapPath(req.path)) return refuseSourceMap(res);
    files(req, res, next);
  };
}
