import { expect, test } from '@playwright/test';
import { collectErrors } from '../support/console';
import { visit } from '../support/visit';

test('search finds an article by a word from its body, grouped by type, even with a typo', async ({
  page,
}) => {
  const errors = collectErrors(page);
  await visit(page, '/search');
  const main = page.locator('main');
  const box = main.getByRole('searchbox');
  // "Stotternheim" appears only in the body of the Martin Luther article.
  await box.fill('Stotternheim');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=Stotternheim$/);
  const articles = main.getByRole('region', { name: 'Articles' });
  await expect(articles.getByRole('link', { name: 'Martin Luther' })).toBeVisible();
  await box.fill('Stoternheim');
  await box.press('Enter');
  await expect(articles.getByRole('link', { name: 'Martin Luther' })).toBeVisible();
  await articles.getByRole('link', { name: 'Martin Luther' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Martin Luther' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('the index loads only for search, and search keeps working offline once loaded', async ({
  page,
  context,
}) => {
  const indexRequests: string[] = [];
  page.on('request', (r) => /search-(index|changes)/.test(r.url()) && indexRequests.push(r.url()));
  await visit(page, '/read/martin-luther');
  expect(indexRequests).toEqual([]);
  await visit(page, '/search?q=Wittenberg');
  await expect(page.locator('main').getByText(/results for/)).toBeVisible();
  await context.setOffline(true);
  const box = page.locator('main').getByRole('searchbox');
  await box.fill('Waldenses');
  await box.press('Enter');
  await expect(page.locator('main').getByText(/\d+ results for “Waldenses”/)).toBeVisible();
  await context.setOffline(false);
});

test('the header search box takes the visitor to the results', async ({ page }) => {
  await visit(page, '/');
  const header = page.locator('header');
  // The header search sits behind an icon button (issue 21).
  await header.getByRole('button', { name: 'Open search' }).click();
  await header.getByRole('searchbox').fill('Tyndale');
  await header.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/search\?q=Tyndale$/);
  await expect(
    page
      .locator('main')
      .getByRole('link', { name: /Tyndale/ })
      .first(),
  ).toBeVisible();
});
