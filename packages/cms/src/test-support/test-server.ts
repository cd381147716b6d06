import type { AddressInfo } from 'node:net';

import express from 'express';

import { createCmsRouter, type CmsOptions, type CmsRouter } from '../router';

export interface TestServer {
  origin: string;
  endpoint: string;
  router: CmsRouter;
  close: () => Promise<void>;
}

/**
 * Mounts the router at `/cms` on an ephemeral port, as the site server does. Its public origin is
 * the test server's own (unless the options name one), known once the port is.
 */
export async function startTestServer(options: CmsOptions): Promise<TestServer> {
  const app = express();
  const mounted: { router?: CmsRouter } = {};
  app.use('/cms', (req, res, next) => (mounted.router ? mounted.router(req, res, next) : next()));
  const server = await new Promise<ReturnType<typeof app.listen>>((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  const router = createCmsRouter({ publicOrigin: origin, ...options });
  mounted.router = router;
  return {
    origin,
    endpoint: `${origin}/cms/api/v2`,
    router,
    close: () =>
      new Promise<void>((resolve) => {
        router.close();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
