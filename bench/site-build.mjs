#!/usr/bin/env node
// Site build benchmark (issue 33): the seed corpus (median of RUNS); a generated corpus of 2,000
// articles and 10,000 events (full build, the disk's floor for as many pages, an incremental rebuild
// after one article changes); and the same at twice the size (4,000 and 20,000), for memory.
// Prints seconds, pages/s, peak memory and the ratio to the floor, against the issue's goals.
// DETAIL=1 adds the profile of each full build (from SITE_BUILD_TRACE): start-up, reading and
// hashing the corpus, the content thread, generating, server-rendering per area and version,
// composing and writing pages, the sitemap and the areas' files (the search index).
// Builds into scratch site folders; .site/ is left alone. The machine may be shared: medians, the
// load average before and after, and each build's CPU seconds (its work, whatever the load).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureCompiled } from '../packages/site-build/scripts/compile.mjs';
import { repoRoot, siteDir } from '../scripts/apps.mjs';

const runs = Number(process.env.RUNS ?? 3);
if (!Number.isInteger(runs) || runs < 1 || runs > 10) throw new Error('RUNS must be 1..10');
const detail = process.env.DETAIL === '1';
// The issue's goals.
const GOAL = { floorRatio: 6, incrementalSeconds: 0.5, peakMb: 500 };

function run(cmd, args, env = {}) {
  const started = process.hrtime.bigint();
  const child = spawnSync(cmd, args, {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    encoding: 'utf8',
    maxBuffer: 256 << 20,
  });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  if (child.status !== 0)
    throw new Error(`${cmd} ${args.join(' ')} failed:\n${child.stderr || child.stdout}`);
  return { seconds, out: child.stdout, err: child.stderr };
}

// The apps once, into the site folder (only what is missing); each measured build gets its own pages folder.
run(process.execPath, ['scripts/build.mjs', '--missing', '--no-pages']);
// The site build as `pnpm build` runs it: compiled to JavaScript.
const entry = await ensureCompiled();
const scratch = [];
function scratchSite() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-bench-'));
  scratch.push(dir);
  for (const entry of ['shell', 'remotes', 'ssr', 'remotes.json'])
    fs.symlinkSync(path.join(siteDir, entry), path.join(dir, entry));
  return dir;
}

function siteBuild(dir, extraEnv = {}, args = [], using = entry) {
  const env = { SITE_DIR: dir, ...extraEnv, ...(detail ? { SITE_BUILD_TRACE: '1' } : {}) };
  let result;
  try {
    result = run(process.execPath, [using, ...args], env);
  } catch (error) {
    // The commerce area's build-time storefront listens on a loopback port on the build thread;
    // on a loaded machine its request can time out while another generator holds the thread
    // ("fetch failed"). Said, and tried once more.
    if (!/fetch failed/.test(error.message)) throw error;
    console.log('  (a build failed with "fetch failed" from the commerce storefront: tried again)');
    result = run(process.execPath, [using, ...args], env);
  }
  const { seconds, out, err } = result;
  const line = out.trim().split('\n').at(-1);
  const [, pages, rendered] = line.match(/site: (\d+) pages \((\d+) rendered/) ?? [];
  // The build's own figure: the process's high-water mark (getrusage), every thread included.
  const [, peak] = line.match(/peak (\d+) MB/) ?? [];
  // CPU seconds of the build process, every thread: the work done, whatever else the machine runs.
  const [, cpu] = line.match(/cpu ([\d.]+) s/) ?? [];
  return {
    seconds,
    cpu: Number(cpu),
    pages: Number(pages),
    rendered: Number(rendered),
    peakMb: Number(peak),
    trace: err,
  };
}
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const mark = (ok) => (ok ? 'met' : 'NOT met');

/** The profile of one traced build: its timeline, then the time summed per phase that is not one stretch. */
function printDetail(trace) {
  if (!detail) return;
  const lines = trace.split('\n');
  console.log(
    '  timeline (ms since the process started; build = the main thread, threadN = a worker):',
  );
  for (const line of lines.filter((l) => l.startsWith('[trace]')))
    console.log(`    ${line.slice(8)}`);
  const spans = new Map();
  for (const line of lines.filter((l) => l.startsWith('[span]'))) {
    const m = line.match(/^\[span\] (.*) (\d+)$/);
    if (m) spans.set(m[1], (spans.get(m[1]) ?? 0) + Number(m[2]));
  }
  // The timeline as stretches: where the wall time of the build went, phase after phase.
  const at = (label) => {
    const line = lines.find((l) => l.startsWith('[trace]') && l.includes(` ${label}`));
    return line ? Number(line.match(/^\[trace\]\s+(\d+)/)[1]) : null;
  };
  // A full build makes the areas' files (the search index) before the rendering; any other makes
  // them on the content thread, and waits for them after.
  const filesFirst = at('area files in') !== null && at('area files in') < at('pages planned');
  const stretches = [
    ['process start-up (node, the build code)', 0, 'cli started'],
    ['reading the corpus (content thread)', 'thread started', 'corpus loaded'],
    ['loading the apps (build thread)', 'build started', 'apps loaded'],
    [
      'every area has read: the content thread closing',
      'close asked',
      'content thread closed early',
    ],
    ['generating: queries answered, every area generated', 'build started', 'all pages generated'],
    // Inside the generating: the content area's files, made once it has read all it reads and
    // before it makes its pages (a full build).
    [
      "  of which the content area's files (the search index)",
      'content thread closed early',
      'content: files made',
    ],
    ['document hashes', 'all pages generated', 'document hashes in'],
    ...(filesFirst
      ? [
          ["the areas' files not made yet", 'document hashes in', 'area files in'],
          ['planning', 'area files in', 'pages planned'],
          ['making page data, SSR and writing pages', 'pages planned', 'pages rendered'],
        ]
      : [
          ['planning', 'document hashes in', 'pages planned'],
          ['making page data, SSR and writing pages', 'pages planned', 'pages rendered'],
          ['page sets’ manifests made', 'pages rendered', 'manifests made'],
          [
            "waiting for the areas' files (made on the content thread)",
            'manifests made',
            'area files in',
          ],
        ]),
    [
      filesFirst
        ? 'page sets’ manifests, sitemap, static queries, 404'
        : 'writing the files and manifests, sitemap, static queries, 404',
      filesFirst ? 'pages rendered' : 'area files in',
      'site files and manifests written',
    ],
    ['closing', 'site files and manifests written', 'build ended'],
  ];
  console.log('  breakdown (ms of wall time):');
  for (const [name, from, to] of stretches) {
    const [a, b] = [from === 0 ? 0 : at(from), at(to)];
    if (a !== null && b !== null) console.log(`    ${String(b - a).padStart(6)}  ${name}`);
  }
  console.log('  summed per phase (ms; across threads, so the sum can exceed the wall time):');
  for (const [label, ms] of spans) console.log(`    ${String(ms).padStart(6)}  ${label}`);
  // Memory: the most each thread's heap held at its trace points, and the process's resident set.
  const heaps = new Map();
  let rss = 0;
  for (const line of lines) {
    const m = line.match(/^\[trace\]\s+\d+ (\S+)\s.* · heap (\d+) MB, rss (\d+) MB$/);
    if (!m) continue;
    heaps.set(m[1], Math.max(heaps.get(m[1]) ?? 0, Number(m[2])));
    rss = Math.max(rss, Number(m[3]));
  }
  const renderHeaps = lines.find((l) => l.includes("render threads' heap peaks"));
  console.log(
    `  memory (MB): heap at most ${[...heaps].map(([t, mb]) => `${t} ${mb}`).join(', ')}` +
      `${renderHeaps ? `; render threads after a batch ${renderHeaps.match(/peaks: ([^·]*)/)[1].trim()}` : ''}` +
      `; resident at most ${rss} at a trace point`,
  );
}

/** The floor: the same number of pages written from a template string (bench/site-build-floor.mjs). */
function floor(pages) {
  const times = [];
  for (let i = 0; i < runs; i++) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-bench-floor-'));
    try {
      const { out } = run(process.execPath, [
        path.join(repoRoot, 'bench/site-build-floor.mjs'),
        dir,
        String(pages),
      ]);
      times.push(Number(out.match(/in ([\d.]+) s/)[1]));
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }
  return median(times);
}

function ensureCorpus(out, articles, events) {
  if (fs.existsSync(path.join(out, 'documents'))) return;
  const args = [
    '--filter',
    '@site/cms',
    'generate',
    '--articles',
    String(articles),
    '--events',
    String(events),
    '--out',
    out,
  ];
  run('pnpm', args);
}
const corpusEnv = (out) => ({
  CMS_DOCUMENTS_DIR: path.join(out, 'documents'),
  CMS_IMAGES_DIR: path.join(out, 'images'),
});

const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
console.log(`load average at the start: ${load()} (${os.availableParallelism()} cores)`);
try {
  const seed = [];
  for (let i = 0; i < runs; i++) seed.push(siteBuild(scratchSite()));
  const s = seed[0];
  const seedSeconds = median(seed.map((r) => r.seconds));
  console.log(
    `seed corpus: ${s.pages} pages, median ${seedSeconds.toFixed(2)} s (cpu ${median(seed.map((r) => r.cpu)).toFixed(1)} s) over ${runs} runs, ` +
      `${(s.pages / seedSeconds).toFixed(0)} pages/s, peak ${Math.max(...seed.map((r) => r.peakMb))} MB`,
  );
  printDetail(s.trace);

  const large = path.join(repoRoot, 'packages/cms/corpus-large');
  ensureCorpus(large, 2000, 10000);
  const largeEnv = corpusEnv(large);
  const dir = scratchSite();
  const full = siteBuild(dir, largeEnv);
  const floorSeconds = floor(full.pages);
  const ratio = full.seconds / floorSeconds;
  console.log(
    `generated corpus (2,000 articles + 10,000 events): ${full.pages} pages in ${full.seconds.toFixed(1)} s (cpu ${full.cpu.toFixed(1)} s), ` +
      `${(full.pages / full.seconds).toFixed(0)} pages/s, peak ${full.peakMb} MB (goal ≤ ${GOAL.peakMb} MB: ${mark(full.peakMb <= GOAL.peakMb)})`,
  );
  console.log(
    `  floor: ${full.pages} pages (~20 kB of HTML and a page-data file each) written from a template in ${floorSeconds.toFixed(2)} s (median of ${runs}); ` +
      `the build is ${ratio.toFixed(1)}× that (goal ≤ ${GOAL.floorRatio}×: ${mark(ratio <= GOAL.floorRatio)})`,
  );
  printDetail(full.trace);

  // Change one article's title and rebuild incrementally, RUNS times (a new title each time, as an
  // editor saving one revision after another), then put it back.
  const readDir = path.join(large, 'documents', 'read');
  const file = path.join(readDir, fs.readdirSync(readDir).sort()[0]);
  const original = fs.readFileSync(file, 'utf8');
  // BEFORE_ENTRY=<another build's cli.js>: the same edits rebuilt by that build too, turn about,
  // on the same site (an A/B on one machine at one time).
  const builds = [['', entry]];
  if (process.env.BEFORE_ENTRY)
    builds.push(['(BEFORE_ENTRY) ', path.resolve(process.env.BEFORE_ENTRY)]);
  try {
    const incremental = builds.map(() => []);
    for (let i = 1; i <= runs; i++) {
      builds.forEach(([, using], b) => {
        const doc = JSON.parse(original);
        const text = `${doc.data.title[0].text} (revision ${i}${b ? ` ${b}` : ''})`;
        doc.data.title = [{ ...doc.data.title[0], text }];
        fs.writeFileSync(file, JSON.stringify(doc, null, 2));
        incremental[b].push(siteBuild(dir, largeEnv, ['--incremental'], using));
      });
    }
    builds.forEach(([label], b) => {
      const times = incremental[b].map((r) => r.seconds);
      console.log(
        `${label}incremental rebuild after one article changed: ${incremental[b][0].rendered} pages re-rendered of ${incremental[b][0].pages}, ` +
          `median ${median(times).toFixed(2)} s (cpu ${median(incremental[b].map((r) => r.cpu)).toFixed(2)} s) over ${runs} edits (${times.map((t) => t.toFixed(2)).join(', ')}; the first just after the full build) ` +
          `(goal ≤ ${GOAL.incrementalSeconds} s: ${mark(median(times) <= GOAL.incrementalSeconds)})`,
      );
      printDetail(incremental[b].at(-1).trace);
    });
  } finally {
    fs.writeFileSync(file, original);
  }

  // The same edits in a warm build process (createWarmBuilder), as the editorial loop will run them.
  {
    const warm = path.join(path.dirname(entry), 'warm-builder.js');
    const { out } = run(
      process.execPath,
      [path.join(repoRoot, 'bench/site-build-warm.mjs'), warm, file],
      { SITE_DIR: dir, ...largeEnv },
    );
    const { edits, warmUp, peakMb } = JSON.parse(out.trim().split('\n').at(-1));
    const times = edits.map((e) => e.seconds);
    console.log(
      `warm incremental rebuild (createWarmBuilder; started with a rebuild of nothing in ${warmUp.seconds.toFixed(2)} s): ${edits[0].rendered} pages re-rendered, ` +
        `median ${median(times).toFixed(2)} s (cpu ${median(edits.map((e) => e.cpu)).toFixed(2)} s) over ${runs} edits (${times.map((t) => t.toFixed(2)).join(', ')}), peak ${peakMb} MB ` +
        `(goal ≤ ${GOAL.incrementalSeconds} s: ${mark(median(times) <= GOAL.incrementalSeconds)})`,
    );
  }

  // Twice the corpus: memory should stay roughly where it was (pages streamed, not held).
  const double = path.join(os.tmpdir(), 'site-bench-corpus-4000x20000');
  ensureCorpus(double, 4000, 20000);
  const twice = siteBuild(scratchSite(), corpusEnv(double));
  const twiceFloor = floor(twice.pages);
  console.log(
    `twice the corpus (4,000 articles + 20,000 events): ${twice.pages} pages in ${twice.seconds.toFixed(1)} s (cpu ${twice.cpu.toFixed(1)} s) ` +
      `(${(twice.seconds / twiceFloor).toFixed(1)}× its floor of ${twiceFloor.toFixed(2)} s), peak ${twice.peakMb} MB, ` +
      `${(twice.peakMb / full.peakMb).toFixed(2)}× the peak at 1× (goal ≤ ${GOAL.peakMb} MB and roughly flat: ${mark(twice.peakMb <= GOAL.peakMb)})`,
  );
  printDetail(twice.trace);
  console.log(`load average at the end: ${load()}`);
} finally {
  for (const dir of scratch) fs.rmSync(dir, { recursive: true, force: true });
}
