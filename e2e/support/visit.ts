import type { Page } from '@playwright/test';

/**
 * Opens a page and waits until the app is live. Prerendered HTML shows at once, but
 * a click before hydration ends would race React's own replay of that click.
 */
export async function visit(page: Page, path: string) {
  const response = await page.goto(path);
  await page.locator('html[data-ready="true"]').waitFor({ state: 'attached' });
  // A visitor's pointer moves: the header's widgets load now rather than at idle time
  // (shell/src/features/widgets/deferred-start.ts), with no hover on anything.
  await page.evaluate(() => window.dispatchEvent(new Event('pointermove')));
  return response;
}
