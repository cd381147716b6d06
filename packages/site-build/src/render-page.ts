import type { AppData, PageData, StaticQueries } from '@site/contracts/page-data';
import type { PageModule } from '@site/contracts/remote';
import { pageKey } from '@site/routing/page-data-path';
import { composeDocument, headTags } from './html';
import { pageFiles, pageSetDir, writeFileAtomic } from './page-sets';
import type { AreaInput, SiteInputs } from './site-inputs';

/** One page to render: what the build planned for it, as text that crosses to a render thread. */
export interface RenderJob {
  area: string;
  path: string;
  routeId: string;
  /** The route that matched, by its place in the area's routes.json. */
  route: number;
  /** routeId, head and data as JSON, URLs root-relative. */
  json: string;
  appData: AppData;
  /** The build's static queries: the areas' server widgets show build-time data from them. */
  staticQueries?: Partial<StaticQueries>;
}

/** Milliseconds spent, for DETAIL=1: server-rendering per area and version, composing, writing. */
export interface RenderTimes {
  ssr: Record<string, number>;
  compose: number;
  write: number;
}

/**
 * The area's styles, linked in the head so the page paints styled. `data-href` is the name the
 * chunk loader looks for, so it does not load the same file again with the page's code. The first
 * link of the page's own area (the first in the head) also names the scripts the page's route loads
 * (`data-prefetch`, relative to its folder), which the boot script prefetches after load
 * (shell/src/boot.ts).
 */
export function stylesheetLinks(area: AreaInput, routeId?: string): string {
  const chunks = (routeId && area.routeChunks[routeId]) || [];
  return area.stylesheets
    .map((s, i) => {
      const prefetch = i === 0 && chunks.length > 0 ? ` data-prefetch="${chunks.join(' ')}"` : '';
      return `<link rel="stylesheet" href="${s.href}" data-href="${s.file}"${prefetch}/>`;
    })
    .join('');
}

/**
 * The areas' server widgets for one build, as the shell's render looks them up. `used` hears of each
 * area whose widget a page showed: that page links the area's styles too.
 */
export function widgetLookup(
  areas: readonly AreaInput[],
  staticQueries: Partial<StaticQueries>,
  used?: Set<AreaInput>,
) {
  const sets = new Map<
    string,
    { area: AreaInput; made?: ReturnType<NonNullable<AreaInput['widgets']>> }
  >(areas.map((a) => [a.name, { area: a }]));
  return (remote: string, expose: string) => {
    const entry = sets.get(remote);
    if (!entry?.area.widgets) return undefined;
    entry.made ??= entry.area.widgets(staticQueries);
    const widget = entry.made[expose];
    if (widget) used?.add(entry.area);
    return widget;
  };
}

/**
 * Renders a page into its area's set and writes its HTML and page-data. The same code runs on a
 * render thread and, with no render threads, on the build thread: the bytes do not depend on where.
 */
export function createPageRenderer(inputs: SiteInputs, siteDir: string, siteUrl: string) {
  const areas = new Map(inputs.areas.map((a) => [a.name, a]));
  const components = new Map<string, PageModule>();
  const lookups = new WeakMap<object, ReturnType<typeof widgetLookup>>();
  const used = new Set<AreaInput>();
  async function pageModule(area: AreaInput, routeId: string) {
    const key = `${area.name}|${routeId}`;
    let found = components.get(key);
    if (!found) {
      const load = area.generator.pages[routeId];
      if (!load) throw new Error(`${area.name}: no page component for ${routeId}`);
      found = await load();
      components.set(key, found);
    }
    return found;
  }

  return async function renderPage(job: RenderJob, times: RenderTimes): Promise<void> {
    const area = areas.get(job.area);
    const route = area?.routes[job.route];
    if (!area || !route)
      throw new Error(`${job.area}: no route ${job.route} to render ${job.path} with`);
    const { head, data } = JSON.parse(job.json) as Pick<PageData, 'head' | 'data'>;
    const pageData: PageData = {
      path: job.path,
      routeId: job.routeId,
      area: area.generator.area,
      buildHash: inputs.buildHash,
      version: area.version,
      head,
      data,
    };
    const { default: Page, islandTemplates } = await pageModule(area, job.routeId);
    const staticQueries = job.staticQueries ?? {};
    let widgets = lookups.get(staticQueries);
    if (!widgets)
      lookups.set(staticQueries, (widgets = widgetLookup(inputs.areas, staticQueries, used)));
    used.clear();
    const t0 = performance.now();
    const body = inputs.shell.renderShellPage({
      registry: inputs.registry,
      path: job.path,
      page: { area: area.name, route, Page, pageData },
      widgets,
    });
    // Rendered with the page, so that its island puts in place what the app would render itself.
    const templates = islandTemplates?.(data);
    const after =
      templates && inputs.shell.renderIslandTemplates
        ? inputs.shell.renderIslandTemplates(job.path, templates)
        : '';
    const t1 = performance.now();
    // The styles of the areas whose widgets are in the HTML too, so they paint styled and stay put.
    const others = [...used].filter((a) => a !== area);
    // The page's JSON once, for its page-data file and inside the HTML's data, whose JSON is
    // `JSON.stringify({ appData, page: pageData, versions })` written out.
    const pageJson = JSON.stringify(pageData);
    const versions = { [area.name]: area.version };
    const html = composeDocument(inputs.template, {
      head:
        headTags(head, job.path, siteUrl) +
        [stylesheetLinks(area, job.routeId), ...others.map((a) => stylesheetLinks(a))].join(''),
      body,
      after,
      // The versions that rendered it: the shell renders afresh rather than hydrate with others.
      dataJson: `{"appData":${JSON.stringify(job.appData)},"page":${pageJson},"versions":${JSON.stringify(versions)}}`,
    });
    const t2 = performance.now();
    const files = pageFiles(pageSetDir(siteDir, area.name, area.version), pageKey(job.path));
    writeFileAtomic(files.data, pageJson);
    writeFileAtomic(files.html, html);
    const t3 = performance.now();
    const span = `${area.name}@${area.version}`;
    times.ssr[span] = (times.ssr[span] ?? 0) + (t1 - t0);
    times.compose += t2 - t1;
    times.write += t3 - t2;
  };
}

/** The 404 page: the shell's own layout (with the areas' server widgets), at a path no route claims. */
export function notFoundPage(
  inputs: SiteInputs,
  build: Pick<RenderJob, 'appData' | 'staticQueries'>,
  siteUrl: string,
): string {
  const used = new Set<AreaInput>();
  const body = inputs.shell.renderShellPage({
    registry: inputs.registry,
    path: '/__not-found__',
    widgets: widgetLookup(inputs.areas, build.staticQueries ?? {}, used),
  });
  return composeDocument(inputs.template, {
    head:
      headTags({ title: 'Page not found', noindex: true }, '/404', siteUrl) +
      [...used].map((a) => stylesheetLinks(a)).join(''),
    body,
    data: { appData: build.appData, page: null, versions: {} },
  });
}
