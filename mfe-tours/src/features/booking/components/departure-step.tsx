import { Link } from '@site/router';
import { useSelector } from '@xstate/react';
import type { TourView } from '../../../shared/content/tour-view';
import { formatDay, formatMoney, MAX_TRAVELLERS, MIN_TRAVELLERS } from '../booking-rules';
import { Field, FieldError, fieldId, invalid } from './booking-form-parts';
import { type DepartureView, isBookable } from './departure-view';
import { type BookingActor, useFields } from './use-booking-actor';

function statusLabel(d: DepartureView): string {
  // Before the live list: what a visitor may rely on, never a guess at the seats.
  if (!d.live) return d.departed ? 'Departed' : 'Seats are checked as you continue';
  switch (d.live.status) {
    case 'FULL':
      return 'Full — join the waitlist';
    case 'CLOSED':
      return 'Booking closed';
    case 'DEPARTED':
      return 'Departed';
    default:
      return d.live.fewSeatsLeft
        ? `Few seats left: ${d.live.seatsLeft}`
        : `${d.live.seatsLeft} of ${d.live.seatsTotal} seats left`;
  }
}

function termsLabel(d: DepartureView): string {
  if (!d.live) return 'Deposit and balance: shown as you continue.';
  return `Deposit ${formatMoney(d.live.depositPerPerson)} per person${
    d.live.fullPaymentAtBooking
      ? ' (the full amount is due at booking)'
      : `, balance due ${formatDay(d.live.balanceDueOn)}`
  }`;
}

/**
 * The first step: the date and how many go. Each departure's status and terms sit on lines of their
 * own, with room kept for them (booking.css), so the live figures replace the served text in place.
 */
export function DepartureStep({
  actor,
  departures,
  tour,
}: {
  actor: BookingActor;
  departures: DepartureView[];
  tour: TourView;
}) {
  const { departureId, errors } = useFields(actor, 'departureId', 'errors');
  if (departures.length === 0) {
    return (
      <p>
        No departures of {tour.title} are open for booking yet.{' '}
        <Link to="/tours/participation-interest">Register your interest</Link> and we will e-mail
        you when seats open.
      </p>
    );
  }
  return (
    <>
      <fieldset
        className="booking-departures"
        id={fieldId('departureId')}
        {...invalid('departureId', errors)}
      >
        <legend>Departure</legend>
        {departures.map((d) => {
          const closed = !isBookable(d);
          return (
            <label key={d.id} className={`booking-departure${closed ? ' closed' : ''}`}>
              <input
                type="radio"
                name="departure"
                value={d.id}
                checked={departureId === d.id}
                disabled={closed}
                onChange={() => actor.send({ type: 'departure.selected', departureId: d.id })}
              />
              <span>
                {/* One line each on screen; read as one sentence, with its separators. */}
                <strong>{formatDay(d.startsOn)}</strong>
                <span className="visually-hidden"> · </span>
                <span className="booking-departure__status">{statusLabel(d)}</span>
                <span className="visually-hidden"> · </span>
                <span className="booking-departure__prices">
                  {formatMoney(d.priceDouble)} per person sharing, {formatMoney(d.priceSingle)} in a
                  single room
                </span>
                <span className="visually-hidden"> · </span>
                <span className="booking-departure__terms">{termsLabel(d)}</span>
              </span>
            </label>
          );
        })}
        <FieldError name="departureId" errors={errors} />
      </fieldset>
      {departures.some(isBookable) ? (
        <TravellerCount actor={actor} />
      ) : (
        <p>
          None of these departures is open for booking any more.{' '}
          <Link to="/tours/participation-interest">Register your interest</Link> and we will e-mail
          you when new dates open, or <Link to="/tours/upcoming">see the upcoming tours</Link>.
        </p>
      )}
    </>
  );
}

function TravellerCount({ actor }: { actor: BookingActor }) {
  const { travellerCount, errors } = useFields(actor, 'travellerCount', 'errors');
  const held = useSelector(actor, (s) => s.context.hold !== null);
  return (
    <>
      <Field
        name="travellerCount"
        label="Number of travellers"
        errors={errors}
        hint="Everyone who travels, children included. Under 18s travel with an adult."
      >
        <select
          value={String(travellerCount)}
          onChange={(e) =>
            actor.send({ type: 'travellers.counted', count: Number(e.target.value) })
          }
        >
          {Array.from(
            { length: MAX_TRAVELLERS - MIN_TRAVELLERS + 1 },
            (_, i) => i + MIN_TRAVELLERS,
          ).map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </Field>
      {held && (
        <p className="booking-hint">
          Your seats are held; changing the departure or the number of travellers changes the hold.
        </p>
      )}
    </>
  );
}
