import MiniSearch from 'minisearch';
import { documentText } from '@site/content';
import type { BuildCache } from '@site/contracts/generator';
import { cardOf, type Catalog } from '../../../shared/api/catalog';
import { INDEX_OPTIONS, type SearchChanges, type SearchDocument } from '../lib/search-options';

// Types with no page of their own, or whose text is not content (prices, form settings).
const SKIP_TYPES = new Set(['rate', 'tour_form', 'timeCategory', 'timePeriod']);

function searchDocument(doc: Catalog['all'][number]): SearchDocument | null {
  if (SKIP_TYPES.has(doc.type)) return null;
  const card = cardOf(doc);
  if (card.path === '/') return null;
  const text = documentText(doc.data);
  const excerpt = (card.description ?? text).slice(0, 180);
  return { id: doc.id, title: card.title, text, path: card.path, type: doc.type, excerpt };
}

/** Documents handled between two turns of the event loop: a few milliseconds' work. */
const CHUNK = 100;
const nextTurn = () =>
  new Promise<void>((resolve) =>
    typeof setImmediate === 'function' ? setImmediate(resolve) : setTimeout(resolve, 0),
  );

/** cyrb53: a 53-bit hash of a string, to tell whether a document's searchable text changed. */
function fingerprint(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

// The cached index and what each document looked like in it. A new format gets new names (v2:
// the index carries its name, and has changes beside it).
const INDEX_KEY = 'search-index.v2.json';
const PRINTS_KEY = 'search-prints.v2.json';

/**
 * A document's entry and its fingerprint, by the document: a process that builds again (the site
 * build's warm builder) is given the same objects for documents that did not change.
 */
const entries = new WeakMap<object, { found: SearchDocument | null; print: string }>();

function entryOf(doc: Catalog['all'][number], keep: boolean) {
  let entry = entries.get(doc);
  if (!entry) {
    const found = searchDocument(doc);
    entry = { found, print: found ? fingerprint(JSON.stringify(found)) : '' };
    if (keep) entries.set(doc, entry);
  }
  return entry;
}

/** The index as last made (in full): its text, its name, and each document's print in it. */
interface Base {
  json: string;
  name: string;
  /** The prints as saved in the cache beside it. */
  printed: string;
  /** By document id (a Map: an id such as `constructor` is a key like any other). */
  prints: ReadonlyMap<string, string>;
}

/**
 * The index this process made last, by each document it was made from: a process that builds
 * again with some of the same documents finds it (a build that ends lets it go with them). It is
 * the cache's while the cache holds the same prints.
 */
const made = new WeakMap<object, Base>();

/** The last full index, from this process's memory or from the cache; null when there is none. */
function lastBase(cache: BuildCache, all: readonly object[]): Base | null {
  const printed = cache.get(PRINTS_KEY);
  if (!printed) return null;
  for (const doc of all) {
    const kept = made.get(doc);
    if (kept) {
      if (kept.printed === printed) return kept;
      break;
    }
  }
  const json = cache.get(INDEX_KEY);
  const name = json && /^\{"base":"([0-9a-z]+)",/.exec(json)?.[1];
  if (!json || !name || name !== fingerprint(printed)) return null;
  try {
    const prints = new Map(Object.entries(JSON.parse(printed) as Record<string, unknown>));
    if (![...prints.values()].every((print) => typeof print === 'string')) return null;
    return { json, name, printed, prints: prints as Map<string, string> };
  } catch {
    return null;
  }
}

/** What changed since the base: documents whose print differs, and ids it has that are gone. */
function changesSince(base: Base, docs: SearchDocument[], prints: Map<string, string>) {
  const added = docs.filter((d) => base.prints.get(d.id) !== prints.get(d.id));
  const removed = [...base.prints.keys()].filter((id) => !prints.has(id));
  return { added, removed };
}

/**
 * Whether changes are few enough to ship beside the index rather than in a new one: a visitor's
 * browser applies them on load, and the index is written again once they add up.
 */
const FEW_CHANGES = (documents: number) => Math.max(20, documents / 50);

/**
 * The last index brought up to date: documents that changed or went are discarded, new and
 * changed ones added. Null when most of it changed.
 */
async function updated(
  base: Base,
  changes: { added: SearchDocument[]; removed: string[] },
  documents: number,
): Promise<MiniSearch<SearchDocument> | null> {
  if (changes.added.length + changes.removed.length > documents / 10) return null;
  try {
    const engine = MiniSearch.loadJSON<SearchDocument>(base.json, {
      ...INDEX_OPTIONS,
      autoVacuum: false,
    });
    if (engine.documentCount !== base.prints.size) return null;
    for (const id of changes.removed) engine.discard(id);
    for (const d of changes.added) if (base.prints.has(d.id)) engine.discard(d.id);
    engine.addAll(changes.added);
    // A discarded document leaves its terms behind until a vacuum; clear them once they add up.
    if (engine.dirtCount >= 20 && engine.dirtFactor >= 0.1) await engine.vacuum();
    return engine;
  } catch {
    return null;
  }
}

/** The two files: the index (`/files/content/search-index.json`) and the changes since it. */
export interface SearchFiles {
  index: string;
  changes: string;
}

const changesJson = (changes: SearchChanges) => JSON.stringify(changes);

/**
 * The search files, a chunk at a time: the build's content thread answers the pages' queries in
 * between. With a build cache, an edit since the last full index goes into the changes beside it,
 * and the index is the very same text; once the changes add up, the index is made again (updated
 * from the last one, or built afresh) and the changes are none. `keep` (GeneratorContext.keep): the
 * process builds again, and keeps the index's text and each document's entry for then, by the
 * documents. Without it, nothing is kept: a full build's pages hold many documents until they are
 * rendered, and the index with them (issue 33).
 */
export async function buildSearchIndex(
  catalog: Catalog,
  cache?: BuildCache,
  keep = true,
): Promise<SearchFiles> {
  const docs: SearchDocument[] = [];
  const prints = new Map<string, string>();
  for (let i = 0; i < catalog.all.length; i += CHUNK) {
    for (const doc of catalog.all.slice(i, i + CHUNK)) {
      const { found, print } = entryOf(doc, keep);
      if (!found) continue;
      docs.push(found);
      prints.set(found.id, print);
    }
    await nextTurn();
  }
  const base = cache ? lastBase(cache, catalog.all) : null;
  const since = base && changesSince(base, docs, prints);
  if (base && since && since.added.length + since.removed.length <= FEW_CHANGES(docs.length)) {
    const changes = changesJson({ base: base.name, ...since });
    if (changes.length <= base.json.length / 10) {
      if (keep) for (const doc of catalog.all) made.set(doc, base);
      return { index: base.json, changes };
    }
  }
  let engine = base && since ? await updated(base, since, docs.length) : null;
  if (!engine) {
    engine = new MiniSearch<SearchDocument>({ ...INDEX_OPTIONS, autoVacuum: false });
    for (let i = 0; i < docs.length; i += CHUNK) {
      engine.addAll(docs.slice(i, i + CHUNK));
      await nextTurn();
    }
  }
  const printed = JSON.stringify(Object.fromEntries(prints));
  const name = fingerprint(printed);
  // The index's name first, then MiniSearch's own JSON (which loading ignores the name of).
  const json = `{"base":${JSON.stringify(name)},${JSON.stringify(engine).slice(1)}`;
  if (cache) {
    cache.set(INDEX_KEY, json);
    cache.set(PRINTS_KEY, printed);
    if (keep) {
      const kept: Base = { json, name, printed, prints };
      for (const doc of catalog.all) made.set(doc, kept);
    }
  }
  return { index: json, changes: changesJson({ base: name, removed: [], added: [] }) };
}
