import compression from 'compression';
import express, { type ErrorRequestHandler, type Express, type RequestHandler } from 'express';
import { resolveRedirect } from '@site/routing';
import { buildFiles } from './build-files';
import { CanaryGuard } from './canary-guard';
import { JsonFileCache } from './json-file';
import type { LiveFiles } from './live-files';
import { overrideRouter } from '@site/release/override';
import { pageFallback } from './page-fallback';
import { previewRoutes, type PreviewOptions } from './preview-route';
import { loadReportSecret, ReportTokens } from './report-tokens';
import { SiteData } from './registry';
import { remoteFiles } from './remote-files';
import { securityHeaders } from './security-headers';
import { shellFiles } from './shell-files';
import { isSourceMapPath, refuseSourceMap } from './source-maps';
import { siteEndpoints, versionHeader } from './site-endpoints';
import { telemetryRouter } from './telemetry';
import { siteLayout } from './site-layout';

export interface SiteMount {
  /** A path prefix such as `/cms`, `/api` or `/graphql`. */
  path: string;
  handler: RequestHandler;
}

export interface SiteServerOptions {
  /** Whether other hosts may fetch whole versions from `/remotes/<name>/<version>/.artifact…` (SERVE_ARTIFACTS=1). */
  serveArtifacts?: boolean;
  /** The folder builds write into (see README: shell/, remotes/, remotes.json, pages/). */
  siteDir: string;
  /** Installed after the site's own endpoints and before the shell files and the page fallback. */
  mounts?: readonly SiteMount[];
  /** Extra CSP host sources (already validated by `parseCspHosts`, checked again here). */
  cspExtraHosts?: readonly string[];
  /** Serve `*.map` files (development); in production they are 404 wherever they lie. */
  serveSourceMaps?: boolean;
  /** Put the error's message and stack in 500 answers (development only). */
  verboseErrors?: boolean;
  /** Signs QA override links; `/__override` exists only with it (OVERRIDE_SECRET). */
  overrideSecret?: string;
  /** Cookies (canary bucket, QA pins) carry `Secure`: the public URL is https. */
  secureCookies?: boolean;
  /** Watch canaries and roll back one that fails clearly more than its live version (main.ts turns it on). */
  canaryGuard?: { intervalMs: number };
  /** The site's origin (PUBLIC_URL): failure reports are accepted only from it. Default http://localhost. */
  publicUrl?: string;
  /** Signs the failure-report tokens in pages (TELEMETRY_SECRET); default one kept in the site folder (report-tokens.ts). */
  telemetrySecret?: string;
  /** Which copy of a page file to serve while a publish goes live (live-files.ts, publisher.ts). */
  live?: LiveFiles;
  /** Preview of drafts in the real site (`/preview?token=…&documentId=…`); off without it. */
  preview?: PreviewOptions;
}

const rejectMalformedUrls: RequestHandler = (req, res, next) => {
  try {
    decodeURIComponent(req.path);
  } catch {
    res.status(400).type('text/plain').send('Bad request: malformed URL');
    return;
  }
  next();
};

const applyRedirects: RequestHandler = (req, res, next) => {
  const target = resolveRedirect(req.path);
  if (target === null) return next();
  const q = req.originalUrl.indexOf('?');
  res.redirect(301, q >= 0 ? target + req.originalUrl.slice(q) : target);
};

// Before every mount, so no folder (or a future one) can serve a map in production.
const refuseSourceMaps: RequestHandler = (req, res, next) =>
  isSourceMapPath(req.path) ? refuseSourceMap(res) : next();

// Express 5 forwards rejected handlers here; the process keeps serving. Details stay in the log
// unless the server runs in development.
function handleErrors(verbose: boolean): ErrorRequestHandler {
  return (error: { status?: unknown; message?: unknown; stack?: unknown }, _req, res, next) => {
    if (res.headersSent) return next(error);
    // The visitor went away before the answer began (a closed tab, a navigation): nothing to answer
    // and nothing wrong with the server, so no log line either.
    if ((error as { code?: unknown }).code === 'ECONNABORTED') return void res.destroy();
    const status =
      typeof error.status === 'number' && error.status >= 400 && error.status < 500
        ? error.status
        : 500;
    if (status === 500) console.error('site server error:', error);
    const body: Record<string, unknown> = {
      error: status === 500 ? 'internal_error' : 'bad_request',
    };
    if (verbose)
      Object.assign(body, { message: String(error.message), stack: String(error.stack) });
    res.status(status).set('Cache-Control', 'no-store').json(body);
  };
}

/** The one-port site server as an express app; call `listen` on it, or mount more first via `mounts`. */
export function createSiteServer(options: SiteServerOptions): Express {
  const layout = siteLayout(options.siteDir, options.live);
  const data = new SiteData(layout, new JsonFileCache());
  for (const mount of options.mounts ?? []) {
    if (!mount.path.startsWith('/'))
      throw new Error(`mount path "${mount.path}" must start with "/"`);
  }

  const visitor = { overrideSecret: options.overrideSecret, secureCookies: options.secureCookies };
  const guard = options.canaryGuard ? new CanaryGuard(options.siteDir, data) : null;
  const tokens = new ReportTokens(loadReportSecret(options.siteDir, options.telemetrySecret));
  guard?.start(options.canaryGuard!.intervalMs);

  const app = express();
  app.disable('x-powered-by');
  app.use(securityHeaders(options.cspExtraHosts ?? []));
  app.use(rejectMalformedUrls);
  if (!options.serveSourceMaps) app.use(refuseSourceMaps);
  app.use(applyRedirects);
  app.use(compression());
  app.use(versionHeader(data));
  app.use(siteEndpoints(layout, data, visitor));
  const preview = options.preview ? previewRoutes(layout, data, options.preview, visitor) : null;
  if (preview) app.use(preview.routes);
  if (options.overrideSecret)
    app.use(
      overrideRouter({ secret: options.overrideSecret, secureCookies: options.secureCookies }),
    );
  const telemetry = telemetryRouter({
    siteDir: options.siteDir,
    tokens,
    origin: new URL(options.publicUrl ?? 'http://localhost').origin,
    onFailure: (failure, token) => {
      // This process's guard judges the loads it served itself, so it counts only its own tokens.
      if (token.issuer === tokens.issuer && failure.version)
        guard?.failed(failure.area, failure.version, token.issuedAt, token.client);
    },
  });
  app.use('/api/telemetry', telemetry);
  app.use(
    '/remotes',
    remoteFiles(layout, {
      serveSourceMaps: options.serveSourceMaps,
      serveArtifacts: options.serveArtifacts,
    }),
  );
  app.use(buildFiles(layout, data, visitor));
  for (const mount of options.mounts ?? []) app.use(mount.path, mount.handler);
  app.use(shellFiles(layout, { serveSourceMaps: options.serveSourceMaps }));
  // A previewing browser gets the shell alone for a page; everyone else the prerendered page.
  if (preview) app.use(preview.pages);
  app.use(
    pageFallback(layout, data, {
      ...visitor,
      reportTokens: tokens,
      onServed: (area, version) => guard?.served(area, version),
    }),
  );
  app.use(handleErrors(options.verboseErrors ?? false));
  return app;
}
