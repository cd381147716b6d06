import { expect, test } from '@playwright/test';
import { collectErrors } from '../support/console';
import { visit } from '../support/visit';

test('a read page shows its parts and plays the featured podcast through the bus', async ({
  page,
}) => {
  const errors = collectErrors(page);
  await visit(page, '/read/martin-luther');
  const main = page.locator('main');
  await expect(main.getByText(/min read/)).toBeVisible();
  await expect(main.getByRole('complementary', { name: 'About the author' })).toBeVisible();
  for (const name of ['Footnotes', 'Further reading', 'Related', 'Watch and listen']) {
    await expect(main.getByRole('heading', { level: 2, name })).toBeVisible();
  }
  await page.evaluate(() => {
    const bus = (
      globalThis as unknown as Record<symbol, { on(t: string, h: (p: unknown) => void): void }>
    )[Symbol.for('site.event-bus')];
    bus?.on('podcast.selected', (payload) => Object.assign(window, { __podcast: payload }));
  });
  await main.getByRole('button', { name: /^Play the podcast/ }).click();
  const payload = await page.evaluate(
    () => (window as { __podcast?: Record<string, unknown> }).__podcast,
  );
  expect(payload).toMatchObject({ podcastId: expect.any(String), title: expect.any(String) });
  expect(Object.keys(payload ?? {}).sort()).toEqual([
    'podcastId',
    'seasonUid',
    'thumbnailUrl',
    'title',
  ]);
  expect(errors).toEqual([]);
});

test('the featured video asks nothing of YouTube until it is played', async ({ page }) => {
  const youtube: string[] = [];
  await page.route(/youtube/, (route) => {
    youtube.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'text/html', body: '<title>player</title>' });
  });
  await visit(page, '/read/martin-luther');
  expect(youtube).toEqual([]);
  await page
    .locator('main')
    .getByRole('button', { name: /^Play video/ })
    .click();
  await expect(page.locator('main iframe')).toHaveAttribute(
    'src',
    /youtube-nocookie\.com\/embed\//,
  );
  await expect.poll(() => youtube.length).toBeGreaterThan(0);
});

test('a season overview lists the season items and its links resolve', async ({ page }) => {
  await visit(page, '/read/');
  await page.locator('main').getByRole('link', { name: 'Season One: The Episodes' }).click();
  await expect(page).toHaveURL(/\/read\/season1\/episodes$/);
  await expect(page.getByRole('heading', { level: 2, name: 'In this season' })).toBeVisible();
});

test('the contact form validates, posts to the API and shows success or the error', async ({
  page,
}) => {
  const posted: unknown[] = [];
  let fail = true;
  await page.route('**/api/contact', async (route) => {
    posted.push(route.request().postDataJSON());
    if (fail)
      return route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({
          error: {
            code: 'invalid_input',
            message: 'Please correct the fields marked.',
            fields: { email: 'This address bounced.' },
          },
        }),
      });
    return route.fulfill({
      status: 201,
      contentType: 'application/json',
      body: JSON.stringify({ id: 'm-1' }),
    });
  });
  await visit(page, '/contact');
  const form = page.getByRole('form', { name: 'Contact us' });
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(form.getByText('Enter your name.')).toBeVisible();
  expect(posted).toEqual([]);
  await form.getByLabel('Your name').fill('Ann Ferraro');
  await form.getByLabel('Email address').fill('ann@example.org');
  await form.getByLabel('Message').fill('When is season two out on DVD?');
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(form.getByText('This address bounced.')).toBeVisible();
  await expect(form.getByLabel('Email address')).toHaveAttribute('aria-invalid', 'true');
  fail = false;
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('status')).toContainText('your message has been sent');
  expect(posted[1]).toMatchObject({
    kind: 'message',
    name: 'Ann Ferraro',
    email: 'ann@example.org',
  });
});

test('sections below the first screen fade in as they are scrolled to; none is hidden under reduced motion', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 700 });
  await visit(page, '/read/martin-luther');
  const sections = page.locator('[data-reveal]');
  expect(await sections.count()).toBeGreaterThan(3);
  // What is on the first screen is never hidden; what is further down waits.
  await expect(sections.first()).not.toHaveClass(/reveal-pending/);
  const last = sections.last();
  await expect(last).toHaveClass(/reveal-pending/);
  await last.scrollIntoViewIfNeeded();
  await expect(last).toHaveClass(/is-revealed/);
  await expect.poll(() => last.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');

  await page.emulateMedia({ reducedMotion: 'reduce' });
  await visit(page, '/read/martin-luther');
  await expect(page.locator('.reveal-pending')).toHaveCount(0);
});
