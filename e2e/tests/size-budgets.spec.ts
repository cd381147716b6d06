import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { expect, test } from '@playwright/test';

// Size budgets over the built site (issue 19): each page's JavaScript at first load, and each
// entry file. A change that pushes one over fails here, naming it and its bytes. The budgets live in
// e2e/size-budgets.json; lower them as the site gets lighter, raise one only on purpose.
const repoRoot = path.resolve(__dirname, '..', '..');
const siteDir = path.resolve(process.env.SITE_DIR ?? path.join(repoRoot, '.site'));
const budgets = JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'size-budgets.json'), 'utf8')) as {
  pages: Record<string, number>;
  entries: Record<string, number>;
};
const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

// A page's first load: every script asked for until the network is quiet, except what starts more
// than 2 s after the load event (the widgets deferred to idle time wait 2.5 s; see
// shell/src/features/widgets/deferred-start.ts). What the page needs to hydrate, and what it
// fetches at once after (a listing's client, prefetches of links in view), counts.
const AFTER_LOAD_MS = 2000;

for (const [pagePath, budget] of Object.entries(budgets.pages)) {
  test(`${pagePath} loads at most ${budget} kB of JavaScript at first load`, async ({ browser }) => {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    let loadedAt = Infinity;
    page.on('load', () => (loadedAt = Date.now()));
    const sizes: Promise<number>[] = [];
    const askedAt = new Map<object, number>();
    page.on('request', (request) => askedAt.set(request, Date.now()));
    page.on('requestfinished', (request) => {
      if (request.resourceType() !== 'script' || askedAt.get(request)! > loadedAt + AFTER_LOAD_MS) return;
      sizes.push(request.sizes().then((s) => s.responseBodySize, () => 0));
    });
    await page.goto(pagePath, { waitUntil: 'networkidle' });
    await page.locator('html[data-ready="true"]').waitFor({ state: 'attached' });
    const bytes = (await Promise.all(sizes)).reduce((a, b) => a + b, 0);
    await context.close();
    console.log(`size budget: ${pagePath} ${kB(bytes)} of ${budget} kB`);
    expect(bytes, `${pagePath}: ${bytes} bytes (${kB(bytes)}) of JavaScript at first load, over its budget of ${budget} kB`).toBeLessThanOrEqual(budget * 1024);
  });
}

/** The live build's entry files: the shell's main.js and each area's remoteEntry.js. */
function entryFiles(): Array<{ kind: string; name: string; file: string }> {
  const registry = JSON.parse(fs.readFileSync(path.join(siteDir, 'remotes.json'), 'utf8')) as { remotes: Record<string, { version: string }> };
  return [
    { kind: 'shell', name: 'shell/static/main.js', file: path.join(siteDir, 'shell', 'static', 'main.js') },
    ...Object.entries(registry.remotes).map(([name, { version }]) => ({
      kind: 'remoteEntry',
      name: `${name}@${version}/remoteEntry.js`,
      file: path.join(siteDir, 'remotes', name, version, 'remoteEntry.js'),
    })),
  ];
}

test('each entry file stays within its budget', () => {
  const over: string[] = [];
  for (const { kind, name, file } of entryFiles()) {
    const bytes = zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
    const budget = budgets.entries[kind]!;
    console.log(`size budget: ${name} ${kB(bytes)} of ${budget} kB`);
    if (bytes > budget * 1024) over.push(`${name}: ${bytes} bytes (${kB(bytes)}) gzip, over its budget of ${budget} kB`);
  }
  expect(over).toEqual([]);
});
