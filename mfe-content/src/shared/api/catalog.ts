import type * as prismic from '@prismicio/client';
import { reshapeCard, type ContentCard, type LinkedDocument } from '@site/content';
import type { ContentSource, GeneratedPage } from '@site/contracts/generator';
import type { PageHead } from '@site/contracts/page-data';

/** Every document of the corpus, read once per build and looked up by id or type. */
export interface Catalog {
  all: readonly prismic.PrismicDocument[];
  ofType(type: string): prismic.PrismicDocument[];
  byId(id: string): prismic.PrismicDocument | undefined;
  /** Cards for links, skipping links whose document is gone (a broken link never fails a page). */
  cards(links: readonly (LinkedDocument | null)[]): ContentCard[];
}

export function createCatalog(docs: readonly prismic.PrismicDocument[]): Catalog {
  const byId = new Map(docs.map((d) => [d.id, d]));
  const byType = new Map<string, prismic.PrismicDocument[]>();
  for (const doc of docs) byType.set(doc.type, [...(byType.get(doc.type) ?? []), doc]);
  return {
    all: docs,
    ofType: (type) => byType.get(type) ?? [],
    byId: (id) => byId.get(id),
    cards: (links) =>
      links
        .map((l) => (l ? byId.get(l.id) : undefined))
        .filter((d): d is prismic.PrismicDocument => d !== undefined)
        .map(reshapeCard),
  };
}

const loaded = new WeakMap<ContentSource, Promise<Catalog>>();

/** `generate` and `files` run in the same build: the corpus is fetched once per content source. */
export function loadCatalog(content: ContentSource): Promise<Catalog> {
  let catalog = loaded.get(content);
  if (!catalog) {
    catalog = content
      .dangerouslyGetAll<prismic.PrismicDocument>({ pageSize: 100 })
      .then((docs) => createCatalog(docs));
    loaded.set(content, catalog);
  }
  return catalog;
}

/** Higher priority first, then newest first, then by title: the order of every list. */
export function byPriority(a: ContentCard, b: ContentCard): number {
  return b.priority - a.priority || b.publishedAt.localeCompare(a.publishedAt) || a.title.localeCompare(b.title);
}

export function page<D>(
  path: string,
  routeId: string,
  head: PageHead,
  data: D,
  dependencies: readonly string[] = [],
): GeneratedPage<D> {
  return { path, routeId: `content.${routeId}`, head, data, dependencies: [...new Set(dependencies)] };
}
