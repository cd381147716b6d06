import path from 'node:path';
import {
  ARTIFACT_KINDS,
  type ArtifactKind,
  artifactList,
  hasVersion,
} from '@site/release/artifacts';
import type { RequestHandler, Response } from 'express';
import { IMMUTABLE } from './cache-control';
import { isRemoteName, isVersion, safeSegments, type SiteLayout } from './site-layout';
import { isSourceMapPath, refuseSourceMap, type SourceMapOptions } from './source-maps';

const NOT_FOUND_CODES = new Set(['ENOENT', 'EISDIR', 'ENOTDIR', 'ENAMETOOLONG']);

/**
 * `/remotes/<name>/<version>/<file>`: immutable build output. A missing file is a
 * plain 404, never the HTML page, so a stale chunk URL fails loudly in the loader.
 */
export function remoteFiles(
  layout: SiteLayout,
  maps: SourceMapOptions & { serveArtifacts?: boolean } = {},
): RequestHandler {
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
    if (rest[0] === '.artifact.json' || rest[0] === '.artifact') {
      if (!maps.serveArtifacts) return void res.status(404).type('text/plain').send('Not found');
      return void sendArtifact(layout, res, name, version, rest);
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

/**
 * With SERVE_ARTIFACTS=1 (hosts of one site on a private network, REMOTES_ORIGIN pointing here):
 * `<name>/<version>/.artifact.json` lists a version's files (client, SSR bundle, page set) and
 * `<name>/<version>/.artifact/<kind>/<path>` answers each, so another host can fetch a version it
 * lacks and check its hash (packages/release/src/artifacts.ts). Off by default: an SSR bundle is
 * server code, not a file for visitors.
 */
function sendArtifact(
  layout: SiteLayout,
  res: Response,
  name: string,
  version: string,
  rest: string[],
): void {
  if (!hasVersion(layout.root, name, version))
    return void res.status(404).type('text/plain').send('Not found');
  if (rest[0] === '.artifact.json' && rest.length === 1)
    return void res.json(artifactList(layout.root, name, version));
  const [, kind, ...file] = rest;
  if (!ARTIFACT_KINDS.includes(kind as ArtifactKind) || file.length === 0)
    return void res.status(404).type('text/plain').send('Not found');
  res.sendFile(
    path.join(kind as string, name, version, ...file),
    {
      root: layout.root,
      dotfiles: 'allow',
      cacheControl: false,
      headers: { 'Cache-Control': IMMUTABLE },
    },
    (error?: Error) => {
      if (error && !res.headersSent) res.status(404).type('text/plain').send('Not found');
    },
  );
}
