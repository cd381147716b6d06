import type { Article, ArticleSection } from '@site/content';
import { resolveLinkField } from '@site/content';
import type { PageProps } from '@site/contracts/remote';
import { ResponsiveImage } from '@site/ui/image';
import { RichText } from '@site/ui/rich-text';

function Section({ section }: { section: ArticleSection }) {
  switch (section.kind) {
    case 'text':
      return <RichText field={section.text} resolveLink={resolveLinkField} headingOffset={1} />;
    case 'photo':
      return (
        <figure className="article-photo">
          <ResponsiveImage image={section.image} sizes="(min-width: 900px) 760px, 100vw" />
          {section.caption && <figcaption>{section.caption}</figcaption>}
        </figure>
      );
    case 'quote':
      return (
        <blockquote className="article-quote">
          <RichText field={section.quote} resolveLink={resolveLinkField} />
          {section.attribution && <footer>— {section.attribution}</footer>}
        </blockquote>
      );
    case 'video':
      return (
        <figure className="article-video">
          <a href={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(section.youtubeId)}`}>
            Watch the video{section.caption ? `: ${section.caption}` : ''}
          </a>
        </figure>
      );
  }
}

/** A single article at /read/{slug}. */
export default function ReadSinglePage({ data }: PageProps) {
  const article = data as Article | undefined;
  if (!article) return null;
  return (
    <article className="page article">
      {article.banner && <ResponsiveImage image={article.banner} priority className="article-banner" />}
      <h1>{article.title}</h1>
      {article.readMinutes && <p className="article-meta">{article.readMinutes} min read</p>}
      {article.sections.map((section, i) => (
        <Section key={i} section={section} />
      ))}
    </article>
  );
}
