import { Link } from '@site/router';
import { resolveLinkField } from '@site/content';
import type { PageProps } from '@site/contracts/remote';
import { ResponsiveImage } from '@site/ui/image';
import { RichText } from '@site/ui/rich-text';
import { VideoFacade } from '@site/ui/video-facade';
import type { BookPageData } from '../api/book-pages';
import './book.css';

/** A book (the Great Controversy's is the coming-soon book page): cover, description, trailer, chapters. */
export default function BookPage({ data, route }: PageProps) {
  const book = data as BookPageData | undefined;
  if (!book) return <h1>{route.title}</h1>;
  return (
    <article className="page book">
      <div className="book-intro">
        {book.cover && (
          <ResponsiveImage image={book.cover} priority sizes="240px" className="book-cover" />
        )}
        <div>
          <h1>{book.title}</h1>
          <RichText field={book.description} resolveLink={resolveLinkField} topHeading={2} />
        </div>
      </div>
      {book.trailer && (
        <section aria-label="Trailer">
          <h2>Trailer</h2>
          <VideoFacade
            className="video-frame--article"
            sizes="(min-width: 900px) 760px, 100vw"
            youtubeId={book.trailer}
            title={`${book.title} trailer`}
            thumbnail={book.banner}
          />
        </section>
      )}
      <section aria-label="Chapters">
        <h2>Chapters</h2>
        <ol className="chapter-list">
          {book.chapters.map((c) => (
            <li key={c.path} value={c.number}>
              <Link to={c.path}>{c.title}</Link>
              {c.summary && <p>{c.summary}</p>}
            </li>
          ))}
        </ol>
      </section>
    </article>
  );
}
