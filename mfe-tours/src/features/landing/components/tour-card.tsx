import { Link } from '@site/router';
import { Card } from '@site/ui/card';
import { paths } from '../../../app/paths';
import { badgeKind, DepartureBadge, SeatsLeft } from '../../../shared/components/departure-badge';
import { formatDay } from '../../../shared/components/format';
import { TourPrice } from '../../../shared/components/tour-price';
import type { LiveDeparture } from '../../../shared/components/live-departures';
import type { TourCard as TourCardData } from '../../../shared/content/tour-view';

/** One tour on the landing: its dates, price from, live seats and badge, and the ways on. */
export function TourCard({
  tour,
  live,
}: {
  tour: TourCardData;
  live: LiveDeparture | null | undefined;
}) {
  const titleId = `tour-${tour.uid}-title`;
  const kind = badgeKind(live, tour.departed === true);
  const details = paths.details.href({ uid: tour.uid });
  return (
    <Card
      block="tours-card"
      className={`tours-card${kind === 'departed' ? ' tours-card--departed' : ''}`}
      titleId={titleId}
      image={tour.thumbnail}
      sizes="(min-width: 1200px) 22rem, (min-width: 700px) 45vw, 100vw"
    >
      <h3 id={titleId}>
        <Link to={details}>{tour.title}</Link>
      </h3>
      {tour.subtitle && <p className="tours-card-subtitle">{tour.subtitle}</p>}
      <dl className="tours-facts">
        <div>
          <dt>Starts</dt>
          <dd>
            <time dateTime={tour.startsOn}>{formatDay(tour.startsOn)}</time>
          </dd>
        </div>
        {tour.priceFromUsd > 0 && (
          <div>
            <dt>Price from</dt>
            <dd>
              <TourPrice amount={tour.priceFromUsd} /> per person
            </dd>
          </div>
        )}
      </dl>
      {/* Not a live region: the seats arrive after the page loads, and a list of cards read out
            on arrival ("Departed, Departed, 28 of 28 seats left…") is noise, not news. */}
      <p className="tours-card-status">
        <DepartureBadge live={live} departedAtBuild={tour.departed === true} />{' '}
        <SeatsLeft live={live} />
      </p>
      <div className="tours-card-actions">
        <Link to={details}>
          Tour details<span className="visually-hidden">: {tour.title}</span>
        </Link>
        {kind === 'full' && (
          <Link to={`${details}#book`}>
            Join the waitlist<span className="visually-hidden"> for {tour.title}</span>
          </Link>
        )}
        {(kind === null || kind === 'few') && (
          <Link className="button-primary" to={paths.booking.href({ uid: tour.uid })}>
            Book<span className="visually-hidden"> {tour.title}</span>
          </Link>
        )}
      </div>
    </Card>
  );
}
