import type * as prismic from '@prismicio/client';
import MiniSearch from 'minisearch';
import type { BuildCache } from '@site/contracts/generator';
import { createCatalog } from '../../../shared/api/catalog';
import { seedDocuments } from '../../../shared/api/seed-corpus';
import { INDEX_OPTIONS, QUERY_OPTIONS, type SearchDocument } from '../lib/search-options';
import { buildSearchIndex } from './search-index';

const docs = seedDocuments();

const memoryCache = (): BuildCache => {
  const kept = new Map<string, string>();
  return { get: (key) => kept.get(key), set: (key, value) => void kept.set(key, value) };
};
const ids = (json: string, query: string) =>
  MiniSearch.loadJSON<SearchDocument>(json, INDEX_OPTIONS)
    .search(query, QUERY_OPTIONS)
    .map((r) => String(r.id))
    .sort();

test('an index built again in the same process, from mostly the same documents, follows an edit', async () => {
  const cache = memoryCache();
  await buildSearchIndex(createCatalog(docs), cache);
  // One article edited (a new object), every other document the very same object, as a warm
  // build of the site gives them.
  const at = docs.findIndex((d) => d.type === 'read');
  const before = docs[at]!;
  const edited = {
    ...before,
    data: { ...before.data, title: [{ type: 'heading1', text: 'Quillwort of Zennor', spans: [] }] },
  } as prismic.PrismicDocument;
  const now = docs.map((d, i) => (i === at ? edited : d));
  const updated = await buildSearchIndex(createCatalog(now), cache);
  const fresh = await buildSearchIndex(createCatalog(now));
  expect(ids(updated, 'Quillwort Zennor')).toEqual([edited.id]);
  for (const query of ['Quillwort', 'Luther', 'Wittenberg', 'reformation'])
    expect(ids(updated, query)).toEqual(ids(fresh, query));
  // Nothing changed since: the same index.
  expect(await buildSearchIndex(createCatalog(now), cache)).toBe(updated);
}, 60_000);

test('a build after which the process ends keeps no index in memory: the next reads it back', async () => {
  const loads = jest.spyOn(MiniSearch, 'loadJSON');
  try {
    const edit = (doc: prismic.PrismicDocument, text: string) =>
      ({
        ...doc,
        data: { ...doc.data, title: [{ type: 'heading1', text, spans: [] }] },
      }) as prismic.PrismicDocument;
    const at = docs.findIndex((d) => d.type === 'read');
    const build = async (title: string, keep: boolean, cache: BuildCache) => {
      const now = docs.map((d, i) => (i === at ? edit(d, title) : d));
      return buildSearchIndex(createCatalog(now), cache, keep);
    };
    const cache = memoryCache();
    await build('Moonwort of Gwithian', false, cache);
    loads.mockClear();
    const second = await build('Sundew of Morvah', true, cache);
    expect(loads).toHaveBeenCalledTimes(1);
    expect(ids(second, 'Sundew Morvah')).toEqual([docs[at]!.id]);
    // Kept this time: the next update takes the index from memory.
    loads.mockClear();
    const third = await build('Butterwort of Lelant', true, cache);
    expect(loads).not.toHaveBeenCalled();
    expect(ids(third, 'Butterwort Lelant')).toEqual([docs[at]!.id]);
  } finally {
    loads.mockRestore();
  }
}, 60_000);
