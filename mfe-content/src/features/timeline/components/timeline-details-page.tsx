import { Link } from '@site/router';
import type { PageProps } from '@site/contracts/remote';
import type { TimelineDetailsData } from '../api/timeline-pages';

/** `/timeline-details`: how the timeline is organised, season by period by sub-period. */
export default function TimelineDetailsPage({ data }: PageProps) {
  const page = data as TimelineDetailsData | undefined;
  return (
    <article className="page">
      <h1>Timeline details</h1>
      <p className="lead">
        Each season of the series covers a stretch of history, divided into periods. Open a period
        to see its events and people.
      </p>
      {page?.seasons.map((season) => (
        <section key={season.title} aria-label={season.title}>
          <h2>{season.title}</h2>
          {season.span && <p>{season.span}</p>}
          {season.periods.map((period) => (
            <div key={period.title}>
              <h3>{period.title}</h3>
              <ul>
                {period.subPeriods.map((sp) => (
                  <li key={sp.id}>
                    <Link to={sp.path}>{sp.title}</Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </section>
      ))}
      <p>
        <Link to="/timeline">Back to the timeline</Link>
      </p>
    </article>
  );
}
