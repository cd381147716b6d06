import type * as prismic from '@prismicio/client';

import { linkResolver } from '../link-resolver';
import {
  groupLinks,
  image,
  linkedDocument,
  number,
  plainText,
  productHandles,
  richText,
  text,
  type ImageRef,
  type LinkedDocument,
} from './fields';

/** A Great Controversy chapter (`gc_chapter` or `book_chapter`) as its page shows it. */
export interface BookChapter {
  id: string;
  uid: string;
  path: string;
  /** 1-based, from the uid (`greatcontroversy-chapter7`) or else the display priority. */
  number: number;
  title: string;
  summary: string;
  text: prismic.RichTextField;
  discussionQuestions: prismic.RichTextField;
  furtherReading: prismic.RichTextField;
  footnotes: prismic.RichTextField;
  video: { youtubeId: string; thumbnail: ImageRef | null; duration: string | null } | null;
  readMinutes: number | null;
  book: LinkedDocument | null;
  timelineLink: LinkedDocument | null;
  related: LinkedDocument[];
  /** Shop product handles (commerce's ProductCards shows them). */
  relatedProducts: string[];
}

export function chapterNumber(uid: string, fallback: number): number {
  const match = /chapter(\d+)$/.exec(uid);
  return match ? Number(match[1]) : fallback;
}

export function reshapeChapter(doc: prismic.PrismicDocument): BookChapter {
  const data = doc.data as Record<string, unknown>;
  const uid = doc.uid ?? doc.id;
  const youtubeId = text(data.video_id);
  const minutes = number(data.read_duration, -1);
  return {
    id: doc.id,
    uid,
    path: linkResolver(doc),
    number: chapterNumber(uid, number(data.display_priority, 0)),
    title: plainText(data.chapter_title),
    summary: plainText(data.short_description),
    text: richText(data.book_text ?? data.chapter_text),
    discussionQuestions: richText(data.discussion_questions),
    furtherReading: richText(data.further_readings),
    footnotes: richText(data.footnotes),
    video: youtubeId
      ? { youtubeId, thumbnail: image(data.video_thumbnail), duration: text(data.video_duration) }
      : null,
    readMinutes: minutes > 0 ? minutes : null,
    book: linkedDocument(data.chapter_of_book),
    timelineLink: linkedDocument(data.timeline_link),
    related: [
      ...groupLinks(data.related_reads, 'read'),
      ...groupLinks(data.related_episodes, 'episode'),
      ...groupLinks(data.related_people, 'person'),
    ],
    relatedProducts: productHandles(data.related_products),
  };
}
