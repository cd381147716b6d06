import { Link } from 'react-router-dom';
import { resolveLinkField } from '@site/content';
import type { PageProps } from '@site/contracts/remote';
import { ResponsiveImage } from '@site/ui/image';
import { RichText } from '@site/ui/rich-text';
import { CardSection } from '../../../shared/components/card-list';
import type { TimelinePersonData } from '../api/timeline-pages';

/** The timeline people template: a life's dates, summary, the events it touched and articles about it. */
export default function TimelinePersonPage({ data }: PageProps) {
  const page = data as TimelinePersonData | undefined;
  if (!page) return null;
  const { person } = page;
  return (
    <article className="page timeline-person">
      <p className="card-type">
        <Link to="/timeline">Timeline</Link> · Person
      </p>
      <h1>{person.name}</h1>
      {person.lifespan && <p className="lead">{person.lifespan}</p>}
      <dl className="person-dates">
        {person.born && (<><dt>Born</dt><dd>{person.born}</dd></>)}
        {person.died && (<><dt>Died</dt><dd>{person.died}</dd></>)}
      </dl>
      {person.image && <ResponsiveImage image={person.image} priority sizes="(min-width: 600px) 320px, 100vw" className="person-portrait" />}
      <RichText field={person.summary} resolveLink={resolveLinkField} topHeading={2} />
      <CardSection title="Events" cards={page.events} />
      <CardSection title="Articles" cards={page.related} />
    </article>
  );
}
