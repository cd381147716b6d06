import type { Departure } from '../api/booking-types';
import { formatDay } from '../booking-rules';
import { WaitlistForm } from '../../waitlist/components/waitlist-form';

/** A sold-out departure's waitlist, in place of the seats the visitor asked for. */
export function SoldOut({
  departureId,
  departure,
  tourTitle,
  startsOn,
}: {
  departureId: string;
  /** The live departure, for how many wait; absent before the live list. */
  departure: Departure | null;
  tourTitle: string;
  startsOn?: string;
}) {
  const waiting = departure?.waitlistCount ?? 0;
  return (
    <section className="booking-waitlist" aria-labelledby="booking-waitlist-title">
      <h2 id="booking-waitlist-title">Sold out — join the waitlist</h2>
      <p>
        There are no seats left on the departure of {formatDay(departure?.startsOn ?? startsOn)}
        {waiting > 0 ? ` (${waiting} ${waiting === 1 ? 'person is' : 'people are'} waiting)` : ''}.
        Join the waitlist and we will e-mail you an offer as soon as seats free up.
      </p>
      <WaitlistForm departureId={departureId} tourTitle={tourTitle} />
    </section>
  );
}
