import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { createFixtureCorpus, type FixtureCorpus } from '../test-support/fixture-corpus';
import { ContentStore } from './content-store';

let corpus: FixtureCorpus;
beforeEach(() => {
  corpus = createFixtureCorpus([]);
});
afterEach(() => corpus.remove());

describe('ContentStore', () => {
  it('falls back to polling when the documents folder cannot be watched yet', () => {
    const documentsDir = path.join(corpus.root, 'later');
    const store = new ContentStore({
      documentsDir,
      customTypesDir: corpus.customTypesDir,
      pollIntervalMs: 0,
      log: () => undefined,
    });
    const empty = store.current();
    expect(empty.documents).toEqual([]);
    mkdirSync(path.join(documentsDir, 'faq'), { recursive: true });
    writeFileSync(
      path.join(documentsDir, 'faq', 'faq.json'),
      JSON.stringify({ id: 'faq1', uid: null, type: 'faq', data: {} }),
    );
    const next = store.current();
    expect(next.documents.map((d) => d.doc.id)).toEqual(['faq1']);
    expect(next.ref).not.toBe(empty.ref);
    expect(store.wasMasterRef(empty.ref)).toBe(true);
    expect(store.wasMasterRef(next.ref)).toBe(false);
    store.close();
  });

  it('indexes by type and id, and reports broken files through its log', () => {
    const problems: string[] = [];
    corpus.writeDocument({ id: 'p1', uid: 'a', type: 'people', tags: ['x'], data: {} });
    writeFileSync(path.join(corpus.documentsDir, 'people', 'bad.json'), 'nope');
    const store = new ContentStore({
      documentsDir: corpus.documentsDir,
      customTypesDir: corpus.customTypesDir,
      log: (m) => problems.push(m),
    });
    const snapshot = store.current();
    expect(snapshot.byId.get('p1')?.doc.uid).toBe('a');
    expect(snapshot.byType.get('people')).toHaveLength(1);
    expect(snapshot.tags).toEqual(['x']);
    expect(snapshot.types.people).toBe('People');
    expect(problems.join()).toMatch(/bad\.json/);
    store.close();
  });
});

describe('ContentStore after the folder is replaced', () => {
  it('keeps noticing changes when the documents folder is deleted and written again', async () => {
    const { rmSync } = await import('node:fs');
    corpus.writeDocument({ id: 'p1', uid: 'a', type: 'people', data: {} });
    const store = new ContentStore({
      documentsDir: corpus.documentsDir,
      customTypesDir: corpus.customTypesDir,
      log: () => undefined,
    });
    const waitFor = async (check: () => boolean) => {
      for (let i = 0; i < 100 && !check(); i += 1) await new Promise((r) => setTimeout(r, 20));
      return check();
    };
    rmSync(corpus.documentsDir, { recursive: true, force: true });
    corpus.writeDocument({ id: 'p2', uid: 'b', type: 'people', data: {} });
    expect(await waitFor(() => store.current().byId.has('p2'))).toBe(true);
    corpus.writeDocument({ id: 'p3', uid: 'c', type: 'people', data: {} });
    expect(await waitFor(() => store.current().byId.has('p3'))).toBe(true);
    store.close();
  });
});
