#!/usr/bin/env node
// The CMS image route under load: starts the real site server (production, from `.site`), empties a
// disk cache of its own so every render is real, then sends 50 requests with distinct parameters
// (AVIF, WebP, PNG and JPEG, up to w=4000 with dpr=5) at concurrency 10, and a burst of 30 at once.
// Throughout it samples the server's RSS (and its render processes') from /proc and polls /healthz
// every 50 ms. Prints RSS peaks, /healthz median/p95/max and the requests' status counts.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from '../scripts/apps.mjs';
import { spawnProductionServer } from './lib/server.mjs';
import { percentile } from './lib/stats.mjs';

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'image-bench-'));
const cacheDir = path.join(work, 'images');
const MB = 1024 * 1024;

const server = await spawnProductionServer({
  // A port of the system's choosing (others may be running servers on this machine), read back below.
  PORT: '0',
  CMS_IMAGE_CACHE_DIR: cacheDir,
  DATABASE_URL: `file:${path.join(work, 'bench.sqlite')}`,
  OUTBOX_DIR: path.join(work, 'outbox'),
});
const stop = () => {
  server.kill('SIGTERM');
  fs.rmSync(work, { recursive: true, force: true });
};
process.once('SIGINT', () => (stop(), process.exit(130)));

/** One GET without a shared agent, so a slow image never holds up a /healthz poll. */
function get(pathAndQuery, headers = {}) {
  const started = performance.now();
  return new Promise((resolve) => {
    const req = http.get(
      { host: '127.0.0.1', port, path: pathAndQuery, headers, agent: false },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode, ms: performance.now() - started }));
      },
    );
    req.on('error', () => resolve({ status: 0, ms: performance.now() - started }));
  });
}

function status(pid) {
  try {
    const text = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (name) => Number(new RegExp(`^${name}:\\s+(\\d+)`, 'm').exec(text)?.[1] ?? 0) * 1024;
    return { rss: kb('VmRSS'), hwm: kb('VmHWM'), ppid: Number(/^PPid:\s+(\d+)/m.exec(text)?.[1]) };
  } catch {
    return undefined;
  }
}
/** The render processes: the server's children (from its threads' `children` lists, a cheap read). */
function children(pid) {
  try {
    return fs
      .readdirSync(`/proc/${pid}/task`)
      .flatMap((tid) =>
        fs.readFileSync(`/proc/${pid}/task/${tid}/children`, 'utf8').split(' ').filter(Boolean),
      );
  } catch {
    return [];
  }
}

const samples = { server: 0, renders: 0, total: 0, hwm: 0 };
function sample() {
  const own = status(server.pid);
  if (!own) return;
  const renders = children(server.pid).reduce((sum, pid) => sum + (status(pid)?.rss ?? 0), 0);
  samples.server = Math.max(samples.server, own.rss);
  samples.hwm = Math.max(samples.hwm, own.hwm);
  samples.renders = Math.max(samples.renders, renders);
  samples.total = Math.max(samples.total, own.rss + renders);
}

let output = '';
server.stdout.on('data', (chunk) => (output += chunk));
const port = await new Promise((resolve, reject) => {
  const timer = setTimeout(
    () => reject(new Error('the server did not start (is .site built?)')),
    120_000,
  );
  const look = () => {
    const found = /listening on http:\/\/localhost:(\d+)/.exec(output)?.[1];
    if (!found) return;
    clearTimeout(timer);
    resolve(Number(found));
  };
  server.stdout.on('data', look);
  server.once('exit', () => reject(new Error(`the server stopped: ${output}`)));
}).catch((error) => {
  stop();
  throw error;
});
server.stdout.resume();
while ((await get('/healthz')).status !== 200) await new Promise((r) => setTimeout(r, 250));
const idleRss = status(server.pid).rss;

const health = [];
const t0 = performance.now();
let polling = true;
const poller = (async () => {
  while (polling) {
    const tick = new Promise((r) => setTimeout(r, 50));
    const at = performance.now();
    const { ms } = await get('/healthz');
    health.push(ms);
    if (ms > 100 && process.env.BENCH_DEBUG)
      console.log(`slow /healthz at ${((at - t0) / 1000).toFixed(1)} s: ${ms.toFixed(0)} ms`);
    await tick;
  }
})();
const sampler = setInterval(sample, 25);

const images = fs
  .readdirSync(path.join(repoRoot, 'packages/cms/corpus/images/places'))
  .filter((f) => f.endsWith('.svg'))
  .slice(0, 25)
  .map((f) => `/cms/images/places/${f}`);
const AVIF = { Accept: 'image/avif,image/webp,*/*' };
const mix = [
  (w) => [`w=${w}&fm=avif`, {}],
  (w) => [`w=${w}&h=${w}&fit=crop&auto=format`, AVIF],
  (w) => [`w=${w}&h=${w}&dpr=5&fit=scale&fm=png`, {}],
  (w) => [`w=${w}&fm=webp&q=80`, {}],
  (w) => [`w=${Math.round(w / 3)}&dpr=3&fm=jpg`, {}],
];
const requests = Array.from({ length: 50 }, (_, i) => {
  const [query, headers] = mix[i % mix.length](4000 - i * 40);
  return { url: `${images[i % images.length]}?${query}`, headers };
});

async function run(list, concurrency) {
  const results = [];
  let next = 0;
  const worker = async () => {
    while (next < list.length) {
      const { url, headers } = list[next++];
      results.push(await get(url, headers));
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return results;
}

const oversized = await get(`${images[0]}?w=4000&h=4000&dpr=5&fit=scale&fm=png`);
let started = performance.now();
const load = await run(requests, 10);
const loadSeconds = (performance.now() - started) / 1000;
const burstList = Array.from({ length: 30 }, (_, i) => ({
  url: `${images[(i + 7) % images.length]}?w=${2600 - i * 20}&fm=avif&q=60`,
  headers: {},
}));
started = performance.now();
const burst = await run(burstList, 30);
const burstSeconds = (performance.now() - started) / 1000;
await new Promise((r) => setTimeout(r, 1000));
polling = false;
await poller;
clearInterval(sampler);
sample();
const settled = status(server.pid).rss;
stop();

const pct = percentile;
const counts = (list) =>
  Object.entries(list.reduce((c, r) => ({ ...c, [r.status]: (c[r.status] ?? 0) + 1 }), {}))
    .map(([s, n]) => `${s}×${n}`)
    .join(' ');
const ms = (n) => `${n.toFixed(0)} ms`;
const mb = (n) => `${(n / MB).toFixed(0)} MB`;
console.log(
  `oversized w=4000&h=4000&dpr=5&fit=scale&fm=png: ${oversized.status} in ${ms(oversized.ms)}`,
);
console.log(
  `load: 50 distinct requests at concurrency 10 in ${loadSeconds.toFixed(1)} s: ${counts(load)}; latency median ${ms(
    pct(
      load.map((r) => r.ms),
      0.5,
    ),
  )}, max ${ms(Math.max(...load.map((r) => r.ms)))}`,
);
console.log(
  `burst: 30 distinct AVIF requests at once in ${burstSeconds.toFixed(1)} s: ${counts(burst)}`,
);
console.log(
  `server RSS: idle ${mb(idleRss)}, peak ${mb(samples.server)} (VmHWM ${mb(samples.hwm)}), 1 s after ${mb(settled)}`,
);
console.log(
  `render processes' RSS: peak ${mb(samples.renders)}; server + renders peak ${mb(samples.total)}`,
);
console.log(
  `/healthz during the run (${health.length} polls): median ${ms(pct(health, 0.5))}, p95 ${ms(pct(health, 0.95))}, max ${ms(Math.max(...health))}`,
);
const verdict = (ok) => (ok ? 'met' : 'MISSED');
console.log(
  `target server RSS < 600 MB: ${verdict(samples.hwm < 600 * MB)}; with its render processes too: ${verdict(samples.total < 600 * MB)}`,
);
console.log(`target /healthz < 200 ms throughout: ${verdict(Math.max(...health) < 200)}`);
