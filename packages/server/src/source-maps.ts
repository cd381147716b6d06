import type { Response } from 'express';

/** How the file handlers treat `*.map`: refused unless the server runs for developers. */
export interface SourceMapOptions {
  /** Serve source maps: development, or SOURCE_MAPS_PUBLIC=1. Off unless set. */
  serveSourceMaps?: boolean;
}

/**
 * Whether a request path names a source map once decoded, as the static file handlers decode it:
 * `main.js.m%61p` is the same file as `main.js.map`. Case-insensitive, for case-insensitive disks.
 */
export function isSourceMapPath(encodedPath: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(encodedPath);
  } catch {
    // Not a path any file handler could open; the malformed-URL check answers it.
    return false;
  }
  return /\.map$/i.test(decoded);
}

/** The same plain 404 as any missing build file, never cached: maps may be published later on purpose. */
export function refuseSourceMap(res: Response): void {
  res.status(404).set('Cache-Control', 'no-store').type('text/plain').send('Not found');
}
