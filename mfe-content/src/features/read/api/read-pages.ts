import type * as prismic from '@prismicio/client';
import {
  reshapeArticle,
  reshapeTeamMember,
  type Article,
  type ContentCard,
  type ImageRef,
} from '@site/content';
import type { SelectedPodcast } from '@site/contracts/events';
import type { GeneratedPage } from '@site/contracts/generator';
import { byPriority, cardOf, page, track, type Catalog } from '../../../shared/api/catalog';
import { keptIfSame, keptPage, keptTrack } from '../../../shared/api/kept-sections';
import { listPages, sameListPage, type ListPagesOptions } from './list-pages';
import { podcastRef } from './podcast-ref';

export interface AuthorCard {
  name: string;
  role: string | null;
  portrait: ImageRef | null;
  path: string;
}

/** `/read/{slug}` and the season overviews: one article and what surrounds it. */
export interface ReadPageData {
  article: Article;
  author: AuthorCard | null;
  categories: ContentCard[];
  podcast: (SelectedPodcast & { duration: string | null }) | null;
  related: ContentCard[];
  /** Season overviews only: the season's items for that section. */
  sectionItems: ContentCard[];
}

export type { ReadListData } from './list-pages';

export const isOverview = (doc: prismic.PrismicDocument) => doc.tags.includes('season-overview');
const isBlog = (doc: prismic.PrismicDocument) => doc.tags.includes('blog');

// The section part of an overview uid names which type it lists; other sections list the season's reads.
const SECTION_TYPES: Record<string, string> = {
  episodes: 'episode',
  people: 'people',
  locations: 'place',
};

function sectionItems(doc: prismic.PrismicDocument, catalog: Catalog): ContentCard[] {
  const match = /^season(\d+)-(.+)$/.exec(doc.uid ?? '');
  if (!match) return [];
  const tag = `season-${match[1]}`;
  const type = SECTION_TYPES[match[2] ?? ''];
  const docs = type ? catalog.ofType(type) : catalog.ofType('read').filter((d) => !isOverview(d));
  return docs
    .filter((d) => d.tags.includes(tag))
    .map(cardOf)
    .sort(byPriority)
    .slice(0, 24);
}

function readData(doc: prismic.PrismicDocument, catalog: Catalog): ReadPageData {
  const article = reshapeArticle(doc);
  const authorDoc = article.author ? catalog.byId(article.author.id) : undefined;
  const author = authorDoc?.type === 'teamMember' ? reshapeTeamMember(authorDoc) : null;
  return {
    article,
    author: author && {
      name: author.name,
      role: author.role,
      portrait: author.portrait,
      path: '/team/',
    },
    categories: catalog.cards(article.categories),
    podcast: podcastRef(
      article.featuredPodcast ? catalog.byId(article.featuredPodcast.id) : undefined,
      catalog,
    ),
    related: catalog.cards([
      ...article.relatedReads,
      ...article.relatedEpisodes,
      ...article.relatedListens,
      ...article.relatedPeople,
      ...article.relatedPlaces,
    ]),
    sectionItems: isOverview(doc) ? sectionItems(doc, catalog) : [],
  };
}

function articleHead(article: Article, doc: prismic.PrismicDocument) {
  return {
    title: article.title,
    description: article.description,
    type: 'article' as const,
    image: article.image,
    jsonLd: [
      {
        '@type': 'Article',
        headline: article.title,
        description: article.description ?? undefined,
        datePublished: doc.first_publication_date,
        dateModified: doc.last_publication_date,
        image: article.image?.url,
      },
    ],
  };
}

const articleCount = (n: number) => (n === 1 ? 'one article' : `${n} articles`);

/**
 * An article's category ids, once per document: a warm build is given the same objects for the
 * documents that did not change, and an edit lists every category's articles again.
 */
const categoryIds = new WeakMap<prismic.PrismicDocument, ReadonlySet<string>>();
function categoryIdsOf(doc: prismic.PrismicDocument): ReadonlySet<string> {
  let ids = categoryIds.get(doc);
  if (!ids) categoryIds.set(doc, (ids = new Set(reshapeArticle(doc).categories.map((c) => c.id))));
  return ids;
}

export function readPages(catalog: Catalog): GeneratedPage[] {
  // A list's pages that show what they showed are the very pages given before (keptIfSame).
  const keptList = (options: ListPagesOptions) =>
    listPages(options).map((p) => keptIfSame(catalog, p.path, p, sameListPage));
  const reads = catalog.ofType('read');
  const articles = reads.filter((d) => !isOverview(d));
  const cardsOf = (docs: prismic.PrismicDocument[]) => docs.map(cardOf).sort(byPriority);
  const pages: GeneratedPage[] = reads.map((doc) => {
    const made = keptTrack(catalog, doc, (c) => readData(doc, c));
    return keptPage(made, () => ({
      ...page(
        made.value.article.path,
        isOverview(doc) ? 'seasonOverview' : 'readSingle',
        articleHead(made.value.article, doc),
        made.value,
        [doc.id, ...made.dependencies],
        true,
      ),
      lastModified: doc.last_publication_date,
    }));
  });

  const categories = catalog.ofType('readCategory');
  // Each category's articles in one pass over them, in their order.
  const inCategory = new Map(categories.map((cat) => [cat.id, [] as prismic.PrismicDocument[]]));
  for (const doc of articles) for (const id of categoryIdsOf(doc)) inCategory.get(id)?.push(doc);
  for (const cat of categories) {
    const card = cardOf(cat);
    const members = inCategory.get(cat.id)!;
    pages.push(
      ...keptList({
        path: card.path,
        routeId: 'readCategory',
        rest: { path: `${card.path}/`, routeId: 'readCategoryPage' },
        title: card.title,
        intro: null,
        description: `${card.title}: ${articleCount(members.length)} on the people, places and events of church history.`,
        list: { title: `Articles in ${card.title}`, cards: cardsOf(members) },
        dependencies: [cat.id, ...members.map((d) => d.id)],
      }),
    );
  }

  // The lists read every article (and the categories): `track` lists what each one read.
  const index = track(catalog, (c) => {
    const all = c.ofType('read');
    const overviews = cardsOf(all.filter(isOverview)).sort((a, b) => a.path.localeCompare(b.path));
    const seasons = [...new Set(overviews.map((o) => o.path.split('/')[2] ?? ''))];
    return {
      lead: [
        ...seasons.map((s) => ({
          title: `Season ${s.replace('season', '')} overviews`,
          cards: overviews.filter((o) => o.path.includes(`/${s}/`)),
        })),
        { title: 'Categories', cards: cardsOf(c.ofType('readCategory')) },
      ],
      list: { title: 'All articles', cards: cardsOf(all.filter((d) => !isOverview(d))) },
    };
  });
  const indexIntro =
    'Articles on the people, places and movements of the series, and an overview of every season.';
  const blog = track(catalog, (c) => ({
    title: 'Latest posts',
    cards: cardsOf(c.ofType('read').filter((d) => !isOverview(d) && isBlog(d))),
  }));
  const blogIntro = 'News and notes from the team behind the series.';
  pages.push(
    ...keptList({
      path: '/read/',
      routeId: 'read',
      rest: { path: '/read/all/', routeId: 'readAll' },
      title: 'Read',
      intro: indexIntro,
      description: indexIntro,
      ...index.value,
      dependencies: index.dependencies,
      complete: true,
    }),
    ...keptList({
      path: '/read/blog/',
      routeId: 'readBlog',
      rest: { path: '/read/blog/', routeId: 'readBlogPage' },
      title: 'Blog',
      intro: blogIntro,
      description: blogIntro,
      list: blog.value,
      dependencies: blog.dependencies,
      complete: true,
    }),
  );
  return pages;
}
