import { resolveLinkField } from '@site/content';
import type { PageProps } from '@site/contracts/remote';
import { ResponsiveImage } from '@site/ui/image';
import { RichText } from '@site/ui/rich-text';
import { VideoFacade } from '@site/ui/video-facade';
import type { AboutData } from '../api/about-pages';
import './about.css';

/** `/about`: who we are, the story, the mission, a gallery and videos. */
export default function AboutPage({ data, route }: PageProps) {
  const about = data as AboutData | undefined;
  if (!about) return <h1>{route.title}</h1>;
  return (
    <article className="page about">
      <h1>{about.title}</h1>
      <RichText field={about.intro} resolveLink={resolveLinkField} topHeading={2} />
      {about.header && (
        <ResponsiveImage image={about.header} priority className="hero-image" sizes="100vw" />
      )}
      <section aria-label={about.headline || 'Our story'}>
        <h2>{about.headline || 'Our story'}</h2>
        {about.subtitle && <p className="lead">{about.subtitle}</p>}
        <RichText field={about.description} resolveLink={resolveLinkField} topHeading={3} />
        {about.blocks.map((block, i) => (
          <div key={i} className="about-block">
            <div>
              <RichText field={block.text} resolveLink={resolveLinkField} topHeading={2} />
            </div>
            {block.image && (
              <ResponsiveImage image={block.image} sizes="(min-width: 900px) 480px, 100vw" />
            )}
          </div>
        ))}
      </section>
      {about.mission && (
        <section aria-label={about.mission.title}>
          <h2>{about.mission.title}</h2>
          <RichText field={about.mission.statement} resolveLink={resolveLinkField} topHeading={3} />
        </section>
      )}
      {about.gallery.length > 0 && (
        <section aria-label="Gallery">
          <h2>Gallery</h2>
          <ul className="gallery">
            {about.gallery.map((image) => (
              <li key={image.url}>
                <ResponsiveImage image={image} sizes="(min-width: 900px) 300px, 50vw" />
              </li>
            ))}
          </ul>
        </section>
      )}
      {about.videos.length > 0 && (
        <section aria-label="Videos">
          <h2>Videos</h2>
          <div className="video-grid">
            {about.videos.map((id, i) => (
              <VideoFacade
                className="video-frame--article"
                sizes="(min-width: 900px) 760px, 100vw"
                key={id}
                youtubeId={id}
                title={`About the series, video ${i + 1}`}
                thumbnail={null}
              />
            ))}
          </div>
        </section>
      )}
    </article>
  );
}
