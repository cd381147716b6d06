import type * as prismic from '@prismicio/client';
import { reshapeChapter, type BookChapter, type ContentCard, type ImageRef } from '@site/content';
import type { GeneratedPage } from '@site/contracts/generator';
import type { RichTextField } from '@prismicio/client';
import { cardOf, page, type Catalog } from '../../../shared/api/catalog';

export interface ChapterLink {
  number: number;
  title: string;
  path: string;
}

export interface ChapterPageData {
  chapter: BookChapter;
  bookTitle: string;
  bookPath: string;
  previous: ChapterLink | null;
  next: ChapterLink | null;
  total: number;
  related: ContentCard[];
}

export interface BookPageData {
  title: string;
  description: RichTextField;
  cover: ImageRef | null;
  banner: ImageRef | null;
  trailer: string | null;
  chapters: (ChapterLink & { summary: string })[];
}

export interface GcBooksData {
  books: ContentCard[];
  chapters: ChapterLink[];
}

// Both chapter types hold the same fields (spec §3); whichever the corpus has is used.
const CHAPTER_TYPES = ['gc_chapter', 'book_chapter'];

function bookData(doc: prismic.PrismicDocument, chapters: BookChapter[]): BookPageData {
  const data = doc.data as Record<string, unknown>;
  const card = cardOf(doc);
  const banner = data.banner_image as
    { url?: string; dimensions?: { width: number; height: number }; alt?: string } | undefined;
  return {
    title: card.title,
    description: Array.isArray(data.book_description)
      ? (data.book_description as RichTextField)
      : [],
    cover: card.image,
    banner:
      banner?.url && banner.dimensions
        ? { url: banner.url, alt: banner.alt ?? '', ...banner.dimensions }
        : null,
    trailer: typeof data.trailer === 'string' && data.trailer ? data.trailer : null,
    chapters: chapters.map((c) => ({
      number: c.number,
      title: c.title,
      path: c.path,
      summary: c.summary,
    })),
  };
}

export function bookPages(catalog: Catalog): GeneratedPage[] {
  const chapterDocs = CHAPTER_TYPES.flatMap((t) => catalog.ofType(t));
  const chapters = chapterDocs.map(reshapeChapter).sort((a, b) => a.number - b.number);
  const link = (c: BookChapter | undefined): ChapterLink | null =>
    c ? { number: c.number, title: c.title, path: c.path } : null;
  const books = catalog.ofType('books');
  const pages: GeneratedPage[] = [];

  for (const doc of books) {
    const own = chapters.filter((c) => c.book?.id === doc.id);
    const data = bookData(doc, own);
    // The Great Controversy's book page is the redirect target `/books/the-great-controversy`.
    const routeId = doc.uid === 'the-great-controversy' ? 'comingSoonBook' : 'book';
    pages.push(
      page(
        cardOf(doc).path,
        routeId,
        { title: data.title, type: 'book', image: data.cover },
        data,
        [doc.id, ...own.map((c) => c.id)],
      ),
    );
  }

  chapters.forEach((chapter, i) => {
    const book = chapter.book ? catalog.byId(chapter.book.id) : undefined;
    const data: ChapterPageData = {
      chapter,
      bookTitle: book ? cardOf(book).title : 'The Great Controversy',
      bookPath: book ? cardOf(book).path : '/books/the-great-controversy',
      previous: link(chapters[i - 1]),
      next: link(chapters[i + 1]),
      total: chapters.length,
      related: catalog.cards([...chapter.related, chapter.timelineLink]),
    };
    const head = {
      title: `Chapter ${chapter.number}: ${chapter.title}`,
      description: chapter.summary || null,
    };
    pages.push(
      page(chapter.path, 'bookChapter', head, data, [chapter.id, ...data.related.map((c) => c.id)]),
    );
  });

  const gcBooks: GcBooksData = {
    books: books.map(cardOf),
    chapters: chapters.map((c) => link(c)).filter((c): c is ChapterLink => c !== null),
  };
  pages.push(
    page(
      '/gc-books',
      'gcBooks',
      { title: 'Great Controversy books' },
      gcBooks,
      books.map((b) => b.id),
    ),
  );
  return pages;
}
