import type * as prismic from '@prismicio/client';

import { linkResolver } from '../link-resolver';
import {
  groupLinks,
  image,
  linkedDocument,
  number,
  plainText,
  richText,
  text,
  type ImageRef,
  productHandles,
  type LinkedDocument,
} from './fields';

export type ArticleSection =
  | { kind: 'text'; text: prismic.RichTextField }
  | { kind: 'photo'; image: ImageRef; caption: string }
  | { kind: 'video'; youtubeId: string; caption: string }
  | { kind: 'quote'; quote: prismic.RichTextField; attribution: string | null };

export interface Article {
  id: string;
  uid: string;
  path: string;
  title: string;
  description: string | null;
  image: ImageRef | null;
  banner: ImageRef | null;
  categories: LinkedDocument[];
  author: LinkedDocument | null;
  readMinutes: number | null;
  priority: number;
  publishedAt: string;
  relatedPeople: LinkedDocument[];
  relatedPlaces: LinkedDocument[];
  relatedReads: LinkedDocument[];
  relatedEpisodes: LinkedDocument[];
  relatedListens: LinkedDocument[];
  /** Shop product handles (commerce's ProductCards shows them). */
  relatedProducts: string[];
  sections: ArticleSection[];
  footnotes: prismic.RichTextField;
  furtherReading: prismic.RichTextField;
  furtherListening: prismic.RichTextField;
  featuredVideo: { youtubeId: string; thumbnail: ImageRef | null } | null;
  featuredPodcast: LinkedDocument | null;
  tags: string[];
}

function section(slice: unknown): ArticleSection | null {
  if (typeof slice !== 'object' || slice === null || !('slice_type' in slice)) return null;
  const { slice_type: type, primary } = slice as {
    slice_type: unknown;
    primary?: Record<string, unknown>;
  };
  const p = primary ?? {};
  switch (type) {
    case 'text':
      return { kind: 'text', text: richText(p.text) };
    case 'photo': {
      const photo = image(p.image);
      return photo ? { kind: 'photo', image: photo, caption: plainText(p.caption) } : null;
    }
    case 'video': {
      const id = text(p.youtube_id);
      return id ? { kind: 'video', youtubeId: id, caption: plainText(p.caption) } : null;
    }
    case 'quote':
      return { kind: 'quote', quote: richText(p.quote), attribution: text(p.attribution) };
    default:
      // Unknown slices are dropped: the page renders what it understands.
      return null;
  }
}

/** A `read` document as the article pages use it. */
export function reshapeArticle(doc: prismic.PrismicDocument): Article {
  const data = doc.data as Record<string, unknown>;
  const minutes = number(data.read_duration1, -1);
  const videoId = text(data.featured_video);
  return {
    id: doc.id,
    uid: doc.uid ?? doc.id,
    path: linkResolver(doc),
    title: plainText(data.title),
    description: text(data.meta_description),
    image: image(data.featured_image),
    banner: image(data.post_banner1),
    categories: groupLinks(data.read_categories, 'category'),
    author: linkedDocument(data.author1),
    readMinutes: minutes > 0 ? minutes : null,
    priority: number(data.priority, 0),
    publishedAt: doc.first_publication_date,
    relatedPeople: groupLinks(data.related_people, 'person'),
    relatedPlaces: groupLinks(data.related_place, 'place'),
    relatedReads: groupLinks(data.related_reads, 'read'),
    relatedEpisodes: groupLinks(data.related_episodes, 'episode'),
    relatedListens: groupLinks(data.related_listens, 'listen'),
    relatedProducts: productHandles(data.related_products),
    footnotes: richText(data.footnotes1),
    furtherReading: richText(data.further_reading1),
    furtherListening: richText(data.further_listening1),
    featuredVideo: videoId
      ? { youtubeId: videoId, thumbnail: image(data.featured_video_thumbnail) }
      : null,
    featuredPodcast: linkedDocument(data.featured_podcast),
    tags: doc.tags,
    sections: articleSections(data.body),
  };
}

/** A body's slices as the article's sections (the ones it understands). */
export function articleSections(body: unknown): ArticleSection[] {
  return (Array.isArray(body) ? body : [])
    .map(section)
    .filter((s): s is ArticleSection => s !== null);
}
