import path from 'node:path';
import type { RequestHandler } from 'express';
import { IMMUTABLE } from './cache-control';
import { isRemoteName, isVersion, safeSegments, type SiteLayout } from './site-layout';
import { isSourceMapPath, refuseSourceMap, type SourceMapOptions } from './source-maps';

const NOT_FOUND_CODES = new Set(['ENOENT', 'EISDIR', 'ENOTDIR', 'ENAMETOOLONG']);

/**
 * `/remotes/<name>/<version>/<file>`: immutable build output. A missing file is a
 * plain 404, never the HTML page, so a stale chunk URL fails loudly in the loader.
 */
export function remoteFiles(layout: SiteLayout, maps: SourceMapOptions = {}): RequestHandler {
  return (req, res, next) => {
    // Production builds keep their maps elsewhere; one copied in by hand must not leak either.
    if (!maps.serveSourceMaps && isSourceMapPath(req.path)) return refuseSourceMap(res);
    // Errors are not cached: the file may be published a moment later.
    res.setHeader('Cache-Control', 'no-store');
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('Allow', 'GET, HEAD');
      res.status(405).type('text/plain').send('Method not allowed');
      return;
    }
    const segments = safeSegments(req.path);
    if (segments === null) {
      res.status(400).type('text/plain').send('Bad request: invalid remote file path');
      return;
    }
    const [name, version, ...rest] = segments;
    if (name === undefined || version === undefined || rest.length === 0) {
      res.status(404).type('text/plain').send('Not found');
      return;
    }
    if (!isRemoteName(name) || !isVersion(version)) {
      res.status(400).type('text/plain').send('Bad request: invalid remote name or version');
      return;
    }
    const file = path.join(name, version, ...rest);
    const options = {
      root: layout.remotesDir,
      dotfiles: 'ignore' as const,
      cacheControl: false,
      headers: { 'Cache-Control': IMMUTABLE },
    };
    res.sendFile(file, options, (error?: NodeJS.ErrnoException & { status?: number }) => {
      if (!error || res.headersSent) return;
      if (error.status === 404 || NOT_FOUND_CODES.has(error.code ?? '')) {
        res.status(404).type('text/plain').send('Not found');
        return;
      }
      next(error);
    });
  };
}
