import { Link } from '@site/router';
import type { PageProps } from '@site/contracts/remote';
import { RichText } from '@site/ui/rich-text';
import { useGivingProjects } from '../../../shared/api/get-giving-projects';
import { givingClient } from '../../../shared/api/projects-client';
import { ProjectProgress } from '../../../shared/components/project-progress';
import { DonateLink } from '../../../shared/components/donate-link';
import { GivingUnavailable } from '../../../shared/components/giving-unavailable';
import { paths } from '../../../app/paths';
import type { LanguageProjectPageData } from '../api/language-pages';
import { OptionalImage } from '../../../shared/components/optional-image';
import '../../../shared/components/giving.css';

/** /language-donations/<uid>: one language project, its goal and progress. */
export default function LanguageProjectPage({ data, route }: PageProps) {
  const content = data as LanguageProjectPageData | undefined;
  const live = useGivingProjects(givingClient, content ? [content.project.id] : []);
  if (!content) return <GivingUnavailable title={route.title} />;
  const { project, rates } = content;
  const donations =
    live.status === 'ready' ? (live.projects.get(project.id)?.raised ?? []) : undefined;
  return (
    <article className="page giving-page giving-project">
      <p className="giving-back">
        <Link to={paths.languageDonations.path}>{content.listingTitle}</Link>
      </p>
      <header className="giving-project-header">
        {/* The flag stays out of the h1, which the navigation announcer reads: "Navigated to Spanish". */}
        <h1>{project.name}</h1>
        <p className="giving-subtitle">
          {project.flag && (
            <span className="giving-flag" aria-hidden="true">
              {project.flag.emoji}{' '}
            </span>
          )}
          {[project.flag?.country, project.continent].filter(Boolean).join(' · ')}
        </p>
        <RichText field={project.upperDescription} />
        <ProjectProgress
          goalUsd={project.goalUsd}
          contentRaisedUsd={0}
          donations={donations}
          rates={rates}
        />
        <DonateLink projectId={project.id}>Donate to the {project.name} project</DonateLink>
      </header>
      <OptionalImage
        image={project.featuredImage}
        priority
        sizes="(min-width: 900px) 60vw, 100vw"
        className="giving-featured-image"
      />
      <RichText field={project.lowerDescription} />
    </article>
  );
}
