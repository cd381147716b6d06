#!/usr/bin/env node
// Site build benchmark: the seed corpus (median of RUNS), a generated corpus of 2,000 articles and
// 10,000 events (full build), and an incremental rebuild after one article changes.
// Prints pages/s and peak memory. Builds into a scratch site folder; .site/ is left alone.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureCompiled } from '../packages/site-build/scripts/compile.mjs';
import { repoRoot, siteDir } from '../scripts/apps.mjs';

const runs = Number(process.env.RUNS ?? 3);
if (!Number.isInteger(runs) || runs < 1 || runs > 10) throw new Error('RUNS must be 1..10');
const large = path.join(repoRoot, 'packages/cms/corpus-large');

function run(cmd, args, env = {}) {
  const started = process.hrtime.bigint();
  const child = spawnSync(cmd, args, { cwd: repoRoot, env: { ...process.env, ...env }, encoding: 'utf8' });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  if (child.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed:\n${child.stderr || child.stdout}`);
  return { seconds, out: child.stdout };
}

// The apps once, into .site (only what is missing); each measured build gets its own pages folder.
run(process.execPath, ['scripts/build.mjs', '--missing', '--no-pages']);
// The site build as `pnpm build` runs it: compiled to JavaScript.
const entry = await ensureCompiled();
function scratchSite() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-bench-'));
  for (const entry of ['shell', 'remotes', 'ssr', 'remotes.json']) fs.symlinkSync(path.join(siteDir, entry), path.join(dir, entry));
  return dir;
}

function siteBuild(dir, extraEnv = {}, args = []) {
  // /usr/bin/time would be nicer for peak memory, but the build samples its own RSS and prints it.
  const { seconds, out } = run(process.execPath, [entry, ...args], { SITE_DIR: dir, ...extraEnv });
  const line = out.trim().split('\n').at(-1);
  const [, pages, rendered] = line.match(/site: (\d+) pages \((\d+) rendered/) ?? [];
  const [, peak] = line.match(/peak (\d+) MB/) ?? [];
  return { seconds, pages: Number(pages), rendered: Number(rendered), peakMb: Number(peak) };
}
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const seed = [];
for (let i = 0; i < runs; i++) seed.push(siteBuild(scratchSite()));
const s = seed[0];
console.log(`seed corpus: ${s.pages} pages, median ${median(seed.map((r) => r.seconds)).toFixed(2)} s over ${runs} runs, ` +
  `${(s.pages / median(seed.map((r) => r.seconds))).toFixed(0)} pages/s, peak ${Math.max(...seed.map((r) => r.peakMb))} MB`);

if (!fs.existsSync(path.join(large, 'documents'))) {
  run('pnpm', ['--filter', '@site/cms', 'generate', '--articles', '2000', '--events', '10000']);
}
const largeEnv = { CMS_DOCUMENTS_DIR: path.join(large, 'documents'), CMS_IMAGES_DIR: path.join(large, 'images') };
const dir = scratchSite();
const full = siteBuild(dir, largeEnv);
console.log(`generated corpus (2,000 articles + 10,000 events): ${full.pages} pages in ${full.seconds.toFixed(1)} s, ` +
  `${(full.pages / full.seconds).toFixed(0)} pages/s, peak ${full.peakMb} MB (target: under 90 s)`);

// Change one article's title and rebuild incrementally, RUNS times (a new title each time, as an
// editor saving one revision after another), then put it back.
const readDir = path.join(large, 'documents', 'read');
const file = path.join(readDir, fs.readdirSync(readDir).sort()[0]);
const original = fs.readFileSync(file, 'utf8');
try {
  const incremental = [];
  for (let i = 1; i <= runs; i++) {
    const doc = JSON.parse(original);
    doc.data.title = [{ ...doc.data.title[0], text: `${doc.data.title[0].text} (revision ${i})` }];
    fs.writeFileSync(file, JSON.stringify(doc, null, 2));
    incremental.push(siteBuild(dir, largeEnv, ['--incremental']));
  }
  const times = incremental.map((r) => r.seconds);
  console.log(
    `incremental rebuild after one article changed: ${incremental[0].rendered} pages re-rendered of ${incremental[0].pages}, ` +
      `median ${median(times).toFixed(2)} s over ${runs} edits (${times.map((t) => t.toFixed(2)).join(', ')}; the first just after the full build) (target: under 3 s)`,
  );
} finally {
  fs.writeFileSync(file, original);
}
