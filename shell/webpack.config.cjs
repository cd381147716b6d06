const path = require('node:path');
const { hostConfig } = require('@site/mf-config');

// In development the page shell is served by webpack; everything else (/remotes.json, the APIs)
// comes from the site server started by `pnpm dev` on DEV_API_PORT.
const apiPort = process.env.DEV_API_PORT ?? '3100';

module.exports = hostConfig({
  dir: __dirname,
  entry: './src/index.ts',
  ssrEntry: './src/ssr.tsx',
  bootEntry: './src/boot.ts',
  serviceWorker: path.join(__dirname, 'src/worker/sw.ts'),
  template: path.join(__dirname, 'public/index.html'),
  favicon: path.join(__dirname, 'public/favicon.svg'),
  port: 3000,
  devProxy: [
    {
      context: ['/remotes.json', '/remotes', '/healthz', '/api', '/cms', '/graphql'],
      target: `http://127.0.0.1:${apiPort}`,
    },
  ],
});
