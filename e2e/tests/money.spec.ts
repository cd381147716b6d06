import { expect, test, type Page } from '@playwright/test';
import { collectErrors } from '../support/console';
import { untilLive, visit } from '../support/visit';

// One money model (issue 31): the region and currency a visitor chooses is kept across a reload
// and used by the cart, checkout, /give and the tours' prices, all in the one money format.

const picker = (page: Page) => page.getByLabel('Currency', { exact: true });
const cartButton = (page: Page) => page.getByRole('button', { name: /^Cart, \d+ items?$/ });
const drawer = (page: Page) => page.getByRole('dialog', { name: 'Your cart' });

test('a chosen currency is kept across a reload and used by the cart, checkout, /give and a tour', async ({
  page,
}) => {
  const errors = collectErrors(page);
  await visit(page, '/shop/products/luther-rose-mug');
  await expect(page.getByRole('heading', { level: 1, name: /Luther Rose Mug/ })).toBeVisible();
  // The looked-up region (the suite's visitor is British) is the default.
  await expect(picker(page)).toHaveValue('GBP');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Added to your cart.' })).toBeVisible();

  await picker(page).selectOption('EUR');
  await expect(picker(page).locator('option:checked')).toHaveText(/EUR · Euro area/);
  await page.reload();
  await untilLive(page);
  await expect(picker(page)).toHaveValue('EUR');
  // The product page shows the euro price list, as the cart will.
  await expect(page.locator('[data-price]').first()).toHaveText(/^€\d/);

  await cartButton(page).click();
  await expect(drawer(page)).toBeVisible();
  const linePrice = drawer(page).getByRole('listitem').first().locator('[data-price]');
  await expect(linePrice).toHaveText(/^€\d+\.\d{2}$/);
  const cartTotal = drawer(page).locator('.cart-totals [data-price]').last();
  await expect(cartTotal).toHaveText(/^€\d+\.\d{2}$/);
  const total = await cartTotal.textContent();
  await expect(drawer(page)).not.toContainText('£');

  // Checkout opens in the chosen region, at the cart's figures.
  await drawer(page).getByRole('link', { name: 'Check out' }).click();
  const summary = page.getByRole('region', { name: 'Order summary' });
  await expect(summary).toContainText('(EUR, prices for DE)');
  await expect(summary).toContainText(`Subtotal: ${total}`);
  await expect(page.getByRole('button', { name: /^Pay €\d/ })).toBeVisible();

  // /give follows the chosen currency.
  await visit(page, '/give');
  await expect(page.getByLabel('Amount (EUR)')).toBeVisible();
  await expect(page.getByRole('button', { name: '€25', exact: true })).toBeVisible();

  // A tour keeps its own currency, with the converted figure labelled approximate.
  await visit(page, '/tours/coming-soon');
  const card = page.getByRole('main').getByRole('article', { name: "Britain's Reformers" });
  await expect(card).toContainText('US$2,490.00');
  await expect(card).toContainText(/\(about €[\d,]+, approximate\) per person/);
  expect(errors).toEqual([]);
});
