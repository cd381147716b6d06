import { writeFileSync } from 'node:fs';
import path from 'node:path';

import { createFixtureCorpus, type FixtureCorpus } from '../test-support/fixture-corpus';
import { loadCorpus, toStoredDocument } from './load-documents';

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
