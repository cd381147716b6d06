import { Link } from '@site/router';
import { appState } from '@site/app-state';
import { useAppState } from '@site/app-state/react';
import { resolveLinkField } from '@site/content';
import type { PageProps } from '@site/contracts/remote';
import { ResponsiveImage } from '@site/ui/image';
import { RichText } from '@site/ui/rich-text';
import { CardSection } from '../../../shared/components/card-list';
import { RelatedProducts } from '../../../shared/components/related-products';
import type { TimelinePersonData } from '../api/timeline-pages';
import { PersonTabs, type PersonTab } from './person-tabs';
import './person.css';

/** A life in date order: birth, the events it touched, death. */
function LifeTimeline({ page }: { page: TimelinePersonData }) {
  const { person, events } = page;
  return (
    <ol className="life-timeline">
      {person.born && (
        <li>
          <span className="life-date">{person.born}</span> Born
        </li>
      )}
      {events.map((e) => (
        <li key={e.id}>
          <span className="life-date">{e.dateLabel ?? 'Date unknown'}</span>{' '}
          <Link to={e.path}>{e.title}</Link>
          {e.description && <p>{e.description}</p>}
        </li>
      ))}
      {person.died && (
        <li>
          <span className="life-date">{person.died}</span> Died
        </li>
      )}
      {!person.born && !person.died && events.length === 0 && (
        <li>No dated events are recorded for this life yet.</li>
      )}
    </ol>
  );
}

/**
 * The timeline people template: a life's dates and portrait, then tabs — its timeline, the biography
 * and the articles about it — with the active tab in the shared app state (spec §3, initially 'timeline').
 */
export default function TimelinePersonPage({ data }: PageProps) {
  const page = data as TimelinePersonData | undefined;
  const stored = useAppState((s) => s.peopleTab);
  if (!page) return null;
  const { person } = page;
  const tabs: PersonTab[] = [
    { id: 'timeline', label: 'Timeline', panel: <LifeTimeline page={page} /> },
    {
      id: 'biography',
      label: 'Biography',
      panel: <RichText field={person.summary} resolveLink={resolveLinkField} topHeading={2} />,
    },
  ];
  if (page.related.length > 0)
    tabs.push({
      id: 'articles',
      label: 'Articles',
      panel: <CardSection title="Articles" cards={page.related} />,
    });
  return (
    <article className="page timeline-person">
      <p className="card-type">
        <Link to="/timeline">Timeline</Link> · Person
      </p>
      <h1>{person.name}</h1>
      {person.lifespan && <p className="lead">{person.lifespan}</p>}
      <dl className="person-dates">
        {person.born && (
          <>
            <dt>Born</dt>
            <dd>{person.born}</dd>
          </>
        )}
        {person.died && (
          <>
            <dt>Died</dt>
            <dd>{person.died}</dd>
          </>
        )}
      </dl>
      {person.image && (
        <ResponsiveImage
          image={person.image}
          priority
          sizes="(min-width: 600px) 320px, 100vw"
          className="person-portrait"
        />
      )}
      <PersonTabs
        tabs={tabs}
        selected={stored}
        label={`About ${person.name}`}
        onSelect={(id) => appState.setState({ peopleTab: id })}
      />
      <RelatedProducts handles={person.relatedProducts} />
    </article>
  );
}
