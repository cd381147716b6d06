import { expect, test, type Page } from '@playwright/test';
import { severeAxeIssues, watchLayoutShifts } from '../support/page-checks';
import { visit } from '../support/visit';

// The compact header (issue 21 item 2): one row at a phone's width, with the search behind an icon
// and the navigation, currency and account behind the menu; on a desktop the nav and tools share
// the row.

const banner = (page: Page) => page.getByRole('banner');
const cartButton = (page: Page) => banner(page).getByRole('button', { name: /^Cart, \d+ items?$/ });
const searchToggle = (page: Page) => banner(page).getByRole('button', { name: 'Open search' });
const menuToggle = (page: Page) => banner(page).getByRole('button', { name: 'Menu', exact: true });

for (const width of [390, 1280]) {
  test(`the header widgets arrive without moving anything (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 844 });
    const shifts = await watchLayoutShifts(page);
    await visit(page, '/shop');
    await expect(cartButton(page)).toBeVisible();
    if (width === 1280)
      await expect(banner(page).getByRole('link', { name: 'Log in' })).toBeVisible();
    await page.waitForTimeout(300);
    expect(await shifts()).toBeLessThan(0.01);
  });
}

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the banner is one row 56–64 px tall with the brand, search, cart and menu side by side', async ({
    page,
  }) => {
    await visit(page, '/');
    await expect(cartButton(page)).toBeVisible();
    const box = await banner(page).boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(56);
    expect(box!.height).toBeLessThanOrEqual(64);
    for (const item of [
      page.getByRole('link', { name: 'Faith & Heritage' }),
      searchToggle(page),
      cartButton(page),
      menuToggle(page),
    ]) {
      const itemBox = await item.boundingBox();
      expect(itemBox!.y).toBeGreaterThanOrEqual(box!.y);
      expect(itemBox!.y + itemBox!.height).toBeLessThanOrEqual(box!.y + box!.height);
    }
    // The count is on screen, not only in the button's name.
    await expect(cartButton(page).locator('.badge')).toBeVisible();
    await expect(cartButton(page).locator('.badge')).toHaveText('0');
  });

  test('the search icon opens the field, and Escape closes it and returns focus', async ({
    page,
  }) => {
    await visit(page, '/');
    const field = banner(page).getByRole('searchbox');
    await expect(field).toBeHidden();
    await expect(searchToggle(page)).toHaveAttribute('aria-expanded', 'false');
    await searchToggle(page).click();
    await expect(searchToggle(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(field).toBeVisible();
    await expect(field).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(field).toBeHidden();
    await expect(searchToggle(page)).toBeFocused();

    // From the keyboard alone: open, type, submit.
    await page.keyboard.press('Enter');
    await expect(field).toBeFocused();
    await page.keyboard.type('Tyndale');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=Tyndale$/);
    await expect(field).toBeHidden();
  });

  test('the menu holds the navigation, currency and account; Escape closes it', async ({
    page,
  }) => {
    await visit(page, '/');
    await expect(cartButton(page)).toBeVisible();
    const menu = page.locator('#site-menu');
    await expect(menuToggle(page)).toHaveAttribute('aria-controls', 'site-menu');
    await expect(menuToggle(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByLabel('Currency', { exact: true })).toBeHidden();
    await menuToggle(page).click();
    await expect(menuToggle(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(
      menu.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Shop' }),
    ).toBeVisible();
    await expect(menu.getByLabel('Currency', { exact: true })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Log in' })).toBeVisible();
    // The panel follows the button in the tab order.
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('link', { name: 'Home' })).toBeFocused();
    expect(await severeAxeIssues(page, 'header')).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(menuToggle(page)).toBeFocused();

    // Tabbing on past the panel's last control closes it.
    await menuToggle(page).click();
    await menu.getByRole('link', { name: 'Log in' }).focus();
    await page.keyboard.press('Tab');
    await expect(menu).toBeHidden();
    await expect(searchToggle(page)).toBeFocused();

    // Currency switching works from inside the menu.
    await menuToggle(page).click();
    await menu.getByLabel('Currency', { exact: true }).selectOption('EUR');
    await expect(menu.getByLabel('Currency', { exact: true })).toHaveValue('EUR');
  });

  test('the header has no serious axe issue with the search open', async ({ page }) => {
    await visit(page, '/');
    await expect(cartButton(page)).toBeVisible();
    await searchToggle(page).click();
    await expect(banner(page).getByRole('searchbox')).toBeVisible();
    expect(await severeAxeIssues(page, 'header')).toEqual([]);
  });
});

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the navigation and the tools share one row, with no menu button', async ({ page }) => {
    await visit(page, '/');
    await expect(cartButton(page)).toBeVisible();
    await expect(menuToggle(page)).toBeHidden();
    const box = await banner(page).boundingBox();
    expect(box!.height).toBeLessThanOrEqual(64);
    const row = [
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }),
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }),
      page.getByLabel('Currency', { exact: true }),
      banner(page).getByRole('link', { name: 'Log in' }),
      searchToggle(page),
      cartButton(page),
    ];
    const middles: number[] = [];
    for (const item of row) {
      await expect(item).toBeVisible();
      const itemBox = await item.boundingBox();
      middles.push(itemBox!.y + itemBox!.height / 2);
    }
    for (const middle of middles) expect(Math.abs(middle - middles[0]!)).toBeLessThan(8);
    expect(await severeAxeIssues(page, 'header')).toEqual([]);
  });
});
