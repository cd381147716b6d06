import fs from 'node:fs';
import path from 'node:path';
import { buildSite, type BuildReport } from './build-site';
import { openContentSource, type RecordedContent } from './content-source';
import { keepPageSets } from './page-sets';
import type { DocumentChange } from './content-worker';
import { defaultRenderThreads, openRenderPool, type RenderPool } from './render-pool';
import { readSiteInputs, type SiteInputs } from './site-inputs';
import { trace } from './trace';

export interface WarmBuilderOptions {
  siteDir: string;
  siteUrl: string;
  log?: (line: string) => void;
  /** Render threads kept loaded between builds; 0 renders on the calling thread. Default: one fewer than the cores (the calling thread renders too), at least one. */
  renderThreads?: number;
}

export interface WarmReport extends BuildReport {
  /** The ids the caller said changed (the build finds what changed by the hash index). */
  changedIds: readonly string[];
}

export interface WarmBuilder {
  /**
   * An incremental build with everything a cold one starts from already loaded: the apps, the
   * content thread with the corpus parsed (the documents are looked over again, and only files that
   * changed are read), and the render threads. `changedIds` are the documents the caller knows
   * changed (a publish): the build finds the changes by the hash index all the same, so that an
   * edit it was not told of is never missed; the ids are for the caller's log and tests.
   * One build at a time: a call made while one runs waits for it. With `stage`, the build writes
   * into that folder instead of the site (build-site.ts), for the server to switch to at once.
   */
  rebuild(changedIds?: readonly string[], options?: { stage?: string }): Promise<WarmReport>;
  /**
   * Loads the apps, starts the render threads and the content thread (which parses the corpus)
   * without building: the first rebuild then finds everything loaded, and what changed since.
   */
  warm(): Promise<void>;
  close(): Promise<void>;
}

/** What says the published apps changed (a release, a rollback, a new shell): their files' times. */
function appsStamp(siteDir: string): string {
  return ['remotes.json', path.join('shell', 'version.json')]
    .map((file) => {
      try {
        const st = fs.statSync(path.join(siteDir, file));
        return `${st.size}:${st.mtimeMs}`;
      } catch {
        return '-';
      }
    })
    .join('|');
}

/**
 * A build process that stays warm (issue 33): the server keeps one and asks it to rebuild after a
 * publish, instead of starting a build process that loads the apps, parses the corpus and starts
 * threads every time. The first rebuild of a site with no pages yet is a full one.
 */
export function createWarmBuilder(options: WarmBuilderOptions): WarmBuilder {
  const threads = options.renderThreads ?? defaultRenderThreads();
  // The sets' manifests it reads and writes stay in memory from build to build (page-sets.ts).
  keepPageSets(true);
  let content: RecordedContent | null = null;
  let inputs: SiteInputs | null = null;
  let pool: RenderPool | null = null;
  let stamp = '';
  let queue: Promise<unknown> = Promise.resolve();
  let closed = false;
  /**
   * Whether the content thread's snapshot is the one the last build was made from: only then does
   * its refresh say everything that changed since, and may areas it cannot reach be left alone.
   * A thread opened afresh (the first build, or after a failure) may have missed an edit.
   */
  let sinceLastBuild = false;

  /** The apps, the render threads and the content thread, loaded when missing or out of date. */
  async function prepare() {
    if (closed) throw new Error('the warm builder is closed');
    const now = appsStamp(options.siteDir);
    if (!inputs || now !== stamp) {
      // New apps: loaded again, and threads that have the new ones.
      await pool?.close();
      pool = null;
      inputs = readSiteInputs(options.siteDir);
      stamp = now;
    }
    if (!pool && threads > 0)
      pool = openRenderPool(threads, {
        siteDir: options.siteDir,
        versions: {},
        siteUrl: options.siteUrl,
      });
  }

  async function build(changedIds: readonly string[], stage?: string): Promise<WarmReport> {
    trace('rebuild asked');
    await prepare();
    // What changed since the last build, when the content thread kept its snapshot: areas it
    // cannot reach are not generated again.
    let changes: DocumentChange[] | undefined;
    let verified: Promise<boolean> | null = null;
    if (content?.refresh) {
      // Told what changed (a publish), the content thread looks at those documents' files alone,
      // and looks the whole corpus over while this build runs: one it was not told of is found,
      // and built below, before this rebuild is done (a refresh that looks at every file took a
      // fifth of a warm rebuild, issue 33).
      const told = changedIds.length > 0 && sinceLastBuild && content.verify ? changedIds : null;
      const changed = await content.refresh(told ?? undefined);
      if (told) (verified = content.verify!()).catch(() => undefined);
      if (sinceLastBuild) changes = changed;
    } else {
      await content?.close();
      content = openContentSource({ siteDir: options.siteDir, reuse: true, keepAnswers: true });
    }
    try {
      const report = await buildSite({
        siteDir: options.siteDir,
        siteUrl: options.siteUrl,
        incremental: true,
        content,
        log: options.log,
        warm: { inputs: inputs!, pool },
        stage,
        changes,
      });
      sinceLastBuild = true;
      if (verified && !(await verified)) {
        trace('a change it was not told of: built again from the whole corpus');
        // A staged build starts again in an empty folder: the site is as it was before either.
        if (stage) {
          fs.rmSync(stage, { recursive: true, force: true });
          fs.mkdirSync(stage, { recursive: true });
        }
        return { ...(await build([], stage)), changedIds: [...changedIds] };
      }
      return { ...report, changedIds: [...changedIds] };
    } catch (error) {
      // Whatever failed may have left a thread broken: the next rebuild starts them afresh.
      await Promise.all([pool?.close(), content?.close()]);
      pool = null;
      content = null;
      sinceLastBuild = false;
      inputs = null;
      throw error;
    }
  }

  return {
    warm() {
      const next = queue.then(async () => {
        await prepare();
        content ??= openContentSource({ siteDir: options.siteDir, reuse: true, keepAnswers: true });
        // Answered once the thread has parsed the corpus.
        await content.refresh?.();
      });
      queue = next.catch(() => undefined);
      return next;
    },
    rebuild(changedIds = [], rebuildOptions = {}) {
      const next = queue.then(() => build(changedIds, rebuildOptions.stage));
      queue = next.catch(() => undefined);
      return next;
    },
    async close() {
      closed = true;
      await queue;
      await Promise.all([pool?.close(), content?.close()]);
    },
  };
}

/** For a process that keeps a warm builder as the publish process does (bench/site-build-warm.mjs). */
export { boundHeapGrowth } from './heap';
