import { readConfig, type ServerConfig } from './config';
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
const mounts = [{ path: '/cms', handler: cms }];
const server = createSiteServer({ siteDir, cspExtraHosts, mounts }).listen(port, () => {
  const address = server.address();
  const actual = typeof address === 'object' && address ? address.port : port;
  console.log(`site server listening on http://localhost:${actual} (site: ${siteDir})`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    cms.close();
    server.close(() => process.exit(0));
  });
}
