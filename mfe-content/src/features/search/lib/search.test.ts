import type * as prismic from '@prismicio/client';
import MiniSearch from 'minisearch';
import { createCatalog } from '../../../shared/api/catalog';
import { buildSearchIndex } from '../api/search-index';
import { groupResults, type SearchHit } from './group-results';
import { loadSearchIndex, runSearch } from './search-client';
import { INDEX_OPTIONS, SEARCH_INDEX_URL, type SearchDocument } from './search-options';

const doc = (type: string, uid: string, data: Record<string, unknown>): prismic.PrismicDocument => ({
  id: `${type}-${uid}`, uid, url: null, type, href: '', tags: [], lang: 'en-us', slugs: [], linked_documents: [], alternate_languages: [],
  first_publication_date: '2026-01-01T00:00:00+0000', last_publication_date: '2026-01-01T00:00:00+0000', data,
});
const p = (text: string) => [{ type: 'paragraph', text, spans: [] }];

const catalog = createCatalog([
  doc('read', 'martin-luther', { title: p('Martin Luther'), body: [{ slice_type: 'text', primary: { text: p('A thunderstorm near Stotternheim changed his life.') } }] }),
  doc('people', 'martin-luther', { title: p('Martin Luther'), summary: p('Reformer of Wittenberg.') }),
  doc('rate', 'gbp', { title: p('Pound sterling') }),
]);

function engine(): MiniSearch<SearchDocument> {
  return MiniSearch.loadJSON<SearchDocument>(buildSearchIndex(catalog), INDEX_OPTIONS);
}

describe('the search index', () => {
  it('finds an article by a word from its body, even misspelt', () => {
    expect(runSearch(engine(), 'Stotternheim').map((h) => h.path)).toEqual(['/read/martin-luther']);
    expect(runSearch(engine(), 'thundrstorm').map((h) => h.path)).toEqual(['/read/martin-luther']);
  });
  it('leaves out types that are not content', () => {
    expect(runSearch(engine(), 'sterling')).toEqual([]);
  });
  it('groups hits by type in a fixed order', () => {
    const hits = runSearch(engine(), 'Luther');
    expect(groupResults(hits).map((g) => g.label)).toEqual(['Articles', 'People']);
    const other: SearchHit = { id: 'x', title: 'FAQ', path: '/faq', type: 'faq', excerpt: '', score: 9 };
    expect(groupResults([other]).map((g) => g.label)).toEqual(['Other pages']);
  });
});

describe('loadSearchIndex', () => {
  it('fetches once and answers from memory afterwards', async () => {
    const body = buildSearchIndex(catalog);
    const calls: string[] = [];
    const fake = (async (url: string) => {
      calls.push(url);
      return new Response(body, { status: 200 });
    }) as unknown as typeof fetch;
    const first = await loadSearchIndex(fake);
    const second = await loadSearchIndex(fake);
    expect(second).toBe(first);
    expect(calls).toEqual([SEARCH_INDEX_URL]);
  });
});
