import path from 'node:path';

import { accessDenied, mayListReleases, presentedToken } from './api/access-token';
import { repositoryAnswer, tagsAnswer } from './api/repository';
import type { ApiAnswer } from './api/responses';
import { searchAnswer, searchPage } from './api/search-route';
import { EditorialStore } from './editorial/editorial-store';
import { PreviewTokens } from './editorial/preview-token';
import { Refs } from './editorial/refs';
import { checkOrigin, type CmsOptions } from './options';
import { RenderedJsonCache } from './render/json-cache';
import { ContentStore } from './store/content-store';

export type { ApiAnswer } from './api/responses';

/** Where the local API pretends to be mounted, like the site server's `/cms`. */
const MOUNT = '/cms';

/** Stands in for the results while the envelope is written; no other value of it is this string. */
const RESULTS = '\u0000results\u0000';
const RESULTS_JSON = `"results":${JSON.stringify(RESULTS)}`;

export interface LocalCmsOptions extends Omit<CmsOptions, 'imagesDir'> {
  /**
   * The origin the API answers as (`http://content.invalid`): its endpoint is `<origin>/cms/api/v2`
   * and, unless `publicOrigin` is set, absolute URLs in answers start with it. Nothing listens there.
   */
  origin: string;
  /** `false`: one snapshot of the documents for the life of the API (see ContentStoreOptions). */
  watch?: boolean;
  /**
   * A folder that keeps the parsed corpus and the rendered documents from one run to the next
   * (CorpusCache, RenderedJsonCache): read now, written by `saveCache()`. Without it, rendered
   * documents are remembered for the life of the API.
   */
  cacheDir?: string;
  /**
   * With `cacheDir`: rendered documents are kept in the cache's file rather than in memory, for a
   * process that renders each document once (RenderedJsonCacheOptions.onDisk). They are written
   * out by the `saveCache` made when `closing`.
   */
  renderingsOnDisk?: boolean;
  log?: (message: string) => void;
}

/** The Content API of `createCmsRouter` in memory, without HTTP: for a process that owns the content. */
export interface LocalCms {
  /** The repository endpoint for @prismicio/client: `<origin>/cms/api/v2`. */
  endpoint: string;
  /** What the router answers to a GET of `url` (with this `Authorization` header), as status and body. */
  answer(url: string, authorization?: string): ApiAnswer;
  /**
   * The same answer as the JSON text the router sends, and for a search each result's own JSON
   * (the text of the body is made of them). Documents rendered before are not rendered again.
   */
  answerJson(url: string, authorization?: string): JsonAnswer;
  /**
   * Writes what changed of the parsed corpus and the rendered documents to `cacheDir`, for the next
   * run. `closing`: the last save before `close` (the one that writes renderings kept on disk).
   */
  saveCache(options?: { closing?: boolean }): void;
  /** A `fetch` for @prismicio/client (`createClient(…, { fetch })`): the router's answers as JSON. */
  fetch(input: string | URL | Request, init?: RequestInit): Promise<Response>;
  store: ContentStore;
  close(): void;
}

export interface JsonAnswer {
  status: number;
  json: string;
  /** A search's results, each as JSON (made when first read); empty for anything else. */
  readonly documents: string[];
  /**
   * For each result, its id and the version of its rendering (see RenderedJsonCache.render),
   * when the rendering has one (a projection with `fetch` has the whole rendering's; none has
   * one with `fetchLinks`).
   */
  versions: ({ id: string; version: string } | null)[];
  /**
   * A search answer's text, but for the ref (in each `href`, `next_page`, `prev_page` and
   * `version`), is known from its URL without the ref and this: its total and each result's id and
   * version. Absent when a result has no version (`fetchLinks`), or for anything but a search.
   */
  signature?: string;
}

const NOT_FOUND: ApiAnswer = {
  status: 404,
  body: { type: 'not_found', message: 'Unknown API route' },
};

export function createLocalCms(options: LocalCmsOptions): LocalCms {
  const origin = checkOrigin(options.origin);
  if (!origin) throw new Error('createLocalCms needs an origin, such as http://content.invalid');
  const publicOrigin = checkOrigin(options.publicOrigin);
  const base = `${publicOrigin ?? origin}${MOUNT}`;
  const store = new ContentStore({
    documentsDir: options.documentsDir,
    customTypesDir: options.customTypesDir,
    watch: options.watch,
    cacheFile: options.cacheDir && path.join(options.cacheDir, 'corpus.json'),
    log: options.log,
  });

  const editorial = options.editorialDir
    ? new EditorialStore(options.editorialDir, options.log)
    : undefined;
  const refs = new Refs(store, editorial, new PreviewTokens(options.previewSecret));
  const imageOrigin = publicOrigin ?? origin;
  const cache = new RenderedJsonCache(base, imageOrigin, {
    file: options.cacheDir && path.join(options.cacheDir, 'rendered'),
    onDisk: options.renderingsOnDisk,
  });

  /** The route a URL names, with its parameters, or the answer it gets without one. */
  function route(url: string, authorization: string | undefined) {
    const parsed = new URL(url);
    const prefix = `${MOUNT}/api/`;
    if (parsed.origin !== origin || !parsed.pathname.startsWith(prefix)) return NOT_FOUND;
    // Express's default (non-strict) routing also matches a trailing slash.
    const name = parsed.pathname.slice(prefix.length).replace(/\/$/, '');
    if (name !== 'v2' && name !== 'v2/documents/search' && name !== 'tags') return NOT_FOUND;
    const params = parsed.searchParams;
    const denied = accessDenied(options.accessToken, presentedToken(params, authorization), base);
    return denied ?? { name, params, token: presentedToken(params, authorization) };
  }

  function answer(url: string, authorization?: string): ApiAnswer {
    const found = route(url, authorization);
    if ('status' in found) return found;
    if (found.name === 'v2') {
      const withReleases = mayListReleases(found.token, options.accessToken, options.writeToken);
      return repositoryAnswer(refs, base, options.accessToken, withReleases);
    }
    if (found.name === 'tags') return tagsAnswer(refs);
    return searchAnswer(refs, found.params, base, imageOrigin);
  }

  function answerJson(url: string, authorization?: string): JsonAnswer {
    const found = route(url, authorization);
    if ('status' in found || found.name !== 'v2/documents/search') {
      const { status, body } = answer(url, authorization);
      return { status, json: JSON.stringify(body), documents: [], versions: [] };
    }
    const page = searchPage(refs, found.params, base, imageOrigin);
    if (!page.ok)
      return {
        status: page.answer.status,
        json: JSON.stringify(page.answer.body),
        documents: [],
        versions: [],
      };
    const rendered = page.entries.map((entry) => cache.render(entry, page.ctx));
    const versions: JsonAnswer['versions'] = rendered.map(({ version }, i) =>
      version === undefined ? null : { id: page.entries[i]!.doc.id, version },
    );
    // Each document's text is made only when read (see RenderedJsonCache.render).
    let texts: string[] | undefined;
    const documents = () => (texts ??= rendered.map((r) => r.json));
    const envelope = page.envelope(RESULTS);
    const signature = versions.every((v) => v !== null)
      ? `${String(envelope.total_results_size)} ${versions.map((v) => `${v!.id}:${v!.version}`).join(',')}`
      : undefined;
    // The body as JSON.stringify would write it, with the documents' own JSON in place: joined
    // only when read, as a caller that holds the same answer already (see `signature`) does not.
    let json: string | undefined;
    return {
      status: 200,
      get json() {
        return (json ??= JSON.stringify(envelope).replace(
          RESULTS_JSON,
          () => `"results":[${documents().join(',')}]`,
        ));
      },
      get documents() {
        return documents();
      },
      versions,
      signature,
    };
  }

  return {
    endpoint: `${origin}${MOUNT}/api/v2`,
    answer,
    answerJson,
    saveCache(saving) {
      store.saveCache();
      cache.save(store.current(), saving);
    },
    async fetch(input, init) {
      const request = new Request(input, init);
      const { status, json } =
        request.method === 'GET' || request.method === 'HEAD'
          ? answerJson(request.url, request.headers.get('authorization') ?? undefined)
          : { status: NOT_FOUND.status, json: JSON.stringify(NOT_FOUND.body) };
      return new Response(request.method === 'HEAD' ? null : json, {
        status,
        headers: {
          'Content-Type': 'application/json; charset=utf-8',
          'Cache-Control': 'no-cache',
          'Access-Control-Allow-Origin': '*',
        },
      });
    },
    store,
    close() {
      store.close();
      cache.close();
    },
  };
}
