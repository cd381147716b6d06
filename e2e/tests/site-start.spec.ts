import { expect, test, type Page } from '@playwright/test';
import { collectErrors } from '../support/console';

// When a prerendered page's app starts (issue 19; shell/src/boot.ts): at the visitor's first
// interaction and not before, without losing a press made before it is live.

const scriptsOf = (page: Page) => {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') urls.push(new URL(request.url()).pathname);
  });
  return urls;
};
const live = (page: Page) => page.locator('html[data-ready="true"]');

test('a read page loads only the boot script until the visitor moves, then the app takes over navigation', async ({
  page,
}) => {
  const errors = collectErrors(page);
  const scripts = scriptsOf(page);
  await page.goto('/read/martin-luther');
  await page.waitForTimeout(1000);
  expect(scripts).toEqual(['/static/boot.js']);
  await expect(page.locator('html')).toHaveAttribute('data-start', 'deferred');
  expect(await live(page).count()).toBe(0);

  await page.mouse.move(10, 10);
  await live(page).waitFor({ state: 'attached' });
  expect(scripts).toContain('/static/main.js');
  // A link now navigates in the same document: the app, not the browser, loads the next page.
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
  await page.getByRole('banner').getByRole('link', { name: 'Timeline', exact: true }).click();
  await expect(page).toHaveURL(/\/timeline$/);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  expect(await page.evaluate(() => '__sameDocument' in window)).toBe(true);
  expect(errors).toEqual([]);
});

// The app's entry is prefetched after load (issue 29), as a link, not run: no script beyond the boot one.
test('a visitor who only reads runs nothing more, however long the page stays open', async ({
  page,
}) => {
  const scripts = scriptsOf(page);
  await page.goto('/read/martin-luther');
  await page.waitForTimeout(6000);
  expect(scripts).toEqual(['/static/boot.js']);
  expect(await live(page).count()).toBe(0);
});

test('"Add to cart" pressed before the app is live is held and carried out once it is', async ({
  page,
}) => {
  const errors = collectErrors(page);
  await page.goto('/shop/products/heritage-t-shirt');
  expect(await live(page).count()).toBe(0);
  const box = await page.getByRole('button', { name: 'Add to cart' }).boundingBox();
  if (!box) throw new Error('no "Add to cart" button in the prerendered page');
  // A raw press, without Playwright's wait for the page to be ready: the pointer's move starts the app.
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await expect(page.getByRole('status').filter({ hasText: 'Added to your cart.' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(
    page.getByRole('banner').getByRole('button', { name: 'Cart, 1 item' }),
  ).toBeVisible();
  expect(errors).toEqual([]);
});

test('a press with no pointer or key before it (assistive technology) starts the app and is carried out', async ({
  page,
}) => {
  const errors = collectErrors(page);
  await page.goto('/shop/products/heritage-t-shirt');
  // A bare click event, as a screen reader's activation sends: no pointer move, no key.
  await page.getByRole('button', { name: 'Add to cart' }).dispatchEvent('click');
  await expect(page.getByRole('status').filter({ hasText: 'Added to your cart.' })).toBeVisible({
    timeout: 15_000,
  });
  expect(errors).toEqual([]);
});

test('a page with nothing prerendered (recurring donations) starts its app at once', async ({
  page,
}) => {
  const scripts = scriptsOf(page);
  await page.goto('/recurring-donations');
  await expect(page.locator('#root')).not.toBeEmpty();
  expect(scripts).toContain('/static/main.js');
  expect(await page.locator('html').getAttribute('data-start')).toBeNull();
});
