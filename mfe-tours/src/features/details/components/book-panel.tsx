import { Link } from '@site/router';
import { paths } from '../../../app/paths';
import { badgeKind, DepartureBadge, SeatsLeft } from '../../../shared/components/departure-badge';
import type { DeparturesState, LiveDeparture } from '../../../shared/components/live-departures';
import { WaitlistForm } from '../../waitlist/components/waitlist-form';

/**
 * The booking action of a tour's page, from the live departure: "Book this tour" while it is open
 * (and, before the answer comes or when the API is down, unless it had departed at build time), the
 * waitlist form when it is full, a note when it is closed or has departed.
 */
export function BookPanel({
  uid,
  title,
  startsOn,
  live,
  departure,
  departedAtBuild,
}: {
  uid: string;
  title: string;
  startsOn: string;
  live: DeparturesState;
  departure: LiveDeparture | null;
  departedAtBuild: boolean;
}) {
  const known = live.status === 'ready' ? departure : undefined;
  const kind = badgeKind(known, departedAtBuild);
  const notFound = live.status === 'ready' && departure === null;
  return (
    <div className="tour-book">
      {/* Not a live region: the figures are asked once, as the page loads, so all a live region
          could say is the page's first state, which is read with the page (issue 31). */}
      <p className="tour-book-status">
        <DepartureBadge live={known} departedAtBuild={departedAtBuild} /> <SeatsLeft live={known} />
        {live.status === 'loading' && !departedAtBuild && (
          <span className="tours-seats">Checking seats…</span>
        )}
      </p>
      {kind === 'departed' && (
        <p>
          This tour departed on its start date. Register your interest to hear about the next one.
        </p>
      )}
      {kind === 'closed' && <p>Booking is closed for this departure.</p>}
      {kind === 'full' && departure && (
        <WaitlistForm departureId={departure.id} tourTitle={title} />
      )}
      {(kind === null || kind === 'few') && !notFound && (
        <p>
          <Link className="button-primary" to={paths.booking.href({ uid })}>
            Book this tour
          </Link>
        </p>
      )}
      {kind === 'full' && !departure && <p>This departure is full.</p>}
      {notFound && !departedAtBuild && <p>Booking for the {startsOn} departure is not open yet.</p>}
      {(kind !== null && kind !== 'few') || notFound ? (
        <p>
          <Link to={paths.participationInterest.path}>Register your interest</Link>
        </p>
      ) : null}
    </div>
  );
}
