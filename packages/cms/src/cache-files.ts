import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { GrowingFile } from './growing-file';

let memo: string | undefined;

/**
 * A hash of this package's source: what a cache made by the code (a parsed corpus, rendered
 * documents) is only as good as. Any change to the package's code starts the caches afresh.
 */
export function codeDigest(): string {
  if (memo) return memo;
  const hash = createHash('sha1');
  const walk = (dir: string): void => {
    const entries = readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
      a.name < b.name ? -1 : a.name > b.name ? 1 : 0,
    );
    for (const entry of entries) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.[cm]?[jt]sx?$/.test(entry.name) && !/\.test\./.test(entry.name)) {
        hash.update(path.relative(__dirname, full)).update('\0').update(readFileSync(full));
        hash.update('\0');
      }
    }
  };
  walk(__dirname);
  return (memo = hash.digest('base64url'));
}

/**
 * Writes through a temporary file and a rename, so that a reader never sees half a cache. Parts
 * are written in turn, a megabyte or so at a time (GrowingFile): a cache of tens of megabytes is
 * never joined into one string or buffer first (which, in a site build, came at its peak of memory).
 */
export function writeFileAtomically(
  file: string,
  data: string | Buffer | Iterable<string | Buffer>,
): void {
  const out = new GrowingFile(file);
  try {
    for (const part of typeof data === 'string' || Buffer.isBuffer(data) ? [data] : data)
      out.append(part);
    out.place();
  } finally {
    out.close();
  }
}

/**
 * Whether a cache with `stale` out-of-date or missing entries out of `size` is worth writing again:
 * when at least one in a hundred is. A cache that is nearly right is kept as it is: rewriting tens
 * of megabytes to record one edited document costs more than reading or rendering that document
 * again in the next run (a stale entry is never used, only redone).
 */
export function worthSaving(stale: number, size: number): boolean {
  return stale > 0 && stale >= size / 100;
}
