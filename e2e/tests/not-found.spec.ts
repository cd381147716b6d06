import { expect, test } from '@playwright/test';
import { visit } from '../support/visit';

test('an unknown path shows the 404 page with status 404', async ({ page }) => {
  const response = await visit(page, '/no-such-page-anywhere');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
});

test('/404 itself is the 404 page, with its links, once the app has started', async ({ page }) => {
  const response = await visit(page, '/404');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  // The 404 page's own links (an area's placeholder page had the heading but none of these).
  await expect(page.getByRole('link', { name: 'Search the site' })).toBeVisible();
  await expect(page.getByText(/belongs to the .* area/)).toHaveCount(0);
  // The content area's suggestions add places the page does not already offer, and a search box.
  await expect(page.getByRole('heading', { level: 2, name: 'More places to start' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Watch the series' })).toHaveAttribute(
    'href',
    '/watch',
  );
  await expect(page.getByRole('main').getByRole('searchbox')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: /home page/i })).toHaveCount(1);
  await expect(page.getByRole('main').getByRole('link', { name: /reading room/i })).toHaveCount(1);
});

test('an unknown asset is a plain 404, not the page', async ({ request }) => {
  const response = await request.get('/static/missing.js');
  expect(response.status()).toBe(404);
  expect(response.headers()['content-type'] ?? '').not.toContain('text/html');
});

// Issue 20 item 2: a path that matches a route pattern but has no prerendered page is a real 404
// (spec §2's HEAD check), not a 200 shell that only the browser calls "not found".
test('unknown articles, tours and projects answer 404 to GET and HEAD, with the 404 page', async ({
  page,
  request,
}) => {
  for (const path of [
    '/read/no-such-article',
    '/tours/no-such-tour',
    '/donate/projects/no-such-project',
    '/language-donations/no-such-language',
  ]) {
    expect((await request.head(path)).status(), `HEAD ${path}`).toBe(404);
    expect((await request.get(path)).status(), `GET ${path}`).toBe(404);
  }
  const response = await visit(page, '/read/no-such-article');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
});

test('client-only pages (a donation receipt, the checkout) keep 200 and decide in the browser', async ({
  page,
  request,
}) => {
  expect((await request.get('/donate-transactions/no-such-id')).status()).toBe(200);
  await visit(page, '/donate-transactions/no-such-id');
  await expect(page.getByRole('heading', { level: 1, name: 'Receipt not found' })).toBeVisible();
});
