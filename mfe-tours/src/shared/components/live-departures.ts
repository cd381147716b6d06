import { useEffect, useState } from 'react';
import type { Client } from 'urql';

/** The product GraphQL's `tourDepartures` (packages/api/src/tours/tour-sdl.ts), as the public pages read it. */
export const TOUR_DEPARTURES_QUERY = /* GraphQL */ `
  query TourDepartures($tourUids: [String!]) {
    tourDepartures(tourUids: $tourUids) {
      id
      tourUid
      startsOn
      status
      seatsTotal
      seatsLeft
      fewSeatsLeft
    }
  }
`;

export type LiveStatus = 'OPEN' | 'FULL' | 'CLOSED' | 'DEPARTED';

/** One departure's live figures. */
export interface LiveDeparture {
  id: string;
  tourUid: string;
  startsOn: string;
  status: LiveStatus;
  seatsTotal: number;
  seatsLeft: number;
  fewSeatsLeft: boolean;
}

const STATUSES: readonly string[] = ['OPEN', 'FULL', 'CLOSED', 'DEPARTED'];

/** The answer kept only where it has the contract's shape: a malformed entry is no figure, not a crash. */
export function reshapeDepartures(value: unknown): LiveDeparture[] {
  if (!Array.isArray(value)) return [];
  return (value as Array<Record<string, unknown> | null>).flatMap((d) => {
    if (
      !d ||
      typeof d.id !== 'string' ||
      typeof d.tourUid !== 'string' ||
      typeof d.startsOn !== 'string' ||
      !STATUSES.includes(d.status as string)
    )
      return [];
    const count = (n: unknown) =>
      typeof n === 'number' && Number.isFinite(n) && n >= 0 ? Math.floor(n) : 0;
    return [
      {
        id: d.id,
        tourUid: d.tourUid,
        startsOn: d.startsOn,
        status: d.status as LiveStatus,
        seatsTotal: count(d.seatsTotal),
        seatsLeft: count(d.seatsLeft),
        fewSeatsLeft: d.fewSeatsLeft === true,
      },
    ];
  });
}

/** The departure of a tour the page shows: the one on the content's start date, else its next one. */
export function departureOf(
  departures: readonly LiveDeparture[],
  tourUid: string,
  startsOn: string,
): LiveDeparture | null {
  const own = departures.filter((d) => d.tourUid === tourUid);
  return (
    own.find((d) => d.startsOn === startsOn) ??
    own.find((d) => d.status !== 'DEPARTED') ??
    own[0] ??
    null
  );
}

/** Runs the query; rejects on a network or GraphQL error. */
export async function fetchDepartures(
  client: Pick<Client, 'query'>,
  tourUids: readonly string[] | null,
): Promise<LiveDeparture[]> {
  const result = await client
    .query<{ tourDepartures: unknown }>(
      TOUR_DEPARTURES_QUERY,
      { tourUids: tourUids ? [...tourUids] : null },
      { requestPolicy: 'network-only' },
    )
    .toPromise();
  if (result.error) throw result.error;
  return reshapeDepartures(result.data?.tourDepartures);
}

export type DeparturesState =
  | { status: 'loading' }
  | { status: 'ready'; departures: LiveDeparture[] }
  | { status: 'unavailable' };

/**
 * The tours' live seats and status, asked once the page is in the browser (never while
 * prerendering). Allowed to fail: an unreachable API leaves `unavailable` and the page keeps what
 * the content says.
 */
export function useDepartures(
  client: () => Pick<Client, 'query'>,
  tourUids: readonly string[],
): DeparturesState {
  const [state, setState] = useState<DeparturesState>({ status: 'loading' });
  const key = tourUids.join('\n');
  useEffect(() => {
    if (!key) {
      setState({ status: 'ready', departures: [] });
      return;
    }
    let live = true;
    setState({ status: 'loading' });
    fetchDepartures(client(), key.split('\n')).then(
      (departures) => live && setState({ status: 'ready', departures }),
      (error: unknown) => {
        console.warn('tours: live departures unavailable:', error);
        if (live) setState({ status: 'unavailable' });
      },
    );
    return () => {
      live = false;
    };
  }, [client, key]);
  return state;
}
