import type * as prismic from '@prismicio/client';
import { reshapeArticle } from '@site/content';
import type { GeneratedPage, SiteGenerator } from '@site/contracts/generator';
import { staticRoutePages } from '@site/routing/static-pages';
import routes from './routes';

/** Ids of every document a document links to: its page changes when they do. */
function linkedIds(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((v) => linkedIds(v, into));
  else if (value && typeof value === 'object') {
    const v = value as { link_type?: string; id?: string };
    if (v.link_type === 'Document' && typeof v.id === 'string') into.add(v.id);
    Object.values(value).forEach((child) => linkedIds(child, into));
  }
  return into;
}

async function articlePages(content: Parameters<SiteGenerator['generate']>[0]['content']): Promise<GeneratedPage[]> {
  const docs = await content.getAllByType<prismic.PrismicDocument>('read', { pageSize: 100 });
  return docs
    .filter((doc) => !doc.tags.includes('season-overview'))
    .map((doc) => {
      const article = reshapeArticle(doc);
      return {
        path: article.path,
        routeId: 'content.readSingle',
        head: {
          title: article.title,
          description: article.description,
          type: 'article' as const,
          image: article.image && { url: article.image.url, width: article.image.width, height: article.image.height, alt: article.image.alt },
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
        },
        data: article,
        dependencies: [doc.id, ...linkedIds(doc.data)],
        lastModified: doc.last_publication_date,
      };
    });
}

/** What the site build asks of this area: its pages, their data, and the components that render them. */
export const generator: SiteGenerator = {
  area: 'content',
  async generate({ content }) {
    // The shell renders the 404 page itself; the content area will supply its text.
    return [...staticRoutePages(routes.routes, ['content.notFound']), ...(await articlePages(content))];
  },
  pages: Object.fromEntries(routes.routes.map((r) => [r.id, r.load])),
};
