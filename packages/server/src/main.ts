import http from 'node:http';
import type { RequestHandler } from 'express';
import { readConfig, type ServerConfig } from './config';
import { createApiFromEnv, createContactRouter, createPodcastsRouter } from '@site/api';
import { createCmsRouter, defaultCmsOptions } from '@site/cms';
import { startRegistryMirror } from '@site/release/registry-mirror';
import { createSiteServer } from './create-site-server';
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
const apiHandler: RequestHandler = (req, res, next) =>
  void api.then((a) => a.router(req, res, next), next);
const mounts = [
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
    console.log(`site server listening on http://localhost:${actual} (site: ${siteDir})`);
    console.log(
      `mode: ${config.mode}; public URL: ${publicUrl}; development routes (mail outbox): ${devRoutes ? 'ON' : 'off'}; ` +
        `source maps: ${config.serveSourceMaps ? 'served' : 'not served'}; QA override links: ${config.overrideSecret ? 'on' : 'off'}; ` +
        `registry: ${mirror ? `PostgreSQL (revision ${mirror.revision()} here)` : 'the site folder'}`,
    );
  }),
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    cms.close();
    void mirror?.stop();
    server.close(() => void api.then((a) => a.close()).finally(() => process.exit(0)));
    server.closeIdleConnections();
  });
}
