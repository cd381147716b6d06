import { Link } from '@site/router';
import type { PageProps } from '@site/contracts/remote';
import type { WatchCategory } from '../api/watch-category';
import { EpisodeList } from './episode-list';
import { LanguageFilter, useEpisodeLanguage } from './language-filter';
import './watch.css';

/** /watch/category/{uid}: one category's episodes in the chosen language. */
export default function WatchCategoryPage({ data }: PageProps) {
  const language = useEpisodeLanguage();
  const category = data as WatchCategory | undefined;
  if (!category) return null;
  const episodes = category.episodes.filter((e) => e.language === language);
  return (
    <article className="page watch">
      <p className="media-back">
        <Link to="/watch">All videos</Link>
      </p>
      <h1>{category.title}</h1>
      <LanguageFilter />
      {episodes.length === 0 ? (
        <p>No episodes in this language yet.</p>
      ) : (
        <EpisodeList episodes={episodes} headingLevel={2} eager={2} />
      )}
    </article>
  );
}
