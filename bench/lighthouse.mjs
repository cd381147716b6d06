#!/usr/bin/env node
// Lighthouse (mobile preset) against the production build served by the site server, driving Debian's
// Chromium. Prints each page's scores, LCP, TBT, CLS and transferred JS, and scores the bare static HTML
// of the read page (its scripts removed) so that our LCP is compared with that limit in the same run.
// Env: RUNS (1..5), PAGES (comma-separated paths), BENCH_PORT, DETAIL=1 (main-thread breakdown and long tasks).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumLaunchOptions } from './lib/chromium.mjs';
import { livePageSet, repoRoot, siteDir } from '../scripts/apps.mjs';

const port = Number(process.env.BENCH_PORT ?? 4900);
const runs = Number(process.env.RUNS ?? 1);
if (!Number.isInteger(runs) || runs < 1 || runs > 5) throw new Error('RUNS must be 1..5');
// The ten pages of issue 29: the five first measured, and the pages of its first-tap controls.
const TEN = [
  '/',
  '/read/martin-luther',
  '/timeline',
  '/shop',
  '/watch',
  '/shop/products/heritage-t-shirt',
  '/podcast/p-daniel-in-babylon',
  '/give',
  '/tours/britains-reformers',
  '/tours/britains-reformers/booking',
];
const pages = process.env.PAGES ? process.env.PAGES.split(',') : TEN;
const staticPath = '/bench-static-read';

const server = spawn(process.execPath, ['scripts/start.mjs'], {
  cwd: repoRoot,
  env: { ...process.env, PORT: String(port) },
  stdio: 'ignore',
});
const stop = () => server.kill('SIGTERM');
process.on('exit', stop);
for (let i = 0; ; i++) {
  try {
    if ((await fetch(`http://localhost:${port}/healthz`)).ok) break;
  } catch {
    if (i > 600) throw new Error('the site server did not start');
    await new Promise((r) => setTimeout(r, 500));
  }
}

// The read page without any script: the fastest this HTML can paint.
const readHtml = fs.readFileSync(
  path.join(livePageSet('content'), 'read/martin-luther/index.html'),
  'utf8',
);
const staticDir = path.join(siteDir, 'pages', staticPath.slice(1));
fs.mkdirSync(staticDir, { recursive: true });
fs.writeFileSync(
  path.join(staticDir, 'index.html'),
  readHtml.replace(/<script\b[\s\S]*?<\/script>/g, ''),
);

const chrome = await chromeLauncher.launch({
  chromePath: chromiumLaunchOptions.executablePath,
  chromeFlags: ['--headless=new', ...chromiumLaunchOptions.args],
});
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const rows = [];
/** DETAIL=1: where a page's main-thread time went, and its long tasks (what TBT is made of). */
const printDetail = (page, lhr) => {
  const work = lhr.audits['mainthread-work-breakdown']?.details?.items ?? [];
  const tasks = lhr.audits['long-tasks']?.details?.items ?? [];
  console.log(
    `${page}: TBT ${Math.round(lhr.audits['total-blocking-time'].numericValue)} ms; main thread: ${work.map((w) => `${w.group} ${Math.round(w.duration)}`).join(', ')}`,
  );
  const lcp = lhr.audits['largest-contentful-paint-element']?.details?.items ?? [];
  const node = lcp[0]?.items?.[0]?.node;
  const phases = lcp[1]?.items?.map((p) => `${p.phase} ${Math.round(p.timing)}`).join(', ');
  if (node)
    console.log(
      `  LCP ${Math.round(lhr.audits['largest-contentful-paint'].numericValue)} ms: ${node.snippet}${phases ? ` (${phases})` : ''}`,
    );
  for (const t of tasks)
    console.log(
      `  long task at ${Math.round(t.startTime)} ms: ${Math.round(t.duration)} ms (${t.url})`,
    );
};
// What keeps a page's accessibility, SEO and best-practices scores under 100, by audit id.
const shortfalls = new Map();
const failedAudits = (lhr) =>
  ['accessibility', 'seo', 'best-practices'].flatMap((category) =>
    lhr.categories[category].auditRefs
      .filter(
        (ref) =>
          ref.weight > 0 && lhr.audits[ref.id].score !== null && lhr.audits[ref.id].score < 1,
      )
      .map((ref) => `${category}: ${ref.id}`),
  );
try {
  for (const page of [...pages, staticPath]) {
    const samples = [];
    for (let i = 0; i < runs; i++) {
      const { lhr } = await lighthouse(`http://localhost:${port}${page}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
      });
      const scripts = lhr.audits['resource-summary']?.details?.items?.find(
        (x) => x.resourceType === 'script',
      );
      samples.push({
        performance: lhr.categories.performance.score * 100,
        accessibility: lhr.categories.accessibility.score * 100,
        seo: lhr.categories.seo.score * 100,
        bestPractices: lhr.categories['best-practices'].score * 100,
        lcpMs: lhr.audits['largest-contentful-paint'].numericValue,
        tbtMs: lhr.audits['total-blocking-time'].numericValue,
        cls: lhr.audits['cumulative-layout-shift'].numericValue,
        jsKb: (scripts?.transferSize ?? 0) / 1024,
        failed: failedAudits(lhr),
      });
      if (process.env.DETAIL) printDetail(page, lhr);
    }
    const pick = (k) => median(samples.map((s) => s[k]));
    shortfalls.set(page === staticPath ? 'static read page' : page, [
      ...new Set(samples.flatMap((s) => s.failed)),
    ]);
    rows.push({
      page: page === staticPath ? '/read/martin-luther (static HTML, no JS)' : page,
      perf: Math.round(pick('performance')),
      a11y: pick('accessibility'),
      seo: pick('seo'),
      bp: pick('bestPractices'),
      'LCP ms': Math.round(pick('lcpMs')),
      'TBT ms': Math.round(pick('tbtMs')),
      CLS: Number(pick('cls').toFixed(3)),
      'JS kB': Number(pick('jsKb').toFixed(1)),
    });
  }
} finally {
  await chrome.kill();
  fs.rmSync(staticDir, { recursive: true, force: true });
  stop();
}
console.table(rows);
for (const [page, failed] of shortfalls)
  if (failed.length) console.log(`${page}: ${failed.join(', ')}`);
const ours = rows.find((r) => r.page === '/read/martin-luther');
const bare = rows.at(-1);
if (ours && bare)
  console.log(
    `read page LCP / static-HTML LCP: ${(ours['LCP ms'] / bare['LCP ms']).toFixed(2)} (${runs} run(s) each, median)`,
  );
const ourRows = rows.filter((r) => r !== bare);
console.log(
  `summary: perf ${Math.round(Math.min(...ourRows.map((r) => r.perf)))}–${Math.round(Math.max(...ourRows.map((r) => r.perf)))}, TBT ≤ ${Math.max(...ourRows.map((r) => r['TBT ms']))} ms, LCP ≤ ${Math.max(...ourRows.map((r) => r['LCP ms']))} ms over ${ourRows.length} pages (bare HTML: perf ${bare?.perf}, TBT ${bare?.['TBT ms']} ms)`,
);
