import { Link } from '@site/router';
import { ResponsiveImage } from '@site/ui/image';
import type { EpisodeCard } from '../api/episode';

export function EpisodeList({ episodes, headingLevel = 3 }: { episodes: readonly EpisodeCard[]; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <ul className="episode-list">
      {episodes.map((episode) => (
        <li key={episode.id} className="episode-card">
          {episode.thumbnail && <ResponsiveImage image={episode.thumbnail} sizes="(min-width: 900px) 280px, 50vw" />}
          <Heading>
            <Link to={episode.href}>{episode.title}</Link>
          </Heading>
          <p className="episode-card__meta">
            {episode.duration && <span>{episode.duration}</span>}
            {episode.behindTheScenes && <span className="media-badge">Behind the scenes</span>}
            {episode.language !== 'English' && <span className="media-badge">{episode.language}</span>}
          </p>
        </li>
      ))}
    </ul>
  );
}
