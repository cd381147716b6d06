import { LayeredMap, type Lookup } from './layered-map';
import { collectText, slugOf, toWords } from './text';
import type { ContentSnapshot, IndexedDocument, StoredDocument } from './types';

function wordsOf(doc: StoredDocument): Set<string> {
  const texts: string[] = [doc.uid ?? ''];
  collectText(doc.data, texts);
  return new Set(texts.flatMap(toWords));
}

export function indexDocument(
  doc: StoredDocument,
  digest?: string,
  slug?: string,
): IndexedDocument {
  // Only `fulltext(document, …)` and `similar` read the words: most loads (a site build, a page
  // view) never do, so they are collected on first use rather than for every document up front.
  let words: Set<string> | undefined;
  return {
    doc,
    slug: slug ?? slugOf(doc.data, doc.uid),
    firstPublished: Date.parse(doc.first_publication_date),
    lastPublished: Date.parse(doc.last_publication_date),
    digest,
    get words() {
      return (words ??= wordsOf(doc));
    },
  };
}

/**
 * `entries` in the previous snapshot's order, when they are its documents' ids, each once (an
 * edit): that order is id order already, and sorting 12,000 entries again was most of a refresh.
 */
function sameIdsAs(
  previous: ContentSnapshot | undefined,
  entries: IndexedDocument[],
): IndexedDocument[] | null {
  if (!previous || previous.documents.length !== entries.length) return null;
  const fresh = new Map(entries.map((e) => [e.doc.id, e]));
  if (fresh.size !== entries.length) return null;
  const ordered: IndexedDocument[] = [];
  for (const { doc } of previous.documents) {
    const entry = fresh.get(doc.id);
    if (!entry) return null;
    ordered.push(entry);
  }
  return ordered;
}

export function buildSnapshot(
  ref: string,
  docs: StoredDocument[],
  types: Record<string, string>,
  digests?: Lookup<string>,
  /** Slugs worked out already (reading a document's data only for its slug would parse it). */
  slugs?: Lookup<string>,
  /**
   * The snapshot before a reload: a document read from the same file as then (the corpus cache's
   * very object, the same digest) keeps its entry, rather than 12,000 entries made again for one
   * edit (issue 33: a warm rebuild's refresh).
   */
  previous?: ContentSnapshot,
): ContentSnapshot {
  const entryOf = (doc: StoredDocument) => {
    const digest = digests?.get(doc.id);
    const before = previous?.byId.get(doc.id);
    if (before && before.doc === doc && digest !== undefined && before.digest === digest)
      return before;
    return indexDocument(doc, digest, slugs?.get(doc.id));
  };
  // Id order is the default result order, so a query without orderings needs no sort.
  const entries = docs.map(entryOf);
  const documents =
    sameIdsAs(previous, entries) ??
    entries.sort((a, b) => (a.doc.id < b.doc.id ? -1 : a.doc.id > b.doc.id ? 1 : 0));
  const byId = new Map<string, IndexedDocument>();
  const byType = new Map<string, IndexedDocument[]>();
  const tags = new Set<string>();
  const languages = new Set<string>(['en-us']);
  for (const entry of documents) {
    byId.set(entry.doc.id, entry);
    const bucket = byType.get(entry.doc.type);
    if (bucket) bucket.push(entry);
    else byType.set(entry.doc.type, [entry]);
    for (const tag of entry.doc.tags) tags.add(tag);
    languages.add(entry.doc.lang);
  }
  return { ref, documents, byId, byType, tags: [...tags].sort(), languages: [...languages], types };
}

/** Where each document is in a snapshot's `documents`, by id, made when first needed. */
const placesOf = new WeakMap<IndexedDocument[], Map<string, number>>();

function placesIn(documents: IndexedDocument[]): Map<string, number> {
  let places = placesOf.get(documents);
  if (!places) {
    places = new Map(documents.map((entry, i) => [entry.doc.id, i]));
    placesOf.set(documents, places);
  }
  return places;
}

const sameTags = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((tag, i) => tag === b[i]);

/**
 * `previous` with the documents in `docs` put in place of the ones with their ids, each of the same
 * type as before (an edit; `reloadFiles` says which documents it replaced). Every other entry, and
 * each type's list that holds none of them, is the very one `previous` had: the work is in
 * proportion to the edit, where `buildSnapshot` indexes the whole corpus again (issue 33). Null
 * when a document is new or changed type: `buildSnapshot` then makes it all.
 */
export function patchSnapshot(
  previous: ContentSnapshot,
  ref: string,
  docs: readonly StoredDocument[],
  types: Record<string, string>,
  digests: Lookup<string>,
  slugs: Lookup<string>,
): ContentSnapshot | null {
  const places = placesIn(previous.documents);
  const documents = previous.documents.slice();
  const byId: [string, IndexedDocument][] = [];
  const byType = new Map(previous.byType);
  const copied = new Set<string>();
  let tags: string[] | null = previous.tags;
  let languages: string[] | null = previous.languages;
  for (const doc of docs) {
    const at = places.get(doc.id);
    const before = at === undefined ? undefined : previous.documents[at]!;
    if (!before || before.doc.type !== doc.type) return null;
    const digest = digests.get(doc.id);
    const entry =
      before.doc === doc && digest !== undefined && before.digest === digest
        ? before
        : indexDocument(doc, digest, slugs.get(doc.id));
    documents[at!] = entry;
    byId.push([doc.id, entry]);
    let bucket = byType.get(doc.type)!;
    if (!copied.has(doc.type)) {
      bucket = bucket.slice();
      byType.set(doc.type, bucket);
      copied.add(doc.type);
    }
    bucket[bucket.indexOf(before)] = entry;
    if (!sameTags(before.doc.tags, doc.tags)) tags = null;
    if (before.doc.lang !== doc.lang) languages = null;
  }
  placesOf.set(documents, places);
  // A tag or language may have gone with the edit: only then are they gathered again.
  tags ??= [...new Set(documents.flatMap((entry) => entry.doc.tags))].sort();
  languages ??= [...new Set(['en-us', ...documents.map((entry) => entry.doc.lang)])];
  return {
    ref,
    documents,
    byId: LayeredMap.over(previous.byId, byId),
    byType,
    tags,
    languages,
    types,
  };
}

/**
 * The entries that are not the very same from one snapshot to the next: `[before, after]` for each
 * id, either side undefined when the document is new or gone. Of the same documents in the same
 * order (an edit's patched snapshot), found by comparing the two lists place by place, where
 * looking each of 12,000 ids up in the other snapshot took most of a warm refresh's time.
 */
export function differingEntries(
  before: ContentSnapshot,
  after: ContentSnapshot,
): [IndexedDocument | undefined, IndexedDocument | undefined][] {
  const differing: [IndexedDocument | undefined, IndexedDocument | undefined][] = [];
  if (before === after) return differing;
  const was = before.documents;
  const now = after.documents;
  let aligned = was.length === now.length;
  for (let i = 0; aligned && i < now.length; i++) {
    if (was[i] === now[i]) continue;
    if (was[i]!.doc.id === now[i]!.doc.id) differing.push([was[i], now[i]]);
    else aligned = false;
  }
  if (aligned) return differing;
  differing.length = 0;
  for (const entry of now) {
    const then = before.byId.get(entry.doc.id);
    if (then !== entry) differing.push([then, entry]);
  }
  for (const entry of was) if (!after.byId.has(entry.doc.id)) differing.push([entry, undefined]);
  return differing;
}
