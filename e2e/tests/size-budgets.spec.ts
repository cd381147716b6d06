import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { expect, test } from '@playwright/test';

// Size budgets over the built site (issue 19): each page's JavaScript at first load and once the
// app has started, and each entry file. A change that pushes one over fails here, naming it and its
// bytes. The budgets live in e2e/size-budgets.json; lower them as the site gets lighter, raise one
// only on purpose.
const repoRoot = path.resolve(__dirname, '..', '..');
const siteDir = path.resolve(process.env.SITE_DIR ?? path.join(repoRoot, '.site'));
const budgets = JSON.parse(
  fs.readFileSync(path.join(__dirname, '..', 'size-budgets.json'), 'utf8'),
) as {
  pages: Record<string, { firstLoad: number; after5s: number; started: number }>;
  entries: Record<string, number>;
};
const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

// First load: every script asked for before the page's load event: what competes with the page's own
// HTML, styles and images (a prerendered page: the boot script only, shell/src/boot.ts). After 5 s:
// everything downloaded by 5 s after the load event with no interaction (the boot script prefetches
// the app's entry, the chunks its start loads and the page's area's entry at the first idle moment
// after load, issue 29).
// Started: everything asked for once a pointer has moved and the page is live and quiet (the app, the
// page's area, the widgets and the prefetches of links in view).
for (const [pagePath, budget] of Object.entries(budgets.pages)) {
  test(`${pagePath}: at most ${budget.firstLoad} kB of JavaScript at first load, ${budget.after5s} kB 5 s after load, ${budget.started} kB once started`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    // Room for every file of a started page (the default keeps the first 250 of all kinds).
    await page.addInitScript(() => performance.setResourceTimingBufferSize(5000));
    await page.goto(pagePath, { waitUntil: 'load' });
    await page.waitForTimeout(5000);
    // From the page's own clock (resource timing), so a script asked for a moment after load never
    // counts as before it, and a prefetched file counts once, whether or not it has been run since.
    const measure = () =>
      page.evaluate(() => {
        const [nav] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
        const scripts = (
          performance.getEntriesByType('resource') as PerformanceResourceTiming[]
        ).filter((e) => /\.js$/.test(new URL(e.name).pathname));
        const sum = (list: PerformanceResourceTiming[]) => {
          const bytes = new Map<string, number>();
          for (const e of list)
            bytes.set(e.name, Math.max(bytes.get(e.name) ?? 0, e.encodedBodySize));
          return [...bytes.values()].reduce((n, b) => n + b, 0);
        };
        return {
          firstLoad: sum(scripts.filter((e) => e.startTime < nav!.loadEventStart)),
          after5s: sum(scripts.filter((e) => e.responseEnd <= nav!.loadEventEnd + 5000)),
          all: sum(scripts),
        };
      });
    const phases = await measure();
    await page.mouse.move(5, 5);
    await page.locator('html[data-ready="true"]').waitFor({ state: 'attached' });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    const startedBytes = (await measure()).all;
    await context.close();
    console.log(
      `size budget: ${pagePath} ${kB(phases.firstLoad)} of ${budget.firstLoad} kB at first load, ${kB(phases.after5s)} of ${budget.after5s} kB 5 s after load, ${kB(startedBytes)} of ${budget.started} kB started`,
    );
    expect(
      phases.firstLoad,
      `${pagePath}: ${phases.firstLoad} bytes (${kB(phases.firstLoad)}) of JavaScript at first load, over its budget of ${budget.firstLoad} kB`,
    ).toBeLessThanOrEqual(budget.firstLoad * 1024);
    expect(
      phases.after5s,
      `${pagePath}: ${phases.after5s} bytes (${kB(phases.after5s)}) of JavaScript 5 s after load, over its budget of ${budget.after5s} kB`,
    ).toBeLessThanOrEqual(budget.after5s * 1024);
    expect(
      startedBytes,
      `${pagePath}: ${startedBytes} bytes (${kB(startedBytes)}) of JavaScript once started, over its budget of ${budget.started} kB`,
    ).toBeLessThanOrEqual(budget.started * 1024);
  });
}

/** The live build's entry files: the shell's boot.js and main.js, and each area's remoteEntry.js. */
function entryFiles(): Array<{ kind: string; name: string; file: string }> {
  const registry = JSON.parse(fs.readFileSync(path.join(siteDir, 'remotes.json'), 'utf8')) as {
    remotes: Record<string, { version: string }>;
  };
  return [
    {
      kind: 'boot',
      name: 'shell/static/boot.js',
      file: path.join(siteDir, 'shell', 'static', 'boot.js'),
    },
    {
      kind: 'shell',
      name: 'shell/static/main.js',
      file: path.join(siteDir, 'shell', 'static', 'main.js'),
    },
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
    if (bytes > budget * 1024)
      over.push(`${name}: ${bytes} bytes (${kB(bytes)}) gzip, over its budget of ${budget} kB`);
  }
  expect(over).toEqual([]);
});
