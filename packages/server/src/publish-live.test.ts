import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Publish → live (issue 30), end to end against the server as `pnpm start` starts it
 * (scripts/start.mjs: the compiled server, NODE_ENV=production, the embedded CMS calling the
 * webhook): an article's file is edited while visitors load pages; the page changes, no request
 * fails or gets a broken page, and only the pages that show the article are written again.
 * Needs a built site (SITE_DIR or .site/) to copy; skipped without one.
 */
const repoRoot = path.resolve(__dirname, '../../..');
const builtDir = path.resolve(repoRoot, process.env.SITE_DIR ?? '.site');
const built =
  fs.existsSync(path.join(builtDir, 'remotes.json')) &&
  fs.existsSync(path.join(builtDir, 'pages', '404', 'index.html'));
const port = Number(process.env.E2E_PORT ?? 4431);
const base = `http://127.0.0.1:${port}`;
const scratch: string[] = [];
let server: ChildProcess | null = null;
let output = '';

afterAll(async () => {
  if (server && server.exitCode === null) {
    server.kill('SIGTERM');
    await new Promise((resolve) => server!.once('exit', resolve));
  }
  for (const dir of scratch) fs.rmSync(dir, { recursive: true, force: true });
}, 60_000);

/** Every page HTML file of the site's page sets, with its inode and time: what a build rewrote shows. */
function pageFiles(siteDir: string): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.name === 'index.html') {
        const st = fs.statSync(file);
        files.set(path.relative(siteDir, file), `${st.ino}:${st.mtimeMs}`);
      }
    }
  };
  walk(path.join(siteDir, 'page-sets'));
  return files;
}

async function until<T>(what: string, check: () => Promise<T | null> | T | null, ms = 120_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value !== null) return value;
    if (Date.now() > deadline)
      throw new Error(`gave up waiting for ${what}\n${output.slice(-3000)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

(built ? test : test.skip)(
  'an edited article is live on the running server, under load, with no failed request and only its pages rebuilt',
  async () => {
    const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'publish-live-site-'));
    const documents = fs.mkdtempSync(path.join(os.tmpdir(), 'publish-live-docs-'));
    scratch.push(siteDir, documents);
    // The apps as built (read only), the pages and caches copied: the start's build is incremental.
    for (const entry of ['shell', 'remotes', 'ssr'])
      fs.symlinkSync(path.join(builtDir, entry), path.join(siteDir, entry));
    for (const entry of ['remotes.json', 'page-sets', 'pages', '.cache'])
      if (fs.existsSync(path.join(builtDir, entry)))
        fs.cpSync(path.join(builtDir, entry), path.join(siteDir, entry), { recursive: true });
    fs.cpSync(path.join(repoRoot, 'packages/cms/corpus/documents'), documents, {
      recursive: true,
    });
    const env: NodeJS.ProcessEnv = { ...process.env, SITE_DIR: siteDir, PORT: String(port) };
    env.CMS_DOCUMENTS_DIR = documents;
    for (const name of ['NODE_ENV', 'PUBLIC_URL', 'SITE_URL', 'CMS_WEBHOOK_URL', 'CMS_PUBLISH'])
      delete env[name];
    server = spawn(process.execPath, [path.join(repoRoot, 'scripts/start.mjs')], {
      cwd: repoRoot,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    server.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    // Listening, and the publish process warm (apps, threads and corpus loaded).
    await until('the publish process to be warm', () =>
      output.includes('publish: the build process is warm') ? true : null,
    );
    const article = '/read/patrick-of-ireland/';
    const first = await (await fetch(base + article)).text();
    expect(first).toContain('Patrick of Ireland');
    const before = pageFiles(siteDir);

    // Visitors: pages of every kind, the article's page-data, the sitemap and the search index.
    const urls = [
      article,
      '/read/',
      '/',
      '/tours/',
      `/page-data${article}page-data.json`,
      '/sitemap.xml',
      '/robots.txt',
    ];
    let stop = false;
    const failures: string[] = [];
    let requests = 0;
    const visitor = async (offset: number) => {
      for (let i = offset; !stop; i++) {
        const url = urls[i % urls.length]!;
        try {
          const response = await fetch(base + url);
          const body = await response.text();
          requests++;
          if (response.status !== 200) failures.push(`${url}: ${response.status}`);
          else if (
            url === article &&
            !(/<title>Patrick of Ireland(, revised)? ·/.test(body) && body.includes('</html>'))
          )
            failures.push(`${url}: neither the whole old page nor the whole new one`);
        } catch (error) {
          failures.push(`${url}: ${(error as Error).message}`);
        }
      }
    };
    const file = path.join(documents, 'read', 'patrick-of-ireland.json');
    const doc = JSON.parse(fs.readFileSync(file, 'utf8')) as {
      id: string;
      data: { title: { text: string }[] };
    };
    const visitors = Array.from({ length: 6 }, (_, i) => visitor(i));
    try {
      doc.data.title = [{ ...doc.data.title[0]!, text: 'Patrick of Ireland, revised' }];
      fs.writeFileSync(file, JSON.stringify(doc, null, 2));

      await until('the edit to be live', async () =>
        (await (await fetch(base + article)).text()).includes('Patrick of Ireland, revised')
          ? true
          : null,
      );
      const pageData = await (await fetch(`${base}/page-data${article}page-data.json`)).text();
      expect(pageData).toContain('Patrick of Ireland, revised');
      // The search follows the build (its area files, through the same generation): an edit goes
      // into the changes beside the index, made against that very index.
      const searchIndex = await fetch(`${base}/files/content/search-index.json`);
      const searchChanges = await fetch(`${base}/files/content/search-changes.json`);
      expect([searchIndex.status, searchChanges.status]).toEqual([200, 200]);
      const indexBase = (JSON.parse(await searchIndex.text()) as { base: string }).base;
      const changes = JSON.parse(await searchChanges.text()) as {
        base: string;
        added: { id: string; title: string }[];
      };
      expect(changes.base).toBe(indexBase);
      expect(changes.added).toContainEqual(
        expect.objectContaining({ id: doc.id, title: 'Patrick of Ireland, revised' }),
      );
      const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
      expect(sitemap).toContain(`<loc>http://localhost:${port}${article.slice(0, -1)}</loc>`);
      // Load goes on a little past the switch, then stops.
      await new Promise((resolve) => setTimeout(resolve, 500));
    } finally {
      stop = true;
      await Promise.all(visitors);
    }
    expect(failures).toEqual([]);
    expect(requests).toBeGreaterThan(50);

    // Only the article's own pages were written again, once they are moved into the site folder.
    const publish = await until('the publish to be logged', () => {
      const lines = output.match(/publish: \d+ of \d+ pages rendered for ref [^\n]*/g);
      return lines?.find((l) => l.includes(doc.id)) ?? null;
    });
    const [, rendered, pages] = /publish: (\d+) of (\d+)/.exec(publish)!;
    expect(Number(rendered)).toBeGreaterThan(0);
    expect(Number(rendered)).toBeLessThan(Number(pages) / 10);
    const after = await until('the generation to be moved in', () => {
      const now = pageFiles(siteDir);
      const moved = [...now].some(
        ([f, s]) => f.endsWith('patrick-of-ireland/index.html') && s !== before.get(f),
      );
      return moved ? now : null;
    });
    const rewritten = [...after].filter(([f, s]) => before.get(f) !== s).map(([f]) => f);
    expect(rewritten.some((f) => f.endsWith('read/patrick-of-ireland/index.html'))).toBe(true);
    expect(rewritten.length).toBeLessThanOrEqual(Number(rendered));
    expect(rewritten.some((f) => f.includes(`${path.sep}tours${path.sep}`))).toBe(false);
  },
  600_000,
);
