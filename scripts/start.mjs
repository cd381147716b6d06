#!/usr/bin/env node
// `pnpm start`: builds whatever is not built yet, then serves the whole site on one port.
import { spawn } from 'node:child_process';
import path from 'node:path';
import fs from 'node:fs';
import { build, buildPages } from './build.mjs';
import { ensureServerCompiled } from '../packages/server/scripts/compile.mjs';
import { siteDir } from './apps.mjs';

const started = Date.now();
const built = await build({ missing: true });
// Pages follow the apps: rebuilt when any app was, else brought up to date with the content.
await buildPages({
  incremental:
    built.length === 0 && fs.existsSync(path.join(siteDir, 'pages', '404', 'index.html')),
});
console.log(`ready to serve after ${((Date.now() - started) / 1000).toFixed(1)} s of preparation`);

// Production, whatever the shell's NODE_ENV: development-only routes stay off unless opted into
// one by one (OUTBOX_HTTP=1, SOURCE_MAPS_PUBLIC=1). The server prints its mode as it starts.
// The server runs as compiled JavaScript (packages/server/scripts/compile.mjs), with no TypeScript loader.
const entry = await ensureServerCompiled();
// Publish → live is on unless CMS_PUBLISH=off: a webhook (the embedded CMS calls it on each edit)
// rebuilds the changed pages in a warm build process beside the server (packages/server/src/publisher.ts).
const server = spawn(process.execPath, ['--enable-source-maps', entry], {
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: 'production', CMS_PUBLISH: process.env.CMS_PUBLISH || 'on' },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
