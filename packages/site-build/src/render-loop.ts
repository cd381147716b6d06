import type { AppData } from '@site/contracts/page-data';
import { toJson, type PlannedPage } from './plan-pages';
import type { RenderJob, RenderTimes } from './render-page';
import { BATCH, type RenderPool } from './render-pool';

/** Below this many pages to render, threads would cost more to start than they save. */
export const FEW_PAGES = 64;

export interface RenderLoopOptions {
  /** The planned pages that are not skipped unread: each is made JSON, and rendered if it changed. */
  candidates: PlannedPage[];
  origin: string;
  appData: AppData;
  staticQueries: RenderJob['staticQueries'];
  stage: string | null;
  /** Folders no reader looks in during this build (page-sets.ts `setStage`). */
  unread?: readonly string[];
  /**
   * The render threads: `current` when they are open already, else opened by `open` (if given)
   * once there are enough pages to render. The caller closes what it finds in `current`.
   */
  pool: { current: RenderPool | null; open: (() => RenderPool) | null };
  /** Renders a page on this thread (made when first needed: it loads the page components). */
  renderHere: () => (job: RenderJob, times: RenderTimes) => Promise<void>;
  progress: (considered: number, rendered: number) => void;
}

/** Lets the event loop take the threads' messages (a batch done) before this thread goes on. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

const addTimes = (into: RenderTimes, from: RenderTimes) => {
  for (const [span, ms] of Object.entries(from.ssr)) into.ssr[span] = (into.ssr[span] ?? 0) + ms;
  into.compose += from.compose;
  into.write += from.write;
};

/**
 * Makes each page's JSON in turn and renders the pages that changed, one batch at a time: to a
 * render thread when one has room, otherwise on this thread, which would only wait for them. So
 * this thread is one of the renderers (two cores need one render thread, not two, and one copy of
 * the apps less in memory), and only a few batches of pages are ever held as text.
 */
export async function renderPlanned(options: RenderLoopOptions): Promise<{
  rendered: number;
  times: RenderTimes;
}> {
  const { candidates, pool } = options;
  const times: RenderTimes = { ssr: {}, compose: 0, write: 0 };
  let renderer: ((job: RenderJob, times: RenderTimes) => Promise<void>) | null = null;
  const renderBatchHere = async (jobs: Omit<RenderJob, 'appData' | 'staticQueries'>[]) => {
    renderer ??= options.renderHere();
    for (const job of jobs)
      await renderer(
        { ...job, appData: options.appData, staticQueries: options.staticQueries },
        times,
      );
  };
  const queue: Omit<RenderJob, 'appData' | 'staticQueries'>[] = [];
  let started = false;
  let considered = 0;
  let rendered = 0;
  for (const p of candidates) {
    const json = toJson(p, options.origin);
    considered++;
    if (json !== null) {
      queue.push({
        area: p.area.name,
        path: p.page.path,
        routeId: p.page.routeId,
        route: p.area.routes.indexOf(p.route!),
        json,
      });
      rendered++;
      // Few pages (an edit) render here: starting threads that load the apps again would cost more.
      if (!pool.current && pool.open && queue.length >= FEW_PAGES) pool.current = pool.open();
      if (pool.current) {
        if (!started)
          pool.current.startBuild(
            options.appData,
            options.stage,
            options.staticQueries,
            options.unread,
          );
        started = true;
        while (queue.length >= BATCH) {
          const batch = queue.splice(0, BATCH);
          if (pool.current.hasRoom()) await pool.current.submit(batch);
          else {
            await renderBatchHere(batch);
            await nextTurn();
          }
        }
      }
    }
    options.progress(considered, rendered);
  }
  if (started) {
    // The last pages (all of an edit's few): shared out between the threads and this one, which
    // would otherwise only wait for them (an edit's listing of 2,000 cards and its blog's were
    // rendered one after the other, by one thread).
    const [mine, ...theirs] = shareOut(queue.splice(0), pool.current!.threads + 1);
    for (const lane of theirs) if (lane.length > 0) await pool.current!.submit(lane);
    await renderBatchHere(mine!);
    addTimes(times, await pool.current!.drain());
  } else await renderBatchHere(queue.splice(0));
  return { rendered, times };
}

/**
 * Pages dealt into `lanes` lanes of about the same work, the page's JSON standing for its work:
 * each page, the largest first, to the lane with the least so far.
 */
export function shareOut<J extends { json: string }>(jobs: J[], lanes: number): J[][] {
  const dealt = Array.from({ length: lanes }, () => ({ jobs: [] as J[], work: 0 }));
  for (const job of [...jobs].sort((a, b) => b.json.length - a.json.length)) {
    const lane = dealt.reduce((a, b) => (b.work < a.work ? b : a));
    lane.jobs.push(job);
    lane.work += job.json.length;
  }
  return dealt.map((lane) => lane.jobs);
}
