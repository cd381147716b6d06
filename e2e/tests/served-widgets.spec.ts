import { expect, test } from '@playwright/test';

// Issue 29: the header's commerce tools and a content page's related products are in the served
// HTML, so readers without JavaScript (and search engines) have them, and nothing pops in later.

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the header has its cart, sign-in and currency controls', async ({ page }) => {
    await page.goto('/shop');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('button', { name: 'Cart, 0 items' })).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Log in' })).toBeVisible();
    const currency = banner.getByRole('combobox', { name: 'Currency' });
    await expect(currency).toBeVisible();
    await expect(currency).toHaveValue('GBP');
  });

  test('a content page lists its related products, with names and prices', async ({ page }) => {
    await page.goto('/read/patrick-of-ireland');
    const shop = page.getByRole('region', { name: 'From the shop' });
    const card = shop.getByRole('listitem').filter({ hasText: /Season 1/ });
    await expect(card.getByRole('heading', { level: 3 })).toHaveText(/Season 1/);
    await expect(card.getByText(/^£\d+\.\d\d$/)).toBeVisible();
    await expect(card.getByRole('link').first()).toHaveAttribute('href', /^\/shop\/products\//);
  });
});
