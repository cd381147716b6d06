import { useEffect } from 'react';
import { Link, useLocation } from '@site/router';
import type { PageProps } from '@site/contracts/remote';
import { ResponsiveImage } from '@site/ui/image';
import { RichText } from '@site/ui/rich-text';
import type { PodcastGroup } from '../api/podcast';
import { PlayPodcastButton } from './play-podcast-button';
import './podcasts.css';

/** /podcast: every episode, by audio category (the podcast's season). */
export default function PodcastIndexPage({ data }: PageProps) {
  const groups = (data as { groups?: PodcastGroup[] } | null)?.groups ?? [];
  const { search } = useLocation();
  // Links to an audio category arrive as `?category=<uid>` (see the link resolver): bring its season into view.
  useEffect(() => {
    const uid = new URLSearchParams(search).get('category');
    if (uid && /^[a-z0-9-]+$/.test(uid)) document.getElementById(uid)?.scrollIntoView();
  }, [search]);
  return (
    <article className="page podcasts">
      <h1>Podcast</h1>
      {groups.length > 1 && (
        <nav aria-label="Podcast seasons" className="podcast-seasons">
          {groups.map((g) => (
            <a key={g.id} href={`#${g.uid}`}>
              {g.title}
            </a>
          ))}
        </nav>
      )}
      {groups.map((group) => (
        <section
          key={group.id}
          id={group.uid}
          className="podcast-group"
          aria-labelledby={`${group.uid}-title`}
        >
          <h2 id={`${group.uid}-title`}>{group.title}</h2>
          <RichText field={group.description} topHeading={3} />
          <ul className="podcast-list">
            {group.podcasts.map((podcast) => (
              <li key={podcast.id} className="podcast-card">
                {podcast.thumbnail && (
                  <ResponsiveImage
                    image={podcast.thumbnail}
                    sizes="120px"
                    className="podcast-card__art"
                  />
                )}
                <div>
                  <h3>
                    <Link to={podcast.href}>{podcast.title}</Link>
                  </h3>
                  {podcast.duration && <p className="podcast-card__meta">{podcast.duration}</p>}
                  <PlayPodcastButton selection={podcast.selection} label="Play" />
                </div>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </article>
  );
}
