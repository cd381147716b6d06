import MiniSearch from 'minisearch';
import { createCatalog } from '../../../shared/api/catalog';
import { buildSearchIndex, type SearchFiles } from '../api/search-index';
import { loadSearch } from './search-changes';
import { groupResults, type SearchHit } from './group-results';
import { runSearch, type loadSearchIndex } from './search-client';
import {
  INDEX_OPTIONS,
  SEARCH_CHANGES_URL,
  SEARCH_INDEX_URL,
  type SearchChanges,
  type SearchDocument,
} from './search-options';
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
  index = (await buildSearchIndex(catalog)).index;
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
  const search = (files: SearchFiles, query: string) =>
    runSearch(loadSearch(files.index, JSON.parse(files.changes) as SearchChanges).engine, query)
      .map((h) => h.path)
      .sort();

  it('follows an edited, an added and a removed document as if built afresh', async () => {
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
    // Beside the index: the edited and the new document, and the one that went.
    const changes = JSON.parse(updated.changes) as SearchChanges;
    expect(changes.added.map((d) => d.path).sort()).toEqual(['/read/article-7', '/read/new-one']);
    expect(changes.removed).toHaveLength(1);
    const engine = loadSearch(updated.index, changes).engine;
    expect(engine.documentCount).toBe(250);
  });

  it('is built afresh when what was kept is unreadable', async () => {
    const cache = memory();
    cache.set('search-index.v2.json', '{"base":"x","not":"an index"}');
    cache.set('search-prints.v2.json', '{}');
    const files = await buildSearchIndex(createCatalog(many((i) => `Text ${i}`)), cache);
    expect(loadSearch(files.index, null).engine.documentCount).toBe(250);
  });
});

describe('loadSearchIndex', () => {
  /** A fresh copy of the client (it keeps what it loaded), over files served from memory. */
  function client(files: (url: string, call: number) => Response) {
    const calls: string[] = [];
    const fake = (async (url: string) => {
      calls.push(url);
      return files(url, calls.length);
    }) as unknown as typeof fetch;
    let load!: typeof loadSearchIndex;
    jest.isolateModules(() => {
      load = (jest.requireActual('./search-client') as { loadSearchIndex: typeof loadSearchIndex })
        .loadSearchIndex;
    });
    return { calls, load: () => load(fake) };
  }
  const base = () => (JSON.parse(index) as { base: string }).base;
  const zwingli = {
    id: 'zwingli',
    title: 'Ulrich Zwingli',
    text: 'Reformer of Zurich.',
    path: '/read/ulrich-zwingli',
    type: 'read',
    excerpt: 'Reformer of Zurich.',
  };
  const json = (value: unknown) => new Response(JSON.stringify(value), { status: 200 });
  const serve =
    (changes: (call: number) => Response) =>
    (url: string, call: number): Response =>
      url === SEARCH_INDEX_URL ? new Response(index, { status: 200 }) : changes(call);

  it('fetches the index and its changes once, and answers from memory afterwards', async () => {
    const { calls, load } = client(
      serve(() => json({ base: base(), removed: [], added: [zwingli] })),
    );
    const first = await load();
    expect(await load()).toBe(first);
    expect(calls.sort()).toEqual([SEARCH_CHANGES_URL, SEARCH_INDEX_URL]);
    expect(runSearch(first, 'Zurich').map((h) => h.path)).toEqual(['/read/ulrich-zwingli']);
    expect(runSearch(first, 'Stotternheim').map((h) => h.path)).toEqual(['/read/martin-luther']);
  });

  it('fetches both again when the changes were made against another index', async () => {
    const { calls, load } = client(
      serve((call) =>
        json({ base: call <= 2 ? 'another' : base(), removed: ['read-martin-luther'], added: [] }),
      ),
    );
    const engine = await load();
    expect(calls).toHaveLength(4);
    expect(runSearch(engine, 'Stotternheim')).toEqual([]);
  });

  it('searches the index alone when the site has no changes beside it', async () => {
    const { load } = client(serve(() => new Response('Not found', { status: 404 })));
    expect(runSearch(await load(), 'Stotternheim').map((h) => h.path)).toEqual([
      '/read/martin-luther',
    ]);
  });

  it('fails on changes it cannot read, and fetches again at the next search', async () => {
    const { calls, load } = client(
      serve((call) =>
        call <= 2
          ? json({ base: base(), added: 'x' })
          : json({ base: base(), removed: [], added: [] }),
      ),
    );
    await expect(load()).rejects.toThrow('search changes: not the shape the build writes');
    expect(runSearch(await load(), 'Luther').length).toBeGreaterThan(0);
    expect(calls).toHaveLength(4);
  });
});
