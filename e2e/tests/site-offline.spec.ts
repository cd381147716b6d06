import { expect, test } from '@playwright/test';
import { untilLive, visit } from '../support/visit';

test.use({ serviceWorkers: 'allow' });

test('after one visit a page is served offline by the offline worker', async ({
  page,
  context,
}) => {
  await visit(page, '/read/the-waldenses');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // Until the worker controls the page, the first load was not cached: load once under its control.
  await expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)))
    .toBe(true);
  await page.reload();
  await untilLive(page);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'The Waldenses' })).toBeVisible();
  await context.setOffline(false);
});
