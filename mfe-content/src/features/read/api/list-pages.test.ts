import type { ContentCard } from '@site/content';
import { LIST_PAGE_SIZE, listPagePath, listPages, type ReadListData } from './list-pages';

const card = (n: number): ContentCard =>
  ({ id: `doc-${n}`, type: 'read', path: `/read/a-${n}`, title: `Article ${n}` }) as ContentCard;
const cards = (count: number) => Array.from({ length: count }, (_, i) => card(i));

const options = (count: number) => ({
  path: '/read/category/luther',
  routeId: 'readCategory',
  rest: { path: '/read/category/luther/', routeId: 'readCategoryPage' },
  title: 'Luther',
  intro: 'About Luther.',
  description: 'Luther: articles.',
  lead: [{ title: 'Categories', cards: [card(999)] }],
  list: { title: 'Articles in Luther', cards: cards(count) },
  dependencies: ['cat', 'doc-0'],
});

describe('a read list over numbered pages', () => {
  it('is one page, with no pager, while it fits', () => {
    for (const count of [0, 1, LIST_PAGE_SIZE]) {
      const pages = listPages(options(count));
      expect(pages).toHaveLength(1);
      const data = pages[0]!.data as ReadListData;
      expect(pages[0]!.path).toBe('/read/category/luther');
      expect(data.pager).toBeUndefined();
      expect(data.groups.map((g) => g.title)).toEqual(['Categories', 'Articles in Luther']);
      expect(data.groups[1]!.cards).toHaveLength(count);
      // The same keys, in the same order, as a list's page had before lists were paged.
      expect(Object.keys(data)).toEqual(['title', 'intro', 'groups']);
    }
  });

  it('goes on over pages of the page size, each card on exactly one, in order', () => {
    const count = LIST_PAGE_SIZE * 2 + 7;
    const pages = listPages(options(count));
    expect(pages.map((p) => [p.path, p.routeId, p.head.title])).toEqual([
      ['/read/category/luther', 'content.readCategory', 'Luther'],
      ['/read/category/luther/2', 'content.readCategoryPage', 'Luther, page 2 of 3'],
      ['/read/category/luther/3', 'content.readCategoryPage', 'Luther, page 3 of 3'],
    ]);
    const shown = pages.flatMap((p) => (p.data as ReadListData).groups.at(-1)!.cards);
    expect(shown.map((c) => c.id)).toEqual(cards(count).map((c) => c.id));
    expect(pages.map((p) => (p.data as ReadListData).groups.at(-1)!.cards.length)).toEqual([
      LIST_PAGE_SIZE,
      LIST_PAGE_SIZE,
      7,
    ]);
  });

  it('gives the lead groups and the intro to the first page only, and every page its place', () => {
    const pages = listPages(options(LIST_PAGE_SIZE + 1));
    const [first, second] = pages.map((p) => p.data as ReadListData);
    expect(first!.intro).toBe('About Luther.');
    expect(first!.groups.map((g) => g.title)).toEqual(['Categories', 'Articles in Luther']);
    expect(second!.intro).toBeNull();
    expect(second!.groups.map((g) => g.title)).toEqual(['Articles in Luther']);
    expect(first!.pager).toEqual({
      page: 1,
      pages: 2,
      first: '/read/category/luther',
      rest: '/read/category/luther/',
    });
    expect(second!.pager?.page).toBe(2);
    expect([1, 2].map((n) => listPagePath(first!.pager!, n))).toEqual(pages.map((p) => p.path));
    // Which cards a page shows depends on the whole list's order: each depends on all of it.
    for (const p of pages) expect(p.dependencies).toEqual(['cat', 'doc-0']);
    for (const p of pages) expect(p.head.description).toBe('Luther: articles.');
  });
});
