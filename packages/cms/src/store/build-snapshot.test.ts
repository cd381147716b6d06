import { buildSnapshot } from './build-snapshot';
import type { StoredDocument } from './types';

const doc = (id: string, title: string): StoredDocument => ({
  id,
  uid: id,
  type: 'read',
  lang: 'en-us',
  tags: [],
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
