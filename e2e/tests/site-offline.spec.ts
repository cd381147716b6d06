import { expect, test, type Page } from '@playwright/test';
import { untilLive, visit } from '../support/visit';

test.use({ serviceWorkers: 'allow' });

/**
 * Opens `path` and loads it once more under the offline worker's control: until the worker controls
 * the page, the first load was not cached.
 */
async function visitUnderWorker(page: Page, path: string): Promise<void> {
  await visit(page, path);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)))
    .toBe(true);
  await page.reload();
  await untilLive(page);
}

test('after one visit a page is served offline by the offline worker', async ({
  page,
  context,
}) => {
  await visitUnderWorker(page, '/read/the-waldenses');

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'The Waldenses' })).toBeVisible();
  await context.setOffline(false);
});

test("a timeline season chosen once is drawn offline too: its file is kept like the page's data", async ({
  page,
  context,
}) => {
  await visitUnderWorker(page, '/timeline');
  const entries = page.getByRole('list', { name: 'Entries' });
  await page.getByRole('tab', { name: /Season 3/ }).click();
  await expect(entries.getByRole('link', { name: 'Abram leaves Haran' })).toBeAttached();

  await context.setOffline(true);
  await page.reload();
  await untilLive(page);
  await page.getByRole('tab', { name: /Season 3/ }).click();
  await expect(entries.getByRole('link', { name: 'Abram leaves Haran' })).toBeAttached();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await context.setOffline(false);
});
