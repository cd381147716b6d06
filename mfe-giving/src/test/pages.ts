import { act } from '@testing-library/react';
import { fakeListClient, pageBuilder } from '@site/contracts/area-testing';
import { generator } from '../app/generator';
import { corpusSource } from './corpus';

/** The page data the build makes from the real corpus, by path. */
export const builtPage = pageBuilder(
  () => generator,
  () => corpusSource(),
);

/** A stand-in for the urql client: answers `givingProjects` with `projects`, or fails. */
export const fakeClient = ({ projects, fail }: { projects?: unknown[]; fail?: boolean }) =>
  fakeListClient({ rows: projects, fail });

/** Lets the page's API answer land inside act(), as it would after a render in the browser. */
export async function settle(): Promise<void> {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}
