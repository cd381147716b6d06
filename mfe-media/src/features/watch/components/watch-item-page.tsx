import { Link } from '@site/router';
import { resolveLinkField } from '@site/content';
import type { PageProps } from '@site/contracts/remote';
import { RichText } from '@site/ui/rich-text';
import { RelatedList } from '../../../shared/related/components/related-list';
import { RelatedProducts } from '../../../shared/related/components/related-products';
import type { Episode } from '../api/episode';
import { VideoFacade } from '@site/ui/video-facade';
import './watch.css';

/** /watch/{uid}: one episode, its video behind a facade, and where it leads. */
export default function WatchItemPage({ data }: PageProps) {
  const episode = data as Episode | undefined;
  if (!episode) return null;
  return (
    <article className="page watch-item">
      <p className="media-back">
        <Link to="/watch">All videos</Link>
      </p>
      <h1>{episode.title}</h1>
      {episode.youtubeId && (
        <VideoFacade
          sizes="(min-width: 1200px) 1100px, 100vw"
          priority
          youtubeId={episode.youtubeId}
          title={episode.title}
          thumbnail={episode.thumbnail}
        />
      )}
      <dl className="media-facts">
        {episode.duration && (
          <>
            <dt>Duration</dt>
            <dd>{episode.duration}</dd>
          </>
        )}
        <dt>Language</dt>
        <dd>{episode.language}</dd>
        {episode.behindTheScenes && (
          <>
            <dt>Type</dt>
            <dd>Behind the scenes</dd>
          </>
        )}
      </dl>
      <RichText field={episode.description} resolveLink={resolveLinkField} topHeading={2} />
      <RelatedList title="People" links={episode.people} />
      <RelatedList title="Places" links={episode.places} />
      <RelatedList title="Related" links={episode.related} />
      <RelatedProducts handles={episode.relatedProducts} />
    </article>
  );
}
