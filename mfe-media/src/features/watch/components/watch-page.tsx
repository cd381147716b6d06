import { Link } from '@site/router';
import type { PageProps } from '@site/contracts/remote';
import type { WatchPageData } from '../api/watch-category';
import { EpisodeList } from './episode-list';
import { LanguageFilter, useEpisodeLanguage } from './language-filter';
import './watch.css';

/** /watch: every category with its episodes in the chosen language. */
export default function WatchPage({ data }: PageProps) {
  const language = useEpisodeLanguage();
  const categories = ((data as WatchPageData | null)?.categories ?? [])
    .map((c) => ({ ...c, episodes: c.episodes.filter((e) => e.language === language) }))
    .filter((c) => c.episodes.length > 0);
  return (
    <article className="page watch">
      <h1>Watch</h1>
      <LanguageFilter />
      {categories.length === 0 && <p>No episodes in this language yet.</p>}
      {categories.map((category, n) => (
        <section
          key={category.id}
          className="watch-category"
          aria-labelledby={`category-${category.uid}`}
        >
          <h2 id={`category-${category.uid}`}>
            <Link to={category.href}>{category.title}</Link>
          </h2>
          <EpisodeList episodes={category.episodes} eager={n === 0 ? 2 : 0} />
        </section>
      ))}
    </article>
  );
}
