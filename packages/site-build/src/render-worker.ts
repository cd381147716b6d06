import { parentPort, workerData } from 'node:worker_threads';
import { readSiteInputs } from './site-inputs';
import { createPageRenderer, type RenderJob, type RenderTimes } from './render-page';
import { setStage } from './page-sets';
import { memoryNow, trace, tracing } from './trace';

/** What a render thread is started with: where the apps are, and which versions to render. */
export interface RenderWorkerData {
  siteDir: string;
  versions: Readonly<Record<string, string>>;
  siteUrl: string;
}

export type ToRenderWorker =
  /** The build's app data (its time and static queries' hash), before its first batch. */
  | {
      kind: 'build';
      appData: RenderJob['appData'];
      stage: string | null;
      staticQueries?: RenderJob['staticQueries'];
      /** Folders no reader looks in during this build (page-sets.ts `setStage`). */
      unread?: string[];
    }
  | { kind: 'batch'; id: number; jobs: Omit<RenderJob, 'appData'>[] };

export type FromRenderWorker =
  | { kind: 'ready' }
  /** `heapMb`: the thread's heap in use after the batch, when tracing (the profile's memory). */
  | { kind: 'done'; id: number; times: RenderTimes; heapMb?: number }
  | { kind: 'failed'; id: number; message: string };

/**
 * A render thread: loads the published apps itself (the shell and every area's SSR bundle, with
 * their React), then renders batches of pages and writes each page's HTML and page-data straight
 * to its set, so neither the page's markup nor its file passes back through the build thread.
 */
function main() {
  const port = parentPort!;
  const { siteDir, versions, siteUrl } = workerData as RenderWorkerData;
  const inputs = readSiteInputs(siteDir, versions);
  trace('apps loaded');
  const render = createPageRenderer(inputs, siteDir, siteUrl);
  let appData: RenderJob['appData'] | null = null;
  let staticQueries: RenderJob['staticQueries'];
  port.on('message', (message: ToRenderWorker) => {
    if (message.kind === 'build') {
      appData = message.appData;
      staticQueries = message.staticQueries;
      setStage(message.stage ? { siteDir, dir: message.stage } : null, message.unread);
      return;
    }
    const times: RenderTimes = { ssr: {}, compose: 0, write: 0 };
    (async () => {
      for (const job of message.jobs)
        await render({ ...job, appData: appData!, staticQueries }, times);
    })().then(
      () =>
        port.postMessage({
          kind: 'done',
          id: message.id,
          times,
          ...(tracing ? { heapMb: memoryNow().heapMb } : {}),
        } satisfies FromRenderWorker),
      (error: unknown) =>
        port.postMessage({
          kind: 'failed',
          id: message.id,
          message: error instanceof Error ? error.message : String(error),
        } satisfies FromRenderWorker),
    );
  });
  port.postMessage({ kind: 'ready' } satisfies FromRenderWorker);
}

main();
