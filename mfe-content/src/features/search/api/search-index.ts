import MiniSearch from 'minisearch';
import { documentText } from '@site/content';
import { cardOf, type Catalog } from '../../../shared/api/catalog';
import { INDEX_OPTIONS, type SearchDocument } from '../lib/search-options';

// Types with no page of their own, or whose text is not content (prices, form settings).
const SKIP_TYPES = new Set(['rate', 'tour_form', 'timeCategory', 'timePeriod']);

export function searchDocuments(catalog: Catalog): SearchDocument[] {
  return catalog.all
    .filter((doc) => !SKIP_TYPES.has(doc.type))
    .map((doc) => {
      const card = cardOf(doc);
      const text = documentText(doc.data);
      const excerpt = (card.description ?? text).slice(0, 180);
      return { id: doc.id, title: card.title, text, path: card.path, type: doc.type, excerpt };
    })
    .filter((d) => d.path !== '/');
}

/** The serialised index (`/files/content/search-index.json`), built once per build from the corpus. */
export function buildSearchIndex(catalog: Catalog): string {
  const engine = new MiniSearch<SearchDocument>(INDEX_OPTIONS);
  engine.addAll(searchDocuments(catalog));
  return JSON.stringify(engine);
}
