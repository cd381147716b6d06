import type { DocumentChange } from '@site/contracts/generator';
import { parentPort, workerData } from 'node:worker_threads';
import { createLocalCms, type JsonAnswer } from '@site/cms/local-api';
import type { CmsOptions } from '@site/cms/options';
import type { ContentSnapshot, IndexedDocument } from '@site/cms/store/types';
import { differingEntries } from '@site/cms/store/build-snapshot';
import { createClient } from '@site/content';
import type { SiteGenerator } from '@site/contracts/generator';
import { contentSourceOver, jsonResponse } from './content-client';
import { documentHashOfJson, relativise } from './document-hashes';
import { folderCache, laterCache } from './build-cache';
import { answerValue, KeptAnswers } from './kept-answers';
import { ChangesSince } from './changes-since';
import { loadBundle } from './load-bundle';
import { trace, traceSpan } from './trace';

/** The areas whose files to make: where each one's SSR bundle and build cache are. */
export interface FilesJob {
  areas: { name: string; bundle: string; cacheDir: string }[];
  siteUrl: string;
}

/**
 * What the build thread sends: a Content API GET, an area-files job, or the end of the build.
 */
export type ToContentWorker =
  /** `have`: the signature of the answer the build thread kept for this query (kept-answers.ts). */
  | { kind: 'get'; id: number; url: string; authorization?: string; have?: string }
  | ({ kind: 'files'; id: number } & FilesJob)
  /**
   * A new snapshot for the next build of a warm builder: changed documents read again, answers
   * forgotten. `ids`: the documents the caller knows changed, whose files alone are looked at.
   */
  | { kind: 'refresh'; id: number; ids?: readonly string[] }
  /** Whether the snapshot is what the whole folder holds (after a refresh told `ids`). */
  | { kind: 'verify'; id: number }
  | { kind: 'close'; id: number };

export type FromContentWorker =
  /**
   * `hashes`: [id, hash] of each document in the answer, the first time the build thread gets it.
   * `same`: the answer is the one the build thread kept (its `have`), and no JSON is sent.
   */
  | {
      kind: 'answer';
      id: number;
      status: number;
      json?: string;
      same?: true;
      signature?: string;
      hashes?: [string, string][];
    }
  | { kind: 'files'; id: number; files: { area: string; name: string; content: string }[] }
  /** `changes`: each document edited, added or removed since the last snapshot, with its types then and now. */
  | { kind: 'refreshed'; id: number; changes: DocumentChange[] }
  | { kind: 'verified'; id: number; matches: boolean }
  | { kind: 'failed'; id: number; message: string }
  | { kind: 'log'; id: number; line: string };

/** A document that changed between two snapshots (the generators are told of them, issue 33). */
export type { DocumentChange };

export interface ContentWorkerData {
  cms: Omit<CmsOptions, 'imagesDir'>;
  /** Where the parsed corpus and the rendered documents are kept between builds. */
  cacheDir?: string;
  /** The origin the content answers as; nothing listens there. */
  origin: string;
  /** A warm builder's: parsed answers are kept from one build to the next (kept-answers.ts). */
  keepAnswers?: boolean;
}

type Served = JsonAnswer;

/** How long the build thread's queries must pause before the areas' files are begun. */
const QUIET_MS = 15;

/** The next turn of the event loop, where a message waiting on the port is taken first. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * The build's content thread: the embedded content server (one snapshot of the documents,
 * answered from memory) for the build thread's queries, then the areas' extra files. Loading the
 * corpus, rendering documents, hashing them and building search indexes happen here while the
 * build thread loads the apps, generates and renders.
 */
function main() {
  const port = parentPort!;
  const { cms, origin, cacheDir, keepAnswers } = workerData as ContentWorkerData;
  trace('thread started');
  // A build that ends renders each document once: its renderings go to the cache's file as they
  // are made. A warm builder's thread answers again after each edit, from renderings in memory.
  const local = createLocalCms({
    ...cms,
    origin,
    watch: false,
    cacheDir,
    renderingsOnDisk: !keepAnswers,
  });
  trace('corpus loaded');
  /** How many answers were made: the cache is saved only after new ones. */
  let answered = 0;
  /** The answers the build thread was given: only the documents in those are hashed. */
  const recorded = new Set<string>();
  const send = (message: FromContentWorker) => port.postMessage(message);

  /**
   * The snapshot never changes, so neither does the answer to a URL. An answer the build thread
   * gets for the first time comes with the hash of each of its documents: what the pages are made
   * of, whichever of the two asked first. A rendering the content server keeps has a version (what
   * it is made of, known without reading it); any other is hashed from its text.
   *
   * Answers are made again when asked again rather than kept: kept, they were a second copy of the
   * corpus as text for the whole build (issue 33's memory), while a document's rendering is kept
   * by the content server, so an answer asked twice costs only its query and the joining.
   */
  function serve(url: string, authorization: string | undefined): { key: string; answer: Served } {
    const key = `${authorization ?? ''} ${url}`;
    if (answered++ === 0) trace('first query');
    return { key, answer: local.answerJson(url, authorization) };
  }
  /**
   * The signature of each answer the build thread got from this snapshot, by query: the files'
   * same query, kept from the last build with that signature, needs no answer made again.
   */
  const signedNow = new Map<string, string>();
  function serveForPages(url: string, authorization: string | undefined) {
    const { key, answer } = serve(url, authorization);
    if (keepAnswers && answer.signature !== undefined) {
      const query = KeptAnswers.key(url, authorization);
      if (query !== null) signedNow.set(query, answer.signature);
    }
    if (recorded.has(key)) return { answer };
    recorded.add(key);
    // A document's text is read (and made) only when its rendering has no version.
    const hashes = answer.versions.map((known, i): [string, string] => {
      if (known) return [known.id, `v.${known.version}`];
      const { id, hash } = documentHashOfJson(answer.documents[i]!, origin);
      return [id, hash];
    });
    return { answer, hashes };
  }

  /**
   * The files are made alongside the build thread's queries: each of their own queries waits for
   * a turn of the event loop of its own, one after another, so that a query from the build thread
   * waiting on the port is answered in between.
   */
  let turns = Promise.resolve();
  const ownTurn = () => (turns = turns.then(nextTurn));
  async function answerForFiles(url: string, authorization?: string): Promise<Served> {
    await ownTurn();
    return serve(url, authorization).answer;
  }
  /** The files' pages of results, parsed: the ones kept from the last build when the same. */
  const keptForFiles = keepAnswers ? new KeptAnswers() : null;
  async function pageForFiles(url: string) {
    const key = keptForFiles && KeptAnswers.key(url);
    const known = key ? keptForFiles!.value(key, signedNow.get(key)) : undefined;
    if (known !== undefined) {
      await ownTurn();
      return { status: 200, value: known };
    }
    const answer = await answerForFiles(url);
    if (!keptForFiles || answer.status !== 200) return answer;
    const same = keptForFiles.value(key, answer.signature) !== undefined;
    return {
      status: answer.status,
      // Fields named, not spread: the answer's JSON is joined only when read.
      value: answerValue(keptForFiles, key, {
        signature: answer.signature,
        same,
        json: same ? undefined : answer.json,
      }),
    };
  }
  async function fetchServed(input: string | URL | Request, init?: RequestInit): Promise<Response> {
    const request = new Request(input, init);
    return jsonResponse(
      await answerForFiles(request.url, request.headers.get('authorization') ?? undefined),
    );
  }

  /**
   * Each area's bundle, loaded once for the life of the thread (a warm builder's builds one after
   * another): its path names its version, so a new version is a new bundle.
   */
  const bundles = new Map<string, { generator: SiteGenerator }>();
  const bundleAt = (file: string) => {
    let bundle = bundles.get(file);
    if (!bundle) bundles.set(file, (bundle = loadBundle<{ generator: SiteGenerator }>(file)));
    return bundle;
  };

  /**
   * Each area's cache: a warm builder's (one that keeps its answers) is written when the thread
   * closes (build-cache.ts `laterCache`); any other build's as it is set.
   */
  const laterCaches = new Map<string, ReturnType<typeof laterCache>>();
  const cacheOf = (dir: string) => {
    if (!keepAnswers) return folderCache(dir);
    let cache = laterCaches.get(dir);
    if (!cache) laterCaches.set(dir, (cache = laterCache(folderCache(dir))));
    return cache;
  };

  /**
   * A warm builder's thread: each file as its generator made it and as made root-relative, by
   * area, name and origin. An edit leaves the content area's search index (6 MB for the generated
   * corpus) the very same text, and it is not looked through again.
   */
  const relativised = new Map<string, { made: string; content: string }>();

  /**
   * The areas' files made from the snapshot just before are told what changed since
   * (GeneratorContext.changes), as the build thread tells the pages: what an edit cannot reach is
   * kept (the timeline's season files after an edited story, made again at every edit before).
   */
  const sinceFiles = new ChangesSince();

  async function areaFiles(id: number, { areas, siteUrl }: FilesJob) {
    const client = createClient({ endpoint: local.endpoint, fetch: fetchServed });
    const since = keepAnswers ? sinceFiles.begin() : null;
    const context = {
      content: contentSourceOver(client, {
        paged: true,
        answer: pageForFiles,
      }),
      siteUrl,
      log: (line: string) => send({ kind: 'log', id, line }),
      // A warm builder's thread (the one that keeps its answers) makes the files again at its next
      // build: what a generator keeps for then (the content area's search index, updated in
      // memory) it keeps. Without it, every edit read the index back from its cache file.
      keep: Boolean(keepAnswers),
      changes: since?.changes,
    };
    const files: { area: string; name: string; content: string }[] = [];
    for (const area of areas) {
      const { generator } = bundleAt(area.bundle);
      let made: { name: string; content: string }[];
      const started = performance.now();
      try {
        made = (await generator.files?.({ ...context, cache: cacheOf(area.cacheDir) })) ?? [];
      } catch (error) {
        throw new Error(
          `${area.name}: its files failed: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
      // Its own queries included: the search index is made from documents read for it.
      traceSpan(`area files ${area.name}`, performance.now() - started);
      for (const file of made) {
        const key = `${area.name}\0${file.name}\0${origin}`;
        const last = keepAnswers ? relativised.get(key) : undefined;
        const content =
          last?.made === file.content ? last.content : relativise(file.content, origin);
        if (keepAnswers) relativised.set(key, { made: file.content, content });
        files.push({ area: area.name, name: file.name, content });
      }
    }
    since?.done();
    return files;
  }

  /**
   * The areas' files wait until the build thread's queries have gone quiet: the generators fetch
   * the whole corpus at once, first, and wait for all of it, while the files can be made alongside
   * the pages' planning and rendering. (Their own queries do not count.)
   */
  let jobs: (() => void)[] = [];
  let quiet: NodeJS.Timeout | undefined;
  const whenQuiet = () => {
    clearTimeout(quiet);
    quiet = setTimeout(() => {
      const start = jobs;
      jobs = [];
      for (const job of start) job();
    }, QUIET_MS);
  };

  // When no query has come for a moment, keep what was read and rendered for the next build:
  // work the build thread would otherwise wait for when it closes this one.
  // Only what a new answer may have read or rendered needs saving: an answer given before is not
  // made again, so a save after no new one would only look the caches over for nothing.
  let idle: NodeJS.Timeout | undefined;
  let savedAt = -1;
  const saveCache = (closing = false) => {
    if (savedAt === answered && !closing) return;
    savedAt = answered;
    local.saveCache({ closing });
  };
  const whenIdle = () => {
    clearTimeout(idle);
    idle = setTimeout(() => saveCache(), 50);
  };

  port.on('message', (message: ToContentWorker) => {
    const fail = (error: unknown) =>
      send({
        kind: 'failed',
        id: message.id,
        message: error instanceof Error ? error.message : String(error),
      });
    try {
      if (message.kind === 'get') {
        const { answer, hashes } = serveForPages(message.url, message.authorization);
        const { status, signature } = answer;
        if (message.have !== undefined && signature === message.have)
          send({ kind: 'answer', id: message.id, status, same: true, signature, hashes });
        else send({ kind: 'answer', id: message.id, status, json: answer.json, signature, hashes });
        whenIdle();
        whenQuiet();
      } else if (message.kind === 'files') {
        // Asked for at the start of the build, begun once the pages' queries have gone quiet.
        trace('files asked');
        jobs.push(() =>
          areaFiles(message.id, message).then((files) => {
            trace('files made');
            send({ kind: 'files', id: message.id, files });
            whenIdle();
          }, fail),
        );
        whenQuiet();
      } else if (message.kind === 'verify') {
        // Once the pages' queries have gone quiet, a few hundred files at a time.
        jobs.push(() =>
          local.store.matchesDisk(nextTurn).then((matches) => {
            trace('snapshot verified');
            send({ kind: 'verified', id: message.id, matches });
          }, fail),
        );
        whenQuiet();
      } else if (message.kind === 'refresh') {
        // The store looks the corpus over again when next asked (re-reading only files whose
        // size or time changed, through its corpus cache); renderings keep their versions.
        trace('refresh asked');
        const before = local.store.current();
        local.store.invalidate(message.ids);
        const after = local.store.current();
        trace('snapshot made');
        recorded.clear();
        signedNow.clear();
        const changes = snapshotChanges(before, after);
        sinceFiles.snapshot(changes);
        send({ kind: 'refreshed', id: message.id, changes });
      } else {
        clearTimeout(idle);
        trace('close asked');
        saveCache(true);
        for (const cache of laterCaches.values()) {
          try {
            cache.flush();
          } catch {
            // A cache that could not be written is only further behind: the next build updates more.
          }
        }
        trace('cache saved');
        local.close();
        port.close();
      }
    } catch (error) {
      fail(error);
    }
  });
}

/** What changed from one snapshot of the corpus to the next, by each file's digest. */
function snapshotChanges(before: ContentSnapshot, after: ContentSnapshot): DocumentChange[] {
  const changes: DocumentChange[] = [];
  const same = (a: IndexedDocument, b: IndexedDocument) =>
    a.digest !== undefined && b.digest !== undefined
      ? a.digest === b.digest
      : JSON.stringify(a.doc) === JSON.stringify(b.doc);
  // Only entries that are not the very same: a refresh keeps those of files that did not change.
  for (const [was, now] of differingEntries(before, after)) {
    if (!was || !now) changes.push({ id: (was ?? now)!.doc.id, types: [(was ?? now)!.doc.type] });
    else if (!same(was, now))
      changes.push({ id: now.doc.id, types: [...new Set([was.doc.type, now.doc.type])] });
  }
  return changes;
}

main();
