import fs from 'node:fs';
import path from 'node:path';
import type { BuildCache } from '@site/contracts/generator';

/** A plain file name: letters, digits, dots and dashes, not starting with a dot (cache keys, area files). */
export const PLAIN_NAME = /^[A-Za-z0-9][A-Za-z0-9.-]{0,100}$/;

/** Where an area's cache lives: one folder per area and version, under the site's `.cache`. */
export const areaCacheDir = (siteDir: string, area: string, version: string) =>
  path.join(siteDir, '.cache', 'areas', `${area}@${version}`);

/** The areas' caches go with a full build: it starts from nothing, and leaves them for the next. */
export function clearAreaCaches(siteDir: string): void {
  fs.rmSync(path.join(siteDir, '.cache', 'areas'), { recursive: true, force: true });
}

/** A BuildCache over a folder, one file per key, each written whole (a reader never sees half). */
export function folderCache(dir: string): BuildCache {
  const file = (key: string) => {
    if (!PLAIN_NAME.test(key))
      throw new Error(`bad cache key "${key}": letters, digits, dots and dashes only`);
    return path.join(dir, key);
  };
  return {
    get(key) {
      try {
        return fs.readFileSync(file(key), 'utf8');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    set(key, value) {
      const target = file(key);
      fs.mkdirSync(dir, { recursive: true });
      const temporary = `${target}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
      fs.writeFileSync(temporary, value);
      fs.renameSync(temporary, target);
    },
  };
}

/**
 * A cache that keeps what is set in memory until `flush()`, reading its own values first: a warm
 * builder's content thread writes its areas' caches when it closes, not at every edit (the search
 * index and its prints, 6 MB for the generated corpus, were written again after each one). A
 * process that ends without closing leaves the files of an earlier flush, each key whole: a cache
 * an incremental build may start from, only further behind.
 */
export function laterCache(under: BuildCache): BuildCache & { flush(): void } {
  const pending = new Map<string, string>();
  return {
    get: (key) => pending.get(key) ?? under.get(key),
    set: (key, value) => void pending.set(key, value),
    flush() {
      for (const [key, value] of pending) under.set(key, value);
      pending.clear();
    },
  };
}
