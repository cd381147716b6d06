import { expect, test } from '@playwright/test';
import { visit } from '../support/visit';

test('an unknown path shows the 404 page with status 404', async ({ page }) => {
  const response = await visit(page, '/no-such-page-anywhere');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
});

test('an unknown asset is a plain 404, not the page', async ({ request }) => {
  const response = await request.get('/static/missing.js');
  expect(response.status()).toBe(404);
  expect(response.headers()['content-type'] ?? '').not.toContain('text/html');
});
