import { rm } from 'node:fs/promises';
import path from 'node:path';

/** A publish build's output (packages/site-build/src/publish-child.ts), as the server gets it. */
export interface Generation {
  /** Its folder, inside `<site>/.generations/`. */
  dir: string;
  /** Site-relative paths (with `/`) of the files it wrote. */
  files: readonly string[];
  /** Site-relative paths of the files it removed. */
  removed: readonly string[];
}

interface Shown {
  id: number;
  dir: string;
  files: ReadonlySet<string>;
  removed: ReadonlySet<string>;
}

const GENERATIONS = '.generations';
const posix = (rel: string) => rel.split(path.sep).join('/');

/**
 * Which copy of a site file a request gets (issue 30). Normally the file in the site folder; while a
 * publish goes live, the files of its generation win over those (and the files it removed are gone),
 * all at once: `show` swaps one pointer, so every request is answered from the old pages or the new
 * ones, never a mix. Once the publish process has moved the generation into the site folder,
 * `settle` drops the pointer, and the generation's folder is removed after a grace period (a
 * request that resolved a file there may still be reading it).
 */
export class LiveFiles {
  private shown: Shown | null = null;
  private nextId = 1;
  readonly root: string;

  constructor(
    siteDir: string,
    private readonly graceMs = 30_000,
  ) {
    this.root = path.resolve(siteDir);
  }

  /** The file to read for `file` (an absolute path in the site folder): itself, its generation's copy, or null (removed). */
  resolve(file: string): string | null {
    const shown = this.shown;
    if (!shown) return file;
    const rel = posix(path.relative(this.root, file));
    if (shown.files.has(rel)) return path.join(shown.dir, rel);
    return shown.removed.has(rel) ? null : file;
  }

  /** Serves `generation` over the site from now on; returns its id for `settle`. */
  show(generation: Generation): number {
    const dir = path.resolve(generation.dir);
    if (path.dirname(dir) !== path.join(this.root, GENERATIONS))
      throw new Error(`a generation must lie in ${GENERATIONS}/ of the site folder: ${dir}`);
    const safe = (rel: string) =>
      !path.isAbsolute(rel) && !rel.split('/').some((s) => s === '..' || s === '' || s === '.');
    const bad = [...generation.files, ...generation.removed].find((rel) => !safe(rel));
    if (bad !== undefined) throw new Error(`a generation names an unsafe path: ${bad}`);
    const previous = this.shown;
    const id = this.nextId++;
    this.shown = {
      id,
      dir,
      files: new Set(generation.files),
      removed: new Set(generation.removed),
    };
    if (previous) this.prune(previous.dir);
    return id;
  }

  /** The generation `id` is in the site folder now: the folder's own files are served again. */
  settle(id: number): void {
    if (this.shown?.id !== id) return;
    const { dir } = this.shown;
    this.shown = null;
    this.prune(dir);
  }

  /** Whether a generation is being served over the site folder. */
  get showing(): boolean {
    return this.shown !== null;
  }

  /** A generation that is not shown (failed, or superseded) is removed now, without waiting. */
  discard(dir: string): void {
    void rm(dir, { recursive: true, force: true });
  }

  private prune(dir: string) {
    setTimeout(() => this.discard(dir), this.graceMs).unref();
  }
}

/** The file to read for a site file: through the live generation when there is one. */
export const liveFile = (live: LiveFiles | undefined, file: string): string | null =>
  live ? live.resolve(file) : file;
