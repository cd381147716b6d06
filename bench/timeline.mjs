#!/usr/bin/env node
// Timeline smoothness on the 10,000-event corpus: the real site built from the generated corpus
// (packages/cms/corpus-large, made if missing), served on loopback, and Chromium scrolling the
// season with the most entries and switching zoom (years → decades → centuries → years) while a
// PerformanceObserver counts long tasks. Prints, per run and as medians over RUNS (default 3):
// the longest task and the count of tasks over 50 ms during the script, and how many entries
// the DOM holds at once (windowing) against how many the season has.
// Builds into a scratch site folder (symlinks to .site's apps); .site/pages is left alone.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot, siteDir } from '../scripts/apps.mjs';
import { launchChromium } from './lib/chromium.mjs';
import { startSite } from './lib/server.mjs';
import { median } from './lib/stats.mjs';

const runs = Number(process.env.RUNS ?? 3);
const port = Number(process.env.BENCH_PORT ?? 4925);
const large = path.join(repoRoot, 'packages/cms/corpus-large');

function run(cmd, args, env = {}) {
  const child = spawnSync(cmd, args, {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });
  if (child.status !== 0)
    throw new Error(`${cmd} ${args.join(' ')} failed:\n${child.stderr || child.stdout}`);
}

run(process.execPath, ['scripts/build.mjs', '--missing', '--no-pages']);
if (!fs.existsSync(path.join(large, 'documents')))
  run('pnpm', ['--filter', '@site/cms', 'generate', '--articles', '2000', '--events', '10000']);
// TIMELINE_BENCH_DIR reuses a scratch site from an earlier run (its pages are rebuilt incrementally).
const dir =
  process.env.TIMELINE_BENCH_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'timeline-bench-'));
fs.mkdirSync(dir, { recursive: true });
for (const entry of ['shell', 'remotes', 'ssr', 'remotes.json'])
  if (!fs.existsSync(path.join(dir, entry)))
    fs.symlinkSync(path.join(siteDir, entry), path.join(dir, entry));
const env = {
  SITE_DIR: dir,
  CMS_DOCUMENTS_DIR: path.join(large, 'documents'),
  CMS_IMAGES_DIR: path.join(large, 'images'),
};

// The server builds the pages of the large corpus first (a full site build), then listens.
const started = Date.now();
const server = await startSite({ port, env, tries: 1200 });
console.log(
  `site built from the large corpus and serving after ${((Date.now() - started) / 1000).toFixed(0)} s`,
);

// The generator tags no generated event or person with a season, so the real page would show only the
// seed entries. The bench puts every untagged entry in season 1 (in the served page data and in the
// prerendered HTML's embedded data), so the page draws all of them; hydration then mismatches the
// prerendered rows and React renders on the client, before the measured script starts.
const season = 'season-1';
const tab = JSON.stringify([
  { uid: season, title: 'Season 1', subtitle: 'Generated', span: null, jumpYear: null },
]);
for (const file of ['pages/page-data/timeline/page-data.json', 'pages/timeline/index.html']) {
  const full = path.join(dir, file);
  const text = fs
    .readFileSync(full, 'utf8')
    .replace('{"seasons":[],"items"', `{"seasons":${tab},"items"`)
    .replaceAll('"seasons":[]', `"seasons":["${season}"]`);
  fs.writeFileSync(full, text);
}
const data = JSON.parse(
  fs.readFileSync(path.join(dir, 'pages/page-data/timeline/page-data.json'), 'utf8'),
);
const items = data.data.items;
const seasonCount = items.filter((i) => i.seasons.includes(season)).length;
console.log(`timeline data: ${items.length} entries; measuring ${season} (${seasonCount} entries)`);

const browser = await launchChromium();

async function once() {
  const context = await browser.newContext({
    serviceWorkers: 'block',
    viewport: { width: 1280, height: 900 },
  });
  const page = await context.newPage();
  await page.addInitScript(() => {
    window.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries())
        window.__longTasks.push({ start: e.startTime, duration: e.duration });
    }).observe({ type: 'longtask', buffered: true });
  });
  await page.goto(`http://localhost:${port}/timeline?season=${season}&zoom=year`);
  await page.mouse.move(5, 5); // a prerendered page's app starts at the first interaction
  await page.locator('html[data-ready="true"]').waitFor({ state: 'attached' });
  await page.getByRole('list', { name: 'Entries' }).waitFor();
  await page.waitForTimeout(1500);
  const from = await page.evaluate(() => performance.now());
  let maxDom = 0;
  const domCount = () =>
    page.evaluate(() => document.querySelectorAll('.timeline-card, .timeline-cluster').length);
  const scroll = async (steps) => {
    for (let i = 0; i < steps; i++) {
      await page.mouse.wheel(0, 700);
      await page.waitForTimeout(40);
    }
    maxDom = Math.max(maxDom, await domCount());
  };
  const zoom = async (name) => {
    await page.getByRole('group', { name: 'Zoom' }).getByRole('button', { name }).click();
    await page.waitForTimeout(300);
    maxDom = Math.max(maxDom, await domCount());
  };
  await scroll(60);
  await zoom('Decades');
  await scroll(30);
  await zoom('Centuries');
  await scroll(20);
  await zoom('Years');
  await scroll(60);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(500);
  const all = await page.evaluate(() => window.__longTasks);
  const tasks = all.filter((t) => t.start >= from);
  // The observer's own check: loading and hydrating 10,000 entries does make long tasks, before the script.
  const loading = all.filter((t) => t.start < from);
  await context.close();
  return {
    longest: Math.max(0, ...tasks.map((t) => t.duration)),
    over50: tasks.filter((t) => t.duration > 50).length,
    maxDom,
    loading: loading.length,
    loadLongest: Math.max(0, ...loading.map((t) => t.duration)),
  };
}

const results = [];
for (let i = 0; i < runs; i++) {
  const r = await once();
  results.push(r);
  console.log(
    `run ${i + 1}: longest task ${r.longest.toFixed(0)} ms, ${r.over50} tasks over 50 ms, at most ${r.maxDom} entries in the DOM (while loading, before the script: ${r.loading} long tasks, longest ${r.loadLongest.toFixed(0)} ms)`,
  );
}
console.log(
  `timeline (${seasonCount} entries in ${season}), scripted scroll and zoom, median of ${runs}: ` +
    `longest task ${median(results.map((r) => r.longest)).toFixed(0)} ms, ${median(results.map((r) => r.over50))} tasks over 50 ms ` +
    `(target: none), at most ${median(results.map((r) => r.maxDom))} entries drawn at once`,
);
await browser.close();
server.kill('SIGTERM');
fs.rmSync(dir, { recursive: true, force: true });
process.exit(0);
