import fs from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { defaultCmsOptions } from '@site/cms/options';
import { createClient } from '@site/content';
import type { ContentSource } from '@site/contracts/generator';
import { contentSourceOver, jsonResponse } from './content-client';
import type {
  ContentWorkerData,
  FilesJob,
  DocumentChange,
  FromContentWorker,
  ToContentWorker,
} from './content-worker';
import { DocumentHashes, documentHash } from './document-hashes';
import { answerValue, KeptAnswers } from './kept-answers';
import { trace } from './trace';

export interface AreaFile {
  area: string;
  name: string;
  /** With root-relative URLs. */
  content: string;
}

export interface RecordedContent {
  source: ContentSource;
  /**
   * The hash of every document a generator was given so far, by id (for the incremental build's
   * change detection): what it says, not where it was fetched.
   */
  documentHashes(): Promise<Record<string, string>>;
  /**
   * The areas' extra files (`SiteGenerator.files`), built on the content thread from the same
   * content while the caller goes on; null when there is no content thread (a hosted endpoint).
   * Asked for first: the thread answers the pages' queries between the files' own steps.
   */
  areaFiles:
    | ((
        areas: FilesJob['areas'],
        siteUrl: string,
        log: (line: string) => void,
      ) => Promise<AreaFile[]>)
    | null;
  /** The origin the content server put into absolute URLs; page data gets root-relative ones. */
  origin: string;
  /**
   * Between two builds of a warm builder: the documents as they are now (changed ones read again)
   * and no hashes recorded yet; resolves with the documents that changed since the last snapshot.
   * With `ids` (those a publish wrote), only their files are looked at: `verify` then says whether
   * that missed anything. Null for a hosted endpoint (a warm builder opens it afresh).
   */
  refresh: ((ids?: readonly string[]) => Promise<DocumentChange[]>) | null;
  /**
   * Whether the snapshot is what the whole corpus holds now (every file looked at), checked on the
   * content thread once the pages' queries have gone quiet; asked before a build, awaited after.
   */
  verify: (() => Promise<boolean>) | null;
  close(): Promise<void>;
}

type WithoutId<T> = T extends unknown ? Omit<T, 'id'> : never;

/** Where the embedded content answers as: nothing listens there, no request leaves the process. */
const LOCAL_ORIGIN = 'http://content.invalid';

export interface ContentOptions {
  /** A hosted repository or a running site; default PRISMIC_ENDPOINT, else the embedded content. */
  endpoint?: string;
  /** The site folder: the embedded content keeps rendered documents in its `.cache` between builds. */
  siteDir?: string;
  /** Start from what the last build rendered (an incremental build); otherwise that is discarded. */
  reuse?: boolean;
  /**
   * A warm builder's content, asked again at each build: both threads keep the parsed pages of
   * results between builds and take them again when unchanged (kept-answers.ts).
   */
  keepAnswers?: boolean;
}

/** Where the embedded content keeps the parsed corpus and rendered documents between builds of a site. */
export const contentCacheDir = (siteDir: string) => path.join(siteDir, '.cache', 'content');

/**
 * The content the generators read: a hosted endpoint, else the embedded content server, started
 * just for this build on a thread of its own (it starts loading at once).
 */
export function openContentSource(options: ContentOptions = {}): RecordedContent {
  const endpoint = options.endpoint ?? process.env.PRISMIC_ENDPOINT;
  if (endpoint) return hostedContent(endpoint);
  let cacheDir: string | undefined;
  if (options.siteDir) {
    cacheDir = contentCacheDir(options.siteDir);
    // A full build reads everything afresh (and leaves its readings for the next incremental one).
    if (!options.reuse) fs.rmSync(cacheDir, { recursive: true, force: true });
  }
  return embeddedContent(cacheDir, options.keepAnswers ?? false);
}

function hostedContent(endpoint: string): RecordedContent {
  const client = createClient({ endpoint });
  const origin = new URL(endpoint).origin;
  const hashes = new DocumentHashes();
  const onResults = (docs: unknown[]) => {
    for (const doc of docs) {
      const id = (doc as { id?: unknown } | null)?.id;
      if (typeof id === 'string') hashes.add(id, documentHash(doc as object, origin));
    }
  };
  return {
    source: contentSourceOver(client, { paged: false, onResults }),
    documentHashes: async () => hashes.toRecord(),
    areaFiles: null,
    origin,
    refresh: null,
    verify: null,
    close: async () => undefined,
  };
}

function embeddedContent(cacheDir: string | undefined, keepAnswers: boolean): RecordedContent {
  const { imagesDir: _imagesDir, ...cms } = defaultCmsOptions();
  const data: ContentWorkerData = { cms, origin: LOCAL_ORIGIN, cacheDir, keepAnswers };
  // Compiled (dist/run), the thread's entry is JavaScript; run from the sources (the tests), it is
  // TypeScript, and the thread registers tsx first.
  const entry = require.resolve('./content-worker');
  const prelude = entry.endsWith('.ts')
    ? `require(${JSON.stringify(require.resolve('tsx/cjs/api'))}).register();`
    : '';
  trace('content thread created');
  const worker = new Worker(`${prelude}require(${JSON.stringify(entry)});`, {
    eval: true,
    workerData: data,
  });
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));

  type Waiting = {
    resolve: (m: FromContentWorker) => void;
    reject: (e: Error) => void;
    log?: (line: string) => void;
  };
  const pending = new Map<number, Waiting>();
  let nextId = 1;
  let failure: Error | null = null;
  const failAll = (error: Error) => {
    failure ??= error;
    for (const { reject } of pending.values()) reject(failure);
    pending.clear();
  };
  worker.on('message', (message: FromContentWorker) => {
    const waiting = pending.get(message.id);
    if (message.kind === 'log') return (waiting?.log ?? console.log)(message.line);
    pending.delete(message.id);
    if (message.kind === 'failed') waiting?.reject(new Error(message.message));
    else waiting?.resolve(message);
  });
  worker.on('error', (error) => failAll(new Error(`the content thread failed: ${error.message}`)));
  worker.on('exit', () => failAll(new Error('the content thread stopped')));

  function ask<K extends FromContentWorker['kind']>(
    message: WithoutId<ToContentWorker>,
    kind: K,
    log?: (line: string) => void,
  ) {
    if (failure) return Promise.reject(failure);
    const id = nextId++;
    return new Promise<Extract<FromContentWorker, { kind: K }>>((resolve, reject) => {
      pending.set(id, {
        resolve: (reply) =>
          reply.kind === kind
            ? resolve(reply as Extract<FromContentWorker, { kind: K }>)
            : reject(new Error(`the content thread answered ${reply.kind}`)),
        reject,
        log,
      });
      worker.postMessage({ ...message, id } as ToContentWorker);
    });
  }

  /** The hash of every document the generators were given, as the content thread sent them. */
  let hashes = new DocumentHashes();
  const record = (reply: Extract<FromContentWorker, { kind: 'answer' }>) => {
    for (const [id, hash] of reply.hashes ?? []) hashes.add(id, hash);
    return reply;
  };

  // @prismicio/client's requests, answered by the content thread rather than over a socket.
  async function fetchFromWorker(
    input: string | URL | Request,
    init?: RequestInit,
  ): Promise<Response> {
    const request = new Request(input, init);
    if (request.method !== 'GET')
      throw new Error(`the build's content server answers GET only, not ${request.method}`);
    const authorization = request.headers.get('authorization') ?? undefined;
    const { status, json } = record(
      await ask({ kind: 'get', url: request.url, authorization }, 'answer'),
    );
    // Asked without `have`, the answer always comes as JSON.
    return jsonResponse({ status, json: json! });
  }

  // A client per snapshot: one made before a refresh may still hold the master ref it was told.
  const sourceOfSnapshot = () =>
    contentSourceOver(
      createClient({ endpoint: `${LOCAL_ORIGIN}/cms/api/v2`, fetch: fetchFromWorker }),
      { paged: true, answer },
    );
  const kept = keepAnswers ? new KeptAnswers() : null;
  const answer = async (url: string) => {
    if (!kept) return record(await ask({ kind: 'get', url }, 'answer'));
    const key = KeptAnswers.key(url);
    const reply = record(await ask({ kind: 'get', url, have: kept.signature(key) }, 'answer'));
    if (reply.status !== 200) return reply;
    return { status: reply.status, value: answerValue(kept, key, reply) };
  };
  let closing: Promise<void> | undefined;
  async function closeThread() {
    if (failure) return void (await worker.terminate());
    failure = new Error('the content source is closed');
    // The thread writes what it read and rendered for the next build, then stops; if it does
    // not within a few seconds (it is busy with an abandoned job), it is stopped.
    worker.postMessage({ kind: 'close', id: 0 } satisfies ToContentWorker);
    const timer = setTimeout(() => void worker.terminate(), 5000);
    await exited;
    clearTimeout(timer);
  }
  const content: RecordedContent = {
    source: sourceOfSnapshot(),
    documentHashes: async () => hashes.toRecord(),
    areaFiles: async (areas, siteUrl, log) =>
      (await ask({ kind: 'files', areas, siteUrl }, 'files', log)).files,
    origin: LOCAL_ORIGIN,
    async refresh(ids) {
      const { changes } = await ask({ kind: 'refresh', ...(ids ? { ids } : {}) }, 'refreshed');
      hashes = new DocumentHashes();
      content.source = sourceOfSnapshot();
      return changes;
    },
    verify: async () => (await ask({ kind: 'verify' }, 'verified')).matches,
    // Once: a build may close it early, once its work is done, and again at its end.
    close: () => (closing ??= closeThread()),
  };
  return content;
}
