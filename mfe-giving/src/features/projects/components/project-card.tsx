import type { CurrencyRate } from '@site/contracts/page-data';
import { RichText } from '@site/ui/rich-text';
import { ResponsiveImage } from '@site/ui/image';
import { Link } from '@site/router';
import type { Money } from '../../../shared/money/money';
import type { DonationProject } from '../../../shared/content/donations-page';
import { ProjectProgress } from '../../../shared/components/project-progress';
import { DonateLink } from '../../../shared/components/donate-link';
import { paths } from '../../../app/paths';

/** One project on /donate: what it is, how far it has come, and the two ways on. */
export function ProjectCard({
  project,
  rates,
  donations,
}: {
  project: DonationProject;
  rates: readonly CurrencyRate[];
  donations?: readonly Money[];
}) {
  const titleId = `project-${project.id}-title`;
  return (
    <article
      className={project.featured ? 'giving-card giving-card--featured' : 'giving-card'}
      aria-labelledby={titleId}
    >
      {project.thumbnail && project.thumbnail.width > 0 && (
        <ResponsiveImage
          image={{ ...project.thumbnail, alt: '' }}
          sizes="(min-width: 900px) 33vw, 100vw"
          className="giving-card-image"
        />
      )}
      <div className="giving-card-body">
        {project.featured && <p className="giving-badge">Featured</p>}
        <h3 id={titleId}>{project.title}</h3>
        <RichText field={project.shortDescription} topHeading={4} />
        <ProjectProgress
          goalUsd={project.goalUsd}
          contentRaisedUsd={project.fundsRaisedUsd}
          donations={donations}
          rates={rates}
        />
        <div className="giving-card-actions">
          <DonateLink projectId={project.id}>
            Give<span className="visually-hidden"> to {project.title}</span>
          </DonateLink>
          <Link to={paths.donationProject.href({ uid: project.id })}>
            Learn more<span className="visually-hidden"> about {project.title}</span>
          </Link>
        </div>
      </div>
    </article>
  );
}
