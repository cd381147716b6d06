import { expect, test } from '@playwright/test';
import { visit } from '../support/visit';

// A phone's width: no page may scroll sideways (a form control pushed past the edge is cut off, as the
// search page's button was). Carousels and the timeline scroll inside their own boxes, which is fine.
test.use({ viewport: { width: 390, height: 844 } });

const PAGES = [
  '/',
  '/search?q=luther',
  '/read/martin-luther',
  '/timeline',
  '/watch',
  '/podcast',
  '/shop',
  '/shop/products/heritage-t-shirt',
  '/donate',
  '/give',
  '/tours/britains-reformers',
  '/tours/britains-reformers/booking',
  '/tours/participation-interest',
  '/login',
  '/contact',
  '/404',
];

for (const path of PAGES) {
  test(`${path} fits a 390 px screen without scrolling sideways`, async ({ page }) => {
    await visit(page, path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Content that arrives after the app starts (search results, departures) is part of the check.
    await page.waitForLoadState('networkidle');
    const { scrollWidth, clientWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
    }));
    expect(
      scrollWidth,
      `${path} is ${scrollWidth - clientWidth} px wider than the screen`,
    ).toBeLessThanOrEqual(clientWidth);
  });
}
