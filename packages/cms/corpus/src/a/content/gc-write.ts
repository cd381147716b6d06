import { svgImage } from '../lib/images';
import { videoIdFor } from '../lib/random';
import { linkGroup, matching, maybeLink } from '../lib/related';
import { heading, rich, wordCount } from '../lib/rich';
import { writeDoc } from '../lib/store';
import { books, gcChapter } from '../models/book-models';
import { GC_CHAPTERS } from './gc-chapters';

const BOOK = 'the-great-controversy';

function writeBook(): void {
  writeDoc(
    books,
    BOOK,
    { date: '2025-08-20', tags: ['book', 'great-controversy'] },
    {
      title: heading('The Great Controversy'),
      book_description: rich(
        "Ellen G. White's *The Great Controversy Between Christ and Satan* traces the conflict between good and evil from the destruction of Jerusalem in AD 70, through the persecuted churches of the Middle Ages and the reformers of the sixteenth century, to the Advent awakening of the nineteenth century and the events the author expected at the end of history.",
        'First published in its enlarged form in 1888 and revised by the author in 1911, it has forty-two chapters. Here each chapter has a short summary, discussion questions and links to the articles, episodes and timeline events that tell the same story.',
      ),
      cover_image: svgImage(
        'books',
        `${BOOK}-cover`,
        'cover',
        'cover',
        'The Great Controversy',
        'Cover of The Great Controversy',
        'Ellen G. White',
      ),
      banner_image: svgImage(
        'books',
        `${BOOK}-banner`,
        'banner',
        'woodcut',
        'The Great Controversy',
        'The Great Controversy banner',
        'Forty-two chapters, AD 70 to the end of history',
      ),
      display_priority: 1,
      trailer: videoIdFor(`${BOOK}-trailer`),
    },
  );
}

/** Writes the book and its 42 gc_chapter documents; returns the chapter count. */
export function writeGreatControversy(): number {
  writeBook();
  GC_CHAPTERS.forEach((c, i) => {
    const n = i + 1;
    const uid = `greatcontroversy-chapter${n}`;
    const from = `gc_chapter/${uid}`;
    const summary = rich(
      c.summary,
      ...(c.laterTitle ? [`*Later printings title this chapter "${c.laterTitle}".*`] : []),
    );
    const words = wordCount(rich(c.summary));
    if (words < 60 || words > 120)
      throw new Error(`${from}: summary has ${words} words, expected 60–120`);
    const minutes = 2 + (n % 4);
    const event = matching('events', c.keywords)[0];
    writeDoc(
      gcChapter,
      uid,
      { date: `2025-10-${String(1 + (i % 28)).padStart(2, '0')}`, tags: ['great-controversy'] },
      {
        chapter_title: heading(c.title),
        short_description: rich(c.summary.split(/(?<=\.)\s/)[0] ?? c.summary),
        chapter_of_book: maybeLink('books', BOOK, from),
        display_priority: n,
        read_duration: Math.max(1, Math.round(words / 200)),
        timeline_link: maybeLink('events', event, from),
        book_text: summary,
        discussion_questions: rich(c.questions.map((qu, k) => `${k + 1}. ${qu}`).join('\n')),
        further_readings: rich(
          `- Ellen G. White, *The Great Controversy* (1911), chapter ${n}, "${c.title}".`,
        ),
        video_thumbnail: svgImage(
          'books',
          `gc-chapter${n}-video`,
          'video',
          'window',
          `Chapter ${n}: ${c.title}`,
          `Video introduction to chapter ${n}`,
        ),
        video_id: videoIdFor(uid),
        video_duration: `${minutes}:${String((n * 17) % 60).padStart(2, '0')}`,
        related_reads: linkGroup('read', 'read', c.reads ?? [], from),
        related_people: linkGroup('person', 'people', c.people ?? [], from),
        related_episodes: linkGroup(
          'episode',
          'episode',
          matching('episode', c.keywords).slice(0, 2),
          from,
        ),
        related_products: [
          { product_handle: 'the-great-controversy-paperback' },
          { product_handle: 'the-great-controversy-hardcover' },
        ],
      },
    );
  });
  return GC_CHAPTERS.length;
}
