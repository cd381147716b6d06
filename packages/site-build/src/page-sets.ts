import fs from 'node:fs';
import path from 'node:path';
import type { StaticQueries } from '@site/contracts/page-data';
import type { AreaReads } from './area-reads';
import { sameList, type BuildManifest } from './manifest';

/**
 * A page set: the pages one version of one area rendered, with their page-data and the area's
 * files, at `<site>/page-sets/<area>/<version>/`. Each published version keeps its own, so a
 * rollback or a canary serves the HTML that its version rendered, and a release renders only its
 * own area. The server picks the set of the version a visitor gets (packages/server).
 */
export const pageSetDir = (siteDir: string, area: string, version: string) =>
  path.join(siteDir, 'page-sets', area, version);

export interface SitemapEntry {
  path: string;
  lastModified?: string | null;
}

/** What a set's build left: its pages for the next incremental build, its sitemap and static queries. */
export interface PageSetManifest extends BuildManifest {
  /** The shell build the pages were rendered with; another shell means every page is rendered again. */
  shellHash: string;
  area: string;
  version: string;
  renderedAt: string;
  sitemap: SitemapEntry[];
  staticQueries: Partial<StaticQueries>;
  /** What the area queried (area-reads.ts); absent in sets of older builds. */
  reads?: AreaReads;
}

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
    const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as PageSetManifest;
    if (stamp) kept!.set(file, { stamp, manifest });
    return manifest;
  } catch {
    return null;
  }
}

/** Stands in for the pages while the rest of a manifest is made JSON; no other value is this. */
const PAGES = '\u0000pages\u0000';
const PAGES_JSON = `"pages":${JSON.stringify(PAGES)}`;

/**
 * Each page's entry as JSON, by page, with what it was made of: a warm builder writes the content
 * area's manifest of 12,000 entries after every edit, and an edit changes a few of them.
 */
const entriesBefore = new Map<
  string,
  Map<string, PageSetManifest['pages'][string] & { json: string }>
>();

/** `JSON.stringify(manifest)`, the same text, with the pages' unchanged entries as made before. */
export function manifestJson(manifest: PageSetManifest): string {
  const entries: string[] = [];
  const set = `${manifest.area}@${manifest.version}`;
  const before = entriesBefore.get(set);
  const made = new Map<string, PageSetManifest['pages'][string] & { json: string }>();
  for (const key in manifest.pages) {
    const { dataHash, dependencies } = manifest.pages[key]!;
    let entry = before?.get(key);
    if (entry?.dataHash !== dataHash || !sameList(entry.dependencies, dependencies)) {
      const text = JSON.stringify({ dataHash, dependencies });
      entry = { dataHash, dependencies, json: `${JSON.stringify(key)}:${text}` };
    }
    made.set(key, entry);
    entries.push(entry.json);
  }
  // One set per area: another version's entries are let go (a warm builder outlives releases).
  for (const other of entriesBefore.keys())
    if (other.startsWith(`${manifest.area}@`)) entriesBefore.delete(other);
  entriesBefore.set(set, made);
  return JSON.stringify({ ...manifest, pages: PAGES }).replace(
    PAGES_JSON,
    () => `"pages":{${entries.join(',')}}`,
  );
}

/**
 * Written last: a set with a manifest is complete, one without is still being rendered. `json`:
 * `manifestJson(manifest)`, when the caller made it already.
 */
export function writePageSet(
  dir: string,
  manifest: PageSetManifest,
  json = manifestJson(manifest),
): void {
  const file = path.resolve(dir, MANIFEST);
  writeFileAtomic(file, json);
  const stamp = kept && stampOf(target(file));
  if (stamp) kept!.set(file, { stamp, manifest });
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
