import path from 'node:path';
import type { LiveFiles } from './live-files';

/**
 * Where builds write inside the site directory. Every path the server opens is
 * built here from validated parts, so a request can never reach outside it.
 */
export interface SiteLayout {
  root: string;
  shellDir: string;
  shellIndex: string;
  shellVersion: string;
  shellRoutes: string;
  registry: string;
  remotesDir: string;
  pagesDir: string;
  /** Which copy of a page file to serve while a publish goes live (live-files.ts); none: the folder's. */
  live?: LiveFiles;
}

export function siteLayout(siteDir: string, live?: LiveFiles): SiteLayout {
  const root = path.resolve(siteDir);
  const shellDir = path.join(root, 'shell');
  return {
    root,
    shellDir,
    shellIndex: path.join(shellDir, 'index.html'),
    shellVersion: path.join(shellDir, 'version.json'),
    shellRoutes: path.join(shellDir, 'routes.json'),
    registry: path.join(root, 'remotes.json'),
    remotesDir: path.join(root, 'remotes'),
    pagesDir: path.join(root, 'pages'),
    ...(live ? { live } : {}),
  };
}

// One definition with the release tools and the shell (packages/contracts/src/registry-names.ts).
export { isRemoteName, isRemoteVersion as isVersion } from '@site/contracts/registry-names';

/** The folder of one remote build; callers validate name and version first. */
export function remoteDir(layout: SiteLayout, name: string, version: string): string {
  return path.join(layout.remotesDir, name, version);
}

/**
 * Decoded path segments, or null when one could escape a folder or is not a plain
 * file name (`.`, `..`, a backslash or a NUL byte). Empty segments are dropped.
 */
export function safeSegments(encodedPath: string): string[] | null {
  const segments: string[] = [];
  for (const raw of encodedPath.split('/')) {
    if (raw === '') continue;
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return null;
    }
    if (segment === '.' || segment === '..' || /[\\/\0]/.test(segment)) return null;
    segments.push(segment);
  }
  return segments;
}
