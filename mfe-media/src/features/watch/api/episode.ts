import type * as prismic from '@prismicio/client';
import { linkResolver, type ImageRef } from '@site/content';
import {
  groupLinks,
  image,
  number,
  plainText,
  productHandles,
  richText,
  text,
} from '@site/content/reshape/fields';
import {
  resolveGroup,
  type LinkIndex,
  type RelatedLink,
} from '../../../shared/related/api/related-links';

/** The three language options of spec §3 "episode", in the filter's order. */
export const EPISODE_LANGUAGES = [
  'English',
  'Non English Dubbed',
  'Non English Subtitles',
] as const;
export type EpisodeLanguage = (typeof EPISODE_LANGUAGES)[number];

/** What a list of episodes shows for one episode. */
export interface EpisodeCard {
  id: string;
  uid: string;
  href: string;
  title: string;
  language: EpisodeLanguage;
  duration: string | null;
  behindTheScenes: boolean;
  thumbnail: ImageRef | null;
  priority: number;
  categoryIds: string[];
}

export interface Episode extends EpisodeCard {
  description: prismic.RichTextField;
  youtubeId: string | null;
  metaDescription: string | null;
  people: RelatedLink[];
  places: RelatedLink[];
  related: RelatedLink[];
  /** Shop product handles from `related_product` (commerce's ProductCards shows them). */
  relatedProducts: string[];
}

export function episodeLanguage(value: unknown): EpisodeLanguage {
  return EPISODE_LANGUAGES.find((l) => l === value) ?? 'English';
}

export function reshapeEpisodeCard(doc: prismic.PrismicDocument): EpisodeCard {
  const data = doc.data as Record<string, unknown>;
  return {
    id: doc.id,
    uid: doc.uid ?? doc.id,
    href: linkResolver(doc),
    title: plainText(data.title),
    language: episodeLanguage(data.language),
    duration: text(data.video_duration),
    behindTheScenes: data.bts === 'YES',
    thumbnail: image(data.thumbnail_image),
    priority: number(data.priority, 0),
    categoryIds: groupLinks(data.categories, 'category').map((c) => c.id),
  };
}

export function reshapeEpisode(doc: prismic.PrismicDocument, links: LinkIndex): Episode {
  const data = doc.data as Record<string, unknown>;
  const related = [
    ...resolveGroup(links, data.related_articles, 'article'),
    ...resolveGroup(links, data.related_content, 'content'),
  ];
  return {
    ...reshapeEpisodeCard(doc),
    description: richText(data.description),
    youtubeId: text(data.youtube_id),
    metaDescription: text(data.meta_description),
    people: resolveGroup(links, data.people, 'person'),
    places: resolveGroup(links, data.places, 'place'),
    related: related.filter((link, i) => related.findIndex((l) => l.href === link.href) === i),
    relatedProducts: productHandles(data.related_product),
  };
}

/** Episodes in display order: priority, then title. */
export function byPriority<T extends { priority: number; title: string }>(a: T, b: T): number {
  return a.priority - b.priority || a.title.localeCompare(b.title);
}
