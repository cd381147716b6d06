import type * as prismic from '@prismicio/client';
import { linkResolver } from '@site/content';
import { groupLinks, plainText } from '@site/content/reshape/fields';

/** A link to another page, ready to render: no raw Prismic shapes reach the components. */
export interface RelatedLink {
  href: string;
  title: string;
  kind: string;
}

const TITLE_FIELDS = ['title', 'podcast_title', 'place_name', 'name', 'read_category'];
const KIND_LABELS: Record<string, string> = {
  read: 'Read',
  episode: 'Watch',
  podCast: 'Listen',
  people: 'Person',
  place: 'Place',
  events: 'Event',
};

/** Every document the media pages may link to, by id, with its title and path. */
export type LinkIndex = ReadonlyMap<string, RelatedLink>;

export function buildLinkIndex(docs: readonly prismic.PrismicDocument[]): LinkIndex {
  const index = new Map<string, RelatedLink>();
  for (const doc of docs) {
    const data = doc.data as Record<string, unknown>;
    const field = TITLE_FIELDS.find((name) => plainText(data[name]) !== '');
    const href = linkResolver(doc);
    if (!field || href === '/') continue;
    index.set(doc.id, {
      href,
      title: plainText(data[field]),
      kind: KIND_LABELS[doc.type] ?? doc.type,
    });
  }
  return index;
}

/** The links of a group field (`related_people: [{ person }]`) that lead to a known page. */
export function resolveGroup(index: LinkIndex, group: unknown, key: string): RelatedLink[] {
  return groupLinks(group, key)
    .map((link) => index.get(link.id))
    .filter((link): link is RelatedLink => link !== undefined);
}
