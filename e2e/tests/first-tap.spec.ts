import { expect, test, type Page } from '@playwright/test';
import { audioPlayer } from '../support/audio-player';
import { collectErrors } from '../support/console';

// A phone visitor's first tap (issue 29; shell/src/boot.ts). The app of a prerendered page is
// prefetched at the first idle moment after load and starts at the first interaction; the tap that
// starts it is held by the boot script and answered exactly once when the app is live. Here the
// app's script is held back until the tap has been made, so the tap always lands before the app is
// live. The header's menu and search are answered at once in the served HTML instead (their panels
// and the search form are in it), and the app takes the state over. Not timed: bench/first-tap.mjs
// measures how fast the answer comes.

test.use({ hasTouch: true, viewport: { width: 390, height: 844 } });

const live = (page: Page) => page.locator('html[data-ready="true"]');
const banner = (page: Page) => page.getByRole('banner');

/** Opens `path` with the app's script held back; `release` lets it through. */
async function openBeforeLive(page: Page, path: string) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/static/main.js*', async (route) => {
    await held;
    await route.continue();
  });
  // The donation pop-up would cover controls once the app is live; it is no part of a first tap.
  await page.addInitScript(() => window.sessionStorage.setItem('donation-popup-shown', '1'));
  await page.goto(path);
  return release;
}

/** A raw tap at the control's centre: no wait for the page to be ready, no scrolling. */
async function tapBeforeLive(page: Page, control: ReturnType<Page['getByRole']>) {
  const box = await control.boundingBox();
  if (!box) throw new Error('the control is not in the prerendered page');
  expect(await live(page).count()).toBe(0);
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
}

test("after load, untouched, the app's files and its area's entry are prefetched, and nothing is started", async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  await page.goto('/shop/products/heritage-t-shirt');
  await expect
    .poll(() => asked)
    .toEqual(
      expect.arrayContaining([
        '/static/main.js',
        // React DOM and the shell's other chunks (data-prefetch): the start waits for no network.
        expect.stringMatching(/^\/static\/\d+\.[0-9a-f]{8}\.js$/),
        expect.stringMatching(/^\/remotes\/commerce\/[^/]+\/remoteEntry\.js$/),
      ]),
    );
  await page.waitForTimeout(1000);
  await expect(page.locator('html')).toHaveAttribute('data-start', 'deferred');
  expect(await live(page).count()).toBe(0);
  expect(
    await page.evaluate(() =>
      [...document.scripts]
        .map((s) => new URL(s.src || location.href).pathname)
        .filter((p) => p.endsWith('.js')),
    ),
  ).toEqual([
    '/static/boot.js',
    // The product page's "Add to cart" is served marked for the commerce island, which answers a
    // press before the app is live; it is a few kB, run once the page has loaded.
    expect.stringMatching(/^\/remotes\/commerce\/[^/]+\/island\.js$/),
  ]);
});

const prefetchedPages = [
  {
    path: '/shop/products/heritage-t-shirt',
    tap: (page: Page) => page.getByRole('button', { name: 'Add to cart' }),
    answer: (page: Page) => page.getByRole('status').filter({ hasText: 'Added to your cart.' }),
  },
  {
    // The play button loads the audio player, another expose of the page's area (its `wakes`).
    path: '/podcast/p-daniel-in-babylon',
    tap: (page: Page) => page.getByRole('button', { name: /^Play episode/ }),
    answer: (page: Page) => audioPlayer(page).bar,
  },
];
for (const { path, tap, answer } of prefetchedPages) {
  test(`${path}: after load, the route's own scripts and the registry are asked for too, and the first tap loads no script over the network`, async ({
    page,
  }) => {
    await page.addInitScript(() => window.sessionStorage.setItem('donation-popup-shown', '1'));
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    await page.goto(path);
    // The build names the route's chunks on the area's stylesheet link (route-chunks.json).
    const link = page.locator('link[rel="stylesheet"][data-prefetch]');
    const folder = (await link.getAttribute('href'))!.replace(/[^/]*$/, '');
    const files = (await link.getAttribute('data-prefetch'))!.split(' ');
    expect(files).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^__federation_expose_routes\.[0-9a-f]{8}\.js$/),
      ]),
    );
    await expect
      .poll(() => asked)
      .toEqual(expect.arrayContaining(['/remotes.json', ...files.map((f) => folder + f)]));
    await page.waitForTimeout(500);
    expect(await live(page).count()).toBe(0);

    await tapBeforeLive(page, tap(page));
    await expect(answer(page)).toBeVisible({ timeout: 15_000 });
    // An island may answer before the app starts; the app starts all the same.
    await live(page).waitFor({ state: 'attached', timeout: 15_000 });
    // Every prefetched script the start and the answer ran came from the cache (nothing
    // transferred), and every one of the route's own was run. (The header's widgets, which load
    // once the page is live, are not the answer's and may come over the network.)
    const used = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((e) => e as PerformanceResourceTiming)
        .filter((e) => e.initiatorType === 'script')
        .map((e) => ({ path: new URL(e.name).pathname, transferred: e.transferSize })),
    );
    const prefetched = [
      ...files.map((f) => folder + f),
      ...(await page.locator('script[data-prefetch]').getAttribute('data-prefetch'))!.split(' '),
    ];
    expect(used.filter((u) => prefetched.includes(u.path) && u.transferred > 0)).toEqual([]);
    const ran = new Set(used.map((u) => u.path));
    expect(files.map((f) => folder + f).filter((f) => !ran.has(f))).toEqual([]);
  });
}

test('"Add to cart" tapped before the app is live adds one item', async ({ page }) => {
  const errors = collectErrors(page);
  const release = await openBeforeLive(page, '/shop/products/heritage-t-shirt');
  await tapBeforeLive(page, page.getByRole('button', { name: 'Add to cart' }));
  release();
  await expect(page.getByRole('status').filter({ hasText: 'Added to your cart.' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(banner(page).getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();
  await page.waitForTimeout(1000);
  await expect(banner(page).getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('"Add to cart" tapped before the app is live is answered by the commerce island, once, and the app adopts it', async ({
  page,
  request,
}) => {
  const errors = collectErrors(page);
  const release = await openBeforeLive(page, '/shop/products/heritage-t-shirt');
  // The island is loaded after `load`, from the area's published folder, and marks the form.
  const form = page.locator('form[data-island="commerce"][data-island-ready]');
  await expect(form).toHaveCount(1, { timeout: 10_000 });
  await tapBeforeLive(page, page.getByRole('button', { name: 'Add to cart' }));
  // Answered while the app's script is still held back: the island alone.
  await expect(page.getByRole('status').filter({ hasText: 'Added to your cart.' })).toBeVisible();
  expect(await live(page).count()).toBe(0);
  const cartId = await page.evaluate(() => localStorage.getItem('shopify_cart_id'));
  expect(cartId).toBeTruthy();
  release();
  await live(page).waitFor({ state: 'attached', timeout: 15_000 });
  // The app loaded the island's cart, and the press was not replayed: one item, not two.
  await expect(banner(page).getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Added to your cart.' })).toBeVisible();
  await page.waitForTimeout(1000);
  await expect(banner(page).getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('shopify_cart_id'))).toBe(cartId);
  const answer = await request.post('/api/2024-04/graphql.json', {
    headers: { 'X-Shopify-Storefront-Access-Token': 'dev-storefront-access-token' },
    data: {
      query: 'query ($id: ID!) { cart(id: $id) { totalQuantity } }',
      variables: { id: cartId },
    },
  });
  expect((await answer.json()).data.cart.totalQuantity).toBe(1);
  // Once live, a press is the app's: a second add makes two.
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(banner(page).getByRole('button', { name: 'Cart, 2 items' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('"Play episode" tapped before the app is live starts the episode once', async ({ page }) => {
  const errors = collectErrors(page);
  const release = await openBeforeLive(page, '/podcast/p-daniel-in-babylon');
  await tapBeforeLive(page, page.getByRole('button', { name: /^Play episode/ }));
  release();
  const player = audioPlayer(page);
  await expect(player.bar).toBeVisible({ timeout: 15_000 });
  await expect(player.bar.getByText('Daniel in Babylon')).toBeVisible();
  // A second press would have paused it.
  await expect(player.toggle('Pause')).toBeVisible();
  await page.waitForTimeout(1000);
  await expect(player.toggle('Pause')).toBeVisible();
  expect(errors.filter((e) => !/play\(\)|media/i.test(e))).toEqual([]);
});

test('"Play episode" tapped before the app is live is started by the media island, and the player goes on from there', async ({
  page,
}) => {
  const errors = collectErrors(page);
  const release = await openBeforeLive(page, '/podcast/p-daniel-in-babylon');
  await expect(page.locator('button[data-island="media"][data-island-ready]')).toHaveCount(1, {
    timeout: 10_000,
  });
  await tapBeforeLive(page, page.getByRole('button', { name: /^Play episode/ }));
  // Answered while the app's script is still held back: the island's bar, its audio playing.
  const player = audioPlayer(page);
  await expect(player.bar).toBeVisible();
  await expect(player.bar.getByText('Daniel in Babylon')).toBeVisible();
  await expect(player.toggle('Pause')).toBeVisible();
  expect(await live(page).count()).toBe(0);
  await page.waitForTimeout(1500);
  const early = await page.evaluate(() => document.querySelector('audio')?.currentTime ?? 0);
  release();
  await live(page).waitFor({ state: 'attached', timeout: 15_000 });
  // The player took it over: one bar, the full one, going on from where the island was.
  await expect(player.close).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('region', { name: 'Audio player' })).toHaveCount(1);
  await expect(player.toggle('Pause')).toBeVisible();
  await expect(page.locator('audio')).toHaveCount(1);
  await expect.poll(async () => (await player.element())?.time ?? 0).toBeGreaterThan(early);
  expect(errors.filter((e) => !/play\(\)|media/i.test(e))).toEqual([]);
});

test('an amount on /give tapped before the app is live is chosen at once, in place, and the app follows', async ({
  page,
}) => {
  const errors = collectErrors(page);
  const release = await openBeforeLive(page, '/give');
  const amount = page.getByRole('button', { name: '£25', exact: true });
  const field = page.getByRole('textbox', { name: 'Amount (GBP)' });
  await expect(amount).toHaveAttribute('aria-pressed', 'false');
  await tapBeforeLive(page, amount);
  // Answered by the boot script while the app's script is still held back.
  await expect(amount).toHaveAttribute('aria-pressed', 'true');
  await expect(field).toHaveValue('25');
  expect(await live(page).count()).toBe(0);
  release();
  await live(page).waitFor({ state: 'attached', timeout: 15_000 });
  // The replayed press made it the app's choice too: the fee is worked out from it.
  await expect(page.getByText(/Add £\d+\.\d{2} to cover the card fees/)).toBeVisible();
  await expect(amount).toHaveAttribute('aria-pressed', 'true');
  await expect(field).toHaveValue('25');
  await expect(page.locator('.give-amounts [aria-pressed="true"]')).toHaveCount(1);
  expect(errors).toEqual([]);
});

test("the timeline's zoom tapped before the app is live is drawn by the content island, and the app goes on from there", async ({
  page,
}) => {
  const errors = collectErrors(page);
  const release = await openBeforeLive(page, '/timeline');
  const zoom = page.getByRole('group', { name: 'Zoom' });
  await expect(page.locator('[data-island="content"][data-island-ready]')).toHaveCount(1, {
    timeout: 10_000,
  });
  const rowLabels = page.getByRole('list', { name: 'Entries' }).getByRole('heading', { level: 2 });
  const byYears = await rowLabels.allTextContents();
  await tapBeforeLive(page, zoom.getByRole('button', { name: 'Decades', exact: true }));
  // Answered while the app's script is still held back: the axis by decades, from the build.
  await expect(zoom.getByRole('button', { name: 'Decades', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page).toHaveURL(/\/timeline\?season=season-1&zoom=decade$/);
  const byDecades = await rowLabels.allTextContents();
  // Rows of years read "AD 1517" or "586 BC"; rows of decades "1510s" or "590–581 BC".
  const ofYears = (label: string) => /^(AD \d+|\d+ BC)$/.test(label);
  expect(byYears.length).toBeGreaterThan(0);
  expect(byYears.every(ofYears)).toBe(true);
  expect(byDecades.length).toBeGreaterThan(0);
  expect(byDecades.some(ofYears)).toBe(false);
  expect(await live(page).count()).toBe(0);
  release();
  await live(page).waitFor({ state: 'attached', timeout: 15_000 });
  // The page hydrated over what the island drew: the same rows, no mismatch, the zoom its own.
  await expect(rowLabels.first()).toHaveText(byDecades[0]!);
  await expect(zoom.getByRole('button', { name: 'Decades', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  // Once live, a press is the app's, and it zooms from where the island left it.
  await zoom.getByRole('button', { name: 'Centuries', exact: true }).click();
  await expect(page).toHaveURL(/zoom=century/);
  await expect.poll(() => rowLabels.allTextContents()).not.toEqual(byDecades);
  expect((await rowLabels.allTextContents()).some(ofYears)).toBe(false);
  expect(errors).toEqual([]);
});

test("the timeline's zoom tapped before the app is live, on a link to another zoom, is the app's to answer, once", async ({
  page,
}) => {
  const errors = collectErrors(page);
  // The page is served by years; the link asks for centuries, which only the app shows.
  const release = await openBeforeLive(page, '/timeline?season=season-1&zoom=century');
  await expect(page.locator('[data-island="content"][data-island-ready]')).toHaveCount(1, {
    timeout: 10_000,
  });
  const decades = page.getByRole('button', { name: 'Decades', exact: true });
  await expect(decades).toHaveAttribute('aria-pressed', 'false');
  await tapBeforeLive(page, decades);
  // Not the island's: the press is held.
  await page.waitForTimeout(300);
  await expect(decades).toHaveAttribute('aria-pressed', 'false');
  release();
  await expect(page).toHaveURL(/\?season=season-1&zoom=decade$/, { timeout: 15_000 });
  await live(page).waitFor({ state: 'attached', timeout: 15_000 });
  await expect(decades).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: 'Years', exact: true })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  expect(errors).toEqual([]);
});

for (const [name, label] of [
  ['menu', 'Menu'],
  ['search', 'Open search'],
] as const) {
  test(`the header's ${name} tapped before the app is live opens once (a second press would close it)`, async ({
    page,
  }) => {
    const errors = collectErrors(page);
    const release = await openBeforeLive(page, '/');
    const toggle = banner(page).getByRole('button', { name: label, exact: true });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await tapBeforeLive(page, toggle);
    // Answered in the served HTML by the boot script, before the app is there at all.
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator(`#${await toggle.getAttribute('aria-controls')}`)).toBeVisible();
    expect(await live(page).count()).toBe(0);
    release();
    await live(page).waitFor({ state: 'attached', timeout: 15_000 });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.waitForTimeout(1000);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(errors).toEqual([]);
  });
}

test('the search field is there before the app is live, and what was typed in it stays once the search box is in', async ({
  page,
}) => {
  const errors = collectErrors(page);
  const release = await openBeforeLive(page, '/');
  await tapBeforeLive(page, banner(page).getByRole('button', { name: 'Open search', exact: true }));
  const field = banner(page).getByRole('searchbox', { name: 'Search the site' });
  await expect(field).toBeVisible();
  await expect(field).toBeFocused();
  await page.keyboard.type('Luther');
  expect(await live(page).count()).toBe(0);
  release();
  await live(page).waitFor({ state: 'attached', timeout: 15_000 });
  // The content area's search box replaces the served form once loaded (at idle), keeping the text.
  await expect(banner(page).locator('#site-search-field')).toHaveCount(0, { timeout: 15_000 });
  await expect(field).toHaveValue('Luther');
  await expect(field).toBeFocused();
  await field.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=Luther$/);
  expect(errors).toEqual([]);
});

test('the served search form, submitted before the app is live, opens the search page natively', async ({
  page,
}) => {
  await openBeforeLive(page, '/');
  await tapBeforeLive(page, banner(page).getByRole('button', { name: 'Open search', exact: true }));
  await page.keyboard.type('Calvin');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=Calvin$/);
});

test('the menu tapped before the app is live opens once, with the currency picker in it', async ({
  page,
}) => {
  const errors = collectErrors(page);
  const release = await openBeforeLive(page, '/shop');
  const toggle = banner(page).getByRole('button', { name: 'Menu', exact: true });
  await tapBeforeLive(page, toggle);
  release();
  const currency = page.locator('#site-menu').getByLabel('Currency', { exact: true });
  await expect(currency).toBeVisible({ timeout: 15_000 });
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await currency.selectOption('EUR');
  await expect(currency).toHaveValue('EUR');
  expect(errors).toEqual([]);
});

test("the booking page's Continue tapped before the app is live is answered by the tours island, holding the seats once, and the app goes on from there", async ({
  page,
}) => {
  const errors = collectErrors(page);
  const holds: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && /TourHold(Create|Update)/.test(request.postData() ?? ''))
      holds.push(/TourHold(Create|Update)/.exec(request.postData()!)![0]);
  });
  const release = await openBeforeLive(page, '/tours/britains-reformers/booking');
  await expect(page.locator('form[data-island="tours"][data-island-ready]')).toHaveCount(1, {
    timeout: 10_000,
  });
  const step = page.getByRole('heading', { level: 2 });
  await expect(step).toHaveText('Date and group size');
  await page.getByLabel('Number of travellers').selectOption('3');
  await tapBeforeLive(page, page.getByRole('button', { name: 'Continue' }));
  // Answered while the app's script is still held back: the seats held, the next step shown.
  await expect(step).toHaveText('Traveller details');
  await expect(step).toBeFocused();
  await expect(page.getByRole('group', { name: /^Traveller \d/ })).toHaveCount(3);
  const timer = page.getByRole('timer', { name: 'Time left on your seat hold' });
  await expect(timer).toHaveText(/^1[45]:\d\d$/);
  const first = await timer.textContent();
  await expect(timer).not.toHaveText(first!);
  expect(await live(page).count()).toBe(0);
  expect(holds).toEqual(['TourHoldCreate']);
  release();
  await live(page).waitFor({ state: 'attached', timeout: 15_000 });
  // The flow is the app's now, at that step, with that hold: its countdown goes on.
  await expect(step).toHaveText('Traveller details');
  await expect(page.getByRole('group', { name: /^Traveller \d/ })).toHaveCount(3);
  await expect(page.getByRole('button', { name: 'Start again' })).toBeVisible();
  const later = await timer.textContent();
  await expect(timer).not.toHaveText(later!);
  // Back to the first step and on again: the hold fits, nothing is held a second time.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(step).toHaveText('Date and group size');
  await expect(page.getByLabel('Number of travellers')).toHaveValue('3');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(step).toHaveText('Traveller details');
  expect(holds).toEqual(['TourHoldCreate']);
  // Starting again gives the seats back.
  await page.getByRole('button', { name: 'Start again' }).click();
  await expect(step).toHaveText('Date and group size');
  expect(errors).toEqual([]);
});

test("the booking page's Continue is served ready, and one tap before the app is live, with no island to answer it, moves one step", async ({
  page,
}) => {
  const errors = collectErrors(page);
  // The form is served with the build's planned departure (not aria-busy): the app waits for the
  // first interaction like any other page. Without the island (a tap before it has loaded), the
  // press is held and replayed once.
  await page.route('**/island.js', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: '' }),
  );
  const release = await openBeforeLive(page, '/tours/britains-reformers/booking');
  const step = page.getByRole('heading', { level: 2 });
  await expect(step).toHaveText('Date and group size');
  await tapBeforeLive(page, page.getByRole('button', { name: 'Continue' }));
  release();
  await expect(step).toHaveText('Traveller details', { timeout: 15_000 });
  await page.waitForTimeout(500);
  await expect(step).toHaveText('Traveller details');
  expect(errors).toEqual([]);
});
