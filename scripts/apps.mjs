// The deployable apps of the workspace and where their builds land.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

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

/** Where an app's build is published; a remote's folder is immutable once published. */
export function outputOf(app) {
  return app.kind === 'shell'
    ? path.join(siteDir, 'shell', 'index.html')
    : path.join(siteDir, 'remotes', app.name, app.version, 'mf-manifest.json');
}

/** The server-rendering bundle the site build loads. */
export function ssrOutputOf(app) {
  return path.join(siteDir, 'ssr', app.name, app.version, 'index.js');
}

export function isBuilt(app) {
  return fs.existsSync(outputOf(app)) && fs.existsSync(ssrOutputOf(app));
}
