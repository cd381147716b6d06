import { act } from '@testing-library/react';
import type { GeneratedPage } from '@site/contracts/generator';
import { generator } from '../app/generator';
import { corpusSource } from './corpus';

let built: Promise<GeneratedPage[]> | null = null;

/** The page data the build makes from the real corpus, by path. */
export async function builtPage<D>(path: string): Promise<D> {
  built ??= generator.generate({
    content: corpusSource(),
    siteUrl: 'http://example.test',
    log: () => undefined,
  });
  const page = (await built).find((p) => p.path === path);
  if (!page) throw new Error(`no page built at ${path}`);
  return page.data as D;
}

/** A stand-in for the urql client: answers `givingProjects` with `projects`, or fails. */
export function fakeClient(answer: { projects?: unknown[]; fail?: boolean }) {
  const asked: unknown[] = [];
  const client = {
    asked,
    query: (_query: string, variables: unknown) => {
      asked.push(variables);
      return {
        toPromise: () =>
          Promise.resolve(
            answer.fail
              ? { error: new Error('network down'), data: undefined }
              : { error: undefined, data: { givingProjects: answer.projects ?? [] } },
          ),
      };
    },
  };
  return client;
}

/** Lets the page's API answer land inside act(), as it would after a render in the browser. */
export async function settle(): Promise<void> {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}
