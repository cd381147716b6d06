import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

/**
 * A warm builder over a copy of the seed corpus: its first rebuild renders every page, one with
 * nothing changed renders none, and one after an article's title changed renders that article's
 * pages with the new title. Like build-output.test.ts it needs the published apps (SITE_DIR or
 * .site/), and runs in a process of its own (the commerce area starts its storefront there).
 */
const repoRoot = path.resolve(__dirname, '../../..');
const appsDir = path.resolve(repoRoot, process.env.SITE_DIR ?? '.site');
const haveApps =
  fs.existsSync(path.join(appsDir, 'remotes.json')) && fs.existsSync(path.join(appsDir, 'ssr'));
const scratch: string[] = [];

afterAll(() => {
  for (const dir of scratch) fs.rmSync(dir, { recursive: true, force: true });
});

// The child: three rebuilds, the article edited before the third; each report a line of JSON.
const CHILD = `
const fs = require('node:fs');
const { createWarmBuilder } = require(${JSON.stringify(path.join(__dirname, 'warm-builder.ts'))});
(async () => {
  const builder = createWarmBuilder({ siteDir: process.env.SITE_DIR, siteUrl: 'https://example.org', log: () => undefined, renderThreads: 1 });
  try {
    const report = async (ids) => { const r = await builder.rebuild(ids); console.log(JSON.stringify({ rendered: r.rendered, pages: r.pages, seconds: r.seconds, changedIds: r.changedIds })); };
    await report();
    await report();
    const file = process.env.EDIT_FILE;
    const doc = JSON.parse(fs.readFileSync(file, 'utf8'));
    doc.data.title = [{ ...doc.data.title[0], text: 'Patrick of Ireland, revised' }];
    fs.writeFileSync(file, JSON.stringify(doc, null, 2));
    await report([doc.id]);
  } finally {
    await builder.close();
  }
})().catch((error) => { console.error(error); process.exitCode = 1; });
`;

(haveApps ? test : test.skip)(
  'a warm builder renders everything once, then nothing, then only what an edit changed',
  async () => {
    const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-build-warm-'));
    const documents = fs.mkdtempSync(path.join(os.tmpdir(), 'site-build-warm-docs-'));
    scratch.push(siteDir, documents);
    for (const entry of ['shell', 'remotes', 'ssr', 'remotes.json'])
      fs.symlinkSync(path.join(appsDir, entry), path.join(siteDir, entry));
    fs.cpSync(path.join(repoRoot, 'packages/cms/corpus/documents'), documents, { recursive: true });
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      SITE_DIR: siteDir,
      CMS_DOCUMENTS_DIR: documents,
      EDIT_FILE: path.join(documents, 'read', 'patrick-of-ireland.json'),
      NODE_ENV: 'production',
    };
    for (const name of [
      'CMS_IMAGES_DIR',
      'CMS_CUSTOMTYPES_DIR',
      'PRISMIC_ENDPOINT',
      'SITE_BUILD_TRACE',
    ])
      delete env[name];
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', '-e', CHILD],
      { cwd: path.dirname(__dirname), env, maxBuffer: 64 << 20 },
    );
    const [first, unchanged, edited] = stdout
      .trim()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { rendered: number; pages: number; changedIds: string[] });
    expect(first!.rendered).toBe(first!.pages);
    expect(unchanged!.rendered).toBe(0);
    expect(edited!.rendered).toBeGreaterThan(0);
    expect(edited!.rendered).toBeLessThan(first!.pages / 4);
    expect(edited!.changedIds).toHaveLength(1);
    const html = fs.readFileSync(
      path.join(
        siteDir,
        'page-sets',
        'content',
        fs.readdirSync(path.join(siteDir, 'page-sets', 'content'))[0]!,
        'read',
        'patrick-of-ireland',
        'index.html',
      ),
      'utf8',
    );
    expect(html).toContain('Patrick of Ireland, revised');
  },
  600_000,
);
