import { expect, test, type Locator, type Page } from '@playwright/test';
import { audioPlayer, startPodcast } from '../support/audio-player';
import { visit } from '../support/visit';

// Issue 21 item 3: on a phone, what the visitor came for shows without scrolling, and the donation
// pop-up (once per session, after a delay) never covers it, nor the audio player's bar.

test.use({ viewport: { width: 390, height: 844 } });

const popup = (page: Page) =>
  page.getByRole('complementary', { name: 'Readers fund these stories' });

type Box = { x: number; y: number; width: number; height: number };

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  expect(found, `${locator} has a box`).not.toBeNull();
  return found!;
}

const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Within the viewport as it first shows, without scrolling. */
async function expectAboveTheFold(page: Page, locator: Locator) {
  const { y, height } = await box(locator);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  expect(y, `${locator} starts on the first screen`).toBeGreaterThanOrEqual(0);
  expect(y + height, `${locator} ends on the first screen`).toBeLessThanOrEqual(844);
}

async function expectNotCovered(page: Page, covered: Locator) {
  expect(overlap(await box(popup(page)), await box(covered)), `the pop-up covers ${covered}`).toBe(
    false,
  );
}

for (const product of [
  { handle: 'luther-rose-mug', title: 'Luther Rose Mug' },
  // Sizes: the tallest buy box in the seeded shop.
  { handle: 'heritage-t-shirt', title: 'Heritage T-Shirt' },
]) {
  test(`${product.title}: price and add to cart show without scrolling, and the pop-up covers neither`, async ({
    page,
  }) => {
    await visit(page, `/shop/products/${product.handle}`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: product.title })).toBeVisible();
    const price = main.locator('[data-price]').first();
    const add = main.getByRole('button', { name: 'Add to cart' });
    await expectAboveTheFold(page, price);
    await expectAboveTheFold(page, add);

    await expect(popup(page)).toBeVisible({ timeout: 10_000 });
    await expectAboveTheFold(page, price);
    await expectAboveTheFold(page, add);
    await expectNotCovered(page, price);
    await expectNotCovered(page, add);
    // It invites; it does not take focus.
    expect(await popup(page).evaluate((el) => el.contains(document.activeElement))).toBe(false);
  });
}

test('the pop-up docks above a playing podcast’s bar, whose buttons stay clickable', async ({
  page,
}) => {
  const player = await startPodcast(page, '/podcast/p-luther-at-worms', 'Luther at Worms');
  await expect(popup(page)).toBeVisible({ timeout: 10_000 });
  await expect.poll(async () => overlap(await box(popup(page)), await box(player.bar))).toBe(false);
  const bar = await box(player.bar);
  expect((await box(popup(page))).y + (await box(popup(page))).height).toBeLessThanOrEqual(
    bar.y + 1,
  );
  await player.toggle('Pause').click();
  await expect(player.toggle('Play')).toBeVisible();

  // When the podcast is closed, the pop-up goes back to the bottom edge.
  await player.close.click();
  await expect(audioPlayer(page).bar).toHaveCount(0);
  await expect
    .poll(async () => Math.round((await box(popup(page))).y + (await box(popup(page))).height))
    .toBe(844);
});

test('Escape dismisses the pop-up, and it stays away for the session', async ({ page }) => {
  await visit(page, '/shop/products/luther-rose-mug');
  await expect(popup(page)).toBeVisible({ timeout: 10_000 });
  await page.keyboard.press('Escape');
  await expect(popup(page)).toHaveCount(0);
  await visit(page, '/podcast');
  await page.waitForTimeout(1500);
  await expect(popup(page)).toHaveCount(0);
});

test('the pop-up comes last in the tab order, and Escape from it hands focus back', async ({
  page,
}) => {
  await visit(page, '/shop/products/luther-rose-mug');
  await expect(popup(page)).toBeVisible({ timeout: 10_000 });
  const lastFooterLink = page.getByRole('contentinfo').getByRole('link').last();
  await lastFooterLink.focus();
  await page.keyboard.press('Tab');
  await expect(popup(page).getByRole('link', { name: 'Give today' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(popup(page).getByRole('button', { name: 'Not now' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(popup(page)).toHaveCount(0);
  await expect(lastFooterLink).toBeFocused();
});

test('on the timeline the pop-up does not cover the first entry', async ({ page }) => {
  await visit(page, '/timeline');
  // The first entry, however the timeline draws it: the first list item in main that holds a link
  // and no list of its own (an entry's card, not the row or era band around it).
  const first = page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('link') })
    .filter({ hasNot: page.getByRole('listitem') })
    .first();
  await expect(first).toBeVisible();
  await expect(popup(page)).toBeVisible({ timeout: 10_000 });
  await expectAboveTheFold(page, first);
  await expectNotCovered(page, first);
});
