import { readFile } from 'node:fs/promises';
import { Router, type Request, type RequestHandler, type Response } from 'express';
import type * as prismic from '@prismicio/client';
import { linkResolver as siteLinkResolver, type LinkTarget } from '@site/content/link-resolver';
import { pageDataUrl } from '@site/routing/page-data-path';
import { matchesRoute } from './page-fallback';
import { clearPreviewCookies, previewTokenOf } from './preview-cookies';
import { createPreviewClient } from './preview-client';
import { previewEntry } from './preview-entry';
import { privateAnswer } from './preview-html';
import { PreviewPageData } from './preview-page-data';
import { previewSessionRoutes } from './preview-session';
import type { SiteData } from './registry';
import { safeSegments, type SiteLayout } from './site-layout';
import { visitorVersions, type VisitorOptions } from './visitor-versions';

export interface PreviewOptions {
  /** The Content API the server asks with preview refs: PRISMIC_ENDPOINT, else its own `/cms/api/v2`. */
  contentEndpoint: string;
  /** PRISMIC_ACCESS_TOKEN, for a private repository. */
  accessToken?: string;
  /** The public origin (PUBLIC_URL), for the canonical URLs in generated heads. */
  siteUrl: string;
  /** Default: the site's (`@site/content`), the one the areas' pages link with. */
  linkResolver?: (doc: LinkTarget) => string;
  /** See PreviewPageDataOptions.reuseMs. */
  reuseMs?: number;
  /** Tests: how the client reaches the Content API. */
  fetch?: prismic.FetchLike;
}

/** The preview's settings from the server's environment (main.ts): the same variables as the content client. */
export function previewOptionsFromEnv(
  env: NodeJS.ProcessEnv,
  server: { port: number; publicUrl: string },
): PreviewOptions {
  return {
    // Over loopback to this very process by default, as the API reads its projects.
    contentEndpoint: env.PRISMIC_ENDPOINT?.trim() || `http://127.0.0.1:${server.port}/cms/api/v2`,
    accessToken: env.PRISMIC_ACCESS_TOKEN?.trim() || undefined,
    siteUrl: server.publicUrl,
  };
}

// A last segment like "main.3f2a1b.js" names a file, not a page (as in page-fallback.ts).
const FILE_LIKE = /\.[A-Za-z][A-Za-z0-9]{0,7}$/;
const MAX_PATH = 1024;

/** A decoded site path as the shell sends it: no `.`/`..` segment, backslash or control character. */
const isPlainPath = (p: string) =>
  // eslint-disable-next-line no-control-regex
  !/[\\\x00-\x1f\x7f]/.test(p) && p.split('/').every((s) => s !== '.' && s !== '..');

/**
 * Preview in the real site (issue 30). `routes`: the entry, the exit, the session and the preview's
 * page data; `pages`: a page requested by a previewing browser is the shell alone (no prerendered
 * HTML), which renders it from the preview's page data. Every answer that depends on the cookie is
 * `no-store, private` with `Vary: Cookie`; the published files are read, never changed.
 */
export function previewRoutes(
  layout: SiteLayout,
  data: SiteData,
  options: PreviewOptions,
  visitor: VisitorOptions,
): { routes: Router; pages: RequestHandler } {
  const client = createPreviewClient(options);
  // The same rule as the site's other cookies: Secure when the public URL is https.
  const secure = visitor.secureCookies ?? false;
  const pageData = new PreviewPageData({
    layout,
    client,
    siteUrl: options.siteUrl,
    reuseMs: options.reuseMs,
  });

  const routes = Router();
  /** This visitor's registry, each area at the version their shell loads, with its routes. */
  const registryFor = async (req: Request, res: Response) => {
    const live = await data.registry();
    if (!live.ok) throw new Error(live.message);
    const { versions } = await visitorVersions(req, res, live.registry, layout, visitor);
    const registry = await data.composedRegistry(versions);
    if (!registry.ok) throw new Error(registry.message);
    return registry.registry;
  };

  routes.get(
    ['/preview', '/preview/'],
    previewEntry({
      client,
      linkResolver: options.linkResolver ?? siteLinkResolver,
      secureCookies: secure,
      // The page's data is begun as the browser follows the redirect and loads the shell, so its
      // request finds it made or on the way (a failure here is met again, and answered, there).
      // The visitor's versions are decided first, while this answer can still carry a cookie.
      onEntered: async (token, path, req, res) => {
        const registry = await registryFor(req, res).catch(() => null);
        if (registry) void pageData.load(token, path.split('?')[0]!, registry).catch(() => {});
      },
    }),
  );
  routes.use(previewSessionRoutes(client, secure));
  routes.get('/preview/page-data', async (req, res) => {
    privateAnswer(res);
    const pathname = req.query.path;
    if (
      typeof pathname !== 'string' ||
      !pathname.startsWith('/') ||
      pathname.startsWith('//') ||
      pathname.length > MAX_PATH ||
      !isPlainPath(pathname)
    ) {
      res.status(400).json({ error: 'bad_request', message: 'path must be a site path' });
      return;
    }
    const token = previewTokenOf(req);
    if (!token) {
      // This browser previews no longer (it left in another tab, or a link came into view as the
      // Exit form's answer cleared the cookies): the page's data is the published one, not a 410.
      clearPreviewCookies(res, secure);
      res.redirect(307, pageDataUrl(pathname));
      return;
    }
    const result = await pageData.load(token, pathname, await registryFor(req, res));
    if (result.kind === 'ended') {
      clearPreviewCookies(res, secure);
      res.status(410).json({ error: 'preview_ended', reason: result.reason });
    } else if (result.kind === 'not-found') {
      res.status(404).json({ error: 'not_found' });
    } else {
      res.json(result.pageData);
    }
  });

  const pages: RequestHandler = async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (!previewTokenOf(req) || FILE_LIKE.test(req.path) || safeSegments(req.path) === null)
      return next();
    if (!matchesRoute(await data.pageRoutes(), req.path)) return next();
    let html: Buffer;
    try {
      html = await readFile(layout.shellIndex);
    } catch {
      return next();
    }
    privateAnswer(res);
    res.status(200).type('html').send(html);
  };
  return { routes, pages };
}
