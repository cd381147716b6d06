import { Link } from '@site/router';
import { Card } from '@site/ui/card';
import type { CurrencyRate } from '@site/contracts/page-data';
import { RichText } from '@site/ui/rich-text';
import type { LanguageProject } from '../../../shared/content/language-projects';
import type { Money } from '../../../shared/money/money';
import { ProjectProgress } from '../../../shared/components/project-progress';
import { DonateLink } from '../../../shared/components/donate-link';
import { paths } from '../../../app/paths';
import { FlaggedName } from './language-flag';

/** One language project in the listing: flag, name, goal and progress, and its page. */
export function LanguageCard({
  project,
  rates,
  donations,
}: {
  project: LanguageProject;
  rates: readonly CurrencyRate[];
  donations?: readonly Money[];
}) {
  const titleId = `language-${project.uid}-title`;
  return (
    <Card block="giving-card" className="giving-card giving-card--language" titleId={titleId}>
      <h4 id={titleId}>
        <FlaggedName name={project.name} flag={project.flag} />
      </h4>
      <RichText field={project.shortDescription} topHeading={5} />
      <ProjectProgress
        goalUsd={project.goalUsd}
        contentRaisedUsd={0}
        donations={donations}
        rates={rates}
      />
      <div className="giving-card-actions">
        <DonateLink projectId={project.id}>
          Give<span className="visually-hidden"> to the {project.name} project</span>
        </DonateLink>
        <Link to={paths.languageDonationDetail.href({ uid: project.uid })}>
          Learn more<span className="visually-hidden"> about the {project.name} project</span>
        </Link>
      </div>
    </Card>
  );
}
