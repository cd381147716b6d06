import type * as prismic from '@prismicio/client';
import type { BuildCache } from '@site/contracts/generator';
import { createCatalog } from '../../../shared/api/catalog';
import { seedDocuments } from '../../../shared/api/seed-corpus';
import { loadSearch } from '../lib/search-changes';
import { QUERY_OPTIONS, type SearchChanges } from '../lib/search-options';
import { buildSearchIndex, type SearchFiles } from './search-index';

const docs = seedDocuments();

/** A build cache in memory that counts its reads of each key. */
const memoryCache = () => {
  const kept = new Map<string, string>();
  const reads = new Map<string, number>();
  const cache: BuildCache = {
    get: (key) => {
      reads.set(key, (reads.get(key) ?? 0) + 1);
      return kept.get(key);
    },
    set: (key, value) => void kept.set(key, value),
  };
  return { cache, kept, reads };
};
const changesOf = (files: SearchFiles) => JSON.parse(files.changes) as SearchChanges;
const ids = (files: SearchFiles, query: string) =>
  loadSearch(files.index, changesOf(files))
    .engine.search(query, QUERY_OPTIONS)
    .map((r) => String(r.id))
    .sort();
const retitled = (doc: prismic.PrismicDocument, text: string) =>
  ({
    ...doc,
    data: { ...doc.data, title: [{ type: 'heading1', text, spans: [] }] },
  }) as prismic.PrismicDocument;
const reads = docs.flatMap((d, i) => (d.type === 'read' ? [i] : []));

test('an edit since the last index goes beside it, and the index is the very same text', async () => {
  const { cache } = memoryCache();
  const first = await buildSearchIndex(createCatalog(docs), cache);
  expect(changesOf(first)).toEqual({ base: expect.any(String), removed: [], added: [] });
  expect(JSON.parse(first.index)).toMatchObject({ base: changesOf(first).base });
  // One article edited (a new object), every other document the very same object, as a warm
  // build of the site gives them.
  const at = reads[0]!;
  const edited = retitled(docs[at]!, 'Quillwort of Zennor');
  const now = docs.map((d, i) => (i === at ? edited : d));
  const second = await buildSearchIndex(createCatalog(now), cache);
  expect(second.index).toBe(first.index);
  const changes = changesOf(second);
  expect(changes.base).toBe(changesOf(first).base);
  expect(changes.removed).toEqual([]);
  expect(changes.added.map((d) => [d.id, d.title])).toEqual([[edited.id, 'Quillwort of Zennor']]);
  // The index with its changes finds what an index made afresh finds.
  const fresh = await buildSearchIndex(createCatalog(now));
  expect(changesOf(fresh).added).toEqual([]);
  expect(ids(second, 'Quillwort Zennor')).toEqual([edited.id]);
  for (const query of ['Quillwort', 'Luther', 'Wittenberg', 'reformation'])
    expect(ids(second, query)).toEqual(ids(fresh, query));
  // Nothing changed since: the same files.
  const third = await buildSearchIndex(createCatalog(now), cache);
  expect(third.index).toBe(second.index);
  expect(third.changes).toBe(second.changes);
}, 60_000);

test('changes that add up make a new index, with none beside it', async () => {
  const { cache } = memoryCache();
  const first = await buildSearchIndex(createCatalog(docs), cache);
  // More than the few changes an index ships beside it (a fiftieth of the documents, at least 20).
  const edited = new Set(reads.slice(0, 25));
  expect(edited.size).toBe(25);
  const now = docs.map((d, i) => (edited.has(i) ? retitled(d, `Sundew ${i} of Morvah`) : d));
  const second = await buildSearchIndex(createCatalog(now), cache);
  expect(second.index).not.toBe(first.index);
  expect(changesOf(second)).toEqual({
    base: JSON.parse(second.index).base,
    removed: [],
    added: [],
  });
  expect(changesOf(second).base).not.toBe(changesOf(first).base);
  const fresh = await buildSearchIndex(createCatalog(now));
  for (const query of ['Sundew Morvah', 'Luther', 'reformation'])
    expect(ids(second, query)).toEqual(ids(fresh, query));
  expect(ids(second, 'Sundew Morvah')).toHaveLength(25);
}, 60_000);

test('a build after which the process ends keeps no index in memory: the next reads it back', async () => {
  const { cache, reads: counted } = memoryCache();
  const at = reads[0]!;
  const build = (title: string, keep: boolean) =>
    buildSearchIndex(
      createCatalog(docs.map((d, i) => (i === at ? retitled(d, title) : d))),
      cache,
      keep,
    );
  await build('Moonwort of Gwithian', false);
  counted.clear();
  const second = await build('Sundew of Morvah', true);
  expect(counted.get('search-index.v2.json')).toBe(1);
  expect(ids(second, 'Sundew Morvah')).toEqual([docs[at]!.id]);
  // Kept this time: the next build takes the index from memory.
  counted.clear();
  const third = await build('Butterwort of Lelant', true);
  expect(counted.get('search-index.v2.json')).toBeUndefined();
  expect(third.index).toBe(second.index);
  expect(ids(third, 'Butterwort Lelant')).toEqual([docs[at]!.id]);
}, 60_000);

test('an index in the cache that is not the one its prints were saved with is made again', async () => {
  const { cache, kept } = memoryCache();
  const first = await buildSearchIndex(createCatalog(docs), cache, false);
  const name = changesOf(first).base;
  kept.set('search-index.v2.json', first.index.replace(name, 'other'));
  const second = await buildSearchIndex(createCatalog(docs), cache, false);
  expect(second.index).toBe(first.index);
  expect(changesOf(second).added).toEqual([]);
}, 60_000);
