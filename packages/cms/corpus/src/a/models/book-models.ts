import {
  docLink,
  group,
  heading,
  image,
  linkList,
  model,
  num,
  productList,
  rich,
  slices,
  text,
  uid,
} from './fields';
import type { Fields } from './fields';
import { BODY_SLICES } from './shared-slices';

export const books = model('books', 'Books', true, {
  Main: {
    uid: uid(),
    title: heading('heading1'),
    book_description: rich(),
    cover_image: image(),
    banner_image: image(),
    display_priority: num(),
    trailer: text(),
  },
});

/** Spec: "Book chapters, in two equivalent types" — one field list, two type ids. */
function chapterTabs(): Record<string, Fields> {
  return {
    Main: {
      uid: uid(),
      chapter_title: heading('heading1'),
      short_description: rich(),
      chapter_of_book: docLink('books'),
      display_priority: num(),
      read_duration: num(),
      timeline_link: docLink('events'),
      book_text: rich(),
      discussion_questions: rich(),
      further_readings: rich(),
      footnotes: rich(),
      body: slices(BODY_SLICES),
    },
    Video: {
      video_thumbnail: image(),
      video_id: text(),
      video_duration: text(),
      additional_video: group({
        video_title: text(),
        video_id: text(),
        video_thumbnail: image(),
        video_duration: text(),
      }),
    },
    Related: {
      related_reads: linkList('read', 'read'),
      related_episodes: linkList('episode', 'episode'),
      related_people: linkList('person', 'people'),
      related_products: productList(),
    },
  };
}

export const bookChapter = model('book_chapter', 'Book Chapter', true, chapterTabs());
export const gcChapter = model('gc_chapter', 'Great Controversy Chapter', true, chapterTabs());

export const chapterText = model('chapter_text', 'Chapter Text', true, {
  Main: {
    uid: uid(),
    chapter_title: heading('heading1'),
    chapter_of_book: docLink('books'),
    display_priority: num(),
    chapter_text: rich(),
  },
});
