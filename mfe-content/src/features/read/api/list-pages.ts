import type { ContentCard } from '@site/content';
import type { GeneratedPage } from '@site/contracts/generator';
import { page } from '../../../shared/api/catalog';

/**
 * Cards on one page of a read list. A longer list goes on over numbered pages: the generated
 * corpus's index of 2,000 articles was one page of 2.5 MB, rendered again after every article's
 * edit, and a category's was 400 kB.
 */
export const LIST_PAGE_SIZE = 60;

/** Where a page of a long list is: page 1 is at `first`, page n at `${rest}${n}`. */
export interface ListPager {
  page: number;
  pages: number;
  first: string;
  rest: string;
}

export interface ReadListData {
  title: string;
  intro: string | null;
  groups: { title: string; cards: ContentCard[] }[];
  /** Only on a list longer than one page. */
  pager?: ListPager;
}

/** The path of page `n` of a paged list. */
export const listPagePath = (pager: Pick<ListPager, 'first' | 'rest'>, n: number) =>
  n === 1 ? pager.first : `${pager.rest}${n}`;

export interface ListPagesOptions {
  /** The first page's path and route; the others are at `${rest.path}${n}`, on `rest.routeId`. */
  path: string;
  routeId: string;
  rest: { path: string; routeId: string };
  title: string;
  intro: string | null;
  description: string | null;
  /** Groups shown before the list, on the first page only (the index's seasons and categories). */
  lead?: ReadListData['groups'];
  list: { title: string; cards: ContentCard[] };
  dependencies: readonly string[];
  /** The dependencies were recorded by `track`: see `page`. */
  complete?: boolean;
}

/**
 * A list's pages: one when it fits, else one per `LIST_PAGE_SIZE` cards. Each page depends on
 * every document of the list, as the order of all of them decides which cards it shows.
 */
export function listPages(options: ListPagesOptions): GeneratedPage<ReadListData>[] {
  const { title, list } = options;
  const pages = Math.max(1, Math.ceil(list.cards.length / LIST_PAGE_SIZE));
  const made: GeneratedPage<ReadListData>[] = [];
  let dependencies: readonly string[] | undefined;
  for (let n = 1; n <= pages; n++) {
    const cards = list.cards.slice((n - 1) * LIST_PAGE_SIZE, n * LIST_PAGE_SIZE);
    const data: ReadListData = {
      title,
      intro: n === 1 ? options.intro : null,
      groups: [...(n === 1 ? (options.lead ?? []) : []), { title: list.title, cards }],
    };
    if (pages > 1) data.pager = { page: n, pages, first: options.path, rest: options.rest.path };
    const path = n === 1 ? options.path : `${options.rest.path}${n}`;
    const head = {
      title: n === 1 ? title : `${title}, page ${n} of ${pages}`,
      description: options.description,
    };
    const routeId = n === 1 ? options.routeId : options.rest.routeId;
    // One list of dependencies for every page, made once (2,000 ids for the index's).
    const one = page(
      path,
      routeId,
      head,
      data,
      n === 1 ? options.dependencies : [],
      options.complete,
    );
    if (n === 1) dependencies = one.dependencies;
    else one.dependencies = dependencies!;
    made.push(one);
  }
  return made;
}

const sameCards = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.every((card, i) => card === b[i]);

/**
 * Whether two pages of a list show the same: the same cards (the very objects: a card is made
 * once per document object), titles and pager, and the same dependencies.
 */
export function sameListPage(
  a: GeneratedPage<ReadListData>,
  b: GeneratedPage<ReadListData>,
): boolean {
  const [x, y] = [a.data, b.data];
  return (
    a.path === b.path &&
    a.routeId === b.routeId &&
    a.head.title === b.head.title &&
    a.head.description === b.head.description &&
    a.dependenciesComplete === b.dependenciesComplete &&
    sameCards(a.dependencies, b.dependencies) &&
    x.title === y.title &&
    x.intro === y.intro &&
    JSON.stringify(x.pager) === JSON.stringify(y.pager) &&
    x.groups.length === y.groups.length &&
    x.groups.every(
      (g, i) => g.title === y.groups[i]!.title && sameCards(g.cards, y.groups[i]!.cards),
    )
  );
}
