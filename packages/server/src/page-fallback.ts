import { readFile } from 'node:fs/promises';
import type { RequestHandler } from 'express';
import { matchPath, matchRoutes } from 'react-router';
import type { RouteInfo } from '@site/contracts';
import { NO_CACHE } from './cache-control';
import type { SiteData } from './registry';
import { findSiteFile } from './page-sets';
import { withReportTokens, type ReportTokens } from './report-tokens';
import { safeSegments, type SiteLayout } from './site-layout';
import { visitorVersions, type VisitorOptions } from './visitor-versions';

// A last segment like "main.3f2a1b.js" names a file; "john-3.16" or "/sitemap.xml/" do not.
const FILE_LIKE = /\.[A-Za-z][A-Za-z0-9]{0,7}$/;

export function matchesRoute(routes: readonly RouteInfo[], pathname: string): boolean {
  return matchingRoutes(routes, pathname).length > 0;
}

function matchingRoutes(routes: readonly RouteInfo[], pathname: string): RouteInfo[] {
  return routes.filter(
    (route) => matchPath({ path: route.path, caseSensitive: false, end: true }, pathname) !== null,
  );
}

/**
 * Whether a path with no prerendered page is still a page. Once the site build has written pages,
 * a route that is prerendered answers only the paths it wrote (`/read/<unknown>` is a real 404, not
 * an empty 200 that only the browser calls "not found"); client-only routes (checkout, account,
 * transactions) are decided in the browser. Before any page is built (`pnpm dev`), every route is.
 */
function isKnownWithoutPage(
  routes: readonly RouteInfo[],
  pathname: string,
  prerendered: boolean,
): boolean {
  if (!prerendered) return matchingRoutes(routes, pathname).length > 0;
  // The route the browser would render: the best-ranked match, as react-router ranks them, so that
  // `/read/<slug>` is the prerendered single-read route and not the client-only `/read/*` catch-all.
  const best = matchRoutes(
    routes.map((info) => ({ path: info.path, caseSensitive: false, info })),
    pathname,
  )?.at(-1)?.route.info;
  return best?.clientOnly === true;
}

/** Whether the site build has run: it always writes the 404 page. */
async function siteIsBuilt(layout: SiteLayout): Promise<boolean> {
  return (await findSiteFile(layout, {}, ['404', 'index.html'])) !== null;
}

export interface PageOptions extends VisitorOptions {
  /** Gives each page a failure-report token per area (report-tokens.ts); a report counts only with one. */
  reportTokens?: ReportTokens;
  /** Told of each area version a page was served with a report token for (the canary guard counts these loads). */
  onServed?: (area: string, version: string) => void;
}

/**
 * Every other GET/HEAD: a known page answers 200, an unknown one 404 (see isKnownWithoutPage), both
 * with HTML so the shell can render. A prerendered page comes from the page set of the version of
 * its area this visitor gets (visitor-versions.ts); it wins over the shell's index.html.
 */
export function pageFallback(
  layout: SiteLayout,
  data: SiteData,
  options: PageOptions = {},
): RequestHandler {
  return async (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('Allow', 'GET, HEAD');
      res.status(405).type('text/plain').send('Method not allowed');
      return;
    }
    if (!req.path.endsWith('/') && FILE_LIKE.test(req.path)) {
      res.status(404).type('text/plain').send('Not found');
      return;
    }
    const segments = safeSegments(req.path);
    if (segments === null) {
      res.status(400).type('text/plain').send('Bad request: invalid path');
      return;
    }
    const read = await data.registry();
    const { versions, bucket } = await visitorVersions(
      req,
      res,
      read.ok ? read.registry : { remotes: {} },
      layout,
      options,
    );
    // The 404 page is the site build's, never a page of an area.
    const found =
      segments[0] === '404'
        ? null
        : await findSiteFile(layout, versions, [...segments, 'index.html']);
    const known =
      found !== null ||
      isKnownWithoutPage(await data.pageRoutes(), req.path, await siteIsBuilt(layout));
    const file = known
      ? (found?.file ?? layout.shellIndex)
      : ((await findSiteFile(layout, {}, ['404', 'index.html']))?.file ?? layout.shellIndex);
    let html: Buffer;
    try {
      html = await readFile(file);
    } catch {
      res.setHeader('Cache-Control', 'no-store');
      res
        .status(503)
        .type('text/plain')
        .send('The site has not been built yet: shell/index.html is missing');
      return;
    }
    // Every page may load any area (its own, widgets, the next page), so it carries a token for each.
    const tokens =
      req.method === 'GET' && options.reportTokens && Object.keys(versions).length > 0
        ? options.reportTokens.issue(versions, bucket)
        : null;
    const page = tokens ? withReportTokens(html, tokens) : null;
    if (page)
      for (const [area, version] of Object.entries(versions)) options.onServed?.(area, version);
    res.setHeader('Cache-Control', NO_CACHE);
    res
      .status(known ? 200 : 404)
      .type('html')
      .send(page ?? html);
  };
}
