import type { Page } from '@playwright/test';

/**
 * Opens a page and waits until the app is live. Prerendered HTML shows at once, but
 * a click before hydration ends would race React's own replay of that click.
 */
export async function visit(page: Page, path: string) {
  const response = await page.goto(path);
  await page.locator('html[data-ready="true"]').waitFor({ state: 'attached' });
  return response;
}
