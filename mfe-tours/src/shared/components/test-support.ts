import { act, screen } from '@testing-library/react';
import { fakeListClient, pageBuilder } from '@site/contracts/area-testing';
import { corpusSource } from '../content/test-corpus';

// Test support for the tours pages' component tests (no test runs here): page data from the real
// corpus, a fake GraphQL client, and settling the API's answers. The pages are rendered and queried
// with @testing-library/react.

/** The page data the build makes from the real corpus, by path. */
export const builtPage = pageBuilder(
  async () => (await import('../../app/generator')).generator,
  () => corpusSource(),
);

/** A stand-in for the urql client: answers `tourDepartures` with `departures`, or fails. */
export const fakeClient = ({ departures, fail }: { departures?: unknown[]; fail?: boolean }) =>
  fakeListClient({ rows: departures, fail });

/** A live departure as the API would give it. */
export function departure(
  tourUid: string,
  startsOn: string,
  status: string,
  seatsLeft: number,
  fewSeatsLeft = seatsLeft > 0 && seatsLeft <= 5,
) {
  return {
    id: `${tourUid}-${startsOn}`,
    tourUid,
    startsOn,
    status,
    seatsTotal: 28,
    seatsLeft,
    fewSeatsLeft,
  };
}

/** Lets the page's API answers land inside act(), as they would after a render in the browser. */
export async function settle(times = 1): Promise<void> {
  for (let i = 0; i < times; i++) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  }
}

/** The text of every alert on the page, joined: what a screen reader has been told. */
export function alertText(): string {
  return screen
    .queryAllByRole('alert')
    .map((a) => a.textContent)
    .join(' ');
}
