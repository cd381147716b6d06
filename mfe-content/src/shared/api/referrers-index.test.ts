import type * as prismic from '@prismicio/client';
import { fullReferrersIndex, referrersIndex, type Referrer } from './referrers-index';

const link = (id: string) => ({ link_type: 'Document', id });
const doc = (id: string, data: Record<string, unknown>) =>
  ({ id, uid: id, type: 'read', tags: [], data }) as unknown as prismic.PrismicDocument;

/** An index as plain text: each target's referrers, by document id and field, in order. */
const plain = (index: Map<string, Referrer[]>) =>
  [...index]
    .map(([target, list]) => `${target}: ${list.map((r) => `${r.doc.id}.${r.field}`).join(' ')}`)
    .sort();

/** A small seeded generator (mulberry32), so that a failure can be run again. */
function random(seed: number) {
  let state = seed;
  return (n: number) => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) % n;
  };
}

/** A document with a few links in a few fields, some to documents that do not exist. */
function randomDoc(id: string, next: (n: number) => number): prismic.PrismicDocument {
  const data: Record<string, unknown> = {};
  for (const field of ['related', 'author', 'body'].slice(0, 1 + next(3))) {
    const links = Array.from({ length: next(4) }, () => link(`d${next(60)}`));
    data[field] = field === 'body' ? [{ items: links }] : links;
  }
  return doc(id, data);
}

describe('referrersIndex', () => {
  it('brought up to date after edits, is the index made afresh, list for list', () => {
    const next = random(7);
    let docs = Array.from({ length: 50 }, (_, i) =>
      randomDoc(`d${String(i).padStart(2, '0')}`, next),
    );
    docs.sort((a, b) => (a.id < b.id ? -1 : 1));
    referrersIndex(docs);
    for (let round = 0; round < 40; round++) {
      const edited = [...docs];
      const what = next(4);
      const at = next(edited.length);
      if (what === 0) edited[at] = randomDoc(edited[at]!.id, next);
      else if (what === 1) edited.splice(at, 1);
      else if (what === 2) {
        const added = randomDoc(`d${50 + round}`, next);
        edited.push(added);
        edited.sort((a, b) => (a.id < b.id ? -1 : 1));
      } else edited[at] = { ...edited[at]! };
      docs = edited;
      expect(plain(referrersIndex(docs))).toEqual(plain(fullReferrersIndex(docs)));
    }
  });

  it('keeps the lists no changed document links to, and makes those it does again', () => {
    // Among others that link nowhere: an edit to one document of a few is most of them.
    const others = Array.from({ length: 30 }, (_, i) => doc(`o${i}`, {}));
    const docs = [
      doc('a', { related: [link('x'), link('y')] }),
      doc('b', { related: [link('y')] }),
      doc('c', { author: link('z') }),
      ...others,
    ];
    const first = referrersIndex(docs);
    // b now links to x and no longer to y; z's list is not touched.
    const edited = [docs[0]!, doc('b', { related: [link('x')] }), ...docs.slice(2)];
    const next = referrersIndex(edited);
    expect(next.get('z')).toBe(first.get('z'));
    expect(next.get('x')!.map((r) => r.doc.id)).toEqual(['a', 'b']);
    expect(next.get('y')!.map((r) => r.doc.id)).toEqual(['a']);
    expect(plain(next)).toEqual(plain(fullReferrersIndex(edited)));
  });

  it('is kept for the next build only when the process builds again', () => {
    const docs = [doc('a', { related: [link('x')] }), doc('b', { related: [link('x')] })];
    const kept = referrersIndex(docs);
    expect(referrersIndex(docs)).toBe(kept);
    // A build after which the process ends gets the same index and lets it go.
    expect(referrersIndex(docs, false)).toBe(kept);
    const fresh = referrersIndex(docs, false);
    expect(fresh).not.toBe(kept);
    expect(plain(fresh)).toEqual(plain(kept));
    expect(referrersIndex(docs)).not.toBe(fresh);
  });

  it('is made afresh when the documents that stayed come in another order', () => {
    const docs = [doc('a', { related: [link('x')] }), doc('b', { related: [link('x')] })];
    referrersIndex(docs);
    const reversed = [docs[1]!, docs[0]!];
    expect(
      referrersIndex(reversed)
        .get('x')!
        .map((r) => r.doc.id),
    ).toEqual(['b', 'a']);
  });
});
