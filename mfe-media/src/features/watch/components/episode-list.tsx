import { Link } from '@site/router';
import { ResponsiveImage } from '@site/ui/image';
import type { EpisodeCard } from '../api/episode';

/**
 * Episode cards. `eager` thumbnails at the start load at once (the first with high priority): on a list
 * at the top of a page they are on screen at first paint, and a lazy image there only delays the
 * largest paint.
 */
export function EpisodeList({
  episodes,
  headingLevel = 3,
  eager = 0,
}: {
  episodes: readonly EpisodeCard[];
  headingLevel?: 2 | 3;
  eager?: number;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <ul className="episode-list">
      {episodes.map((episode, i) => (
        <li key={episode.id} className="episode-card">
          {episode.thumbnail && (
            <ResponsiveImage
              image={episode.thumbnail}
              sizes="(min-width: 900px) 280px, 50vw"
              priority={i === 0 && eager > 0}
              {...(i < eager ? { loading: 'eager' as const } : {})}
            />
          )}
          <Heading>
            <Link to={episode.href}>{episode.title}</Link>
          </Heading>
          <p className="episode-card__meta">
            {episode.duration && <span>{episode.duration}</span>}
            {episode.behindTheScenes && <span className="media-badge">Behind the scenes</span>}
            {episode.language !== 'English' && (
              <span className="media-badge">{episode.language}</span>
            )}
          </p>
        </li>
      ))}
    </ul>
  );
}
