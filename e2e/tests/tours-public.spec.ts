import { expect, test } from '@playwright/test';
import { severeAxeIssues } from '../support/page-checks';
import { visit } from '../support/visit';

// The public tours pages (issue 17): the landing, a tour's details with its build-time map, and a
// real 404 for an unknown tour. Seat counts are never asserted exactly: other journeys book seats.

test('the landing lists the tours by year, with prices, and leads to a tour with its itinerary, map and booklet', async ({
  page,
}) => {
  await visit(page, '/tours/coming-soon');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Heritage Tours' })).toBeVisible();
  await expect(main.getByRole('heading', { level: 2, name: 'Tours in 2027' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Register your interest' }).first()).toHaveAttribute(
    'href',
    '/tours/participation-interest',
  );

  const card = main.getByRole('article', { name: "Britain's Reformers" });
  await expect(card).toContainText('Price from');
  // The tour's own price, and the visitor's currency (GBP here) as a labelled approximation.
  await expect(card).toContainText(/US\$2,490\.00 \(about £[\d,]+, approximate\) per person/);
  await expect(card).toContainText('9 May 2027');
  await card.getByRole('link', { name: "Britain's Reformers", exact: true }).click();

  await expect(page).toHaveURL(/\/tours\/britains-reformers$/);
  await expect(main.getByRole('heading', { level: 1, name: "Britain's Reformers" })).toBeVisible();
  const dates = main.getByRole('region', { name: 'Dates and prices' });
  await expect(dates).toContainText('US$2,980.00');
  await expect(dates).toContainText('US$2,490.00');
  await expect(main.getByRole('heading', { level: 3, name: /Day 1 London/ })).toBeVisible();

  // The map: one picture, and its places as a keyboard-usable list.
  await expect(main.getByRole('img', { name: /^Map of Britain's Reformers/ })).toBeVisible();
  const places = main.getByRole('list', { name: 'Places on the map' });
  const iona = places.getByRole('button', { name: /Iona/ });
  await expect(iona).toContainText('Post-tour extension');
  await iona.focus();
  await page.keyboard.press('Enter');
  await expect(iona).toHaveAttribute('aria-pressed', 'true');

  const booklet = main.getByRole('link', { name: 'Download the tour booklet (PDF)' });
  await expect(booklet).toHaveAttribute('href', '/api/tours/britains-reformers/booklet.pdf');
  const pdf = await page.request.get((await booklet.getAttribute('href')) ?? '');
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  await expect(
    main.getByRole('heading', { level: 3, name: /Tyndale's Gloucestershire/ }),
  ).toBeVisible();
});

test('a tour still bookable offers "Book this tour" or the waitlist; a departed one neither', async ({
  page,
}) => {
  await visit(page, '/tours/britains-reformers');
  const dates = page.getByRole('main').getByRole('region', { name: 'Dates and prices' });
  await expect(
    dates
      .getByRole('link', { name: 'Book this tour' })
      .or(dates.getByRole('heading', { name: 'Full — join the waitlist' })),
  ).toBeVisible();

  await visit(page, '/tours/waldensian-valleys');
  const departed = page.getByRole('main').getByRole('region', { name: 'Dates and prices' });
  await expect(departed).toContainText('Departed');
  await expect(departed.getByRole('link', { name: 'Book this tour' })).toHaveCount(0);
});

test('an unknown tour answers 404 with the not-found page', async ({ page, request }) => {
  expect((await request.get('/tours/no-such-tour')).status()).toBe(404);
  expect((await request.get('/tours/no-such-tour/booking')).status()).toBe(404);
  const response = await visit(page, '/tours/no-such-tour');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
});

for (const path of ['/tours/upcoming', '/tours/britains-reformers']) {
  test(`axe finds no serious or critical issue on ${path}`, async ({ page }) => {
    // axe walks the whole page (a tour's has a map of many pins): slow on a busy machine.
    test.setTimeout(60_000);
    await visit(page, path);
    await page.waitForLoadState('networkidle');
    expect(await severeAxeIssues(page)).toEqual([]);
  });
}
