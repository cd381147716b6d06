import type { ContentSnapshot, IndexedDocument } from '../store/types';
import { compilePredicate } from './filters';
import { sortEntries } from './orderings';
import type { SearchRequest } from './search-params';

export interface SearchResult {
  /** Every match across pages (after `after` is applied). */
  total: number;
  /** This page's documents. */
  entries: IndexedDocument[];
}

/**
 * Recent match lists by snapshot and `matchKey`. Paging through a large result (`dangerouslyGetAll`
 * asks for 100 documents at a time) would otherwise filter and sort the whole corpus for every page.
 * Snapshots never change; a new one (after an edit) starts with no entries.
 */
const recentMatches = new WeakMap<ContentSnapshot, Map<string, IndexedDocument[]>>();
const MAX_REMEMBERED = 32;

function matchesOf(snapshot: ContentSnapshot, request: SearchRequest): IndexedDocument[] {
  if (request.matchKey === undefined) return findMatches(snapshot, request);
  let remembered = recentMatches.get(snapshot);
  if (!remembered) recentMatches.set(snapshot, (remembered = new Map()));
  let matches = remembered.get(request.matchKey);
  if (matches) {
    // Most recently used last, so the oldest entry is the first to go.
    remembered.delete(request.matchKey);
  } else {
    matches = findMatches(snapshot, request);
    if (remembered.size >= MAX_REMEMBERED) remembered.delete(remembered.keys().next().value!);
  }
  remembered.set(request.matchKey, matches);
  return matches;
}

export function executeSearch(snapshot: ContentSnapshot, request: SearchRequest): SearchResult {
  const matches = matchesOf(snapshot, request);
  const start = (request.page - 1) * request.pageSize;
  return { total: matches.length, entries: matches.slice(start, start + request.pageSize) };
}

/** Every match of the request, in order, after `after`: the results before paging. */
function findMatches(snapshot: ContentSnapshot, request: SearchRequest): IndexedDocument[] {
  const matchers = request.predicates.map((p) => compilePredicate(p, snapshot));
  const typed = matchers.find((m) => m.onlyType !== undefined)?.onlyType;
  const candidates = typed === undefined ? snapshot.documents : (snapshot.byType.get(typed) ?? []);
  let matches = candidates.filter(
    (entry) =>
      (request.lang === '*' || entry.doc.lang === request.lang) &&
      matchers.every((m) => m.test(entry)),
  );
  if (request.orderings.length > 0) sortEntries(matches, request.orderings);
  if (request.after !== undefined) {
    // Like Prismic: only what follows the given document in this ordering; an absent id leaves nothing.
    const index = matches.findIndex((entry) => entry.doc.id === request.after);
    matches = index < 0 ? [] : matches.slice(index + 1);
  }
  return matches;
}
