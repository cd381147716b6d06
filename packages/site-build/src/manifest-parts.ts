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

/** What the last manifest of a set was made of, and its parts (kept from build to build). */
interface Made {
  count: number;
  pages: Map<string, PageEntry & { json: string }>;
  documents: Map<string, string>;
  sitemap: Map<string, SitemapEntry>;
  parts: { name: string; json: string }[];
}
const madeBefore = new Map<string, Made>();

/**
 * The files of `manifest`. A part is made again only when one of its entries is new, gone or
 * changed since this set's last manifest made here; the others are the texts made then.
 */
export function manifestFiles(manifest: PageSetManifest): ManifestFiles {
  const set = `${manifest.area}@${manifest.version}`;
  const keys = Object.keys(manifest.pages);
  const count = partCount(keys.length);
  const before = madeBefore.get(set);
  const same = before?.count === count ? before : undefined;
  const dirty = new Uint8Array(count).fill(same ? 0 : 1);
  const members = Array.from({ length: count }, () => ({
    pages: [] as string[],
    documents: [] as string[],
    sitemap: [] as string[],
  }));

  // Entries the last manifest had too: fewer than it had means some went.
  let kept = 0;
  const pages = new Map<string, PageEntry & { json: string }>();
  for (const key of keys) {
    const { dataHash, dependencies } = manifest.pages[key]!;
    const bucket = bucketOf(key, count);
    let entry = same?.pages.get(key);
    if (entry) kept += 1;
    if (entry?.dataHash !== dataHash || !sameList(entry.dependencies, dependencies)) {
      const text = JSON.stringify({ dataHash, dependencies });
      entry = { dataHash, dependencies, json: `${JSON.stringify(key)}:${text}` };
      dirty[bucket] = 1;
    }
    pages.set(key, entry);
    members[bucket]!.pages.push(entry.json);
  }
  const documents = new Map<string, string>();
  for (const id in manifest.documents) {
    const hash = manifest.documents[id]!;
    const bucket = bucketOf(id, count);
    const was = same?.documents.get(id);
    if (was !== undefined) kept += 1;
    if (was !== hash) dirty[bucket] = 1;
    documents.set(id, hash);
    members[bucket]!.documents.push(`${JSON.stringify(id)}:${JSON.stringify(hash)}`);
  }
  const sitemap = new Map<string, SitemapEntry>();
  for (const entry of manifest.sitemap) {
    const bucket = bucketOf(entry.path, count);
    const was = same?.sitemap.get(entry.path);
    if (was) kept += 1;
    if (was !== entry && JSON.stringify(was) !== JSON.stringify(entry)) dirty[bucket] = 1;
    sitemap.set(entry.path, entry);
    members[bucket]!.sitemap.push(JSON.stringify(entry));
  }
  // What went: an entry of the last manifest that this one has not.
  if (same && kept < same.pages.size + same.documents.size + same.sitemap.size) {
    for (const [made, now] of [
      [same.pages, pages],
      [same.documents, documents],
      [same.sitemap, sitemap],
    ] as const)
      for (const key of made.keys()) if (!now.has(key)) dirty[bucketOf(key, count)] = 1;
  }

  const parts = members.map((part, bucket) => {
    if (!dirty[bucket] && same) return same.parts[bucket]!;
    const json = `{"pages":{${part.pages.join(',')}},"documents":{${part.documents.join(',')}},"sitemap":[${part.sitemap.join(',')}]}`;
    return { name: partName(json), json };
  });
  madeBefore.set(set, { count, pages, documents, sitemap, parts });
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
    parts: parts.map((p) => p.name),
  };
  return { root: JSON.stringify(root), parts };
}

/**
 * The manifest from its root and its parts' texts (`read` gives a part's text by its name, or
 * null). Null when a part is missing, not the text its name says, or not a part.
 */
export function joinParts(
  root: PageSetManifest & { parts: unknown },
  read: (name: string) => string | null,
): PageSetManifest | null {
  if (!Array.isArray(root.parts)) return null;
  const { parts: names, ...rest } = root;
  const manifest: PageSetManifest = { ...rest, pages: {}, documents: {}, sitemap: [] };
  for (const name of names) {
    if (typeof name !== 'string' || !PART_NAME.test(name)) return null;
    const json = read(name);
    if (json === null || partName(json) !== name) return null;
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
