import { realpath, stat } from 'node:fs/promises';
import path from 'node:path';

export type SourceKind = 'svg' | 'png' | 'jpeg';

const SOURCES: Record<string, SourceKind> = {
  '.svg': 'svg',
  '.png': 'png',
  '.jpg': 'jpeg',
  '.jpeg': 'jpeg',
};

export interface ImageSource {
  /** The real path, inside the images folder. */
  file: string;
  /** Relative to the images folder: what the cache key names, so moving the folder keeps the cache. */
  name: string;
  kind: SourceKind;
  mtimeMs: number;
  size: number;
}

/** Decodes the request path into safe segments; undefined means traversal or a malformed path. */
export function safeSegments(rawPath: string): string[] | undefined {
  const segments = rawPath.replace(/^\/+/, '').split('/');
  const out: string[] = [];
  for (const segment of segments) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      return undefined;
    }
    if (decoded === '' || decoded === '.' || decoded === '..' || /[\\/\0]/.test(decoded))
      return undefined;
    out.push(decoded);
  }
  return out;
}

/** The kind of source a path names, from its extension; undefined for any other file type. */
export function sourceKind(segments: string[]): SourceKind | undefined {
  return SOURCES[path.extname(segments.at(-1) ?? '').toLowerCase()];
}

/** The source file, or undefined when it does not exist or (through a symlink) lies outside `root`. */
export async function findSource(
  root: string,
  segments: string[],
  kind: SourceKind,
): Promise<ImageSource | undefined> {
  try {
    const [real, realRoot] = await Promise.all([
      realpath(path.join(root, ...segments)),
      realpath(root),
    ]);
    // A symlink must not lead out of the images folder either.
    if (!real.startsWith(realRoot + path.sep)) return undefined;
    const info = await stat(real);
    if (!info.isFile()) return undefined;
    return {
      file: real,
      name: path.relative(realRoot, real),
      kind,
      mtimeMs: info.mtimeMs,
      size: info.size,
    };
  } catch {
    return undefined;
  }
}
