import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { RequestHandler } from 'express';
import { readConfig, type ServerConfig } from './config';
import { createApiFromEnv, createContactRouter, createPodcastsRouter } from '@site/api';
import { createCmsRouter, defaultCmsOptions, startRefWebhook } from '@site/cms';
import { startRegistryMirror } from '@site/release/registry-mirror';
import { cmsWebhookRouter, loadWebhookSecret } from './cms-webhook';
import { createSiteServer } from './create-site-server';
import { LiveFiles } from './live-files';
import { Publisher } from './publisher';
import { previewOptionsFromEnv } from './preview-route';
import { SERVER_TIMEOUTS } from './timeouts';

function loadConfig(): ServerConfig {
  try {
    return readConfig(process.env);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    return process.exit(1);
  }
}

const config = loadConfig();
const { port, siteDir, cspExtraHosts, publicUrl, devRoutes } = config;
// The backends every area talks to, each behind the protocol of the hosted service it stands in for.
// Every absolute URL they build starts with the configured public URL, never with a request's Host.
const cms = createCmsRouter({
  ...defaultCmsOptions(),
  publicOrigin: process.env.CMS_PUBLIC_ORIGIN || publicUrl,
});
// The API opens its database asynchronously; requests wait for it, and a failure to open stops the server.
const api = createApiFromEnv(process.env, { publicUrl, devRoutes });
api.catch((error: unknown) => {
  console.error('api:', error instanceof Error ? error.message : error);
  process.exit(1);
});
// Publish → live (issue 30): the CMS's webhook starts an incremental build in a warm child process,
// whose pages go live all at once. The child is the site build's, compiled beside its CLI. On with
// CMS_PUBLISH=on, which `pnpm start` sets unless told `off`; a server started otherwise (a test's
// several hosts) keeps no build process, and its webhook accepts updates without building.
const live = new LiveFiles(siteDir);
const webhookSecret = loadWebhookSecret(siteDir, process.env.CMS_WEBHOOK_SECRET);
const publishChild =
  process.env.PUBLISH_CHILD_ENTRY ||
  path.resolve(__dirname, '..', '..', 'site-build', 'dist', 'run', 'publish-child.js');
const publisher =
  process.env.CMS_PUBLISH === 'on' && fs.existsSync(publishChild)
    ? new Publisher({
        siteDir,
        siteUrl: process.env.SITE_URL || publicUrl,
        childEntry: publishChild,
        live,
      })
    : null;
const apiHandler: RequestHandler = (req, res, next) =>
  void api.then((a) => a.router(req, res, next), next);
const mounts = [
  {
    path: '/api/cms/webhook',
    handler: cmsWebhookRouter({
      secret: webhookSecret,
      onUpdate: (update) => publisher?.request(update) ?? { build: false },
    }),
  },
  { path: '/cms', handler: cms },
  // Contact messages are counted in the API's throttle store, so every server process counts together.
  {
    path: '/api/contact',
    handler: createContactRouter(undefined, { throttles: api.then((a) => a.throttles) }),
  },
  { path: '/api', handler: createPodcastsRouter() },
  { path: '/api', handler: apiHandler },
  {
    path: '/graphql',
    handler: ((req, res, next) =>
      void api.then((a) => a.graphql(req, res, next), next)) as RequestHandler,
  },
];
const app = createSiteServer({
  siteDir,
  cspExtraHosts,
  mounts,
  serveSourceMaps: config.serveSourceMaps,
  verboseErrors: config.mode === 'development',
  overrideSecret: config.overrideSecret,
  secureCookies: publicUrl.startsWith('https:'),
  canaryGuard: { intervalMs: config.canaryCheckMs },
  publicUrl,
  telemetrySecret: process.env.TELEMETRY_SECRET,
  serveArtifacts: process.env.SERVE_ARTIFACTS === '1',
  live,
  preview: previewOptionsFromEnv(process.env, { port, publicUrl }),
});
// With DATABASE_URL on PostgreSQL the registry lives there: this process mirrors it into its site
// folder (fetching versions it lacks from REMOTES_ORIGIN) and hears each change within a second.
const mirror = startRegistryMirror(siteDir, process.env);
const server = http.createServer(SERVER_TIMEOUTS, app);
Object.assign(server, {
  keepAliveTimeout: SERVER_TIMEOUTS.keepAliveTimeout,
  timeout: SERVER_TIMEOUTS.socketIdleTimeout,
});
// It listens once the registry was mirrored the first time, so it never serves an older one.
void (mirror?.ready ?? Promise.resolve()).then(() =>
  server.listen(port, () => {
    const address = server.address();
    const actual = typeof address === 'object' && address ? address.port : port;
    startPublishing(actual);
    console.log(`site server listening on http://localhost:${actual} (site: ${siteDir})`);
    console.log(
      `mode: ${config.mode}; public URL: ${publicUrl}; development routes (mail outbox): ${devRoutes ? 'ON' : 'off'}; ` +
        `source maps: ${config.serveSourceMaps ? 'served' : 'not served'}; QA override links: ${config.overrideSecret ? 'on' : 'off'}; ` +
        `registry: ${mirror ? `PostgreSQL (revision ${mirror.revision()} here)` : 'the site folder'}`,
    );
  }),
);

let refWebhook: { stop(): void } | null = null;
/**
 * The publisher warms its build process; the embedded CMS calls the webhook on each change of its
 * documents, as hosted Prismic would (CMS_WEBHOOK_URL, default this server; `off`: never). With
 * PRISMIC_ENDPOINT the site reads a hosted repository, which calls the webhook itself.
 */
function startPublishing(actualPort: number) {
  if (!publisher) {
    console.log('publishing: off (CMS_PUBLISH is not "on", or the site build is not compiled)');
    return;
  }
  publisher.warm();
  const url =
    process.env.CMS_WEBHOOK_URL?.trim() || `http://127.0.0.1:${actualPort}/api/cms/webhook`;
  if (url === 'off' || process.env.PRISMIC_ENDPOINT) return;
  if (!/^https?:\/\//.test(url)) {
    console.error(`CMS_WEBHOOK_URL must be an http(s) URL or "off", got "${url}"`);
    return process.exit(1);
  }
  refWebhook = startRefWebhook({ store: cms.store, url, secret: webhookSecret });
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    refWebhook?.stop();
    publisher?.close();
    cms.close();
    void mirror?.stop();
    server.close(() => void api.then((a) => a.close()).finally(() => process.exit(0)));
    server.closeIdleConnections();
  });
}
