import * as fs from 'node:fs';
import path from 'node:path';

import {
  createFixtureCorpus,
  FIXTURE_DOCS,
  IDS,
  type FixtureCorpus,
} from '../test-support/fixture-corpus';
import { worthSaving } from '../cache-files';
import { CorpusCache, fileStamp } from './corpus-cache';
import { buildSnapshot } from './build-snapshot';
import { loadCorpus } from './load-documents';

let corpus: FixtureCorpus;
let cacheFile: string;
beforeEach(() => {
  corpus = createFixtureCorpus();
  cacheFile = path.join(corpus.root, 'cache', 'corpus.json');
});
afterEach(() => corpus.remove());

/** Loads through a cache read from the file, and saves it again: one build's worth. */
function loadCached() {
  const cache = new CorpusCache(cacheFile, corpus.documentsDir);
  const loaded = loadCorpus(corpus.documentsDir, cache);
  cache.save(loaded.present);
  return loaded;
}

const withoutPresent = ({ present: _present, ...rest }: ReturnType<typeof loadCorpus>) => rest;

describe('loadCorpus with a CorpusCache', () => {
  it('loads exactly what reading every file loads, before and after the cache exists', () => {
    fs.writeFileSync(path.join(corpus.documentsDir, 'people', 'broken.json'), '{ "id": ');
    const direct = withoutPresent(loadCorpus(corpus.documentsDir));
    expect(withoutPresent(loadCached())).toEqual(direct);
    expect(fs.existsSync(cacheFile)).toBe(true);
    expect(withoutPresent(loadCached())).toEqual(direct);
  });

  it('does not read a file again while its stamp is the same', () => {
    // The module object itself (an `import * as` namespace is a copy the code under test never sees).
    const readFileSync = jest.spyOn(jest.requireActual<typeof fs>('node:fs'), 'readFileSync');
    const documentsRead = () =>
      readFileSync.mock.calls.filter(([file]) => String(file).startsWith(corpus.documentsDir))
        .length;
    try {
      loadCached();
      expect(documentsRead()).toBe(10);
      readFileSync.mockClear();
      loadCached();
      expect(documentsRead()).toBe(0);
    } finally {
      readFileSync.mockRestore();
    }
  });

  it('follows edits, additions and deletions like a full read', () => {
    loadCached();
    const hus = FIXTURE_DOCS.find((d) => d.id === IDS.hus)!;
    // Same length as before, so only the times and the bytes tell the edit apart.
    corpus.writeDocument({ ...hus, data: { ...hus.data, priority: 9 } });
    corpus.writeDocument({ id: 'peopleNew0000001', uid: 'someone-new', type: 'people', data: {} });
    fs.rmSync(path.join(corpus.documentsDir, 'people', 'john-calvin.json'));
    fs.writeFileSync(
      path.join(corpus.documentsDir, 'people', 'twin.json'),
      JSON.stringify({ id: IDS.luther, type: 'people' }),
    );

    const cached = loadCached();
    const direct = loadCorpus(corpus.documentsDir);
    expect(withoutPresent(cached)).toEqual(withoutPresent(direct));
    expect(cached.documents.find((d) => d.id === IDS.hus)?.data.priority).toBe(9);
    expect(cached.documents.some((d) => d.id === 'peopleNew0000001')).toBe(true);
    expect(cached.documents.some((d) => d.id === IDS.calvin)).toBe(false);
    expect(cached.problems.join('\n')).toMatch(/duplicate id peopleLuther0001/);
    // The deleted file is gone from the cache as well.
    expect(fs.readFileSync(cacheFile, 'utf8')).not.toContain('john-calvin.json');
  });

  it("parses a cached document's data only when it is read, not to index it", () => {
    loadCached();
    const loaded = loadCached();
    const parsed = (doc: { data: unknown }) => !Object.getOwnPropertyDescriptor(doc, 'data')?.get;
    const snapshot = buildSnapshot(loaded.ref, loaded.documents, {}, loaded.digests, loaded.slugs);
    expect(loaded.documents.some(parsed)).toBe(false);
    const hus = snapshot.byId.get(IDS.hus)!;
    const direct = loadCorpus(corpus.documentsDir);
    expect(hus.slug).toBe(buildSnapshot(direct.ref, direct.documents, {}).byId.get(IDS.hus)!.slug);
    expect(hus.doc.data).toEqual(direct.documents.find((d) => d.id === IDS.hus)!.data);
    expect(parsed(hus.doc)).toBe(true);
    expect(loaded.documents.filter(parsed)).toHaveLength(1);
  });

  it('starts afresh from a damaged cache or one made for another folder', () => {
    loadCached();
    const elsewhere = new CorpusCache(cacheFile, path.join(corpus.root, 'other'));
    expect(elsewhere.lookup(path.join('people', 'jan-hus.json'), 'any')).toBeUndefined();
    fs.writeFileSync(cacheFile, '{"context": [1,');
    expect(withoutPresent(loadCached())).toEqual(withoutPresent(loadCorpus(corpus.documentsDir)));
    // Cut short anywhere (the header and where it starts come last), it is not used either.
    const hus = path.join('people', 'jan-hus.json');
    const stamp = fileStamp(fs.statSync(path.join(corpus.documentsDir, hus)));
    expect(new CorpusCache(cacheFile, corpus.documentsDir).lookup(hus, stamp)).toBeDefined();
    const whole = fs.readFileSync(cacheFile);
    for (const cut of [1, 40, whole.length - 40]) {
      fs.writeFileSync(cacheFile, whole.subarray(0, whole.length - cut));
      const cache = new CorpusCache(cacheFile, corpus.documentsDir);
      expect(cache.lookup(hus, stamp)).toBeUndefined();
      expect(withoutPresent(loadCorpus(corpus.documentsDir, cache))).toEqual(
        withoutPresent(loadCorpus(corpus.documentsDir)),
      );
    }
  });
});

describe('worthSaving', () => {
  it('rewrites a cache once one entry in a hundred is out of date', () => {
    expect(worthSaving(0, 10)).toBe(false);
    expect(worthSaving(1, 10)).toBe(true);
    expect(worthSaving(1, 12_000)).toBe(false);
    expect(worthSaving(119, 12_000)).toBe(false);
    expect(worthSaving(120, 12_000)).toBe(true);
  });
});
