import { createHash } from 'node:crypto';
import { sameList } from './manifest';
import type { PageSetManifest, SitemapEntry } from './manifest';

/**
 * A page set's manifest as files: a small root (`.page-set.json`) that names its parts, and the
 * parts (`.page-set/<hash>.json`), each holding the pages, documents and sitemap entries whose key
 * falls in its bucket, named by the hash of its text. The content area's manifest is 6 MB for the
 * generated corpus: written whole, a warm edit made and wrote all of it to change a few entries
 * (issue 33). Now an edit writes the root and the parts it changed, and a part whose text is the
 * same keeps its name and its file.
 */

/** The folder of a set's parts, beside its root. */
export const PARTS_DIR = '.page-set';

/** What a part holds (its members' entries in the manifest). */
export interface ManifestPart {
  pages: PageSetManifest['pages'];
  documents: PageSetManifest['documents'];
  sitemap: SitemapEntry[];
}

/** A manifest's files: the root's text, and each part's name and text. */
export interface ManifestFiles {
  root: string;
  parts: { name: string; json: string }[];
}

/** A part's file name: its hash, and nothing that could name another folder. */
export const PART_NAME = /^[A-Za-z0-9_-]{20}\.json$/;

/** About this many pages per part; at most 256 parts. */
const PAGES_PER_PART = 64;
const MOST_PARTS = 256;

/** How many parts a manifest of this many pages has: a power of two. */
function partCount(pages: number): number {
  let count = 1;
  while (count < MOST_PARTS && count * PAGES_PER_PART < pages) count *= 2;
  return count;
}

/** The bucket of a key (FNV-1a over its UTF-16 units), below `count`, a power of two. */
function bucketOf(key: string, count: number): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) hash = Math.imul(hash ^ key.charCodeAt(i), 0x01000193);
  return (hash >>> 0) & (count - 1);
}

export const partName = (json: string) =>
  `${createHash('sha1').update(json).digest('base64url').slice(0, 20)}.json`;

type PageEntry = PageSetManifest['pages'][string];

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * What the last manifest of a set was made of, and its parts: kept from build to build, and
 * brought up to date in place by the next manifest of the set.
 */
interface Made {
  count: number;
  pages: Map<string, PageEntry & { json: string; bucket: number }>;
  documents: Map<string, string>;
  sitemap: Map<string, SitemapEntry>;
  parts: { name: string; json: string }[];
}
const madeBefore = new Map<string, Made>();

/** A part's entries, each as JSON, in the order of their keys (the same text whatever came before). */
const joined = (entries: [string, string][]) =>
  entries
    .sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
    .map(([, json]) => json)
    .join(',');

/**
 * The files of `manifest`. A part is made again only when one of its entries is new, gone or
 * changed since this set's last manifest made here; the others are the texts made then. Only the
 * changed entries are made into JSON: the content area's 37,000 entries were (41 ms of an edit).
 */
export function manifestFiles(manifest: PageSetManifest): ManifestFiles {
  const set = `${manifest.area}@${manifest.version}`;
  const keys = Object.keys(manifest.pages);
  const count = partCount(keys.length);
  const before = madeBefore.get(set);
  // Another number of parts puts the entries in other parts: all are made afresh.
  const made: Made =
    before?.count === count
      ? before
      : { count, pages: new Map(), documents: new Map(), sitemap: new Map(), parts: [] };
  const dirty = new Uint8Array(count).fill(made === before ? 0 : 1);
  const mark = (key: string) => {
    dirty[bucketOf(key, count)] = 1;
  };
  /** Forgets what went from one of the maps, and marks its part. */
  const forget = (map: Map<string, unknown>, key: string) => {
    map.delete(key);
    mark(key);
  };

  // Entries found in the last manifest: fewer than it had means some went.
  let found = 0;
  let had = made.pages.size;
  for (const key of keys) {
    const { dataHash, dependencies } = manifest.pages[key]!;
    const entry = made.pages.get(key);
    if (entry) found += 1;
    if (entry?.dataHash === dataHash && sameList(entry.dependencies, dependencies)) continue;
    const bucket = entry?.bucket ?? bucketOf(key, count);
    const json = `${JSON.stringify(key)}:${JSON.stringify({ dataHash, dependencies })}`;
    made.pages.set(key, { dataHash, dependencies, bucket, json });
    dirty[bucket] = 1;
  }
  if (found < had)
    for (const key of made.pages.keys())
      if (!Object.hasOwn(manifest.pages, key)) forget(made.pages, key);

  [found, had] = [0, made.documents.size];
  for (const id in manifest.documents) {
    const hash = manifest.documents[id]!;
    const was = made.documents.get(id);
    if (was !== undefined) found += 1;
    if (was === hash) continue;
    made.documents.set(id, hash);
    mark(id);
  }
  if (found < had)
    for (const id of made.documents.keys())
      if (!Object.hasOwn(manifest.documents, id)) forget(made.documents, id);

  [found, had] = [0, made.sitemap.size];
  for (const entry of manifest.sitemap) {
    const was = made.sitemap.get(entry.path);
    if (was) found += 1;
    if (was === entry) continue;
    if (!was || JSON.stringify(was) !== JSON.stringify(entry)) mark(entry.path);
    made.sitemap.set(entry.path, entry);
  }
  if (found < had) {
    const paths = new Set(manifest.sitemap.map((entry) => entry.path));
    for (const path of made.sitemap.keys()) if (!paths.has(path)) forget(made.sitemap, path);
  }

  // The entries of each part to make again.
  const members = new Map<number, Record<'pages' | 'documents' | 'sitemap', [string, string][]>>();
  for (let bucket = 0; bucket < count; bucket++)
    if (dirty[bucket]) members.set(bucket, { pages: [], documents: [], sitemap: [] });
  if (members.size > 0) {
    for (const [key, entry] of made.pages) members.get(entry.bucket)?.pages.push([key, entry.json]);
    for (const [id, hash] of made.documents)
      members
        .get(bucketOf(id, count))
        ?.documents.push([id, `${JSON.stringify(id)}:${JSON.stringify(hash)}`]);
    for (const [path, entry] of made.sitemap)
      members.get(bucketOf(path, count))?.sitemap.push([path, JSON.stringify(entry)]);
  }
  made.parts = Array.from({ length: count }, (_, bucket) => {
    const part = members.get(bucket);
    if (!part) return made.parts[bucket]!;
    const json = `{"pages":{${joined(part.pages)}},"documents":{${joined(part.documents)}},"sitemap":[${joined(part.sitemap)}]}`;
    return { name: partName(json), json };
  });
  madeBefore.set(set, made);
  // One set per area: another version's are let go (a warm builder outlives releases).
  for (const other of madeBefore.keys())
    if (other !== set && other.startsWith(`${manifest.area}@`)) madeBefore.delete(other);

  // Empty in the root: a site build from before the parts (a release from an older checkout)
  // reads a set of no pages, and renders its area afresh rather than failing.
  const root = {
    ...manifest,
    pages: {},
    documents: {},
    sitemap: [],
    parts: made.parts.map((p) => p.name),
  };
  return { root: JSON.stringify(root), parts: made.parts };
}

/**
 * The manifest from its root and its parts' texts (`read` gives a part's text by its name, or
 * null). Null when a part is missing, not the text its name says, or not a part.
 */
export function joinParts(
  root: PageSetManifest & { parts: unknown },
  read: (name: string) => string | null,
  /** Told of a part whose text is not the one its name says (a write cut short). */
  broken: (name: string) => void = () => undefined,
): PageSetManifest | null {
  if (!Array.isArray(root.parts)) return null;
  const { parts: names, ...rest } = root;
  const manifest: PageSetManifest = { ...rest, pages: {}, documents: {}, sitemap: [] };
  for (const name of names) {
    if (typeof name !== 'string' || !PART_NAME.test(name)) return null;
    const json = read(name);
    if (json === null) return null;
    if (partName(json) !== name) {
      broken(name);
      return null;
    }
    const part = JSON.parse(json) as ManifestPart;
    if (!isRecord(part.pages) || !isRecord(part.documents) || !Array.isArray(part.sitemap))
      return null;
    // Defined, not assigned: a key such as `__proto__` is an entry like any other, as in JSON.
    for (const field of ['pages', 'documents'] as const)
      for (const key of Object.keys(part[field]))
        Object.defineProperty(manifest[field], key, {
          value: part[field][key],
          enumerable: true,
          writable: true,
          configurable: true,
        });
    manifest.sitemap.push(...part.sitemap);
  }
  return manifest;
}
