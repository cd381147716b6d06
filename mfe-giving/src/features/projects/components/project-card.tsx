import type { CurrencyRate } from '@site/contracts/page-data';
import { RichText } from '@site/ui/rich-text';
import { Link } from '@site/router';
import { Card } from '@site/ui/card';
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
    <Card
      block="giving-card"
      className={project.featured ? 'giving-card giving-card--featured' : 'giving-card'}
      titleId={titleId}
      image={project.thumbnail}
      sizes="(min-width: 900px) 33vw, 100vw"
    >
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
    </Card>
  );
}
