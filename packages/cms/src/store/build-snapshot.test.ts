import { buildSnapshot, differingEntries, patchSnapshot } from './build-snapshot';
import type { ContentSnapshot } from './types';
import type { StoredDocument } from './types';

const doc = (id: string, title: string, type = 'read', tags: string[] = []): StoredDocument => ({
  id,
  uid: id,
  type,
  lang: 'en-us',
  tags,
  first_publication_date: '2026-01-01T00:00:00+0000',
  last_publication_date: '2026-01-02T00:00:00+0000',
  alternate_languages: [],
  data: { title },
});

/** Each document's file digest, by id. */
const digests = (byId: Record<string, string>) => new Map(Object.entries(byId));

test('a reload keeps the entry of each document read from the same file, and only those', () => {
  const a = doc('a', 'Luther');
  const b = doc('b', 'Calvin');
  const before = buildSnapshot('r1', [b, a], {}, digests({ a: 'da', b: 'db' }));
  const b2 = doc('b', 'Calvin in Geneva');
  const after = buildSnapshot('r2', [a, b2], {}, digests({ a: 'da', b: 'db2' }), undefined, before);
  expect(after.byId.get('a')).toBe(before.byId.get('a'));
  expect(after.byId.get('b')).not.toBe(before.byId.get('b'));
  expect(after.byId.get('b')!.doc.data).toEqual({ title: 'Calvin in Geneva' });
  expect(after.documents.map((e) => e.doc.id)).toEqual(['a', 'b']);
  // The same digest with another object (read again without the corpus cache) is a new entry.
  const a2 = doc('a', 'Luther');
  const again = buildSnapshot('r3', [a2], {}, digests({ a: 'da' }), undefined, after);
  expect(again.byId.get('a')).not.toBe(after.byId.get('a'));
  expect(again.byId.get('a')!.doc).toBe(a2);
});

test('a reload with documents added or gone puts its entries in id order again', () => {
  const a = doc('a', 'Luther');
  const b = doc('b', 'Calvin');
  const before = buildSnapshot('r1', [b, a], {}, digests({ a: 'da', b: 'db' }));
  const c = doc('c', 'Zwingli');
  const added = buildSnapshot(
    'r2',
    [c, b, a],
    {},
    digests({ a: 'da', b: 'db', c: 'dc' }),
    undefined,
    before,
  );
  expect(added.documents.map((e) => e.doc.id)).toEqual(['a', 'b', 'c']);
  // As many documents as before, one of them another: not the old order either.
  const swapped = buildSnapshot('r3', [c, a], {}, digests({ a: 'da', c: 'dc' }), undefined, before);
  expect(swapped.documents.map((e) => e.doc.id)).toEqual(['a', 'c']);
  expect(swapped.byId.has('b')).toBe(false);
});

/** A snapshot as its readers see it: every list, and each document's entry by id. */
const described = (snapshot: ContentSnapshot) => ({
  ref: snapshot.ref,
  documents: snapshot.documents,
  byId: snapshot.documents.map((e) => snapshot.byId.get(e.doc.id)),
  byType: [...snapshot.byType].sort(([a], [b]) => (a < b ? -1 : 1)),
  tags: snapshot.tags,
  languages: snapshot.languages,
  types: snapshot.types,
});

describe('patchSnapshot', () => {
  const docs = [
    doc('a', 'Luther', 'read', ['reform']),
    doc('b', 'Calvin', 'read', ['geneva']),
    doc('e', 'Worms', 'events'),
  ];
  const hashes = digests({ a: 'da', b: 'db', e: 'de' });
  const before = buildSnapshot('r1', docs, { read: 'Read' }, hashes);

  it('puts the edited documents in place, as a snapshot made whole would have them', () => {
    const b2 = { ...doc('b', 'Calvin in Geneva', 'read', ['geneva']), lang: 'fr-fr' };
    const now = digests({ a: 'da', b: 'db2', e: 'de' });
    const patched = patchSnapshot(before, 'r2', [b2], { read: 'Read' }, now, new Map())!;
    const whole = buildSnapshot('r2', [docs[0]!, b2, docs[2]!], { read: 'Read' }, now);
    expect(described(patched)).toEqual(described(whole));
    expect(patched.byId.get('b')!.digest).toBe('db2');
    // What the edit did not touch is the very entry, and the very list, of the snapshot before.
    expect(patched.byId.get('a')).toBe(before.byId.get('a'));
    expect(patched.byType.get('events')).toBe(before.byType.get('events'));
    expect(patched.byType.get('read')).not.toBe(before.byType.get('read'));
    expect(before.byId.get('b')!.doc.data).toEqual({ title: 'Calvin' });
  });

  it('gathers the tags again when an edit takes one away', () => {
    const a2 = doc('a', 'Luther', 'read', []);
    const patched = patchSnapshot(before, 'r2', [a2], {}, hashes, new Map())!;
    expect(patched.tags).toEqual(['geneva']);
    expect(before.tags).toEqual(['geneva', 'reform']);
  });

  it('leaves a document new or of another type to a snapshot made whole', () => {
    expect(patchSnapshot(before, 'r2', [doc('c', 'Zwingli')], {}, hashes, new Map())).toBeNull();
    expect(
      patchSnapshot(before, 'r2', [doc('a', 'Luther', 'events')], {}, hashes, new Map()),
    ).toBeNull();
  });
});

test('differingEntries names the entries not the very same, place by place or by id', () => {
  const a = doc('a', 'Luther');
  const b = doc('b', 'Calvin');
  const c = doc('c', 'Zwingli');
  const before = buildSnapshot('r1', [a, b], {}, digests({ a: 'da', b: 'db' }));
  const b2 = doc('b', 'Calvin in Geneva');
  const patched = patchSnapshot(before, 'r2', [b2], {}, digests({ a: 'da', b: 'db2' }), new Map())!;
  const ids = (pairs: ReturnType<typeof differingEntries>) =>
    pairs.map(([was, now]) => [was?.doc.data.title, now?.doc.data.title]);
  expect(ids(differingEntries(before, patched))).toEqual([['Calvin', 'Calvin in Geneva']]);
  expect(differingEntries(patched, patched)).toEqual([]);
  // Another list of documents: looked up by id, new and gone included.
  const other = buildSnapshot('r3', [a, c], {}, digests({ a: 'da', c: 'dc' }), undefined, before);
  expect(ids(differingEntries(before, other))).toEqual([
    [undefined, 'Zwingli'],
    ['Calvin', undefined],
  ]);
});
