import type * as prismic from '@prismicio/client';
import { reshapeCard, type ContentCard, type LinkedDocument } from '@site/content';
import type { ContentSource, GeneratedPage } from '@site/contracts/generator';
import type { PageHead } from '@site/contracts/page-data';
import { referrersIndex, type Referrer } from './referrers-index';

/** Every document of the corpus, read once per build and looked up by id or type. */
export interface Catalog {
  all: readonly prismic.PrismicDocument[];
  ofType(type: string): prismic.PrismicDocument[];
  byId(id: string): prismic.PrismicDocument | undefined;
  /** Cards for links, skipping links whose document is gone (a broken link never fails a page). */
  cards(links: readonly (LinkedDocument | null)[]): ContentCard[];
  /**
   * The documents that link to `id` (in the top-level field `field`, if given). Indexed once per
   * build: asking every document for every page was quadratic (16 s of a 12,000-document build).
   */
  referrers(id: string, field?: string): prismic.PrismicDocument[];
}

const cards = new WeakMap<prismic.PrismicDocument, ContentCard>();

/**
 * `reshapeCard`, once per document: a build shows most documents as a card on many pages (a
 * category, its neighbours, the timeline). The card is shared, so it must not be changed; copy it
 * (`{ ...cardOf(doc), path }`) to vary it.
 */
export function cardOf(doc: prismic.PrismicDocument): ContentCard {
  let card = cards.get(doc);
  if (!card) cards.set(doc, (card = reshapeCard(doc)));
  return card;
}

/** `keep`: the process builds again (GeneratorContext.keep), and keeps what it indexed for then. */
export function createCatalog(docs: readonly prismic.PrismicDocument[], keep = true): Catalog {
  const byId = new Map(docs.map((d) => [d.id, d]));
  const byType = new Map<string, prismic.PrismicDocument[]>();
  for (const doc of docs) {
    let list = byType.get(doc.type);
    if (!list) byType.set(doc.type, (list = []));
    list.push(doc);
  }
  let referrers: Map<string, Referrer[]> | undefined;
  return {
    all: docs,
    ofType: (type) => byType.get(type) ?? [],
    byId: (id) => byId.get(id),
    cards: (links) =>
      links
        .map((l) => (l ? byId.get(l.id) : undefined))
        .filter((d): d is prismic.PrismicDocument => d !== undefined)
        .map(cardOf),
    referrers(id, field) {
      referrers ??= referrersIndex(docs, keep);
      const found = (referrers.get(id) ?? [])
        .filter((r) => field === undefined || r.field === field)
        .map((r) => r.doc);
      return [...new Set(found)];
    },
  };
}

/**
 * Runs `make` over a view of the catalog that notes every document it looks at (by id, by type,
 * as a card, as a referrer, or all of them), in the order it looked: the complete list of what the
 * result is made of, besides the documents `make` was handed. A link to a missing document is
 * noted too, so that the page is made again when that document appears.
 */
export function track<T>(
  catalog: Catalog,
  make: (catalog: Catalog) => T,
): { value: T; dependencies: string[] } {
  const seen = new Set<string>();
  const note = <L extends readonly prismic.PrismicDocument[]>(docs: L): L => {
    for (const d of docs) seen.add(d.id);
    return docs;
  };
  const view: Catalog = {
    get all() {
      return note(catalog.all);
    },
    ofType: (type) => note(catalog.ofType(type)),
    byId(id) {
      seen.add(id);
      return catalog.byId(id);
    },
    cards(links) {
      for (const link of links) if (link) seen.add(link.id);
      return catalog.cards(links);
    },
    referrers(id, field) {
      seen.add(id);
      return note(catalog.referrers(id, field));
    },
  };
  const value = make(view);
  return { value, dependencies: [...seen] };
}

const loaded = new WeakMap<ContentSource, Promise<Catalog>>();

/**
 * `generate` and `files` run in the same build: the corpus is fetched once per content source.
 * `keep` as the context's (the same for both).
 */
export function loadCatalog(content: ContentSource, keep: boolean): Promise<Catalog> {
  let catalog = loaded.get(content);
  if (!catalog) {
    catalog = content
      .dangerouslyGetAll<prismic.PrismicDocument>({ pageSize: 100 })
      .then((docs) => createCatalog(docs, keep));
    loaded.set(content, catalog);
  }
  return catalog;
}

/** Higher priority first, then newest first, then by title: the order of every list. */
export function byPriority(a: ContentCard, b: ContentCard): number {
  return (
    b.priority - a.priority ||
    b.publishedAt.localeCompare(a.publishedAt) ||
    a.title.localeCompare(b.title)
  );
}

export function page<D>(
  path: string,
  routeId: string,
  head: PageHead,
  data: D,
  dependencies: readonly string[] = [],
  /** The dependencies were recorded by `track` (plus the page's own document): see `dependenciesComplete`. */
  complete = false,
): GeneratedPage<D> {
  const page: GeneratedPage<D> = {
    path,
    routeId: `content.${routeId}`,
    head,
    data,
    dependencies: [...new Set(dependencies)],
  };
  if (complete) page.dependenciesComplete = true;
  return page;
}
