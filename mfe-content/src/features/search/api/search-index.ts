import MiniSearch from 'minisearch';
import { documentText } from '@site/content';
import type { BuildCache } from '@site/contracts/generator';
import { cardOf, type Catalog } from '../../../shared/api/catalog';
import { INDEX_OPTIONS, type SearchDocument } from '../lib/search-options';

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

// The cached index and what each document looked like in it. A new format gets new names.
const INDEX_KEY = 'search-index.v1.json';
const PRINTS_KEY = 'search-prints.v1.json';

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

interface Saved {
  prints: string;
  engine: MiniSearch<SearchDocument> | null;
}

/**
 * The index this process saved last, with the prints saved beside it, by each document it was
 * made from: a process that builds again with some of the same documents finds it (while a build
 * that ends lets it go with its documents). When the cache holds those prints still, it holds this
 * index, which is updated as it is rather than read back.
 */
const saved = new WeakMap<object, Saved>();

/** The index saved with these prints by this process, taken (an update that fails half way leaves none). */
function takeSaved(
  all: readonly object[],
  prints: string | undefined,
): MiniSearch<SearchDocument> | null {
  for (const doc of all) {
    const kept = saved.get(doc);
    if (kept?.engine && kept.prints === prints) {
      const engine = kept.engine;
      kept.engine = null;
      return engine;
    }
  }
  return null;
}

/**
 * The last build's index, brought up to date: documents that changed or went are discarded, new
 * and changed ones added. Null when there is none, it is unreadable, or most of it changed.
 */
async function updated(
  cache: BuildCache,
  all: readonly object[],
  docs: SearchDocument[],
  prints: Map<string, string>,
): Promise<MiniSearch<SearchDocument> | null> {
  const printed = cache.get(PRINTS_KEY);
  const mine = takeSaved(all, printed);
  if (!printed) return null;
  try {
    const before = JSON.parse(printed) as Record<string, string>;
    const changed = docs.filter((d) => before[d.id] !== prints.get(d.id));
    const gone = Object.keys(before).filter((id) => !prints.has(id));
    if (changed.length + gone.length > docs.length / 10) return null;
    const index = mine ? null : cache.get(INDEX_KEY);
    if (!mine && !index) return null;
    const engine =
      mine ??
      MiniSearch.loadJSON<SearchDocument>(index!, {
        ...INDEX_OPTIONS,
        autoVacuum: false,
      });
    if (engine.documentCount !== Object.keys(before).length) return null;
    for (const id of gone) engine.discard(id);
    for (const d of changed) if (d.id in before) engine.discard(d.id);
    engine.addAll(changed);
    // A discarded document leaves its terms behind until a vacuum; clear them once they add up.
    if (engine.dirtCount >= 20 && engine.dirtFactor >= 0.1) await engine.vacuum();
    return engine;
  } catch {
    return null;
  }
}

/**
 * The serialised index (`/files/content/search-index.json`), a chunk at a time: the build's
 * content thread answers the pages' queries in between. With a build cache, the last build's
 * index is updated rather than built again. `keep` (GeneratorContext.keep): the process builds
 * again, and keeps the index and each document's entry for then, by the documents. Without it,
 * nothing is kept: a full build's pages hold many documents until they are rendered, and the
 * index with them (40 MB of the build's heap for twice the generated corpus, issue 33).
 */
export async function buildSearchIndex(
  catalog: Catalog,
  cache?: BuildCache,
  keep = true,
): Promise<string> {
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
  let engine = cache ? await updated(cache, catalog.all, docs, prints) : null;
  if (!engine) {
    engine = new MiniSearch<SearchDocument>({ ...INDEX_OPTIONS, autoVacuum: false });
    for (let i = 0; i < docs.length; i += CHUNK) {
      engine.addAll(docs.slice(i, i + CHUNK));
      await nextTurn();
    }
  }
  const json = JSON.stringify(engine);
  if (cache) {
    const printed = JSON.stringify(Object.fromEntries(prints));
    cache.set(INDEX_KEY, json);
    cache.set(PRINTS_KEY, printed);
    if (keep) {
      const kept: Saved = { prints: printed, engine };
      for (const doc of catalog.all) saved.set(doc, kept);
    }
  }
  return json;
}
