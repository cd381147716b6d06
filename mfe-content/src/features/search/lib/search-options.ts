import type { Options, SearchOptions } from 'minisearch';

/**
 * MiniSearch rather than Pagefind: the index is built from the corpus inside the generator (no extra
 * pass over the rendered HTML, which the area does not own), it is one JSON file served with the
 * area's other files, its fuzzy matching tolerates typos, and the ~7 kB library loads only with search.
 * The index and the browser must agree on these options.
 */
export interface SearchDocument {
  id: string;
  title: string;
  text: string;
  path: string;
  type: string;
  excerpt: string;
}

export const INDEX_OPTIONS: Options<SearchDocument> = {
  fields: ['title', 'text'],
  storeFields: ['title', 'path', 'type', 'excerpt'],
};

export const QUERY_OPTIONS: SearchOptions = {
  boost: { title: 3 },
  prefix: true,
  // Up to a fifth of a word's letters may be wrong: "Lutehr" still finds Luther.
  fuzzy: 0.2,
  combineWith: 'AND',
};

export const SEARCH_INDEX_FILE = 'search-index.json';
export const SEARCH_INDEX_URL = `/files/content/${SEARCH_INDEX_FILE}`;

/**
 * What changed since the index was made (search-changes.json, beside it): an edit writes this
 * small file, and the index of thousands of documents stays as it was until the changes add up
 * (issue 33). `base` names the index they apply to; the index carries the same name.
 */
export interface SearchChanges {
  base: string;
  /** Documents gone since the index was made. */
  removed: string[];
  /** Documents new or changed since: each replaces the index's own, if it has one. */
  added: SearchDocument[];
}
export const SEARCH_CHANGES_FILE = 'search-changes.json';
export const SEARCH_CHANGES_URL = `/files/content/${SEARCH_CHANGES_FILE}`;
