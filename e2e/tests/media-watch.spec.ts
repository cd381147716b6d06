import { expect, test } from '@playwright/test';
import { collectErrors } from '../support/console';
import { visit } from '../support/visit';

test('the watch page lists categories and follows the language filter into a category', async ({
  page,
}) => {
  const errors = collectErrors(page);
  await visit(page, '/watch');
  await expect(page.getByRole('heading', { level: 1, name: 'Watch' })).toBeVisible();
  const filter = page.getByRole('group', { name: 'Language' });
  await expect(filter.getByRole('radio', { name: 'English', exact: true })).toBeChecked();
  await expect(
    page.getByRole('heading', { level: 2, name: 'Season 1: The Reformation' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'The Light of Iona' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Hier stehe ich (German)' })).toHaveCount(0);

  await filter.getByRole('radio', { name: 'Dubbed into other languages' }).check();
  await expect(page.getByRole('link', { name: 'Hier stehe ich (German)' }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'The Light of Iona' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'El Gran Chasco (Spanish subtitles)' })).toHaveCount(
    0,
  );

  // The choice lives in shared app state, so the category page opens with it.
  await page.getByRole('link', { name: 'Season 1: The Reformation' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Season 1: The Reformation' }),
  ).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Dubbed into other languages' })).toBeChecked();
  await expect(page.getByRole('link', { name: 'Hier stehe ich (German)' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Fire at Constance' })).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('an episode page shows its facts and loads nothing from YouTube until the video is asked for', async ({
  page,
}) => {
  const youtube: string[] = [];
  await page.route(/youtube/, (route) => {
    youtube.push(route.request().url());
    return route.abort();
  });
  await visit(page, '/watch/s1-e01-the-light-of-iona');
  await expect(page.getByRole('heading', { level: 1, name: 'The Light of Iona' })).toBeVisible();
  await expect(page.getByText('48:12')).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'People' }).getByRole('link', { name: 'Columba' }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Places' }).getByRole('link')).not.toHaveCount(0);
  await expect(page.locator('iframe')).toHaveCount(0);
  expect(youtube).toEqual([]);

  await page.getByRole('button', { name: 'Play video: The Light of Iona' }).click();
  const frame = page.locator('iframe[title="The Light of Iona"]');
  await expect(frame).toHaveAttribute(
    'src',
    /^https:\/\/www\.youtube-nocookie\.com\/embed\/DkwKpcAcFje/,
  );
  await expect.poll(() => youtube.length).toBeGreaterThan(0);
});

test('a behind-the-scenes episode says so', async ({ page }) => {
  await visit(page, '/watch/s1-e09-behind-the-scenes-in-the-alps');
  await expect(page.getByRole('definition').filter({ hasText: 'Behind the scenes' })).toBeVisible();
});

test('the podcast index groups episodes by season, and an episode page carries its notes', async ({
  page,
}) => {
  await visit(page, '/podcast');
  await expect(page.getByRole('heading', { level: 1, name: 'Podcast' })).toBeVisible();
  const season = page.getByRole('region', { name: 'Reformation Voices' });
  await expect(season.getByRole('link', { name: 'Luther at Worms' })).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: 'Bible Lands' })
      .getByRole('link', { name: 'Luther at Worms' }),
  ).toHaveCount(0);

  await visit(page, '/podcast?category=bible-lands');
  await expect(page.getByRole('heading', { level: 2, name: 'Bible Lands' })).toBeInViewport();
  await season.getByRole('link', { name: 'Luther at Worms' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Luther at Worms' })).toBeVisible();
  await expect(page.getByText('Pastor Jonas Weber', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Further reading' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Footnotes' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Play episode: Luther at Worms' })).toBeVisible();
});
