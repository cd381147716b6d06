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
  digests?: ReadonlyMap<string, string>,
  /** Slugs worked out already (reading a document's data only for its slug would parse it). */
  slugs?: ReadonlyMap<string, string>,
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
