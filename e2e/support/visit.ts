import type { Page } from '@playwright/test';

/**
 * Waits until the app is live on the page just loaded. A prerendered page shows at once, and its
 * app starts at the visitor's first interaction (shell/src/boot.ts): here a pointer moving, with no
 * hover on anything. A click before the app is live would be held and replayed, not lost, but the
 * tests act on the live page.
 */
export async function untilLive(page: Page) {
  await page.evaluate(() => window.dispatchEvent(new Event('pointermove')));
  await page.locator('html[data-ready="true"]').waitFor({ state: 'attached' });
}

/** Opens a page and waits until its app is live. */
export async function visit(page: Page, path: string) {
  const response = await page.goto(path);
  await untilLive(page);
  return response;
}
