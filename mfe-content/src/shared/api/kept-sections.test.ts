import type * as prismic from '@prismicio/client';
import { type Catalog, createCatalog } from './catalog';
import { keptTrack, KeptSections } from './kept-sections';

const link = (id: string) => ({ link_type: 'Document', id });
const doc = (id: string, type: string, data: Record<string, unknown> = {}) =>
  ({ id, uid: id, type, tags: [], data }) as unknown as prismic.PrismicDocument;

const corpus = [
  doc('luther', 'people'),
  doc('worms', 'events', { related_people: [{ person: link('luther') }] }),
  doc('essay', 'read', { title: 'An essay' }),
  doc('guide', 'books', { see: link('essay') }),
];

/** The timeline's part, as it reads: the events, and who mentions each person. */
const timeline = (c: Catalog) => ({
  events: c.ofType('events').map((d) => d.id),
  mentions: c.ofType('people').map((p) => c.referrers(p.id, 'related_people').map((d) => d.id)),
});

describe('KeptSections', () => {
  let sections: KeptSections;
  let made: string[];
  const run = (catalog: Catalog, changes?: Array<{ id: string; types: string[] }>) => {
    const part = <T>(name: string, make: (c: Catalog) => T) =>
      sections.run(name, catalog, changes, (c) => (made.push(name), make(c)), true);
    return {
      timeline: part('timeline', timeline),
      books: part('books', (c) =>
        c.ofType('books').map(() => c.cards([{ id: 'essay', type: 'read', uid: 'essay' }])),
      ),
      everything: part('everything', (c) => c.all.length),
    };
  };
  beforeEach(() => {
    sections = new KeptSections();
    made = [];
  });

  it('makes every part afresh when it is not told what changed', () => {
    run(createCatalog(corpus));
    run(createCatalog(corpus));
    expect(made).toEqual(['timeline', 'books', 'everything', 'timeline', 'books', 'everything']);
  });

  it('keeps what a part made when the changes reach none of its reads, and makes it again when they do', () => {
    const first = run(createCatalog(corpus));
    made = [];
    // Nothing changed: everything kept, the very values made last time.
    const again = run(createCatalog(corpus), []);
    expect(made).toEqual([]);
    expect(again.timeline).toBe(first.timeline);
    // The essay edited: the book that shows its card is made again, the timeline is kept; the part
    // that took every document is made again at any change.
    const edited = corpus.map((d) =>
      d.id === 'essay' ? doc('essay', 'read', { title: 'New' }) : d,
    );
    const next = run(createCatalog(edited), [{ id: 'essay', types: ['read'] }]);
    expect(made).toEqual(['books', 'everything']);
    expect(next.timeline).toBe(first.timeline);
    made = [];
    // An event added: a type the timeline lists.
    run(createCatalog([...edited, doc('augsburg', 'events')]), [
      { id: 'augsburg', types: ['events'] },
    ]);
    expect(made).toEqual(['timeline', 'everything']);
  });

  it('makes a part again when a document of a type it never listed starts to mention what it asked about', () => {
    run(createCatalog(corpus));
    made = [];
    const mentioning = corpus.map((d) =>
      d.id === 'essay' ? doc('essay', 'read', { related_people: [{ person: link('luther') }] }) : d,
    );
    const after = run(createCatalog(mentioning), [{ id: 'essay', types: ['read'] }]);
    expect(made).toEqual(['timeline', 'books', 'everything']);
    expect(after.timeline.mentions).toEqual([['worms', 'essay']]);
  });

  it('makes a part again when a document it looked up by id comes or goes', () => {
    const withoutEssay = corpus.filter((d) => d.id !== 'essay');
    const first = run(createCatalog(withoutEssay));
    expect(first.books).toEqual([[]]);
    made = [];
    const after = run(createCatalog(corpus), [{ id: 'essay', types: ['read'] }]);
    expect(made).toEqual(['books', 'everything']);
    expect(after.books[0]).toHaveLength(1);
  });

  describe('keptTrack', () => {
    /** A part with a page per read: each shows its own title and the cards it links to. */
    const readsPart = (c: Catalog) =>
      c.ofType('read').map((d) =>
        keptTrack(c, d, (v) => {
          made.push(d.id);
          const links = ((d.data as { see?: { id: string }[] }).see ?? []).map((l) => ({
            ...l,
            type: 'read',
            uid: l.id,
          }));
          return { title: d.data.title, linked: v.cards(links).map((card) => card.title) };
        }),
      );
    const reads = [
      doc('a', 'read', { title: 'A', see: [link('b')] }),
      doc('b', 'read', { title: 'B' }),
      doc('c', 'read', { title: 'C' }),
    ];
    const runReads = (
      docs: prismic.PrismicDocument[],
      changes?: { id: string; types: string[] }[],
    ) => sections.run('reads', createCatalog(docs), changes, readsPart, true);

    it('makes again only the items an edit reaches: its own, and those that show it', () => {
      const first = runReads(reads);
      made = [];
      const edited = reads.map((d) => (d.id === 'b' ? doc('b', 'read', { title: 'B2' }) : d));
      const next = runReads(edited, [{ id: 'b', types: ['read'] }]);
      expect(made.sort()).toEqual(['a', 'b']);
      expect(next[2]).toBe(first[2]);
      expect(next[0]!.value.linked).toEqual(['B2']);
      expect(next[0]!.dependencies).toContain('b');
      // The part keeps every item's reads: an edit to what a kept item read still reaches it.
      made = [];
      const again = edited.map((d) => (d.id === 'c' ? doc('c', 'read', { title: 'C2' }) : d));
      expect(runReads(again, [{ id: 'c', types: ['read'] }])[2]!.value.title).toBe('C2');
      expect(made).toEqual(['c']);
    });

    it('makes every item afresh when not told what changed, and is plain track outside a part', () => {
      runReads(reads);
      made = [];
      runReads(reads);
      expect(made).toEqual(['a', 'b', 'c']);
      expect(
        keptTrack(createCatalog(reads), reads[0]!, (c) => c.byId('b')?.id).dependencies,
      ).toEqual(['b']);
    });

    it('refuses one document as two items of a part', () => {
      expect(() =>
        sections.run(
          'twice',
          createCatalog(reads),
          undefined,
          (c) => [reads[0]!, reads[0]!].map((d) => keptTrack(c, d, () => d.id)),
          true,
        ),
      ).toThrow('twice');
    });
  });
});
