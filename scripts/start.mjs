#!/usr/bin/env node
// `pnpm start`: builds whatever is not built yet, then serves the whole site on one port.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { build } from './build.mjs';
import { repoRoot } from './apps.mjs';

const started = Date.now();
await build({ missing: true });
console.log(`ready to serve after ${((Date.now() - started) / 1000).toFixed(1)} s of preparation`);

const server = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'packages/server/src/main.ts')], {
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
