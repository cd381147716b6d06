#!/usr/bin/env node
// `pnpm dev`: webpack dev servers for the shell (3000) and every remote (3001–3005), rebuilding on
// save, plus the site server on DEV_API_PORT (3100) serving a registry that points at the dev servers.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { listApps, repoRoot } from './apps.mjs';

const apiPort = process.env.DEV_API_PORT ?? '3100';
const devSite = path.join(repoRoot, '.site-dev');
const apps = await listApps();
const remotes = apps.filter((a) => a.kind === 'remote');

const ports = {};
for (const app of remotes) {
  const config = createRequire(path.join(app.dir, 'package.json'))(
    path.join(app.dir, 'webpack.config.cjs'),
  );
  ports[app.name] = config({}, { mode: 'development' }).devServer.port;
}

// The registry lists no routes in dev: the shell asks each remote's ./routes at start-up instead.
fs.mkdirSync(devSite, { recursive: true });
const registry = {
  remotes: Object.fromEntries(
    remotes.map((a) => [
      a.name,
      { version: '0.0.0-dev', entry: `http://localhost:${ports[a.name]}/mf-manifest.json` },
    ]),
  ),
};
fs.writeFileSync(path.join(devSite, 'remotes.json'), `${JSON.stringify(registry, null, 2)}\n`);

const children = [];
function start(label, command, args, options = {}) {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], ...options });
  const prefix = (data) =>
    data
      .toString()
      .split('\n')
      .filter(Boolean)
      .map((l) => `[${label}] ${l}`)
      .join('\n');
  child.stdout.on('data', (d) => console.log(prefix(d)));
  child.stderr.on('data', (d) => console.error(prefix(d)));
  children.push(child);
}

start(
  'server',
  process.execPath,
  ['--import', 'tsx', path.join(repoRoot, 'packages/server/src/main.ts')],
  {
    env: {
      ...process.env,
      // Development mode: the mail outbox's HTTP view, source maps and verbose errors are on.
      NODE_ENV: 'development',
      PORT: apiPort,
      PUBLIC_URL: process.env.PUBLIC_URL ?? 'http://localhost:3000',
      SITE_DIR: devSite,
      CSP_EXTRA_HOSTS: Object.values(ports)
        .map((p) => `http://localhost:${p}`)
        .join(','),
    },
  },
);
for (const app of apps) {
  start(
    app.name,
    'pnpm',
    ['exec', 'webpack', 'serve', '--config', 'webpack.config.cjs', '--mode', 'development'],
    {
      cwd: app.dir,
      env: { ...process.env, DEV_API_PORT: apiPort },
    },
  );
}
console.log('dev: open http://localhost:3000 once the builds report "compiled"');

const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
