import { act } from '@testing-library/react';
import { fakeGraphqlClient, pageBuilder } from '@site/contracts/area-testing';
import { generator } from '../app/generator';
import { corpusSource } from './corpus';

/** The page data the build makes from the real corpus, by path. */
export const builtPage = pageBuilder(
  () => generator,
  () => corpusSource(),
);

/** A stand-in for the urql client: answers `givingProjects` with `projects`, or fails. */
export function fakeClient(answer: { projects?: unknown[]; fail?: boolean }) {
  const client = fakeGraphqlClient(() => {
    if (answer.fail) throw new Error('network down');
    return answer.projects ?? [];
  });
  return {
    ...client,
    /** The variables of each query, in order. */
    get asked() {
      return client.calls.map((call) => call.variables);
    },
  };
}

/** Lets the page's API answer land inside act(), as it would after a render in the browser. */
export async function settle(): Promise<void> {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}
