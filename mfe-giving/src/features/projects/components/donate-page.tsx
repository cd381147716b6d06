import type { PageProps } from '@site/contracts/remote';
import { RichText } from '@site/ui/rich-text';
import { useGivingProjects } from '../../../shared/api/get-giving-projects';
import { givingClient } from '../../../shared/api/projects-client';
import type { DonatePageData } from '../api/project-pages';
import { ProjectCard } from './project-card';
import { MissionSection } from './mission-section';
import { GivingUnavailable } from '../../../shared/components/giving-unavailable';
import { OptionalImage } from '../../../shared/components/optional-image';
import '../../../shared/components/giving.css';

/**
 * /donate: the donations_page. The cards' figures in the HTML are the content's; once hydrated the
 * API's real donations are added. If the API cannot be reached the content's figures stay, quietly.
 */
export default function DonatePage({ data, route }: PageProps) {
  const page = data as DonatePageData | undefined;
  const live = useGivingProjects(givingClient, page?.projects.map((p) => p.id) ?? []);
  if (!page) return <GivingUnavailable title={route.title} />;
  const donationsOf = (id: string) =>
    live.status === 'ready' ? (live.projects.get(id)?.raised ?? []) : undefined;
  return (
    <article className="page giving-page">
      <header className="giving-hero photo-panel">
        <OptionalImage
          image={page.backgroundImage}
          decorative
          priority
          className="giving-hero-background photo-panel-background"
        />
        <div className="giving-hero-text">
          <h1>{page.title}</h1>
          <RichText field={page.headingDescriptions} />
        </div>
      </header>
      <section aria-labelledby="giving-projects-title" aria-busy={live.status === 'loading'}>
        <h2 id="giving-projects-title">Projects you can support</h2>
        <div className="giving-cards">
          {page.projects.map((project) => (
            <ProjectCard
              key={project.id}
              project={project}
              rates={page.rates}
              donations={donationsOf(project.id)}
            />
          ))}
        </div>
      </section>
      {page.mission && <MissionSection mission={page.mission} />}
    </article>
  );
}
