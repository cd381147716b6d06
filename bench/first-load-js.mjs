#!/usr/bin/env node
// What a first visit to each page downloads as JavaScript, measured in Chromium with a cold cache:
// every script response's encoded (gzip) size, until the network has been idle for 2 s. Needs the
// built site served (pnpm start, or BASE_URL). PAGES=/a,/b picks the pages.
import { chromium } from '@playwright/test';

const base = process.env.BASE_URL ?? 'http://localhost:3000';
const pages = (process.env.PAGES ?? '/,/read/martin-luther,/timeline,/shop,/watch,/podcast,/donate').split(',');
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
try {
  for (const path of pages) {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    const scripts = [];
    page.on('requestfinished', async (request) => {
      if (request.resourceType() !== 'script') return;
      const sizes = await request.sizes();
      scripts.push({ url: request.url().replace(base, ''), bytes: sizes.responseBodySize });
    });
    await page.goto(base + path, { waitUntil: 'networkidle' });
    await page.waitForTimeout(2000);
    const total = scripts.reduce((n, s) => n + s.bytes, 0);
    console.log(`${path}: ${(total / 1024).toFixed(1)} kB of JavaScript in ${scripts.length} files`);
    if (process.env.VERBOSE) for (const s of scripts.sort((a, b) => b.bytes - a.bytes)) console.log(`  ${(s.bytes / 1024).toFixed(1).padStart(6)} kB ${s.url}`);
    await context.close();
  }
} finally {
  await browser.close();
}
