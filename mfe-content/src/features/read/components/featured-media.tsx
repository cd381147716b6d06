import { appState } from '@site/app-state';
import { bus } from '@site/event-bus';
import { VideoFacade } from '@site/ui/video-facade';
import type { ReadPageData } from '../api/read-pages';

/** The article's featured video (behind a facade) and podcast (played by the shell's player via the bus). */
export function FeaturedMedia({ data }: { data: ReadPageData }) {
  const { article, podcast } = data;
  if (!article.featuredVideo && !podcast) return null;
  return (
    <section className="featured-media" aria-label="Watch and listen">
      <h2>Watch and listen</h2>
      {article.featuredVideo && (
        <VideoFacade
          className="video-frame--article"
          sizes="(min-width: 900px) 760px, 100vw"
          youtubeId={article.featuredVideo.youtubeId}
          title={article.title}
          thumbnail={article.featuredVideo.thumbnail}
          onPlay={() => appState.setState({ readVideoPlaying: true })}
        />
      )}
      {podcast && (
        <p>
          <button
            type="button"
            onClick={() =>
              bus.emit('podcast.selected', {
                podcastId: podcast.podcastId,
                title: podcast.title,
                thumbnailUrl: podcast.thumbnailUrl,
                seasonUid: podcast.seasonUid,
              })
            }
          >
            Play the podcast: {podcast.title}
          </button>
          {podcast.duration && <span className="article-meta"> ({podcast.duration})</span>}
        </p>
      )}
    </section>
  );
}
