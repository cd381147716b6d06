import { Link } from '@site/router';
import type { PageProps } from '@site/contracts/remote';
import { CardSection } from '../../../shared/components/card-list';
import type { TimelineGroupData } from '../api/timeline-pages';

/** The combined event-and-people template: one period's events and the people who took part. */
export default function TimelineGroupPage({ data }: PageProps) {
  const page = data as TimelineGroupData | undefined;
  if (!page) return null;
  return (
    <article className="page">
      <p className="card-type">
        <Link to={page.season ? `/timeline?season=${page.season}` : '/timeline'}>Timeline</Link> ·
        Period
      </p>
      <h1>{page.title}</h1>
      {page.description && <p className="lead">{page.description}</p>}
      <CardSection title="Events" cards={page.events} />
      <CardSection title="People" cards={page.people} />
    </article>
  );
}
