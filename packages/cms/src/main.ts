import express from 'express';

import { createCmsRouter, defaultCmsOptions } from './index';

/** Standalone development server: the same router the site mounts, alone on `CMS_PORT`. */
const rawPort = process.env.CMS_PORT ?? '3100';
const port = Number(rawPort);
if (!Number.isInteger(port) || port < 1 || port > 65535) {
  console.error(`CMS_PORT must be a port number, got "${rawPort}"`);
  process.exit(1);
}

const options = {
  ...defaultCmsOptions(),
  publicOrigin: process.env.CMS_PUBLIC_ORIGIN || `http://localhost:${port}`,
};
const router = createCmsRouter(options);
const app = express();
app.disable('x-powered-by');
app.use('/cms', router);

const server = app.listen(port, () => {
  console.log(
    `[cms] Prismic API at http://localhost:${port}/cms/api/v2 (documents: ${options.documentsDir})`,
  );
});

const stop = () => {
  router.close();
  server.close(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
