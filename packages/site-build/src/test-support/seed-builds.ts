import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

// What the tests that build the seed corpus share (build-output.test.ts, warm-builder.test.ts):
// scratch sites over the published apps, builds as `pnpm build` runs them, and the files they wrote.

export const repoRoot = path.resolve(__dirname, '../../../..');
const appsDir = path.resolve(repoRoot, process.env.SITE_DIR ?? '.site');
/** Whether the apps are published (`pnpm build --no-pages`): without them nothing can be rendered. */
export const haveApps =
  fs.existsSync(path.join(appsDir, 'remotes.json')) && fs.existsSync(path.join(appsDir, 'ssr'));
const APPS = ['shell', 'remotes', 'ssr', 'remotes.json'];
/** Pinned by a reference build: the build's time is written into every page's app data. */
export const BUILT_AT = '2026-01-01T00:00:00.000Z';
export const SITE_URL = 'https://example.org';

const scratch: string[] = [];
/** The scratch folders made so far go (call it in afterAll). */
export function removeScratch(): void {
  for (const dir of scratch.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
}

/** An empty scratch folder, removed by removeScratch. */
export function scratchDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  scratch.push(dir);
  return dir;
}

/** A site folder with the published apps and no pages. */
export function scratchSite(prefix = 'site-build-output-'): string {
  const dir = scratchDir(prefix);
  for (const entry of APPS) fs.symlinkSync(path.join(appsDir, entry), path.join(dir, entry));
  return dir;
}

/** Every file the build wrote (the apps and its caches aside), by path. */
export function filesOf(dir: string): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  const walk = (rel: string) => {
    for (const entry of fs.readdirSync(path.join(dir, rel), { withFileTypes: true })) {
      const name = path.posix.join(rel, entry.name);
      if (!rel && (APPS.includes(entry.name) || entry.name === '.cache')) continue;
      if (entry.isDirectory()) walk(name);
      else files.set(name, fs.readFileSync(path.join(dir, name)));
    }
  };
  walk('');
  return files;
}

/** An environment for a build of `siteDir` from the seed corpus (or `documents`), whatever the shell says. */
export function seedEnv(siteDir: string, documents?: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, SITE_DIR: siteDir, NODE_ENV: 'production' };
  for (const name of [
    'CMS_DOCUMENTS_DIR',
    'CMS_IMAGES_DIR',
    'CMS_CUSTOMTYPES_DIR',
    'PRISMIC_ENDPOINT',
    'SITE_BUILD_TRACE',
  ])
    delete env[name];
  if (documents) env.CMS_DOCUMENTS_DIR = documents;
  return env;
}

/**
 * One build as `pnpm build` runs it (full, unless `args` say otherwise), in a process of its own
 * (the commerce area starts its storefront there), from the sources, its time pinned; its last
 * line is the report.
 */
export async function cliBuild(
  siteDir: string,
  threads: number,
  documents?: string,
  more: Record<string, string> = {},
  args: string[] = [],
) {
  const env = {
    ...seedEnv(siteDir, documents),
    ...more,
    SITE_URL,
    SITE_BUILD_THREADS: String(threads),
    SITE_BUILD_TIME: BUILT_AT,
  };
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', path.join(__dirname, '..', 'cli.ts'), ...args],
    { cwd: path.join(__dirname, '..', '..'), env, maxBuffer: 64 << 20 },
  );
  const [, pages, rendered] = /site: (\d+) pages \((\d+) rendered/.exec(stdout) ?? [];
  return { pages: Number(pages), rendered: Number(rendered) };
}
