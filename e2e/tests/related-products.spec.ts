import { expect, test } from '@playwright/test';
import { visit } from '../support/visit';

// Issue 20 item 1: pages whose content names shop products show them as commerce's ProductCards
// widget, loaded by the shell; content and media import no commerce code.

test('an article shows its related product with a price in the visitor’s currency, and adds it to the cart', async ({
  page,
}) => {
  await visit(page, '/read/patrick-of-ireland');
  const shop = page.getByRole('region', { name: 'From the shop' });
  const card = shop.getByRole('listitem').filter({ hasText: /Season 1/ });
  await expect(card).toBeVisible();
  // The suite's visitor resolves to GB (e2e/start-server.mjs): pounds until they pick another currency.
  await expect(card.locator('[data-price]')).toHaveText(/^£\d/);
  await page.getByLabel('Currency').selectOption('EUR');
  await expect(card.locator('[data-price]')).toHaveText(/^€\d/);
  await card.getByRole('button', { name: /^Add to cart\W+Season 1/ }).click();
  await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();
});

test('an episode shows its related products too', async ({ page }) => {
  await visit(page, '/watch/s1-e01-the-light-of-iona');
  await expect(
    page.getByRole('region', { name: 'From the shop' }).getByRole('listitem').first(),
  ).toBeVisible();
});

test('when the shop is down the article still reads, with a plain link to the shop in place of the cards', async ({
  page,
}) => {
  await page.route('**/remotes/commerce/**', (route) => route.abort('connectionrefused'));
  await visit(page, '/read/patrick-of-ireland');
  await expect(page.getByRole('heading', { level: 1, name: 'Patrick of Ireland' })).toBeVisible();
  await expect(
    page.getByRole('link', { name: 'Find related books and films in the shop' }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'From the shop' })).toHaveCount(0);
});
