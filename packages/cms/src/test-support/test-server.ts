import type { AddressInfo } from 'node:net';

import express from 'express';

import { createCmsRouter, type CmsOptions, type CmsRouter } from '../router';

export interface TestServer {
  origin: string;
  endpoint: string;
  router: CmsRouter;
  close: () => Promise<void>;
}

/** Mounts the router at `/cms` on an ephemeral port, as the site server does. */
export async function startTestServer(options: CmsOptions): Promise<TestServer> {
  const router = createCmsRouter(options);
  const app = express();
  app.use('/cms', router);
  const server = await new Promise<ReturnType<typeof app.listen>>((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
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
