import fs from 'node:fs';
import path from 'node:path';
import type { PageSetManifest } from './manifest';
import { joinParts, manifestFiles, PART_NAME, PARTS_DIR } from './manifest-parts';

/**
 * A page set: the pages one version of one area rendered, with their page-data and the area's
 * files, at `<site>/page-sets/<area>/<version>/`. Each published version keeps its own, so a
 * rollback or a canary serves the HTML that its version rendered, and a release renders only its
 * own area. The server picks the set of the version a visitor gets (packages/server).
 */
export const pageSetDir = (siteDir: string, area: string, version: string) =>
  path.join(siteDir, 'page-sets', area, version);

const MANIFEST = '.page-set.json';

/**
 * A warm builder's (keepPageSets): each manifest it read or wrote, by file, with the file's inode,
 * size and time when it was. A manifest is megabytes of JSON for the content area (a page's
 * dependencies each): parsed again at every rebuild, it was ~30 ms of a one-article edit, and made
 * garbage of as much. A publish's build writes its manifest into a generation folder that the
 * server then links into the site (publish-child.ts): the site's file is then that very file, and
 * the stamp finds it. Any other write (a release, a build from the command line) changes the stamp.
 * The manifests are shared from build to build: they must not be changed.
 */
let kept: Map<string, { stamp: string; manifest: PageSetManifest }> | null = null;

/** Whether this process keeps the manifests it reads and writes in memory (a warm builder). */
export function keepPageSets(keep: boolean): void {
  kept = keep ? (kept ?? new Map()) : null;
  if (!keep) written.clear();
}

function stampOf(file: string): string | null {
  try {
    const st = fs.statSync(file);
    return `${st.ino}:${st.size}:${st.mtimeMs}`;
  } catch {
    return null;
  }
}

export function readPageSet(dir: string): PageSetManifest | null {
  const file = path.resolve(dir, MANIFEST);
  const stamp = kept && stampOf(file);
  const known = stamp ? kept!.get(file) : undefined;
  if (known && known.stamp === stamp) return known.manifest;
  try {
    const root = JSON.parse(fs.readFileSync(file, 'utf8')) as PageSetManifest & { parts?: unknown };
    // A set written before manifests had parts holds everything in its root.
    const manifest =
      root.parts === undefined
        ? root
        : joinParts(
            root as PageSetManifest & { parts: unknown },
            (name) => {
              try {
                return fs.readFileSync(path.resolve(dir, PARTS_DIR, name), 'utf8');
              } catch {
                return null;
              }
            },
            // A part cut short (a build killed mid-write, in a folder written in place) is removed:
            // the next write, which trusts a part it finds by name, makes it again.
            (name) => fs.rmSync(path.resolve(dir, PARTS_DIR, name), { force: true }),
          );
    if (manifest && stamp) kept!.set(file, { stamp, manifest });
    return manifest;
  } catch {
    return null;
  }
}

/**
 * Written last: a set with a manifest is complete, one without is still being rendered. Its parts
 * first (manifest-parts.ts), those not in the site already (a part's name is its text's hash),
 * then the root, then the parts the root no longer names are removed. `files`:
 * `manifestFiles(manifest)`, when the caller made them already.
 */
export function writePageSet(
  dir: string,
  manifest: PageSetManifest,
  files = manifestFiles(manifest),
): void {
  const file = path.resolve(dir, MANIFEST);
  const partsDir = path.resolve(dir, PARTS_DIR);
  const names = new Set<string>();
  for (const { name, json } of files.parts) {
    names.add(name);
    const part = path.join(partsDir, name);
    if (!fs.existsSync(part) && !fs.existsSync(target(part))) writeFileAtomic(part, json);
  }
  writeFileAtomic(file, files.root);
  const stamp = kept && stampOf(target(file));
  if (stamp) kept!.set(file, { stamp, manifest });
  for (const name of listParts(partsDir))
    if (!names.has(name)) removeSiteFile(path.join(partsDir, name));
}

/** The part files in a set's folder of parts (none when it has none). */
function listParts(partsDir: string): string[] {
  try {
    return fs.readdirSync(partsDir).filter((name) => PART_NAME.test(name));
  } catch {
    return [];
  }
}

/**
 * A staged build (a publish, see publish-child.ts) writes nothing where the server reads: each file
 * meant for `<siteDir>/<rel>` goes to `<dir>/<rel>`, and files it would remove are recorded. The
 * server then serves the staged files as one new generation, and the child moves them into place.
 * Set per thread (the build thread, and each render thread from its build message).
 */
interface Stage {
  siteDir: string;
  dir: string;
  removed: Set<string>;
}
let stage: Stage | null = null;

/**
 * Folders this thread made or found in this build, so that a page's write does not ask for its
 * folder again (a recursive mkdir per file was a tenth of a render thread's time). Forgotten at
 * each build's start (setStage): between a warm builder's builds a folder may have been moved away.
 */
const madeDirs = new Set<string>();

/**
 * Folders no reader looks in while this build writes them (each ending with a separator): the sets
 * of versions that had no complete set when the build began (a first build, a new version). Their
 * files are written in place, without a temporary file and a rename, which on a busy disk cost as
 * much as the write (issue 33).
 */
let unread: string[] = [];

/**
 * Redirects this thread's writes into `dir` (null: write in place again). `unreadDirs`: folders
 * no reader looks in during this build (see `unread`).
 */
export function setStage(
  target: { siteDir: string; dir: string } | null,
  unreadDirs: readonly string[] = [],
): void {
  madeDirs.clear();
  unread = unreadDirs.map((dir) => path.resolve(dir) + path.sep);
  stage = target
    ? { siteDir: path.resolve(target.siteDir), dir: path.resolve(target.dir), removed: new Set() }
    : null;
}

/** The site-relative files a staged build removed (on this thread). */
export function stagedRemovals(): string[] {
  return [...(stage?.removed ?? [])];
}

/** Where a file of the site goes: in place, or into the stage when one is set. */
function target(file: string): string {
  if (!stage) return file;
  const rel = path.relative(stage.siteDir, path.resolve(file));
  if (rel.startsWith('..') || path.isAbsolute(rel)) return file;
  return path.join(stage.dir, rel);
}

/** Removes a file of the site; a staged build only records it, for the generation to drop. */
export function removeSiteFile(file: string): void {
  if (stage) {
    const rel = path.relative(stage.siteDir, path.resolve(file));
    if (fs.existsSync(file)) stage.removed.add(rel.split(path.sep).join('/'));
    fs.rmSync(target(file), { force: true });
    return;
  }
  fs.rmSync(file, { force: true });
}

/**
 * Through a temporary file and a rename, so the server, serving while a release renders, never
 * sends half a page; a staged build's files, and those in folders no reader looks in yet
 * (`setStage`), are written straight away: nobody reads them before the build is done.
 */
export function writeFileAtomic(siteFile: string, content: string): void {
  const file = target(siteFile);
  stage?.removed.delete(
    path.relative(stage.siteDir, path.resolve(siteFile)).split(path.sep).join('/'),
  );
  const dir = path.dirname(file);
  const temporary = `${file}.${process.pid}.tmp`;
  if (!madeDirs.has(dir)) {
    fs.mkdirSync(dir, { recursive: true });
    madeDirs.add(dir);
  }
  if (file !== siteFile || unread.some((folder) => file.startsWith(folder))) {
    writeInFolder(file, dir, content);
    return;
  }
  writeInFolder(temporary, dir, content);
  fs.renameSync(temporary, file);
}

/**
 * A warm builder's (keepPageSets): each file written by `writeFileUnlessSame`, with its text and
 * its stamp once written.
 */
const written = new Map<string, { content: string; stamp: string }>();

/**
 * `writeFileAtomic`, unless this process wrote this very text there before and the site's file is
 * still the one it wrote (a publish's staged file moved into the site is). A warm builder's area
 * files: an edit leaves the search index of 6 MB as it was. Says whether it wrote.
 */
export function writeFileUnlessSame(siteFile: string, content: string): boolean {
  const file = path.resolve(siteFile);
  const last = kept && written.get(file);
  if (last && last.content === content && stampOf(file) === last.stamp) return false;
  writeFileAtomic(file, content);
  const stamp = kept && stampOf(target(file));
  if (stamp) written.set(file, { content, stamp });
  else written.delete(file);
  return true;
}

/** Writes a file whose folder this thread made earlier in the build, making it again if it went. */
function writeInFolder(file: string, dir: string, content: string): void {
  try {
    fs.writeFileSync(file, content);
  } catch (error) {
    // A folder this thread made earlier in the build was removed meanwhile: made again.
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(file, content);
  }
}

/** Where a page's HTML and page-data lie inside a set (or inside the site-wide pages folder). */
export function pageFiles(dir: string, key: string) {
  return {
    html: key === 'index' ? path.join(dir, 'index.html') : path.join(dir, key, 'index.html'),
    data: path.join(dir, 'page-data', key, 'page-data.json'),
  };
}

/** The set a live area rendered before; an area this build does not render must have one. */
export function leftSet(siteDir: string, area: { name: string; version: string }): PageSetManifest {
  const set = readPageSet(pageSetDir(siteDir, area.name, area.version));
  if (!set)
    throw new Error(`${area.name}@${area.version} has no rendered pages yet: run pnpm build`);
  return set;
}

/** Page files of a set's last build that this build did not generate again. */
export function removeStalePages(
  dir: string,
  before: PageSetManifest | null,
  current: ReadonlySet<string>,
): number {
  let removed = 0;
  for (const key of Object.keys(before?.pages ?? {})) {
    if (current.has(key)) continue;
    const files = pageFiles(dir, key);
    removeSiteFile(files.html);
    removeSiteFile(files.data);
    removed++;
  }
  return removed;
}
