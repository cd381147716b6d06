import { useSyncExternalStore } from 'react';
import { useSearchParams } from '@site/router';
import type { PageProps } from '@site/contracts/remote';
import { RichText } from '@site/ui/rich-text';
import { VideoFacade } from '@site/ui/video-facade';
import {
  continentSlug,
  groupByContinent,
  parseContinent,
  type Continent,
} from '../../../shared/content/language-projects';
import { useGivingProjects } from '../../../shared/api/get-giving-projects';
import { givingClient } from '../../../shared/api/projects-client';
import { GivingUnavailable } from '../../../shared/components/giving-unavailable';
import type { LanguagePageData } from '../api/language-pages';
import { ContinentFilter } from './continent-filter';
import { LanguageCard } from './language-card';
import { OptionalImage } from '../../../shared/components/optional-image';
import '../../../shared/components/giving.css';

const subscribeNothing = () => () => undefined;

/**
 * The continent named by `?continent=`; unknown values show all. The prerendered HTML shows every
 * continent, so hydration does too (the server snapshot is false) and React re-renders with the
 * query's choice right after; a client navigation filters from its first render.
 */
function useContinent(): [Continent | null, (next: Continent | null) => void] {
  const [params, setParams] = useSearchParams();
  const inBrowser = useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
  const selected = inBrowser ? parseContinent(params.get('continent')) : null;
  const select = (next: Continent | null) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next) updated.set('continent', continentSlug(next));
        else updated.delete('continent');
        return updated;
      },
      { replace: true, preventScrollReset: true },
    );
  return [selected, select];
}

/** /language-donations: the video, then the language projects by continent, with a filter. */
export default function LanguageDonationsPage({ data, route }: PageProps) {
  const content = data as LanguagePageData | undefined;
  const [continent, setContinent] = useContinent();
  const live = useGivingProjects(givingClient, content?.page.projects.map((p) => p.id) ?? []);
  if (!content) return <GivingUnavailable title={route.title} />;
  const { page, rates } = content;
  const groups = groupByContinent(page.projects);
  const shown = continent ? groups.filter((g) => g.continent === continent) : groups;
  const count = shown.reduce((n, g) => n + g.projects.length, 0);
  const donationsOf = (id: string) =>
    live.status === 'ready' ? (live.projects.get(id)?.raised ?? []) : undefined;
  return (
    <article className="page giving-page giving-languages">
      <header className="giving-hero photo-panel">
        <OptionalImage
          image={page.backgroundImage}
          decorative
          className="giving-hero-background photo-panel-background"
        />
        <div className="giving-hero-text">
          <OptionalImage
            image={page.titleImage}
            priority
            sizes="(min-width: 900px) 50vw, 100vw"
            className="giving-title-image"
          />
          <h1>{page.title}</h1>
          {page.subTitle && <p className="giving-subtitle">{page.subTitle}</p>}
        </div>
      </header>
      <div className="giving-intro">
        <RichText field={page.details} />
        {page.youtubeId && (
          <VideoFacade
            youtubeId={page.youtubeId}
            title={page.title}
            thumbnail={page.videoThumbnail}
            sizes="(min-width: 900px) 50vw, 100vw"
          />
        )}
      </div>
      <section aria-labelledby="giving-languages-title" aria-busy={live.status === 'loading'}>
        <h2 id="giving-languages-title">Choose a language</h2>
        <ContinentFilter
          continents={groups.flatMap((g) => (g.continent ? [g.continent] : []))}
          selected={continent}
          onChange={setContinent}
        />
        <p className="giving-filter-status" role="status">
          {continent
            ? `${count} ${count === 1 ? 'project' : 'projects'} in ${continent}`
            : `All ${count} language projects`}
        </p>
        {shown.map((group) => (
          <section
            key={group.continent ?? 'other'}
            className="giving-continent"
            aria-labelledby={`continent-${group.continent ? continentSlug(group.continent) : 'other'}`}
          >
            <h3 id={`continent-${group.continent ? continentSlug(group.continent) : 'other'}`}>
              {group.continent ?? 'Other languages'}
            </h3>
            <div className="giving-cards">
              {group.projects.map((project) => (
                <LanguageCard
                  key={project.id}
                  project={project}
                  rates={rates}
                  donations={donationsOf(project.id)}
                />
              ))}
            </div>
          </section>
        ))}
      </section>
    </article>
  );
}
