#!/usr/bin/env node
// Publish → live (issue 30): the time from an edited document file to the changed page served, on
// a server started as `pnpm start` starts it (scripts/start.mjs: the compiled server in production,
// the embedded CMS calling its webhook, the warm publish process). One article's title is changed
// RUNS times (default 5); each time the page is fetched every 20 ms until it shows the new title.
// Prints each run, the server's own account of each publish, and the median. Goal: ≤ 2 s on 2 cores.
//   SITE_DIR=.data/site node bench/publish.mjs      (a built site; its pages and caches are copied)
//   PORT (default 4432), ARTICLE (default read/patrick-of-ireland)
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const builtDir = path.resolve(repoRoot, process.env.SITE_DIR ?? '.site');
const runs = Number(process.env.RUNS ?? 5);
const port = Number(process.env.PORT ?? 4432);
const article = process.env.ARTICLE ?? 'read/patrick-of-ireland';
const GOAL = 2;
if (!fs.existsSync(path.join(builtDir, 'pages', '404', 'index.html'))) {
  console.error(
    `no built site in ${builtDir}: build one first (SITE_DIR=… node scripts/build.mjs)`,
  );
  process.exit(1);
}

// A copy of the site (apps linked) and of the corpus: the bench edits neither the repository's
// documents nor the site it was given.
const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-publish-site-'));
const documents = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-publish-docs-'));
for (const entry of ['shell', 'remotes', 'ssr'])
  fs.symlinkSync(path.join(builtDir, entry), path.join(siteDir, entry));
for (const entry of ['remotes.json', 'page-sets', 'pages', '.cache'])
  if (fs.existsSync(path.join(builtDir, entry)))
    fs.cpSync(path.join(builtDir, entry), path.join(siteDir, entry), { recursive: true });
fs.cpSync(
  process.env.CMS_DOCUMENTS_DIR ?? path.join(repoRoot, 'packages/cms/corpus/documents'),
  documents,
  { recursive: true },
);

const env = { ...process.env, SITE_DIR: siteDir, PORT: String(port), CMS_DOCUMENTS_DIR: documents };
for (const name of ['NODE_ENV', 'PUBLIC_URL', 'SITE_URL', 'CMS_WEBHOOK_URL', 'CMS_PUBLISH'])
  delete env[name];
const server = spawn(process.execPath, [path.join(repoRoot, 'scripts/start.mjs')], {
  cwd: repoRoot,
  env,
  stdio: ['ignore', 'pipe', 'inherit'],
});
let output = '';
server.stdout.on('data', (chunk) => (output += chunk));

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
async function until(what, check, ms = 300_000) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check()) return;
    await sleep(20);
  }
  throw new Error(`gave up waiting for ${what}`);
}
const page = async () => {
  try {
    return await (await fetch(`http://127.0.0.1:${port}/${article}/`)).text();
  } catch {
    return '';
  }
};
const publishes = () => output.match(/publish: \d+ of [^\n]*/g) ?? [];

try {
  await until('the server and its warm publish process', () =>
    output.includes('publish: the build process is warm'),
  );
  const file = path.join(documents, `${article}.json`);
  const original = JSON.parse(fs.readFileSync(file, 'utf8'));
  const seconds = [];
  for (let i = 1; i <= runs; i++) {
    const title = `${original.data.title[0].text} (publish ${i} ${Date.now().toString(36)})`;
    const doc = {
      ...original,
      data: { ...original.data, title: [{ ...original.data.title[0], text: title }] },
    };
    const seen = publishes().length;
    const started = performance.now();
    fs.writeFileSync(file, JSON.stringify(doc, null, 2));
    await until(`run ${i} to be live`, async () =>
      (await page()).includes(title.replace(/&/g, '&amp;')),
    );
    seconds.push((performance.now() - started) / 1000);
    // The publish settles (its files moved in) before the next edit.
    await until(`run ${i}'s publish to be logged`, () => publishes().length > seen);
    console.log(
      `run ${i}: live after ${seconds.at(-1).toFixed(2)} s; server: ${publishes().at(-1)}`,
    );
    await sleep(300);
  }
  const sorted = [...seconds].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)];
  console.log(
    `edit-to-live, median of ${runs}: ${median.toFixed(2)} s (goal ≤ ${GOAL} s on 2 cores) ${median <= GOAL ? 'MET' : 'NOT MET'}`,
  );
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  fs.rmSync(siteDir, { recursive: true, force: true });
  fs.rmSync(documents, { recursive: true, force: true });
}
