#!/usr/bin/env node
// Client navigation from one read page to another on loopback: page-data fetch plus render, measured in
// the browser from the navigation to the new heading on screen. Each target is visited once, by address,
// so it was not prefetched from a link. Prints the median and p90 over the read pages of the built site.
import fs from 'node:fs';
import path from 'node:path';
import { livePageSet } from '../scripts/apps.mjs';
import { launchChromium } from './lib/chromium.mjs';
import { startSite } from './lib/server.mjs';
import { percentile } from './lib/stats.mjs';

const port = Number(process.env.BENCH_PORT ?? 4910);
const limit = Number(process.env.PAGES ?? 40);
const contentPages = livePageSet('content');
const slugs = fs
  .readdirSync(path.join(contentPages, 'read'))
  .filter(
    (d) =>
      fs.existsSync(path.join(contentPages, 'read', d, 'index.html')) &&
      fs.existsSync(path.join(contentPages, 'page-data/read', d, 'page-data.json')),
  )
  .slice(0, limit + 1);
if (slugs.length < 2) throw new Error('build the site first (node scripts/build.mjs)');

await startSite({ port });

const browser = await launchChromium();
const page = await (await browser.newContext({ serviceWorkers: 'block' })).newPage();
await page.goto(`http://localhost:${port}/read/${slugs[0]}`);
await page.mouse.move(5, 5); // a prerendered page's app starts at the first interaction
await page.locator('html[data-ready="true"]').waitFor({ state: 'attached' });
const times = [];
for (const slug of slugs.slice(1)) {
  // A reader pauses between pages; meanwhile the prefetching of the links now in view settles,
  // which would otherwise compete with the timed navigation on this 2-core machine.
  await page.waitForTimeout(500);
  const title = JSON.parse(
    fs.readFileSync(path.join(contentPages, 'page-data/read', slug, 'page-data.json'), 'utf8'),
  ).head.title;
  // A router navigation as a link click makes it, timed inside the page.
  const ms = await page.evaluate(
    async ({ slug, title }) => {
      const start = performance.now();
      // The router's own history entry shape, one step further than the current one.
      const idx = (history.state?.idx ?? 0) + 1;
      history.pushState({ usr: null, key: `bench-${idx}`, idx }, '', `/read/${slug}`);
      window.dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
      await new Promise((resolve) => {
        const check = () =>
          document.querySelector('main h1')?.textContent === title
            ? resolve(null)
            : requestAnimationFrame(check);
        check();
      });
      return performance.now() - start;
    },
    { slug, title },
  );
  times.push(ms);
}
await browser.close();
const at = (q) => percentile(times, q);
console.log(
  `client navigation read → read (page-data + render), ${times.length} pages: median ${at(0.5).toFixed(1)} ms, p90 ${at(0.9).toFixed(1)} ms, max ${Math.max(...times).toFixed(1)} ms (target: under 100 ms)`,
);
