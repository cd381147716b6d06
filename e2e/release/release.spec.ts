import { expect, test, type Page } from '@playwright/test';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { collectErrors } from '../support/console';
import { untilLive, visit } from '../support/visit';
import {
  pnpm,
  readHistory,
  readRegistry,
  recordFigure,
  repoRoot,
  siteDir,
  startLoad,
  startSecondServer,
} from './support';

// Real releases of real areas, one after another: each test starts from what the one before left.
test.describe.configure({ mode: 'serial' });

const SECOND_PORT = Number(process.env.RELEASE_SECOND_PORT ?? 4331);
const label = `e2e-${Date.now()}`;
// The suite releases from whatever checkout runs it (a developer's may hold uncommitted work);
// the refusal of a dirty tree has a test of its own below.
const DIRTY_OK = '--allow-dirty';
const siteData = (page: Page) =>
  page.evaluate(
    () =>
      JSON.parse(document.getElementById('__SITE_DATA__')!.textContent!) as {
        versions: Record<string, string>;
      },
  );

test('two areas released at once, under load on two servers: no request fails, and a visitor mid-session moves to the new version without a hydration error', async ({
  page,
  baseURL,
}) => {
  const before = readRegistry();
  const second = await startSecondServer(SECOND_PORT);
  try {
    const errors = collectErrors(page);
    await visit(page, '/tours/coming-soon');
    expect((await siteData(page)).versions.tours).toBe(before.remotes.tours!.version);

    const load = startLoad(
      [baseURL!, `http://127.0.0.1:${SECOND_PORT}`],
      [
        '/tours/coming-soon',
        '/tours/reformation-europe',
        '/page-data/tours/reformation-europe/page-data.json',
        '/remotes.json',
        '/',
        '/read/martin-luther',
        '/donate',
        '@entry:tours',
        '@entry:giving',
        '/healthz',
      ],
      8,
    );
    const [tours, giving] = await Promise.all([
      pnpm(['release', 'tours', '--label', label, DIRTY_OK]),
      pnpm(['release', 'giving', '--label', label, DIRTY_OK]),
    ]);
    // The load goes on a little past the switch, on both servers.
    await new Promise((r) => setTimeout(r, 1500));
    const report = await load.stop();
    expect(tours.code, tours.output).toBe(0);
    expect(giving.code, giving.output).toBe(0);

    const after = readRegistry();
    expect(after.remotes.tours!.version).not.toBe(before.remotes.tours!.version);
    expect(after.remotes.giving!.version).not.toBe(before.remotes.giving!.version);
    expect(after.remotes.tours!.previous).toBe(before.remotes.tours!.version);
    // Neither concurrent release lost the other's registry change or history line.
    const released = readHistory()
      .filter((h) => h.action === 'release')
      .slice(-2)
      .map((h) => `${h.area}@${h.version}`)
      .sort();
    expect(released).toEqual([
      `giving@${after.remotes.giving!.version}`,
      `tours@${after.remotes.tours!.version}`,
    ]);
    // Each line says what was built: the commit, the exact tree, the label.
    for (const line of readHistory()
      .filter((h) => h.action === 'release')
      .slice(-2))
      expect(line).toMatchObject({
        label,
        commit: expect.stringMatching(/^[0-9a-f]{12}$/),
        tree: expect.stringMatching(/^[0-9a-f]{12}$/),
      });
    expect(report.failures).toEqual([]);
    expect(report.requests).toBeGreaterThan(200);
    recordFigure('release under load', {
      requests: report.requests,
      failed: report.failures.length,
      toursReleaseMs: tours.ms,
      givingReleaseMs: giving.ms,
    });

    // Mid-session: the page-data of the next tours page comes from the new version, so the shell
    // loads that page fully instead of rendering it with the old code.
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    // The load event comes only with a new document: the full load the stale page-data leads to.
    const fullLoad = page.waitForEvent('load');
    await page.getByRole('link', { name: 'Reformation Europe', exact: true }).click();
    await fullLoad;
    await untilLive(page);
    expect(page.url()).toMatch(/\/tours\/reformation-europe$/);
    expect(await page.evaluate(() => '__sameDocument' in window)).toBe(false);
    expect((await siteData(page)).versions.tours).toBe(after.remotes.tours!.version);
    await expect(page.getByRole('heading', { level: 1, name: /Reformation Europe/ })).toBeVisible();
    expect(errors).toEqual([]);
  } finally {
    second.kill();
  }
});

test('releasing the same tree and label again rebuilds and retests nothing: the published build is checked and reused', async () => {
  const before = readRegistry();
  const again = await pnpm(['release', 'tours', '--label', label, DIRTY_OK]);
  expect(again.code, again.output).toBe(0);
  expect(again.output).toMatch(/built and tested from this same tree/);
  expect(again.output).toMatch(/contract check/);
  expect(again.output).not.toMatch(/build tours \(client and SSR\)|test mfe-tours/);
  expect(again.output).toMatch(/is already live/);
  expect(readRegistry()).toEqual(before);
  recordFigure('re-release of a released tree', { ms: again.ms });
});

test('a build on the live site builds and publishes, and changes nothing that is live, under load', async ({
  baseURL,
}) => {
  // tours and giving are live at the labelled releases above; the checkout builds other versions of them.
  const before = readRegistry();
  const lines = readHistory().length;
  const load = startLoad(
    [baseURL!],
    [
      '/tours/coming-soon',
      '/tours/reformation-europe',
      '/page-data/tours/reformation-europe/page-data.json',
      '/remotes.json',
      '/',
      '/donate',
      '@entry:tours',
      '@entry:giving',
      '/healthz',
    ],
    6,
  );
  const build = await pnpm(['build']);
  const report = await load.stop();
  expect(build.code, build.output).toBe(0);
  expect(readRegistry().remotes).toEqual(before.remotes);
  expect(readHistory()).toHaveLength(lines);
  expect(build.output).toMatch(
    new RegExp(
      `tours@\\S+ is published; ${before.remotes.tours!.version.replace(/\./g, '\\.')} stays live`,
    ),
  );
  expect(report.failures).toEqual([]);
  recordFigure('build on the live site', {
    requests: report.requests,
    failed: report.failures.length,
    buildMs: build.ms,
  });
});

test('a page whose version is no longer live is rendered afresh, not hydrated, with no error', async ({
  page,
}) => {
  const live = readRegistry().remotes.tours!.version;
  const errors = collectErrors(page);
  // The HTML says another version rendered it, as when a release lands between the HTML and the scripts.
  await page.route('**/tours/reformation-europe', async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(`"tours":"${live}"`, '"tours":"0.0.1-0000000000"');
    await route.fulfill({ response, body: html });
  });
  // Watches, from the first byte, whether the page's heading ever leaves the document (a blank flash),
  // and keeps the prerendered #root element to tell a render (a new root) from a hydration (the same).
  await page.addInitScript(() => {
    const w = window as unknown as { __headingGone: boolean; __firstRoot: Element | null };
    w.__headingGone = false;
    w.__firstRoot = null;
    // Judged once the HTML is parsed: while it is, #root exists before the heading inside it does.
    new MutationObserver(() => {
      if (document.readyState === 'loading') return;
      w.__firstRoot ??= document.getElementById('root');
      if (w.__firstRoot && !document.querySelector('h1')) w.__headingGone = true;
    }).observe(document, { childList: true, subtree: true });
    document.addEventListener(
      'DOMContentLoaded',
      () => (w.__firstRoot ??= document.getElementById('root')),
    );
  });
  await visit(page, '/tours/reformation-europe');
  await expect(page.getByRole('heading', { level: 1, name: /Reformation Europe/ })).toBeVisible();
  const seen = await page.evaluate(() => {
    const w = window as unknown as { __headingGone: boolean; __firstRoot: Element | null };
    return {
      headingGone: w.__headingGone,
      rendered: w.__firstRoot !== null && w.__firstRoot !== document.getElementById('root'),
    };
  });
  expect(seen).toEqual({ headingGone: false, rendered: true });
  expect(await page.locator('#root').count()).toBe(1);
  expect(errors).toEqual([]);
});

test('a rollback brings back the previous version and its pages without building anything', async ({
  request,
}) => {
  const before = readRegistry().remotes.tours!;
  const rollback = await pnpm(['rollback', 'tours']);
  expect(rollback.code, rollback.output).toBe(0);
  expect(rollback.output).not.toMatch(/render/);
  const after = readRegistry().remotes.tours!;
  expect(after.version).toBe(before.previous);
  const html = await (await request.get('/tours/reformation-europe')).text();
  expect(html).toContain(`"tours":"${before.previous}"`);
  recordFigure('rollback', { ms: rollback.ms });
});

test('a canary serves its share of visitors, each always the same version, until promoted', async ({
  playwright,
  baseURL,
}) => {
  // The build released above, again: identical, so it is the published version, not live since the rollback.
  const canary = await pnpm(['release', 'tours', '--canary', '50', '--label', label, DIRTY_OK]);
  expect(canary.code, canary.output).toBe(0);
  const entry = readRegistry().remotes.tours!;
  expect(entry.canary?.percent).toBe(50);
  const seen = new Set<string>();
  for (let visitor = 0; visitor < 12; visitor++) {
    const context = await playwright.request.newContext({ baseURL });
    const first = await (await context.get('/tours/reformation-europe')).text();
    const version = /"tours":"([^"]+)"/.exec(first)![1]!;
    seen.add(version);
    for (let again = 0; again < 3; again++) {
      expect(await (await context.get('/tours/reformation-europe')).text()).toContain(
        `"tours":"${version}"`,
      );
      expect((await (await context.get('/remotes.json')).json()).remotes.tours.version).toBe(
        version,
      );
    }
    await context.dispose();
  }
  // 12 visitors at 50%: both versions served (each alone has a chance of 1 in 4,096).
  expect([...seen].sort()).toEqual([entry.version, entry.canary!.version].sort());

  const promote = await pnpm(['promote', 'tours']);
  expect(promote.code, promote.output).toBe(0);
  expect(readRegistry().remotes.tours!.version).toBe(entry.canary!.version);
  recordFigure('canary release and promote', { releaseMs: canary.ms, promoteMs: promote.ms });
});

test('a canary failing clearly more than the live version is rolled back automatically', async ({
  request,
  baseURL,
}) => {
  const canary = await pnpm([
    'release',
    'tours',
    '--canary',
    '10',
    '--label',
    `${label}-guarded`,
    DIRTY_OK,
  ]);
  expect(canary.code, canary.output).toBe(0);
  const entry = readRegistry().remotes.tours!;
  // Visitors in and out of the canary load pages; the canary's visitors report its code failing.
  // A report counts only from the site's origin, with the token its page was served with (issue 26).
  const tokens: string[] = [];
  for (let i = 0; i < 30; i++) {
    const html = await (
      await request.get('/tours/reformation-europe', { headers: { cookie: 'site_bucket=0' } })
    ).text();
    tokens.push(
      (
        JSON.parse(
          /<script id="__SITE_REPORT_TOKENS__" type="application\/json">(.*?)<\/script>/.exec(
            html,
          )![1]!,
        ) as Record<string, { token: string }>
      ).tours!.token,
    );
  }
  for (let i = 0; i < 30; i++)
    await request.get('/tours/reformation-europe', { headers: { cookie: 'site_bucket=9999' } });
  // Eight canary visitors, each from their own address: the guard counts one failure per client.
  for (let i = 0; i < 8; i++) {
    const body = JSON.stringify({
      area: 'tours',
      version: entry.canary!.version,
      kind: 'chunk',
      token: tokens[i],
    });
    const status = await new Promise<number>((resolve, reject) => {
      const { hostname, port, origin } = new URL(baseURL!);
      const headers = {
        origin,
        cookie: 'site_bucket=0',
        'content-type': 'text/plain',
        'content-length': Buffer.byteLength(body),
      };
      const req = http.request(
        {
          host: hostname === 'localhost' ? '127.0.0.1' : hostname,
          port,
          localAddress: `127.0.${i + 1}.9`,
          path: '/api/telemetry/remote-failure',
          method: 'POST',
          headers,
        },
        (res) => res.resume().on('end', () => resolve(res.statusCode ?? 0)),
      );
      req.on('error', reject);
      req.end(body);
    });
    expect(status).toBe(204);
  }
  // The history line is written just after the registry: wait for the line, not the registry.
  await expect.poll(() => readHistory().at(-1)?.action, { timeout: 10_000 }).toBe('auto-rollback');
  expect(readRegistry().remotes.tours!.canary).toBeUndefined();
  const last = readHistory().at(-1)!;
  expect(last).toMatchObject({
    action: 'auto-rollback',
    area: 'tours',
    version: entry.version,
    from: entry.canary!.version,
  });
  expect(last.reason).toMatch(/canary failure rate/);
  // The verdict stays with the version: promote refuses it until ops name it again.
  expect(readRegistry().remotes.tours!.bad?.[entry.canary!.version]).toMatchObject({
    reason: expect.stringMatching(/canary failure rate/),
  });
});

test('a signed QA link pins a version for one browser only', async ({ browser }) => {
  const { remotes } = readRegistry();
  const pinned = remotes.tours!.previous!;
  const link = await pnpm(['override', `tours=${pinned}`, '--hours', '1'], {
    OVERRIDE_SECRET: 'release-suite-secret-not-for-production-0123',
    PORT: String(new URL(test.info().project.use.baseURL!).port),
  });
  expect(link.code, link.output).toBe(0);
  const url = link.output.split('\n')[0]!;
  const tester = await browser.newContext();
  const visitor = await browser.newContext();
  const testerPage = await tester.newPage();
  await testerPage.goto(url);
  await testerPage.goto('/tours/reformation-europe');
  expect((await siteData(testerPage)).versions.tours).toBe(pinned);
  const visitorPage = await visitor.newPage();
  await visitorPage.goto('/tours/reformation-europe');
  expect((await siteData(visitorPage)).versions.tours).toBe(remotes.tours!.version);
  // A tampered link is refused.
  expect((await visitorPage.goto(url.replace(/sig=.{4}/, 'sig=AAAA')))!.status()).toBe(403);
  await tester.close();
  await visitor.close();
});

test('a contract bypass is refused: the live shell still loads tours/routes, whatever the checkout’s contract says', async () => {
  // A team renames its ./routes expose and edits packages/contracts to match, so the checkout agrees.
  const federation = path.join(repoRoot, 'mfe-tours', 'federation.config.cjs');
  const exposes = path.join(repoRoot, 'packages', 'contracts', 'src', 'exposes.ts');
  const originals = [federation, exposes].map(
    (file) => [file, fs.readFileSync(file, 'utf8')] as const,
  );
  const before = readRegistry();
  try {
    fs.writeFileSync(federation, originals[0]![1].replace("'./routes':", "'./pages':"));
    fs.writeFileSync(
      exposes,
      originals[1]![1].replace("tours: ['./routes']", "tours: ['./pages']"),
    );
    const refused = await pnpm(['release', 'tours', '--label', `${label}-bypass`, DIRTY_OK]);
    expect(refused.code, refused.output).toBe(1);
    expect(refused.output).toMatch(
      /the contract check refused tours:\s+- tours: expose \.\/routes is missing from mf-manifest\.json, but the live site loads tours\/routes \(recorded by the live shell/,
    );
  } finally {
    for (const [file, text] of originals) fs.writeFileSync(file, text);
  }
  expect(readRegistry()).toEqual(before);
  expect(fs.existsSync(path.join(siteDir, '.staging', 'tours', 'client'))).toBe(false);
});

test('a release from a checkout with uncommitted changes is refused before anything is built', async () => {
  const probe = path.join(repoRoot, 'mfe-tours', 'src', `release-dirty-probe-${Date.now()}.ts`);
  const before = readRegistry();
  const lines = readHistory().length;
  const staging = path.join(siteDir, '.staging', 'tours');
  const stagedBefore = fs.existsSync(staging) ? fs.readdirSync(staging) : null;
  fs.writeFileSync(probe, 'export const probe = 1;\n');
  try {
    const refused = await pnpm(['release', 'tours', '--label', `${label}-dirty`]);
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(/uncommitted changes \(.+\).*--allow-dirty/s);
    expect(refused.output).not.toMatch(/build tours/);
  } finally {
    fs.rmSync(probe, { force: true });
  }
  expect(readRegistry()).toEqual(before);
  expect(readHistory()).toHaveLength(lines);
  expect(fs.existsSync(staging) ? fs.readdirSync(staging) : null).toEqual(stagedBefore);
});

test('prune removes the version the guard rolled back and keeps the last good ones, and says so in the history', async () => {
  const entry = readRegistry().remotes.tours!;
  const bad = Object.keys(entry.bad ?? {});
  expect(bad.length).toBeGreaterThan(0);
  const pruned = await pnpm(['remotes:prune', '--keep', '1']);
  expect(pruned.code, pruned.output).toBe(0);
  const published = fs.readdirSync(path.join(siteDir, 'remotes', 'tours'));
  for (const version of bad) expect(published).not.toContain(version);
  expect(published).toEqual(expect.arrayContaining([entry.version, entry.previous!]));
  const removed = readHistory()
    .filter((h) => h.action === 'prune' && h.area === 'tours')
    .map((h) => h.from);
  expect(removed).toEqual(expect.arrayContaining(bad));
});

test('Back after a switch returns to the page the visitor came from, before and after its app starts', async ({
  page,
}) => {
  const errors = collectErrors(page);
  await visit(page, '/tours/coming-soon');
  const heading = await page.getByRole('heading', { level: 1 }).textContent();
  const title = await page.title();
  // The switch: the next tours page needs the new version, so the click loads it fully.
  const rollback = await pnpm(['rollback', 'tours']);
  expect(rollback.code, rollback.output).toBe(0);
  const fullLoad = page.waitForEvent('load');
  await page
    .getByRole('main')
    .getByRole('link', { name: /Tour details/ })
    .first()
    .click();
  await fullLoad;
  expect(page.url()).not.toMatch(/coming-soon/);

  await page.goBack();
  await expect(page).toHaveURL(/\/tours\/coming-soon$/);
  // The page the address names, as the server rendered it (not the tour page under the old address) …
  await expect(page).toHaveTitle(title);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading!);
  const document = await page.evaluate(
    () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).name,
  );
  expect(document).toMatch(/\/tours\/coming-soon$/);
  // … and once its app is live, still that page, hydrated without a mismatch.
  await untilLive(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading!);
  expect(errors).toEqual([]);
});

test('an area runs alone for its team: any of its URLs, with the site’s data', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const port = Number(process.env.RELEASE_STANDALONE_PORT ?? 4332);
  const server = spawn(
    'pnpm',
    [
      'exec',
      'webpack',
      'serve',
      '--config',
      'webpack.config.cjs',
      '--mode',
      'development',
      '--port',
      String(port),
    ],
    {
      cwd: path.join(repoRoot, 'mfe-tours'),
      env: { ...process.env, STANDALONE_SITE_ORIGIN: baseURL!, FORCE_COLOR: '0', NO_COLOR: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    },
  );
  try {
    await new Promise<void>((resolve, reject) => {
      let output = '';
      const timer = setTimeout(
        () =>
          reject(new Error(`the standalone dev server did not compile:\n${output.slice(-2000)}`)),
        240_000,
      );
      const read = (chunk: Buffer) => {
        // Without its colour codes, which webpack puts between the words.
        output += stripVTControlCharacters(chunk.toString());
        if (/compiled successfully|compiled with \d+ warning/.test(output)) {
          clearTimeout(timer);
          resolve();
        } else if (/compiled with \d+ error|Error: listen/.test(output)) {
          clearTimeout(timer);
          reject(new Error(output.slice(-2000)));
        }
      };
      server.stdout!.on('data', read);
      server.stderr!.on('data', read);
    });
    // Compiled is not yet listening on a busy machine: wait until the dev server answers.
    await expect
      .poll(
        () =>
          fetch(`http://localhost:${port}/`).then(
            (r) => r.status,
            () => 0,
          ),
        { timeout: 60_000 },
      )
      .toBe(200);
    const errors = collectErrors(page);
    // A deep URL, loaded directly: the same script as the index, and the page's data from the site.
    await page.goto(`http://localhost:${port}/tours/waldensian-valleys`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'The Waldensian Valleys' }),
    ).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('main')).toContainText('Torre Pellice');
    await page.goto(`http://localhost:${port}/tours/waldensian-valleys/booking`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/Waldensian Valleys|Book/, {
      timeout: 30_000,
    });
    await expect(page.getByRole('main')).not.toContainText('Not part of the tours area');
    expect(errors).toEqual([]);
  } finally {
    process.kill(-server.pid!, 'SIGTERM');
  }
});
