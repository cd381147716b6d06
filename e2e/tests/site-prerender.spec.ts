import { expect, test } from '@playwright/test';
import { collectErrors } from '../support/console';
import { watchLayoutShifts } from '../support/page-checks';
import { visit } from '../support/visit';

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a read page carries its article text, title, description and structured data in the HTML', async ({
    page,
  }) => {
    await page.goto('/read/martin-luther');
    await expect(page.getByRole('heading', { level: 1, name: 'Martin Luther' })).toBeVisible();
    await expect(
      page.getByText('Martin Luther was born in Eisleben on 10 November 1483'),
    ).toBeVisible();
    await expect(page).toHaveTitle(/Martin Luther/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      /\/read\/martin-luther$/,
    );
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
      'content',
      'Martin Luther',
    );
    expect(
      await page.locator('script[type="application/ld+json"]').first().textContent(),
    ).toContain('"@type":"Article"');
  });
});

test('prerendered pages hydrate without console errors', async ({ page }) => {
  const errors = collectErrors(page);
  for (const path of [
    '/',
    '/read/martin-luther',
    '/read/the-waldenses',
    '/about',
    '/shop',
    '/donate',
  ]) {
    await visit(page, path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  }
  expect(errors).toEqual([]);
});

test('every page has a description, and client navigation keeps it in step with the page', async ({
  page,
}) => {
  const description = page.locator('meta[name="description"]');
  await visit(page, '/read/martin-luther');
  const article = await description.getAttribute('content');
  expect(article).toBeTruthy();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Watch' }).click();
  await expect(page).toHaveURL(/\/watch$/);
  await expect(description).toHaveAttribute('content', /^Every episode of the series/);
  // The FAQ gives no description of its own: it gets the site's, not the one of the page before.
  await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' }).click();
  await expect(page).toHaveURL(/\/faq$/);
  await expect(description).toHaveAttribute('content', /^Church and Reformation history/);
  await expect(description).toHaveCount(1);
});

test('no page in the sitemap skips a heading level (its outline reads in order)', async ({
  request,
}) => {
  const sitemap = await (await request.get('/sitemap.xml/')).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    ([, loc]) => new URL(loc!).pathname,
  );
  expect(paths.length).toBeGreaterThan(100);
  const skips: string[] = [];
  for (const path of paths) {
    const html = await (await request.get(path)).text();
    const levels = [...html.slice(html.indexOf('<body')).matchAll(/<h([1-6])\b/g)].map(([, n]) =>
      Number(n),
    );
    const at = levels.findIndex((level, i) => i > 0 && level > levels[i - 1]! + 1);
    if (at > 0) skips.push(`${path}: h${levels[at - 1]} then h${levels[at]}`);
  }
  expect(skips).toEqual([]);
});

for (const viewport of [
  { width: 412, height: 823 },
  { width: 1024, height: 768 },
]) {
  test(`the header widgets arrive without shifting the page (${viewport.width} px wide)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const shifts = await watchLayoutShifts(page);
    await visit(page, '/watch');
    await expect(page.getByRole('button', { name: /^Cart, \d+ items?$/ })).toBeVisible();
    // The search box mounts behind the header's search button (issue 21): arrived, not shown.
    await expect(
      page.locator('header').getByRole('searchbox', { includeHidden: true }),
    ).toBeAttached();
    await page.waitForTimeout(300);
    expect(await shifts()).toBeLessThan(0.01);
  });
}

test('the sitemap, robots.txt, app data and the web-app manifest are served', async ({
  request,
}) => {
  const sitemap = await request.get('/sitemap.xml/');
  expect(sitemap.headers()['content-type']).toContain('xml');
  expect(await sitemap.text()).toContain('/read/martin-luther</loc>');
  expect(
    (await request.get('/sitemap-index.xml', { maxRedirects: 0 })).headers()['location'],
  ).toMatch(/\/sitemap\.xml\/$/);
  expect(await (await request.get('/robots.txt')).text()).toContain('Sitemap:');
  const appData = await (await request.get('/page-data/app-data.json')).json();
  expect(appData.buildHash).toMatch(/^[0-9a-f]{20}$/);
  const queries = await (
    await request.get(`/page-data/sq/d/${appData.staticQueryHash}.json`)
  ).json();
  expect(queries.data.navigation).toContainEqual({ label: 'Read', to: '/read/' });
  expect(queries.data.footer).toContainEqual({ label: 'FAQ', to: '/faq' });
  const manifest = await (await request.get('/manifest.webmanifest')).json();
  expect(manifest).toMatchObject({ short_name: 'FH', start_url: '/' });
  expect(manifest.short_name).toHaveLength(2);
  expect(manifest.theme_color).toMatch(/^#/);
  expect((await request.get(manifest.icons[0].src)).ok()).toBe(true);
});
