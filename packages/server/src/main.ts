import { readConfig, type ServerConfig } from './config';
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
const server = createSiteServer({ siteDir, cspExtraHosts }).listen(port, () => {
  const address = server.address();
  const actual = typeof address === 'object' && address ? address.port : port;
  console.log(`site server listening on http://localhost:${actual} (site: ${siteDir})`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => server.close(() => process.exit(0)));
}
