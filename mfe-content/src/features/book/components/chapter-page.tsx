import { useEffect } from 'react';
import { Link } from '@site/router';
import { appState } from '@site/app-state';
import { resolveLinkField } from '@site/content';
import type { PageProps } from '@site/contracts/remote';
import { RichText } from '@site/ui/rich-text';
import { CardSection } from '../../../shared/components/card-list';
import { RelatedProducts } from '../../../shared/components/related-products';
import { NotesSection } from '../../../shared/components/notes';
import { VideoFacade } from '@site/ui/video-facade';
import type { ChapterPageData } from '../api/book-pages';

/** `/greatcontroversy-chapter{n}`: a chapter's text, video, questions, notes and neighbours. */
export default function ChapterPage({ data }: PageProps) {
  const page = data as ChapterPageData | undefined;
  const index = page ? page.chapter.number - 1 : null;
  // Spec §3: the current chapter index lives in the shared app state.
  useEffect(() => {
    if (index !== null) appState.setState({ chapterIndex: index });
  }, [index]);
  if (!page) return null;
  const { chapter } = page;
  return (
    <article className="page chapter">
      <p className="card-type">
        <Link to={page.bookPath}>{page.bookTitle}</Link> · Chapter {chapter.number} of {page.total}
      </p>
      <h1>{chapter.title}</h1>
      {/* The site holds a summary of each chapter, not its text: say so rather than "1 min read". */}
      <p className="article-meta">
        Our summary of the chapter. The full text is in the book:{' '}
        <Link to="/gc-books">editions of The Great Controversy</Link>.
      </p>
      {chapter.summary && <p className="lead">{chapter.summary}</p>}
      {chapter.video && (
        <section aria-label="Video introduction">
          <h2>Video introduction{chapter.video.duration ? ` (${chapter.video.duration})` : ''}</h2>
          <VideoFacade
            className="video-frame--article"
            sizes="(min-width: 900px) 760px, 100vw"
            youtubeId={chapter.video.youtubeId}
            title={`Chapter ${chapter.number}: ${chapter.title}`}
            thumbnail={chapter.video.thumbnail}
          />
        </section>
      )}
      <section aria-label="Chapter summary">
        <h2>Summary of the chapter</h2>
        <RichText field={chapter.text} resolveLink={resolveLinkField} topHeading={3} />
      </section>
      <NotesSection title="Discussion questions" field={chapter.discussionQuestions} />
      <NotesSection title="Further reading" field={chapter.furtherReading} />
      <NotesSection title="Footnotes" field={chapter.footnotes} />
      <CardSection title="Related" cards={page.related} showType />
      <RelatedProducts handles={chapter.relatedProducts} />
      <nav className="pager" aria-label="Chapters">
        <ul>
          <li>
            {page.previous && (
              <Link to={page.previous.path} rel="prev">
                Previous: {page.previous.number}. {page.previous.title}
              </Link>
            )}
          </li>
          <li>
            {page.next && (
              <Link to={page.next.path} rel="next">
                Next: {page.next.number}. {page.next.title}
              </Link>
            )}
          </li>
        </ul>
      </nav>
    </article>
  );
}
