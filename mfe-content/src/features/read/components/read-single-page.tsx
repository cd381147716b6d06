import { useEffect } from 'react';
import { Link } from '@site/router';
import { appState } from '@site/app-state';
import type { PageProps } from '@site/contracts/remote';
import { ResponsiveImage } from '@site/ui/image';
import { CardList, CardSection } from '../../../shared/components/card-list';
import { RelatedProducts } from '../../../shared/components/related-products';
import { NotesSection } from '../../../shared/components/notes';
import type { ReadPageData } from '../api/read-pages';
import { ArticleSections } from '../../../shared/components/article-sections';
import { FeaturedMedia } from './featured-media';

function AuthorCard({ author }: { author: NonNullable<ReadPageData['author']> }) {
  return (
    <aside className="author-card" aria-label="About the author">
      {author.portrait && author.portrait.width > 0 && (
        <ResponsiveImage image={author.portrait} sizes="96px" />
      )}
      <div>
        <p className="card-type">Written by</p>
        <p>
          <Link to={author.path}>{author.name}</Link>
          {author.role && <>, {author.role}</>}
        </p>
      </div>
    </aside>
  );
}

/** A single article at /read/{slug}; also a season overview at /read/{season}/{section}. */
export default function ReadSinglePage({ data }: PageProps) {
  const page = data as ReadPageData | undefined;
  // The video flag belongs to this page only: leaving it stops the "video playing" state.
  useEffect(() => () => appState.setState({ readVideoPlaying: false }), []);
  if (!page) return null;
  const { article } = page;
  return (
    <article className="page article">
      {article.banner && (
        <ResponsiveImage image={article.banner} priority className="hero-image" sizes="100vw" />
      )}
      <h1>{article.title}</h1>
      <p className="article-meta">
        {article.readMinutes && <span>{article.readMinutes} min read</span>}
        {page.categories.map((c) => (
          <span key={c.id}>
            {' · '}
            <Link to={c.path}>{c.title}</Link>
          </span>
        ))}
      </p>
      <ArticleSections sections={article.sections} />
      {page.sectionItems.length > 0 && (
        <section aria-label="In this season">
          <h2>In this season</h2>
          <CardList cards={page.sectionItems} />
        </section>
      )}
      <FeaturedMedia data={page} />
      {page.author && <AuthorCard author={page.author} />}
      <NotesSection title="Footnotes" field={article.footnotes} />
      <NotesSection title="Further reading" field={article.furtherReading} />
      <NotesSection title="Further listening" field={article.furtherListening} />
      <CardSection title="Related" cards={page.related} showType />
      <RelatedProducts handles={article.relatedProducts} />
    </article>
  );
}
