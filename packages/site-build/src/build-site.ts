import fs from 'node:fs';
import path from 'node:path';
import type { GeneratedPage, GeneratorContext, SiteGenerator } from '@site/contracts/generator';
import type { AppData, StaticQueries } from '@site/contracts/page-data';
import { closeWhenRead, couldChange, filesWhenRead, recordingSource } from './area-reads';
import { openContentSource, type AreaFile, type RecordedContent } from './content-source';
import type { DocumentChange } from './content-worker';
import { areaCacheDir, clearAreaCaches, folderCache } from './build-cache';
import { hashText } from './document-hashes';
import { changedDocuments, renderDecision } from './manifest';
import {
  leftSet,
  pageSetDir,
  readPageSet,
  removeStalePages,
  setStage,
  stagedRemovals,
} from './page-sets';
import { finishBuild, writeAreaFiles } from './finish-build';
import { readSiteInputs, type AreaInput, type SiteInputs } from './site-inputs';
import { trace, traceSpan } from './trace';
import { areaFilesHere, filesOnContentThread, hashMadeOf, plan } from './plan-pages';
import { createPageRenderer } from './render-page';
import { defaultRenderThreads, openRenderPool, type RenderPool } from './render-pool';
import { renderPlanned } from './render-loop';

export interface BuildOptions {
  siteDir: string;
  /** Public origin for canonical URLs and the sitemap. */
  siteUrl: string;
  /** Re-render only pages whose data or documents changed since the last build. */
  incremental?: boolean;
  /**
   * Render only these areas' pages, into their live versions' page sets (a release); every other
   * area's set is left as it is, and only read for the sitemap and the static queries.
   */
  areas?: readonly string[];
  /** Versions other than the live ones to render areas at (a release, before it goes live). */
  versions?: Readonly<Record<string, string>>;
  contentEndpoint?: string;
  /** Content opened already (its thread starts loading early); the build closes it. */
  content?: RecordedContent;
  log?: (line: string) => void;
  /**
   * Threads that render pages (each loads the apps) beside this one, which renders a batch when
   * they have no room; 0 renders on this thread alone. Default: one fewer than the cores, at least
   * one, up to three. A build with only a few pages to render renders them here regardless.
   */
  renderThreads?: number;
  /** The build's time, as app data and the sets' manifests record it (a test pins it). */
  builtAt?: string;
  /**
   * A warm builder's (warm-builder.ts): the apps loaded already and its render threads. With them,
   * the build leaves the content, the threads and the apps open for the next one.
   */
  warm?: { inputs: SiteInputs; pool: RenderPool | null };
  /**
   * A staged build (a publish while the server serves): every file goes under this folder at its
   * site-relative path instead of into the site, and files to remove are listed in the report, so
   * that the server can switch to the new pages all at once (page-sets.ts, publish-child.ts).
   */
  stage?: string;
  /**
   * The documents known to have changed since the last build (a warm builder's, from its content
   * thread): an area whose set shows it read none of them, nor any document of their types, is not
   * generated again (area-reads.ts). Unset: every area is generated, and unchanged pages skipped.
   */
  changes?: readonly DocumentChange[];
}

const hash = (value: unknown) => hashText(JSON.stringify(value));

/**
 * This process's warm builds, counted, and the last one in which each area's generator made its
 * pages: an area is told what changed (GeneratorContext.changes) only when it made its pages in the
 * build just before, so that those changes are all that changed since.
 */
let warmBuilds = 0;
const generatedIn = new WeakMap<SiteGenerator, number>();

export interface BuildReport {
  pages: number;
  rendered: number;
  unchanged: number;
  removed: number;
  seconds: number;
  peakRssMb: number;
  /** CPU time of the whole process (every thread) during the build: work done, whatever the load. */
  cpuSeconds: number;
  /** A staged build's site-relative files to remove when its pages go live. */
  removedFiles?: string[];
}

/** The areas this build renders: all, or those a release names. */
function selectAreas(areas: AreaInput[], names: readonly string[] | undefined): AreaInput[] {
  if (!names) return areas;
  const unknown = names.filter((n) => !areas.some((a) => a.name === n));
  if (unknown.length) throw new Error(`no live area named ${unknown.join(', ')} in the registry`);
  return areas.filter((a) => names.includes(a.name));
}

export async function buildSite(options: BuildOptions): Promise<BuildReport> {
  const log = options.log ?? ((line: string) => console.log(line));
  const started = performance.now();
  let peakRss = process.memoryUsage().rss;
  const cpuBefore = process.cpuUsage();
  // First, so that the content thread loads the documents while this one loads the apps.
  const content =
    options.content ??
    openContentSource({
      endpoint: options.contentEndpoint,
      siteDir: options.siteDir,
      reuse: options.incremental || Boolean(options.areas),
    });
  // Render threads start at once on a full build, loading the apps while this thread generates.
  const threads = options.renderThreads ?? defaultRenderThreads();
  const poolData = {
    siteDir: options.siteDir,
    versions: options.versions ?? {},
    siteUrl: options.siteUrl,
  };
  const warmPool = options.warm?.pool ?? null;
  let pool: RenderPool | null = warmPool;
  setStage(options.stage ? { siteDir: options.siteDir, dir: options.stage } : null);
  /** The sets this build renders that had no complete set before it: nobody reads them meanwhile. */
  let unread: string[] = [];
  try {
    trace('build started');
    const inputs = options.warm?.inputs ?? readSiteInputs(options.siteDir, options.versions);
    trace('apps loaded');
    const pagesDir = path.join(options.siteDir, 'pages');
    // The layout before page sets kept every page here, beside one manifest: those pages go.
    if (fs.existsSync(path.join(pagesDir, '.build-manifest.json')))
      fs.rmSync(pagesDir, { recursive: true, force: true });
    const setDir = (area: AreaInput) => pageSetDir(options.siteDir, area.name, area.version);
    const reuse = options.incremental || Boolean(options.areas);
    // What each set held before, read once (the content area's is megabytes of JSON).
    const selected = selectAreas(inputs.areas, options.areas);
    const sets = new Map(selected.map((a) => [a.name, readPageSet(setDir(a))]));
    // Areas the changes cannot reach keep their sets as they are, like areas a release leaves.
    const areas = selected.filter((area) => {
      const set = options.changes && reuse ? sets.get(area.name) : null;
      return !set || set.shellHash !== inputs.buildHash || couldChange(set, options.changes!);
    });
    // What each rendered set held before: skipped pages come from it when the shell is the same.
    const before = new Map(areas.map((a) => [a.name, sets.get(a.name) ?? null]));
    unread = options.stage ? [] : areas.filter((a) => !before.get(a.name)).map(setDir);
    if (unread.length > 0) setStage(null, unread);
    const previousOf = (area: AreaInput) => {
      const set = before.get(area.name);
      return reuse && set?.shellHash === inputs.buildHash ? set : null;
    };
    const context: GeneratorContext = { content: content.source, siteUrl: options.siteUrl, log };
    if (!reuse) clearAreaCaches(options.siteDir);
    // Areas with files count as reading everything: an incremental build makes them on the
    // content thread, unseen here.
    const reads = new Map(
      areas.map((a) => [a.name, { types: new Set<string>(), any: Boolean(a.generator.files) }]),
    );
    const build = options.warm ? ++warmBuilds : 0;
    // A full build makes the areas' files here, from what its generators read (one copy of the
    // corpus rather than two), and closes the content thread as soon as every area has read all it
    // reads (`doneReading`): the content area then makes its pages without the thread's copy of the
    // corpus alive. Any other build (a warm builder's, an incremental one) renders a few pages and
    // holds little: its files are made on the content thread, alongside the pages' queries, where
    // updating the search index cost the build thread a second.
    const fullBuild = !options.warm && !reuse;
    const reading = fullBuild
      ? closeWhenRead(areas, () => content.close().then(() => trace('content thread closed early')))
      : null;
    // The areas' files made on this thread, each once: a full build's (an area's as soon as it
    // has read all it reads), and any build's from a hosted endpoint (no content thread there).
    const areaFiles = filesWhenRead(
      reading ?? { done: async () => undefined },
      (area: AreaInput) => Boolean(area.generator.files),
      (area) =>
        areaFilesHere(area, content, contextOf(area)).then((made) => {
          trace(`${area.name}: files made`);
          return made;
        }),
      // A full build's are written at once, into the sets like its pages (before any manifest),
      // and not held while the content area makes its pages.
      fullBuild ? (made) => writeAreaFiles(made, areas, setDir) : undefined,
    );
    // One context per area for the whole build: its pages, static queries and files read the same
    // source, so an area that keeps what it read by source (the content area's catalog) reads once.
    const contexts = new Map(
      areas.map((area): [AreaInput, GeneratorContext] => [
        area,
        {
          ...context,
          content: recordingSource(content.source, reads.get(area.name)!),
          cache: folderCache(areaCacheDir(options.siteDir, area.name, area.version)),
          changes:
            build && generatedIn.get(area.generator) === build - 1 ? options.changes : undefined,
          keep: Boolean(options.warm),
          doneReading: () => (reading ? areaFiles.doneReading(area) : Promise.resolve()),
        },
      ]),
    );
    const contextOf = (area: AreaInput) => contexts.get(area)!;
    const filesThere = fullBuild
      ? null
      : (filesOnContentThread(areas, content, context, options.siteDir) ?? areaFiles.all(areas));
    // Awaited below; until then a failure must not count as unhandled.
    filesThere?.catch(() => undefined);
    const failed = (area: AreaInput, what: string) => (error: unknown) => {
      throw new Error(
        `${area.name}: its ${what} failed: ${error instanceof Error ? error.message : String(error)}`,
      );
    };
    const generating = areas.map((area) =>
      area.generator.generate(contextOf(area)).then(
        (pages) => {
          trace(`${area.name}: ${pages.length} pages generated`);
          if (build) generatedIn.set(area.generator, build);
          return pages;
        },
        failed(area, 'generator'),
      ),
    );
    const querying = areas.map(
      async (area) =>
        (await area.generator
          .staticQueries?.(contextOf(area))
          .catch(failed(area, 'static queries'))) ?? {},
    );
    // An area whose pages and static queries are made reads no more.
    if (reading)
      areas.forEach((area, i) => {
        void Promise.allSettled([generating[i], querying[i]]).then(() => reading.done(area));
      });
    const [results, areaQueries] = await Promise.all([
      Promise.all(generating),
      Promise.all(querying),
    ]);
    // Only `results` holds the pages from here on (it lets them go once they are planned).
    generating.length = 0;
    trace('all pages generated');
    // The site-wide static queries: the shell's, then each live area's part, fresh or as its set kept it.
    const staticQueries: StaticQueries = {
      navigation: [],
      footer: [],
      rate: { nodes: [] },
      ...inputs.shell.staticQueries?.(),
    };
    const others = inputs.areas
      .filter((a) => !areas.includes(a))
      .map((a) => ({ area: a, set: leftSet(options.siteDir, a) }));
    for (const { set } of others) Object.assign(staticQueries, set.staticQueries);
    for (const part of areaQueries) Object.assign(staticQueries, part);
    // Every document the pages read is known now: ask for their hashes.
    const documentHashes = await content.documentHashes();
    trace('document hashes in');
    // Every query is answered now: a full build has closed the content thread (its corpus and
    // renderings, ~120 MB for the generated corpus), or does now, before it opens the render
    // threads (a copy of the apps each). An incremental build closes it once its files are made
    // there. (`close` is the same promise when asked again, at the end of the build.)
    let filesMade: AreaFile[] | null = null;
    if (fullBuild) {
      await content.close();
      // The areas' files from what the generators read (made and written already for an area that
      // said when it had read all), before the pages are rendered: then what they read (the
      // content area's catalog, kept by each context's source) is let go with the contexts, and
      // the rendering holds only the pages.
      await areaFiles.all(areas);
      filesMade = [];
      trace('area files in');
      contexts.clear();
    } else if (!options.warm && filesThere)
      void filesThere.then(
        () => content.close().then(() => trace('content thread closed early')),
        () => undefined,
      );
    // The render threads load the apps while the pages are planned and the first ones rendered here.
    if (!pool && threads > 0 && !options.incremental) pool = openRenderPool(threads, poolData);
    const changedOf = new Map(
      areas.map((a) => [a.name, changedDocuments(previousOf(a)?.documents ?? {}, documentHashes)]),
    );
    const decide = (area: AreaInput, page: GeneratedPage, key: string) => {
      const previous = previousOf(area)?.pages[key];
      // The very page object whose data had the hash its set recorded: what was rendered from it.
      if (previous && hashMadeOf(page) === previous.dataHash)
        return { decision: 'skip' as const, previousHash: previous.dataHash };
      const decision = renderDecision(page, previous, changedOf.get(area.name)!);
      // A page that read a changed document is rendered only if its data changed with it: the same
      // data with the same apps renders the same page (a listing shows a few of what it reads).
      const compare = decision === 'render' && previous;
      return { decision: compare ? 'compare' : decision, previousHash: previous?.dataHash };
    };
    const planned = plan(areas, results, decide);
    // From here on only `planned` holds the pages, and drops each one's data once it is made text.
    results.length = 0;

    trace('pages planned');
    const builtAt = options.builtAt ?? new Date().toISOString();
    const appData: AppData = {
      buildHash: inputs.buildHash,
      builtAt,
      staticQueryHash: hash(staticQueries),
    };
    const generated = performance.now();
    log(
      `generated ${planned.length} pages from ${Object.keys(documentHashes).length} documents in ${((generated - started) / 1000).toFixed(1)} s`,
    );
    // Pages are made text, hashed and rendered one batch at a time (render-loop.ts).
    const candidates = planned.filter((p) => p.pending !== null);
    let lastReport = performance.now();
    const progress = (considered: number, rendered: number) => {
      if (performance.now() - lastReport > 2000 || considered === candidates.length) {
        lastReport = performance.now();
        peakRss = Math.max(peakRss, process.memoryUsage().rss);
        log(
          `pages ${considered}/${candidates.length} (${rendered} to render) · ${((lastReport - started) / 1000).toFixed(1)} s`,
        );
      }
    };
    const pools = {
      current: pool,
      open: threads > 0 ? () => (pool = openRenderPool(threads, poolData)) : null,
    };
    const { rendered, times } = await renderPlanned({
      candidates,
      origin: content.origin,
      appData,
      staticQueries,
      stage: options.stage ?? null,
      unread,
      pool: pools,
      renderHere: () => createPageRenderer(inputs, options.siteDir, options.siteUrl),
      progress,
    });
    trace('pages rendered');
    // The render threads this build opened (a copy of the apps each) go before a full build makes
    // the files here: made alongside the rendering, the search index took the generated corpus's
    // build past 500 MB, for half a second saved.
    if (pool !== warmPool) {
      await pool?.close();
      pool = null;
    }
    for (const [span, ms] of Object.entries(times.ssr)) traceSpan(`ssr ${span}`, ms);
    traceSpan('compose html', times.compose);
    traceSpan('write pages', times.write);
    let removed = 0;
    for (const area of areas) {
      const current = new Set(planned.filter((p) => p.area === area).map((p) => p.key));
      removed += removeStalePages(setDir(area), before.get(area.name) ?? null, current);
    }

    // An incremental build's files may still be in the making: finishBuild makes the manifests
    // meanwhile, and waits for them before it writes anything.
    const files = filesMade ?? filesThere!;
    await finishBuild({
      inputs,
      areas,
      others,
      setDir,
      planned,
      documentHashes,
      areaQueries,
      reads,
      files,
      appData,
      staticQueries,
      pagesDir,
      siteUrl: options.siteUrl,
      staged: Boolean(options.stage),
      keep: Boolean(options.warm),
    });
    // The kernel's high-water mark of the whole process (every thread), not just the samples above.
    peakRss = Math.max(peakRss, process.memoryUsage().rss, process.resourceUsage().maxRSS * 1024);
    const seconds = (performance.now() - started) / 1000;
    return {
      pages: planned.length,
      rendered,
      unchanged: planned.length - rendered,
      removed,
      seconds,
      peakRssMb: Math.round(peakRss / 1048576),
      cpuSeconds: (({ user, system }) => (user + system) / 1e6)(process.cpuUsage(cpuBefore)),
      ...(options.stage ? { removedFiles: stagedRemovals() } : {}),
    };
  } finally {
    setStage(null);
    if (pool !== warmPool) await pool?.close();
    if (!options.warm) await content.close();
    trace('build ended');
  }
}
