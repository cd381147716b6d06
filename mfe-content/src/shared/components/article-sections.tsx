import type { ArticleSection } from '@site/content';
import { resolveLinkField } from '@site/content';
import { ResponsiveImage } from '@site/ui/image';
import { RichText } from '@site/ui/rich-text';
import { VideoFacade } from '@site/ui/video-facade';

function Section({ section }: { section: ArticleSection }) {
  switch (section.kind) {
    case 'text':
      return <RichText field={section.text} resolveLink={resolveLinkField} topHeading={2} />;
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
          <VideoFacade
            className="video-frame--article"
            sizes="(min-width: 900px) 760px, 100vw"
            youtubeId={section.youtubeId}
            title={section.caption || 'Video'}
            thumbnail={null}
          />
          {section.caption && <figcaption>{section.caption}</figcaption>}
        </figure>
      );
  }
}

/** The body slices of an article, in order. */
export function ArticleSections({ sections }: { sections: readonly ArticleSection[] }) {
  return (
    <>
      {sections.map((section, i) => (
        <div key={i} className="article-section" data-reveal="">
          <Section section={section} />
        </div>
      ))}
    </>
  );
}
