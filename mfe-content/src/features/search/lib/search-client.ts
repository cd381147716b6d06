import MiniSearch from 'minisearch';
import {
  INDEX_OPTIONS,
  QUERY_OPTIONS,
  SEARCH_INDEX_URL,
  type SearchDocument,
} from './search-options';
import type { SearchHit } from './group-results';

let index: Promise<MiniSearch<SearchDocument>> | null = null;

/**
 * Loads the build's index once per visit and keeps it in memory, so search keeps working
 * offline after the first load. A failed load is forgotten so the next try fetches again.
 */
export function loadSearchIndex(
  fetchImpl: typeof fetch = fetch,
): Promise<MiniSearch<SearchDocument>> {
  index ??= fetchImpl(SEARCH_INDEX_URL)
    .then((response) => {
      if (!response.ok) throw new Error(`search index: HTTP ${response.status}`);
      return response.text();
    })
    .then((json) => MiniSearch.loadJSON<SearchDocument>(json, INDEX_OPTIONS))
    .catch((error: unknown) => {
      index = null;
      throw error;
    });
  return index;
}

export const MAX_RESULTS = 60;

export function runSearch(engine: MiniSearch<SearchDocument>, query: string): SearchHit[] {
  return engine
    .search(query, QUERY_OPTIONS)
    .slice(0, MAX_RESULTS)
    .map((r) => ({
      id: String(r.id),
      title: String(r.title ?? ''),
      path: String(r.path ?? '/'),
      type: String(r.type ?? ''),
      excerpt: String(r.excerpt ?? ''),
      score: r.score,
    }));
}
