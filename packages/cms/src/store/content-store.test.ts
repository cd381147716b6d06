import crypto from 'node:crypto';
import fs from 'node:fs';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
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

describe('ContentStore told which documents changed', () => {
  const person = (id: string, uid: string, name: string) => ({
    id,
    uid,
    type: 'people',
    data: { name },
  });
  const open = () =>
    new ContentStore({
      documentsDir: corpus.documentsDir,
      customTypesDir: corpus.customTypesDir,
      watch: false,
      cacheFile: path.join(corpus.root, 'corpus.cache'),
      log: () => undefined,
    });
  /** What a store reading the whole folder afresh makes of it. */
  const fresh = () => {
    const store = open();
    const { ref, documents } = store.current();
    return { ref, documents: documents.map((d) => [d.doc.id, d.doc.data, d.digest]) };
  };
  const seen = (store: ContentStore) => {
    const { ref, documents } = store.current();
    return { ref, documents: documents.map((d) => [d.doc.id, d.doc.data, d.digest]) };
  };

  beforeEach(() => {
    for (let i = 0; i < 5; i++) corpus.writeDocument(person(`p${i}`, `u${i}`, `Person ${i}`));
  });

  it('looks again at their files alone, and makes the snapshot a whole reading would', async () => {
    corpus.writeDocument({ id: 'e1', uid: 'worms', type: 'events', data: {} });
    const store = open();
    const before = store.current();
    corpus.writeDocument(person('p2', 'u2', 'Edited'));
    store.invalidate(['p2']);
    expect(seen(store)).toEqual(fresh());
    // Patched, not made again: the list of a type the edit did not touch is the very one.
    expect(store.current().byType.get('events')).toBe(before.byType.get('events'));
    expect(store.current().byId.get('p2')?.doc.data).toEqual({ name: 'Edited' });
    expect(await store.matchesDisk()).toBe(true);
    // A document whose file went is gone.
    rmSync(path.join(corpus.documentsDir, 'people', 'u3.json'));
    store.invalidate(['p3']);
    expect(store.current().byId.has('p3')).toBe(false);
    expect(seen(store)).toEqual(fresh());
  });

  it('misses an edit it was not told of until matchesDisk finds it, and then reads everything', async () => {
    const store = open();
    const first = store.current();
    corpus.writeDocument(person('p1', 'u1', 'Told'));
    corpus.writeDocument(person('p4', 'u4', 'Not told'));
    store.invalidate(['p1']);
    const told = store.current();
    expect(told.ref).not.toBe(first.ref);
    expect(told.byId.get('p4')?.doc.data).toEqual({ name: 'Person 4' });
    expect(await store.matchesDisk()).toBe(false);
    // The snapshot is kept until the caller reloads.
    expect(store.current()).toBe(told);
    store.invalidate();
    expect(seen(store)).toEqual(fresh());
    expect(store.current().byId.get('p4')?.doc.data).toEqual({ name: 'Not told' });
  });

  it('finds the folder the same by its files alone, and a new, a gone or an untold file not', async () => {
    const store = open();
    store.current();
    corpus.writeDocument(person('p2', 'u2', 'Edited'));
    store.invalidate(['p2']);
    store.current();
    // Neither a file read nor the corpus assembled again (its ref hashed).
    const reads = jest.spyOn(fs, 'readFileSync');
    const hashes = jest.spyOn(crypto, 'createHash');
    try {
      expect(await store.matchesDisk()).toBe(true);
      expect(reads).not.toHaveBeenCalled();
      expect(hashes).not.toHaveBeenCalled();
    } finally {
      reads.mockRestore();
      hashes.mockRestore();
    }
    // A file touched but not changed: not by its stamp, but by what it holds, the same.
    const file = path.join(corpus.documentsDir, 'people', 'u1.json');
    fs.writeFileSync(file, fs.readFileSync(file));
    expect(await store.matchesDisk()).toBe(true);
    corpus.writeDocument(person('p7', 'u7', 'New, untold'));
    expect(await store.matchesDisk()).toBe(false);
    rmSync(path.join(corpus.documentsDir, 'people', 'u7.json'));
    rmSync(path.join(corpus.documentsDir, 'people', 'u0.json'));
    expect(await store.matchesDisk()).toBe(false);
  });

  it('reads everything when told of a document it does not know (a new one)', () => {
    const store = open();
    store.current();
    corpus.writeDocument(person('p9', 'u9', 'New'));
    store.invalidate(['p9']);
    expect(store.current().byId.has('p9')).toBe(true);
    expect(seen(store)).toEqual(fresh());
  });
});
