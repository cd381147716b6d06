import { useCallback, useEffect, useState } from 'react';
import type { Client } from 'urql';
import { fetchDepartures } from './booking-api';
import type { Departure } from './booking-types';

export type DeparturesState =
  { status: 'loading' } | { status: 'ready'; departures: Departure[] } | { status: 'failed' };

/**
 * A tour's departures with their live seats, status and terms, through the tours' urql client:
 * asked once the page is in the browser (never while prerendering), so the served page shows the
 * build's planned departures until then. `retry` asks again after a failure.
 */
export function useDepartures(
  client: () => Pick<Client, 'query'>,
  tourUid: string,
): { state: DeparturesState; retry: () => void } {
  const [state, setState] = useState<DeparturesState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    fetchDepartures(client(), tourUid).then(
      (departures) => live && setState({ status: 'ready', departures }),
      () => live && setState({ status: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [client, tourUid, attempt]);
  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  return { state, retry };
}
