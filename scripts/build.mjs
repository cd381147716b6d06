#!/usr/bin/env node
// Builds the shell and the remotes in one webpack run and publishes each remote under an immutable
// version (packages/release/src/publish.ts). It never changes what is live: going live is `pnpm release`,
// `promote` or `rollback`. The one exception is a remote with no live version yet (an empty site,
// the first `pnpm start`), which goes live with its first build.
//   node scripts/build.mjs                 everything
//   node scripts/build.mjs --only shell,content
//   node scripts/build.mjs --missing       only apps whose build is not published yet
//   node scripts/build.mjs --incremental   then re-render only the pages whose content changed
//   node scripts/build.mjs --no-pages      apps only, no site build
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ensureCompiled } from '../packages/site-build/scripts/compile.mjs';
import { loadRelease } from '../packages/release/scripts/compile.mjs';
import { isBuilt, listApps, repoRoot, siteDir } from './apps.mjs';

// Publishing and the registry are the release package's, compiled to JavaScript when they changed.
const { publishRemote, openRegistryStore, setRemoteIn } = await loadRelease();

const require = createRequire(path.join(repoRoot, 'shell', 'package.json'));

/** One webpack run over the apps' configs (client and SSR); remotes land in their staging folders. */
export async function compile(apps, mode = 'production') {
  const webpack = require('webpack');
  const configs = apps.flatMap((app) =>
    require(path.join(app.dir, 'webpack.config.cjs'))({}, { mode }),
  );
  const started = Date.now();
  console.log(`building ${apps.map((a) => a.name).join(', ')} …`);
  const stats = await new Promise((resolve, reject) => {
    webpack(configs, (error, result) => (error ? reject(error) : resolve(result)));
  });
  if (stats.hasErrors()) {
    console.error(stats.toString({ all: false, errors: true, colors: false }));
    throw new Error('build failed');
  }
  console.log(`built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

export async function build({ only, missing = false, mode = 'production' } = {}) {
  let apps = await listApps();
  if (only) {
    const unknown = only.filter((n) => !apps.some((a) => a.name === n));
    if (unknown.length) throw new Error(`unknown app(s): ${unknown.join(', ')}`);
    apps = apps.filter((a) => only.includes(a.name));
  }
  if (missing) apps = apps.filter((a) => !isBuilt(a));
  if (apps.length === 0) return [];

  await compile(apps, mode);

  // Remotes were built into staging folders: each gets its version from its output's hash. A build
  // identical to a published one is that version again; a published version is never overwritten.
  for (const app of apps.filter((a) => a.kind === 'remote')) {
    app.version = publishRemote({
      siteDir,
      name: app.name,
      baseVersion: app.version,
      log: console.log,
    }).version;
  }

  // The registry DATABASE_URL names: PostgreSQL (several hosts), else the site folder's file.
  const store = openRegistryStore(siteDir);
  try {
    await firstVersionsLive(store, apps);
  } finally {
    await store.close();
  }
  return apps;
}

async function firstVersionsLive(store, apps) {
  const { remotes } = await store.read();
  for (const app of apps.filter((a) => a.kind === 'remote')) {
    const live = remotes[app.name]?.version;
    if (!live) {
      await setRemoteIn(store, siteDir, app.name, app.version, { action: 'first-build' });
      console.log(`${app.name}@${app.version} is live (the site had no version of ${app.name})`);
    } else if (live !== app.version) {
      console.log(
        `${app.name}@${app.version} is published; ${live} stays live (pnpm release ${app.name} ships it)`,
      );
    }
  }
}

/** Renders every page from the published apps and the content (packages/site-build). */
export async function buildPages({ incremental = false, areas } = {}) {
  // The site build runs as JavaScript, compiled from its sources when they changed.
  const args = [await ensureCompiled()];
  if (incremental) args.push('--incremental');
  // ['tours@0.2.0-ab12cd34ef']: only that area's pages, at that version (a release or rollback).
  if (areas) args.push('--areas', areas.join(','));
  const child = spawnSync(process.execPath, args, { stdio: 'inherit', env: process.env });
  if (child.status !== 0) throw new Error('site build failed');
}

function parseArgs(argv) {
  const options = {};
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--only') options.only = (argv[++i] ?? '').split(',').filter(Boolean);
    else if (argv[i] === '--missing') options.missing = true;
    else if (argv[i] === '--incremental') options.incremental = true;
    else if (argv[i] === '--no-pages') options.pages = false;
    else throw new Error(`unknown option ${argv[i]}`);
  }
  return options;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const options = parseArgs(process.argv.slice(2));
  build(options)
    .then(() =>
      options.pages !== false ? buildPages({ incremental: options.incremental }) : undefined,
    )
    .catch((error) => {
      console.error(error.message);
      process.exitCode = 1;
    });
}
