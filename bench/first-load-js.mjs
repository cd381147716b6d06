#!/usr/bin/env node
// What a first visit to each page downloads as JavaScript, measured in Chromium with a cold cache:
// every script response's encoded (gzip) size, at first load (the load event and the network idle
// for 0.5 s, no interaction: a prerendered page's boot script only) and once a pointer has moved and
// the app is live and quiet (the app, the page's area, the widgets, prefetches of links in view).
// Needs the built site served (pnpm start, or BASE_URL). PAGES=/a,/b picks the pages.
import { launchChromium } from './lib/chromium.mjs';

const base = process.env.BASE_URL ?? 'http://localhost:3000';
const pages = (
  process.env.PAGES ?? '/,/read/martin-luther,/timeline,/shop,/watch,/podcast,/donate'
).split(',');
const browser = await launchChromium();
try {
  for (const path of pages) {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    const scripts = [];
    const pending = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() !== 'script') return;
      pending.push(
        request.sizes().then(
          (sizes) =>
            scripts.push({ url: request.url().replace(base, ''), bytes: sizes.responseBodySize }),
          () => undefined,
        ),
      );
    });
    const sum = async () => {
      await Promise.all(pending);
      return { kb: scripts.reduce((n, s) => n + s.bytes, 0) / 1024, files: scripts.length };
    };
    await page.goto(base + path, { waitUntil: 'networkidle' });
    const first = await sum();
    const firstUrls = new Set(scripts.map((s) => s.url));
    await page.mouse.move(5, 5);
    await page.locator('html[data-ready="true"]').waitFor({ state: 'attached' });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1000);
    const later = await sum();
    console.log(
      `${path}: first load ${first.kb.toFixed(1)} kB of JavaScript in ${first.files} files; ${later.kb.toFixed(1)} kB in ${later.files} once started`,
    );
    // VERBOSE=1 lists the files, largest first; `+` marks one that came after the first load.
    if (process.env.VERBOSE)
      for (const s of scripts.sort((a, b) => b.bytes - a.bytes))
        console.log(
          `  ${firstUrls.has(s.url) ? ' ' : '+'}${(s.bytes / 1024).toFixed(1).padStart(6)} kB ${s.url}`,
        );
    await context.close();
  }
} finally {
  await browser.close();
}
