import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

/**
 * The fast build writes the same bytes as the reference: the seed corpus built with render threads
 * and with none (every page rendered on the build thread, one after another, as the build always
 * did), every file of the two sites compared. It needs the published apps (`pnpm build --no-pages`
 * or any full build) in SITE_DIR or .site/; without them there is nothing to render with, and the
 * test says so and passes.
 */
const repoRoot = path.resolve(__dirname, '../../..');
const appsDir = path.resolve(repoRoot, process.env.SITE_DIR ?? '.site');
const haveApps =
  fs.existsSync(path.join(appsDir, 'remotes.json')) && fs.existsSync(path.join(appsDir, 'ssr'));
const APPS = ['shell', 'remotes', 'ssr', 'remotes.json'];
// Pinned: the build's time is written into every page's app data.
const builtAt = '2026-01-01T00:00:00.000Z';
const scratch: string[] = [];

/** A site folder with the published apps and no pages. */
function scratchSite(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-build-output-'));
  scratch.push(dir);
  for (const entry of APPS) fs.symlinkSync(path.join(appsDir, entry), path.join(dir, entry));
  return dir;
}

/** Every file the build wrote (the apps and its caches aside), by path. */
function filesOf(dir: string): Map<string, Buffer> {
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

afterAll(() => {
  for (const dir of scratch) fs.rmSync(dir, { recursive: true, force: true });
});

/**
 * One build as `pnpm build` runs it, in a process of its own (the commerce area starts its
 * storefront there), from the sources; its last line is the report.
 */
async function build(siteDir: string, threads: number) {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    SITE_DIR: siteDir,
    SITE_URL: 'https://example.org',
    SITE_BUILD_THREADS: String(threads),
    SITE_BUILD_TIME: builtAt,
    NODE_ENV: 'production',
  };
  // The package's own seed corpus, whatever the shell says.
  for (const name of [
    'CMS_DOCUMENTS_DIR',
    'CMS_IMAGES_DIR',
    'CMS_CUSTOMTYPES_DIR',
    'PRISMIC_ENDPOINT',
    'SITE_BUILD_TRACE',
  ])
    delete env[name];
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', path.join(__dirname, 'cli.ts')],
    { cwd: path.dirname(__dirname), env, maxBuffer: 64 << 20 },
  );
  const [, pages, rendered] = /site: (\d+) pages \((\d+) rendered/.exec(stdout) ?? [];
  return { pages: Number(pages), rendered: Number(rendered) };
}

(haveApps ? test : test.skip)(
  'the seed corpus built with render threads is byte for byte the reference build',
  async () => {
    const reference = scratchSite();
    const fast = scratchSite();
    const before = await build(reference, 0);
    const after = await build(fast, 2);
    expect(after.pages).toBe(before.pages);
    expect(after.rendered).toBe(before.rendered);

    const want = filesOf(reference);
    const got = filesOf(fast);
    expect(want.size).toBeGreaterThan(before.pages);
    expect([...got.keys()].sort()).toEqual([...want.keys()].sort());
    const differing = [...want]
      .filter(([name, bytes]) => !bytes.equals(got.get(name)!))
      .map(([name]) => name);
    expect(differing).toEqual([]);
  },
  600_000,
);

if (!haveApps) {
  test('(the byte-for-byte comparison needs published apps: run pnpm build --no-pages)', () =>
    undefined);
}
