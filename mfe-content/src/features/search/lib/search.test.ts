import MiniSearch from 'minisearch';
import { createCatalog } from '../../../shared/api/catalog';
import { buildSearchIndex } from '../api/search-index';
import { groupResults, type SearchHit } from './group-results';
import { loadSearchIndex, runSearch } from './search-client';
import { INDEX_OPTIONS, SEARCH_INDEX_URL, type SearchDocument } from './search-options';
import { paragraph as p, testDocument as doc } from '@site/content/reshape/test-documents';

const catalog = createCatalog([
  doc('read', 'martin-luther', {
    title: p('Martin Luther'),
    body: [
      {
        slice_type: 'text',
        primary: { text: p('A thunderstorm near Stotternheim changed his life.') },
      },
    ],
  }),
  doc('people', 'martin-luther', {
    title: p('Martin Luther'),
    summary: p('Reformer of Wittenberg.'),
  }),
  doc('rate', 'gbp', { title: p('Pound sterling') }),
]);

let index = '';
beforeAll(async () => {
  index = await buildSearchIndex(catalog);
});
const engine = (): MiniSearch<SearchDocument> =>
  MiniSearch.loadJSON<SearchDocument>(index, INDEX_OPTIONS);

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
    const other: SearchHit = {
      id: 'x',
      title: 'FAQ',
      path: '/faq',
      type: 'faq',
      excerpt: '',
      score: 9,
    };
    expect(groupResults([other]).map((g) => g.label)).toEqual(['Other pages']);
  });
});

describe('the search index kept between builds', () => {
  const memory = () => {
    const kept = new Map<string, string>();
    return {
      kept,
      get: (key: string) => kept.get(key),
      set: (key: string, value: string) => void kept.set(key, value),
    };
  };
  // More documents than one chunk, so that chunking and updating both show.
  const many = (edit: (i: number) => string) =>
    Array.from({ length: 250 }, (_, i) =>
      doc('read', `article-${i}`, {
        title: p(`Article ${i}`),
        body: [{ slice_type: 'text', primary: { text: p(edit(i)) } }],
      }),
    );
  const search = (json: string, query: string) =>
    runSearch(MiniSearch.loadJSON<SearchDocument>(json, INDEX_OPTIONS), query)
      .map((h) => h.path)
      .sort();

  it('is updated for an edited, an added and a removed document as if built afresh', async () => {
    const cache = memory();
    const first = many((i) => (i === 7 ? 'Worms diet' : `Plain text number ${i}`));
    await buildSearchIndex(createCatalog(first), cache);
    expect(cache.kept.size).toBe(2);
    const second = [
      ...many((i) => (i === 7 ? 'Augsburg confession' : `Plain text number ${i}`)).filter(
        (d) => d.uid !== 'article-3',
      ),
      doc('read', 'new-one', { title: p('Marburg colloquy'), body: [] }),
    ];
    const updated = await buildSearchIndex(createCatalog(second), cache);
    const fresh = await buildSearchIndex(createCatalog(second));
    for (const query of ['Worms', 'Augsburg', 'Marburg', 'Article 3', 'number 12', 'number 249']) {
      expect(search(updated, query)).toEqual(search(fresh, query));
    }
    expect(search(updated, 'Augsburg')).toEqual(['/read/article-7']);
    expect(search(updated, 'Worms')).toEqual([]);
    expect(MiniSearch.loadJSON<SearchDocument>(updated, INDEX_OPTIONS).documentCount).toBe(250);
    // Updated, not built again: the edited and the removed document were discarded.
    expect((JSON.parse(updated) as { dirtCount: number }).dirtCount).toBe(2);
  });

  it('is built afresh when what was kept is unreadable', async () => {
    const cache = memory();
    cache.set('search-index.v1.json', '{"not":"an index"}');
    cache.set('search-prints.v1.json', '{}');
    const json = await buildSearchIndex(createCatalog(many((i) => `Text ${i}`)), cache);
    expect(MiniSearch.loadJSON<SearchDocument>(json, INDEX_OPTIONS).documentCount).toBe(250);
  });
});

describe('loadSearchIndex', () => {
  it('fetches once and answers from memory afterwards', async () => {
    const body = index;
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
