import http from 'node:http';
import express from 'express';
import { createApiFromEnv, STOREFRONT_API_VERSION } from './index';

/** Standalone development server: the router the site mounts, alone on `API_PORT` (default 3200). */
async function main(): Promise<void> {
  const rawPort = process.env.API_PORT ?? '3200';
  const port = Number(rawPort);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`API_PORT must be a port number, got "${rawPort}"`);
  const api = await createApiFromEnv(process.env);
  const app = express();
  app.disable('x-powered-by');
  app.use('/api', api.router);
  // Storefront GraphQL requests are answered before Express sees them (see storefront-fast-path.ts).
  const server = http.createServer((req, res) => {
    if (!api.storefront.serve(req, res, '/api')) app(req, res);
  });
  server.listen(port, '127.0.0.1', () => {
    const address = server.address();
    const actual = typeof address === 'object' && address ? address.port : port;
    console.log(
      `[api] listening on http://127.0.0.1:${actual}/api (storefront: /api/${STOREFRONT_API_VERSION}/graphql.json)`,
    );
  });
  const stop = () => server.close(() => void api.close().then(() => process.exit(0)));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
