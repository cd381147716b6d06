import type { PageProps } from '@site/contracts/remote';
import { RichText } from '@site/ui/rich-text';
import { useGivingProjects } from '../../../shared/api/get-giving-projects';
import { givingClient } from '../../../shared/api/projects-client';
import { ProjectProgress } from '../../../shared/components/project-progress';
import { DonateLink } from '../../../shared/components/donate-link';
import { GivingUnavailable } from '../../../shared/components/giving-unavailable';
import type { ProjectPageData } from '../api/project-pages';
import { ProjectSections } from './project-sections';
import { RecentSupporters } from './recent-supporters';
import '../../../shared/components/giving.css';

const SUPPORTERS = 8;

/** /donate/projects/<uid>: one donation_project_details document, its progress and its supporters. */
export default function ProjectPage({ data, route }: PageProps) {
  const page = data as ProjectPageData | undefined;
  const uid = page?.details.uid;
  const live = useGivingProjects(givingClient, uid ? [uid] : [], SUPPORTERS);
  if (!page) return <GivingUnavailable title={route.title} />;
  const { details, project } = page;
  const stats = live.status === 'ready' ? live.projects.get(details.uid) : undefined;
  const donations = live.status === 'ready' ? (stats?.raised ?? []) : undefined;
  return (
    <article className="page giving-page giving-project">
      <header className="giving-project-header">
        <h1>{details.title}</h1>
        <RichText field={details.descriptions} />
        {project && (
          <ProjectProgress
            goalUsd={project.goalUsd}
            contentRaisedUsd={project.fundsRaisedUsd}
            donations={donations}
            rates={page.rates}
          />
        )}
        <DonateLink projectId={details.uid}>
          Donate<span className="visually-hidden"> to {details.title}</span>
        </DonateLink>
      </header>
      <ProjectSections sections={details.sections} />
      <RecentSupporters supporters={stats?.supporters ?? []} />
      <p className="giving-closing">
        <DonateLink projectId={details.uid}>Give to {details.title}</DonateLink>
      </p>
    </article>
  );
}
