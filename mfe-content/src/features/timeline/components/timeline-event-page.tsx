import { Link } from '@site/router';
import type { PageProps } from '@site/contracts/remote';
import { ResponsiveImage } from '@site/ui/image';
import { CardSection } from '../../../shared/components/card-list';
import { RelatedProducts } from '../../../shared/components/related-products';
import { ArticleSections } from '../../../shared/components/article-sections';
import type { TimelineEventData } from '../api/timeline-pages';

/** The timeline event template: date (with its era and accuracy), body, people and places. */
export default function TimelineEventPage({ data }: PageProps) {
  const page = data as TimelineEventData | undefined;
  if (!page) return null;
  const { event } = page;
  return (
    <article className="page timeline-event">
      {event.banner && (
        <ResponsiveImage image={event.banner} priority className="hero-image" sizes="100vw" />
      )}
      <p className="card-type">
        <Link to="/timeline">Timeline</Link> · Event
      </p>
      <h1>{event.title}</h1>
      {event.dateLabel && (
        <p className="lead">
          <time>{event.dateLabel}</time>
        </p>
      )}
      {event.description && <p>{event.description}</p>}
      <ArticleSections sections={page.sections} />
      <CardSection title="People" cards={page.people} />
      <CardSection title="Places" cards={page.related} />
      <RelatedProducts handles={page.event.relatedProducts} />
    </article>
  );
}
