import { expect, test, type Page } from '@playwright/test';
import { visit } from '../support/visit';

const aboutData = '**/page-data/about/page-data.json';

async function markDocument(page: Page) {
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
}
const sameDocument = (page: Page) =>
  page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument === true);
const goToAbout = (page: Page) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();

test('client navigation fetches the page data and renders without a reload', async ({ page }) => {
  await visit(page, '/');
  await markDocument(page);
  const request = page.waitForRequest((r) => r.url().endsWith('/page-data/about/page-data.json'));
  await goToAbout(page);
  await request;
  await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
  expect(await sameDocument(page)).toBe(true);
});

test('hovering a link prefetches its page data before the click', async ({ page }) => {
  await visit(page, '/');
  const prefetched = page.waitForRequest((r) =>
    r.url().endsWith('/page-data/about/page-data.json'),
  );
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).hover();
  await prefetched;
});

test('a 404 page-data shows the 404 page', async ({ page }) => {
  await page.route(aboutData, (route) => route.fulfill({ status: 404, body: 'Not found' }));
  await visit(page, '/');
  await goToAbout(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
});

test('a 500 page-data shows an error view, without retrying', async ({ page }) => {
  let calls = 0;
  await page.route(aboutData, (route) => {
    calls++;
    return route.fulfill({ status: 500, body: 'boom' });
  });
  await visit(page, '/');
  await goToAbout(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
  expect(calls).toBe(1);
});

test('flaky page-data is retried and the page still arrives', async ({ page }) => {
  let calls = 0;
  await page.route(aboutData, (route) =>
    ++calls <= 2 ? route.fulfill({ status: 503, body: 'busy' }) : route.continue(),
  );
  await visit(page, '/');
  await markDocument(page);
  await goToAbout(page);
  await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
  expect(calls).toBe(3);
  expect(await sameDocument(page)).toBe(true);
});

test('page-data that keeps failing leads to a full navigation to the address', async ({ page }) => {
  let calls = 0;
  await page.route(aboutData, (route) => {
    calls++;
    return route.abort('connectionreset');
  });
  await visit(page, '/');
  await markDocument(page);
  await goToAbout(page);
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
  await expect.poll(() => sameDocument(page)).toBe(false);
  expect(calls).toBe(4);
});

test('page-data from another build forces a full page load', async ({ page }) => {
  await page.route(aboutData, async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    await route.fulfill({ response, json: { ...body, buildHash: 'another-build-000000' } });
  });
  await visit(page, '/');
  await markDocument(page);
  const fullLoad = page.waitForEvent('load');
  await goToAbout(page);
  await fullLoad;
  await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
  expect(await sameDocument(page)).toBe(false);
});

test('a load over one second shows the progress indicator until the page arrives', async ({
  page,
}) => {
  // Held 4 s: the data may be asked for (a link in view is prefetched once the app is live) a
  // while before the click lands on a busy machine, and the bar shows from 1 s after the click.
  await page.route(aboutData, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 4000));
    await route.continue();
  });
  await visit(page, '/');
  await goToAbout(page);
  await expect(page.getByRole('progressbar', { name: 'Loading the next page' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
});
