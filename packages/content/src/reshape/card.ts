import type * as prismic from '@prismicio/client';

import { linkResolver } from '../link-resolver';
import { image, number, plainText, text, type ImageRef } from './fields';

/** A document as a link card: enough to list it anywhere (related items, indexes, search). */
export interface ContentCard {
  id: string;
  type: string;
  uid: string | null;
  path: string;
  title: string;
  description: string | null;
  image: ImageRef | null;
  priority: number;
  tags: string[];
  publishedAt: string;
}

// Each type names its title and picture differently; the first field present wins.
const TITLE_FIELDS = [
  'title',
  'podcast_title',
  'chapter_title',
  'tour_title',
  'place_name',
  'name',
  'read_category',
  'page_title',
];
const IMAGE_FIELDS = [
  'featured_image',
  'thumbnail_image',
  'image',
  'portrait_photo',
  'cover_image',
  'timeline_profile_photo',
  'video_thumbnail',
];
const SUMMARY_FIELDS = [
  'short_description',
  'place_summary',
  'summary',
  'description',
  'podcast_description',
  'book_description',
  'tour_subtitle',
];

export function reshapeCard(doc: prismic.PrismicDocument): ContentCard {
  const data = doc.data as Record<string, unknown>;
  const title = TITLE_FIELDS.map((f) => plainText(data[f])).find(Boolean) ?? doc.uid ?? doc.id;
  const picture = IMAGE_FIELDS.map((f) => image(data[f])).find((i) => i !== null) ?? null;
  const summary = SUMMARY_FIELDS.map((f) => plainText(data[f])).find(Boolean) ?? null;
  return {
    id: doc.id,
    type: doc.type,
    uid: doc.uid ?? null,
    path: linkResolver(doc),
    title,
    description: text(data.meta_description) ?? summary,
    image: picture,
    priority: number(data.priority ?? data.display_priority, 0),
    tags: doc.tags,
    publishedAt: doc.first_publication_date,
  };
}

/** Every word a visitor could search for in a document: titles, rich text and slices, flattened. */
export function documentText(value: unknown): string {
  const parts: string[] = [];
  const walk = (v: unknown): void => {
    if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') {
      const rec = v as Record<string, unknown>;
      // Links, images and media carry URLs and ids, not words.
      if ('link_type' in rec || 'dimensions' in rec) return;
      if (typeof rec.text === 'string' && typeof rec.type === 'string') parts.push(rec.text);
      else Object.values(rec).forEach(walk);
    }
  };
  walk(value);
  return parts.join(' ');
}
