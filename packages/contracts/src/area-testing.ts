import fs from 'node:fs';
import path from 'node:path';
import type { ContentSource, GeneratedPage, SiteGenerator } from './generator';

// Test support the areas share (no test runs here, and no page imports it): the real corpus of
// packages/cms behind a content source, the pages a generator builds from it, and a stand-in for
// the urql client.

const CORPUS = path.resolve(__dirname, '../../cms/corpus/documents');

/** Every stored document of one type in the real corpus. */
export function corpusOf<D>(type: string): D[] {
  const dir = path.join(CORPUS, type);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as D);
}

/**
 * Documents of `type` as a query with these params gets them: with Prismic's `fetch`
 * (`['read.title', …]`), each one's data holds only the fields named for its type.
 */
export function fetched<D>(docs: D[], type: string, params?: Record<string, unknown>): D[] {
  const fetch = params?.fetch;
  if (fetch === undefined) return docs;
  const names = (Array.isArray(fetch) ? fetch : String(fetch).split(',')).map(String);
  const fields = new Set(
    names.filter((n) => n.startsWith(`${type}.`)).map((n) => n.slice(type.length + 1)),
  );
  return docs.map((doc) => {
    const { data } = doc as { data: Record<string, unknown> };
    return {
      ...doc,
      data: Object.fromEntries(Object.entries(data).filter(([key]) => fields.has(key))),
    };
  });
}

/**
 * The real corpus behind a content source, links left as stored (id only, no uid), the way the
 * areas' generator tests read it: the pages must resolve their links themselves. `fetch` is
 * honoured as the content server honours it. `area` names who asked, for the message of a call
 * the areas do not make.
 */
export function corpusSource<D>(area: string, overrides: Record<string, D[]> = {}): ContentSource {
  const unsupported = () => Promise.reject(new Error(`not used by the ${area} pages`));
  return {
    getAllByType: async <T>(type: string, params?: Record<string, unknown>) =>
      fetched(overrides[type] ?? corpusOf<D>(type), type, params) as unknown as T[],
    dangerouslyGetAll: unsupported,
    getSingle: unsupported,
    getByUID: unsupported,
  };
}

/** An area's corpus readers, typed with its document shape. */
export function areaCorpus<D>(area: string) {
  return {
    corpusOf: (type: string) => corpusOf<D>(type),
    corpusSource: (overrides: Record<string, D[]> = {}) => corpusSource<D>(area, overrides),
  };
}

/** The page data a generator builds from `content`, by path; built once, on first use. */
export function pageBuilder(
  load: () => SiteGenerator | Promise<SiteGenerator>,
  content: () => ContentSource,
): <D>(path: string) => Promise<D> {
  let built: Promise<GeneratedPage[]> | null = null;
  return async <D>(at: string) => {
    built ??= Promise.resolve(load()).then((generator) =>
      generator.generate({
        content: content(),
        siteUrl: 'http://example.test',
        log: () => undefined,
      }),
    );
    const page = (await built).find((p) => p.path === at);
    if (!page) throw new Error(`no page built at ${at}`);
    return page.data as D;
  };
}

type Answer = (field: string, variables: Record<string, unknown>) => unknown;

/**
 * A stand-in for the urql client: each operation is answered by `answer(name, variables)` where
 * name is the operation's root field (givingProjects, tourBooking …); a thrown error is a network
 * failure. `first` answers before it when it returns something (the tours' one-time code fields).
 */
export function fakeGraphqlClient(answer: Answer, first: Answer = () => undefined) {
  const calls: Array<{ field: string; variables: Record<string, unknown> }> = [];
  const run = (doc: string, variables: Record<string, unknown>) => {
    const field = /\{\s*(\w+)/.exec(doc)?.[1] ?? '';
    calls.push({ field, variables });
    return {
      toPromise: async () => {
        try {
          const value = first(field, variables) ?? (await answer(field, variables));
          return { data: { [field]: value }, error: undefined };
        } catch (error) {
          // An Error, as urql's CombinedError is: callers read its message or throw it on.
          return { data: undefined, error: error as Error };
        }
      },
    };
  };
  return { calls, query: run, mutation: run };
}

/**
 * A client whose every query answers `rows` (or fails with a network error, `fail`), for the pages
 * that read one list from the API; `asked` holds each query's variables.
 */
export function fakeListClient(answer: { rows?: unknown[]; fail?: boolean }) {
  const client = fakeGraphqlClient(() => {
    if (answer.fail) throw new Error('network down');
    return answer.rows ?? [];
  });
  return {
    ...client,
    get asked() {
      return client.calls.map((call) => call.variables);
    },
  };
}
