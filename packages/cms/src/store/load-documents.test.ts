import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { createFixtureCorpus, IDS, type FixtureCorpus } from '../test-support/fixture-corpus';
import { loadCorpus, reloadFiles, type LoadedCorpus } from './load-documents';
import { toStoredDocument } from './stored-document';

let corpus: FixtureCorpus;
beforeEach(() => {
  corpus = createFixtureCorpus();
});
afterEach(() => corpus.remove());

describe('loadCorpus', () => {
  it('gives the same ref for the same files and a new one when a byte changes', () => {
    const first = loadCorpus(corpus.documentsDir);
    expect(loadCorpus(corpus.documentsDir).ref).toBe(first.ref);
    expect(first.documents).toHaveLength(10);
    const file = path.join(corpus.documentsDir, 'people', 'jan-hus.json');
    writeFileSync(
      file,
      JSON.stringify({ id: 'x1', uid: 'jan-hus', type: 'people', data: { priority: 2 } }),
    );
    expect(loadCorpus(corpus.documentsDir).ref).not.toBe(first.ref);
  });

  it('skips broken files and duplicate ids with a reason instead of failing', () => {
    writeFileSync(path.join(corpus.documentsDir, 'people', 'broken.json'), '{ "id": ');
    writeFileSync(
      path.join(corpus.documentsDir, 'people', 'twin.json'),
      JSON.stringify({ id: 'peopleHus0000001', type: 'people', uid: 'twin' }),
    );
    const loaded = loadCorpus(corpus.documentsDir);
    expect(loaded.documents).toHaveLength(10);
    expect(loaded.problems.join('\n')).toMatch(/broken\.json: invalid JSON/);
    expect(loaded.problems.join('\n')).toMatch(/duplicate id peopleHus0000001/);
  });

  it('returns an empty corpus for a missing folder', () => {
    expect(loadCorpus(path.join(corpus.root, 'nowhere')).documents).toEqual([]);
  });
});

/** What a load gives its readers, with each document's digest and slug. */
function described(corpus: LoadedCorpus) {
  return {
    ref: corpus.ref,
    documents: corpus.documents,
    problems: corpus.problems,
    present: [...corpus.present].sort(),
    files: corpus.files.map((f) => f.relative),
    digests: corpus.documents.map((d) => corpus.digests.get(d.id)),
    slugs: corpus.documents.map((d) => corpus.slugs.get(d.id)),
  };
}

describe('reloadFiles', () => {
  const hus = 'people/jan-hus.json';
  const rewrite = (relative: string, doc: unknown) =>
    writeFileSync(path.join(corpus.documentsDir, relative), JSON.stringify(doc));

  it('puts an edited file in place of the old one, and gives what a whole load gives', () => {
    const first = loadCorpus(corpus.documentsDir);
    rewrite(hus, { id: IDS.hus, uid: 'jan-hus', type: 'people', data: { title: 'Jan Hus' } });
    const reloaded = reloadFiles(corpus.documentsDir, first, [hus]);
    expect(reloaded.replaced?.map((d) => d.id)).toEqual([IDS.hus]);
    expect(described(reloaded)).toEqual(described(loadCorpus(corpus.documentsDir)));
    expect(reloaded.ref).not.toBe(first.ref);
    // Every other document is the very object the load before had, in its place.
    reloaded.documents.forEach((doc, i) => {
      if (doc.id !== IDS.hus) expect(doc).toBe(first.documents[i]);
    });
    // Edited again, from the reload: the same as a whole load again.
    rewrite(hus, { id: IDS.hus, uid: 'hus', type: 'people', data: {} });
    const again = reloadFiles(corpus.documentsDir, reloaded, [hus]);
    expect(again.replaced).toHaveLength(1);
    expect(described(again)).toEqual(described(loadCorpus(corpus.documentsDir)));
  });

  it('gives the ref of a whole load in a corpus of many runs of files', () => {
    for (let i = 0; i < 600; i++)
      rewrite(`people/p${String(i).padStart(3, '0')}.json`, { id: `p${i}`, type: 'people' });
    const first = loadCorpus(corpus.documentsDir);
    let reloaded = first;
    for (const i of [0, 300, 599]) {
      const relative = `people/p${String(i).padStart(3, '0')}.json`;
      rewrite(relative, { id: `p${i}`, type: 'people', data: { edited: true } });
      reloaded = reloadFiles(corpus.documentsDir, reloaded, [relative]);
      expect(reloaded.replaced).toHaveLength(1);
      expect(reloaded.ref).toBe(loadCorpus(corpus.documentsDir).ref);
    }
    expect(reloaded.ref).not.toBe(first.ref);
  });

  it.each([
    ['an id changed', () => rewrite(hus, { id: 'peopleHus0000002', type: 'people' }), hus],
    ['a file broken', () => rewrite(hus, '{ "id": '), hus],
    ['a file removed', () => rmSync(path.join(corpus.documentsDir, hus)), hus],
    [
      'a file added',
      () => rewrite('people/new.json', { id: 'n1', type: 'people' }),
      'people/new.json',
    ],
    // The second file with an id is a problem: its document is not the one in the corpus.
    [
      'a second file with a taken id',
      () => rewrite('people/twin.json', { id: IDS.hus, type: 'people', data: { n: 2 } }),
      'people/twin.json',
    ],
  ])('loads every named file afresh after %s', (_, change, relative) => {
    rewrite('people/twin.json', { id: IDS.hus, type: 'people' });
    const first = loadCorpus(corpus.documentsDir);
    change();
    const reloaded = reloadFiles(corpus.documentsDir, first, [relative]);
    expect(reloaded.replaced).toBeUndefined();
    expect(described(reloaded)).toEqual(described(loadCorpus(corpus.documentsDir)));
  });
});

describe('toStoredDocument', () => {
  it('fills Prismic defaults and rejects what breaks the contract', () => {
    expect(toStoredDocument({ id: 'a', type: 'faq' })).toMatchObject({
      uid: null,
      lang: 'en-us',
      tags: [],
      data: {},
    });
    expect(toStoredDocument({ id: '', type: 'faq' })).toMatch(/id/);
    expect(toStoredDocument({ id: 'a', type: '../x' })).toMatch(/type/);
    expect(toStoredDocument({ id: 'a', type: 'faq', tags: [1] })).toMatch(/tags/);
    expect(toStoredDocument({ id: 'a', type: 'faq', data: [] })).toMatch(/data/);
    expect(toStoredDocument([])).toMatch(/object/);
  });
});
