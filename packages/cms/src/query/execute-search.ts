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

export function executeSearch(snapshot: ContentSnapshot, request: SearchRequest): SearchResult {
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
  const start = (request.page - 1) * request.pageSize;
  return { total: matches.length, entries: matches.slice(start, start + request.pageSize) };
}
