import { act } from '@testing-library/react';
import type { GeneratedPage } from '@site/contracts/generator';
import { corpusSource } from '../content/test-corpus';

// Test support for the tours pages' component tests (no test runs here): page data from the real
// corpus, a fake GraphQL client, and settling the API's answers. The pages are rendered and queried
// with @testing-library/react.

let built: Promise<GeneratedPage[]> | null = null;

/** The page data the build makes from the real corpus, by path. */
export async function builtPage<D>(path: string): Promise<D> {
  const { generator } = await import('../../app/generator');
  built ??= generator.generate({
    content: corpusSource(),
    siteUrl: 'http://example.test',
    log: () => undefined,
  });
  const page = (await built).find((p) => p.path === path);
  if (!page) throw new Error(`no page built at ${path}`);
  return page.data as D;
}

/** A stand-in for the urql client: answers `tourDepartures` with `departures`, or fails. */
export function fakeClient(answer: { departures?: unknown[]; fail?: boolean }) {
  const asked: unknown[] = [];
  return {
    asked,
    query: (_query: string, variables: unknown) => {
      asked.push(variables);
      return {
        toPromise: () =>
          Promise.resolve(
            answer.fail
              ? { error: new Error('network down'), data: undefined }
              : { error: undefined, data: { tourDepartures: answer.departures ?? [] } },
          ),
      };
    },
  };
}

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
