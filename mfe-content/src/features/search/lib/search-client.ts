import type MiniSearch from 'minisearch';
import { isSearchChanges, loadSearch } from './search-changes';
import {
  QUERY_OPTIONS,
  SEARCH_CHANGES_URL,
  SEARCH_INDEX_URL,
  type SearchChanges,
  type SearchDocument,
} from './search-options';
import type { SearchHit } from './group-results';

let index: Promise<MiniSearch<SearchDocument>> | null = null;

async function fetchText(fetchImpl: typeof fetch, url: string): Promise<string> {
  const response = await fetchImpl(url);
  if (!response.ok) throw new Error(`search index: HTTP ${response.status}`);
  return response.text();
}

/** The changes beside the index; none when a site has no such file (built before there were). */
async function fetchChanges(fetchImpl: typeof fetch): Promise<SearchChanges | null> {
  const response = await fetchImpl(SEARCH_CHANGES_URL);
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`search changes: HTTP ${response.status}`);
  const changes: unknown = await response.json();
  if (!isSearchChanges(changes)) throw new Error('search changes: not the shape the build writes');
  return changes;
}

/**
 * Loads the build's index and the changes beside it once per visit, and keeps it in memory, so
 * search keeps working offline after the first load. Changes made against another index (the two
 * files fetched either side of a publish) mean both are fetched once more. A failed load is
 * forgotten so the next try fetches again.
 */
export function loadSearchIndex(
  fetchImpl: typeof fetch = fetch,
): Promise<MiniSearch<SearchDocument>> {
  index ??= (async () => {
    for (let attempt = 1; ; attempt++) {
      const [json, changes] = await Promise.all([
        fetchText(fetchImpl, SEARCH_INDEX_URL),
        fetchChanges(fetchImpl),
      ]);
      const { engine, applied } = loadSearch(json, changes);
      // Twice out of step: the index alone, a publish behind, rather than no search.
      if (applied || changes === null || attempt === 2) return engine;
    }
  })().catch((error: unknown) => {
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
