import type { PlannedDeparture } from '../../../shared/content/tour-view';
import type { Departure } from '../api/booking-types';
import type { DeparturesState } from '../api/use-departures';
import type { Money } from '../booking-rules';
import type { DepartureFacts } from '../machines/booking-context';

/**
 * A departure as the page shows it: the API's once the live list has come, the build's planned one
 * (the content's date and prices) until then, so that the served page can be used at once.
 */
export interface DepartureView {
  id: string;
  startsOn: string;
  priceSingle: Money;
  priceDouble: Money;
  /** The API's departure with its seats, status and terms; null before the live list. */
  live: Departure | null;
  /** A planned departure whose date was past when the site was built. */
  departed: boolean;
}

const usd = (n: number): Money => ({ amount: n.toFixed(2), currencyCode: 'USD' });

/** The departures to show; null while there are none yet (no plan and no answer). */
export function departureViews(
  planned: readonly PlannedDeparture[] | undefined,
  state: DeparturesState,
): DepartureView[] | null {
  if (state.status === 'ready')
    return state.departures.map((d) => ({
      id: d.id,
      startsOn: d.startsOn,
      priceSingle: d.priceSingle,
      priceDouble: d.priceDouble,
      live: d,
      departed: d.status === 'DEPARTED',
    }));
  if (!planned) return null;
  return planned.map((p) => ({
    id: p.id,
    startsOn: p.startsOn,
    priceSingle: usd(p.priceSingleUsd),
    priceDouble: usd(p.priceDoubleUsd),
    live: null,
    departed: p.departed,
  }));
}

/** A departure the visitor can choose: open, or full (its waitlist); not closed or gone. */
export const isBookable = (d: DepartureView) =>
  d.live ? d.live.status !== 'CLOSED' && d.live.status !== 'DEPARTED' : !d.departed;

/** Open or full: the departures a lone one of which is chosen for the visitor. */
export const openIds = (views: readonly DepartureView[]) =>
  views.filter(isBookable).map((d) => d.id);

/** What the machine decides on (a planned departure's status and seats are not known yet). */
export function factsOfView(view: DepartureView | null): DepartureFacts | null {
  if (!view) return null;
  return {
    id: view.id,
    startsOn: view.startsOn,
    status: view.live?.status ?? (view.departed ? 'DEPARTED' : null),
    seatsLeft: view.live?.seatsLeft ?? null,
  };
}
