// The deployable apps of the workspace and where their builds land.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadRelease } from '../packages/release/scripts/compile.mjs';

// The registry code is the release package's (compiled to JavaScript when its sources changed).
const registryFile = await loadRelease();

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const siteDir = path.resolve(process.env.SITE_DIR ?? path.join(repoRoot, '.site'));

const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));

/** The shell plus every mfe-* folder; a remote's federation name comes from its federation.config.cjs. */
export async function listApps() {
  const apps = [{ kind: 'shell', name: 'shell', dir: path.join(repoRoot, 'shell') }];
  for (const entry of fs.readdirSync(repoRoot).sort()) {
    if (!entry.startsWith('mfe-')) continue;
    const dir = path.join(repoRoot, entry);
    const { default: federation } = await import(path.join(dir, 'federation.config.cjs'));
    apps.push({ kind: 'remote', name: federation.name, dir });
  }
  for (const app of apps) app.version = readJson(path.join(app.dir, 'package.json')).version;
  return apps;
}

/**
 * The version of a remote that is live: the registry's, when that version is published. A remote's
 * published folder is immutable and named `<package version>-<content hash>` (packages/release/src/publish.ts),
 * so the package.json version alone no longer says where a build is.
 */
export function liveVersion(app) {
  return app.kind === 'shell' ? app.version : registryFile.publishedLiveVersion(siteDir, app.name);
}

/** Where an app's live build is served from, or null for a remote with no published live version. */
export function outputOf(app) {
  if (app.kind === 'shell') return path.join(siteDir, 'shell', 'index.html');
  const version = liveVersion(app);
  return version && path.join(siteDir, 'remotes', app.name, version, 'mf-manifest.json');
}

/** The server-rendering bundle the site build loads. */
export function ssrOutputOf(app) {
  const version = liveVersion(app);
  return version && path.join(siteDir, 'ssr', app.name, version, 'index.js');
}

/** Built: the shell's files exist, or the registry points at a published version of the remote. */
export function isBuilt(app) {
  const files = [outputOf(app), ssrOutputOf(app)];
  return files.every((file) => file && fs.existsSync(file));
}

/** The folder of the pages the live version of an area rendered (packages/site-build/src/page-sets.ts). */
export function livePageSet(name) {
  const version = registryFile.readRegistry(siteDir).remotes[name]?.version;
  if (!version)
    throw new Error(`${name} has no live version: build the site first (node scripts/build.mjs)`);
  return path.join(siteDir, 'page-sets', name, version);
}
