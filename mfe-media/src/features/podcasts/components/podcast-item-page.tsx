import { Link } from '@site/router';
import { resolveLinkField } from '@site/content';
import type { PageProps } from '@site/contracts/remote';
import { ResponsiveImage } from '@site/ui/image';
import { RichText } from '@site/ui/rich-text';
import { RelatedList } from '../../../shared/related/components/related-list';
import { RelatedProducts } from '../../../shared/related/components/related-products';
import type { Podcast } from '../api/podcast';
import { PlayPodcastButton } from './play-podcast-button';
import './podcasts.css';

/** /podcast/{uid}: one episode, its guest, notes and a button that starts it in the player. */
export default function PodcastItemPage({ data }: PageProps) {
  const podcast = data as Podcast | undefined;
  if (!podcast) return null;
  const { interviewee } = podcast;
  return (
    <article className="page podcast-item">
      <p className="media-back">
        <Link to="/podcast">All podcasts</Link>
      </p>
      <header className="podcast-item__header">
        {podcast.thumbnail && (
          <ResponsiveImage
            image={podcast.thumbnail}
            sizes="200px"
            priority
            className="podcast-item__art"
          />
        )}
        <div>
          <h1>{podcast.title}</h1>
          {podcast.duration && <p className="podcast-card__meta">{podcast.duration}</p>}
          <PlayPodcastButton selection={podcast.selection} />
        </div>
      </header>
      <RichText field={podcast.description} resolveLink={resolveLinkField} topHeading={2} />
      {interviewee && (
        <section className="podcast-guest">
          <h2>Our guest</h2>
          {interviewee.photo && (
            <ResponsiveImage
              image={interviewee.photo}
              sizes="160px"
              className="podcast-guest__photo"
            />
          )}
          <p className="podcast-guest__name">{interviewee.name}</p>
          {interviewee.titles && <p className="podcast-card__meta">{interviewee.titles}</p>}
          <RichText field={interviewee.bio} resolveLink={resolveLinkField} topHeading={3} />
        </section>
      )}
      {podcast.photos.length > 0 && (
        <section className="podcast-photos">
          <h2>Photos</h2>
          {podcast.photos.map((photo) => (
            <figure key={photo.image.url}>
              <ResponsiveImage image={photo.image} sizes="(min-width: 900px) 760px, 100vw" />
              {photo.caption && <figcaption>{photo.caption}</figcaption>}
            </figure>
          ))}
        </section>
      )}
      {podcast.furtherReading.length > 0 && (
        <section>
          <h2>Further reading</h2>
          <RichText field={podcast.furtherReading} resolveLink={resolveLinkField} topHeading={3} />
        </section>
      )}
      {podcast.footnotes.length > 0 && (
        <section className="podcast-footnotes">
          <h2>Footnotes</h2>
          <RichText field={podcast.footnotes} resolveLink={resolveLinkField} topHeading={3} />
        </section>
      )}
      <RelatedList title="People" links={podcast.people} />
      <RelatedList title="Related" links={podcast.related} />
      <RelatedProducts handles={podcast.relatedProducts} />
    </article>
  );
}
