import type { RequestHandler } from 'express';
import { readConfig, type ServerConfig } from './config';
import { createApiFromEnv, createContactRouter, createPodcastsRouter } from '@site/api';
import { createCmsRouter, defaultCmsOptions } from '@site/cms';
import { createSiteServer } from './create-site-server';

function loadConfig(): ServerConfig {
  try {
    return readConfig(process.env);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    return process.exit(1);
  }
}

const { port, siteDir, cspExtraHosts } = loadConfig();
// The backends every area talks to, each behind the protocol of the hosted service it stands in for.
const cms = createCmsRouter(defaultCmsOptions());
// The API opens its database asynchronously; requests wait for it, and a failure to open stops the server.
const api = createApiFromEnv(process.env);
api.catch((error: unknown) => {
  console.error('api:', error instanceof Error ? error.message : error);
  process.exit(1);
});
const apiHandler: RequestHandler = (req, res, next) => void api.then((a) => a.router(req, res, next), next);
const mounts = [
  { path: '/cms', handler: cms },
  { path: '/api/contact', handler: createContactRouter() },
  { path: '/api', handler: createPodcastsRouter() },
  { path: '/api', handler: apiHandler },
  { path: '/graphql', handler: ((req, res, next) => void api.then((a) => a.graphql(req, res, next), next)) as RequestHandler },
];
const server = createSiteServer({ siteDir, cspExtraHosts, mounts }).listen(port, () => {
  const address = server.address();
  const actual = typeof address === 'object' && address ? address.port : port;
  console.log(`site server listening on http://localhost:${actual} (site: ${siteDir})`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    cms.close();
    server.close(() => void api.then((a) => a.close()).finally(() => process.exit(0)));
  });
}
