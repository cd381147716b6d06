import { expect, test } from '@playwright/test';
import { audioPlayer, startPodcast } from '../support/audio-player';
import { collectErrors } from '../support/console';
import { visit } from '../support/visit';

const LUTHER = { path: '/podcast/p-luther-at-worms', title: 'Luther at Worms' };

test('a podcast keeps playing through three areas, and its time advances', async ({ page }) => {
  const errors = collectErrors(page);
  const player = await startPodcast(page, LUTHER.path, LUTHER.title);
  await expect(player.bar.getByText(LUTHER.title)).toBeVisible();
  await expect(player.bar.getByText('reformation voices')).toBeVisible();
  await expect(player.toggle('Pause')).toBeVisible();
  await expect.poll(player.pausedFlag).toBe(false);
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));

  let last = 0;
  for (const area of [
    { nav: 'Read', heading: 'Read' },
    { nav: 'Shop', heading: 'Shop' },
    { nav: 'Donate', heading: 'Support the series' },
  ]) {
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: area.nav, exact: true })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: area.heading })).toBeVisible();
    await expect(player.bar).toBeVisible();
    const before = last;
    await expect
      .poll(async () => (await player.element())?.time ?? 0)
      .toBeGreaterThan(before + 0.3);
    last = (await player.element())?.time ?? 0;
    expect((await player.element())?.paused).toBe(false);
  }
  await expect(player.bar.getByLabel('Elapsed time')).not.toHaveText('00:00');
  expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(
    true,
  );
  expect(errors).toEqual([]);
});

test('skip, seek, volume and pause work, from the mouse and the keyboard', async ({ page }) => {
  const player = await startPodcast(page, LUTHER.path, LUTHER.title);
  await expect(player.total).toHaveText(/^00:[1-5]\d$/);
  const duration = (await player.element())?.duration ?? 0;

  await player.forward.click();
  await expect.poll(async () => (await player.element())?.time ?? 0).toBeGreaterThanOrEqual(15);
  await player.back.click();
  await expect.poll(async () => (await player.element())?.time ?? 99).toBeLessThan(10);

  await player.seek.fill('50');
  await expect
    .poll(async () => (await player.element())?.time ?? 0)
    .toBeGreaterThanOrEqual(duration / 2 - 0.5);

  await expect.poll(async () => (await player.element())?.volume).toBe(0.5);
  await player.volume.fill('20');
  await expect.poll(async () => (await player.element())?.volume).toBe(0.2);
  await player.volume.focus();
  await page.keyboard.press('ArrowLeft');
  await expect.poll(async () => (await player.element())?.volume).toBe(0.19);

  await player.toggle('Pause').focus();
  await page.keyboard.press('Enter');
  await expect(player.toggle('Play')).toBeVisible();
  await expect.poll(async () => (await player.element())?.paused).toBe(true);
  await expect.poll(player.pausedFlag).toBe(true);
  await page.keyboard.press('Space');
  await expect(player.toggle('Pause')).toBeVisible();
  await expect.poll(async () => (await player.element())?.paused).toBe(false);
});

test('the page states the length the player plays, and its button pauses and resumes the episode', async ({
  page,
}) => {
  const player = await startPodcast(page, LUTHER.path, LUTHER.title);
  const main = page.getByRole('main');
  const stated = await main
    .getByText(/^\d+:\d{2}$/)
    .first()
    .textContent();
  await expect(player.total).toHaveText(/^\d{2}:\d{2}$/);
  const seconds = (clock: string | null) =>
    (clock ?? '').split(':').reduce((total, part) => total * 60 + Number(part), 0);
  // The page's figure is read from the file at build time; the player's from the browser.
  expect(Math.abs(seconds(stated) - seconds(await player.total.textContent()))).toBeLessThanOrEqual(
    1,
  );

  const pause = main.getByRole('button', { name: `Pause: ${LUTHER.title}` });
  await expect(pause).toContainText('Now playing');
  await pause.click();
  await expect.poll(async () => (await player.element())?.paused).toBe(true);
  await expect(player.toggle('Play')).toBeVisible();
  await main.getByRole('button', { name: `Resume: ${LUTHER.title}` }).click();
  await expect.poll(async () => (await player.element())?.paused).toBe(false);
  await expect(pause).toBeVisible();
});

test('exit removes the bar and stops the audio', async ({ page }) => {
  const player = await startPodcast(page, LUTHER.path, LUTHER.title);
  await player.close.click();
  await expect(player.bar).toHaveCount(0);
  const element = await player.element();
  expect(element?.paused).toBe(true);
  expect(element?.src).toBeNull();
  await expect.poll(player.pausedFlag).toBe(true);
});

test('a podcast whose audio fetch fails leaves no player and only logs the warning', async ({
  page,
}) => {
  const warnings: string[] = [];
  page.on('console', (m) => void (m.type() === 'warning' && warnings.push(m.text())));
  // The browser itself reports the failed request; that line is not the app's.
  const errors = collectErrors(page, [/Failed to load resource/]);
  await page.route('**/api/podcasts/2407449', (route) =>
    route.fulfill({ status: 503, body: 'down' }),
  );
  await visit(page, LUTHER.path);
  await page.getByRole('button', { name: `Play episode: ${LUTHER.title}` }).click();
  await expect.poll(() => warnings).toContain('Something went wrong.');
  await expect(audioPlayer(page).bar).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('the podcast API answers an unknown id with a clear 404 and serves audio in ranges', async ({
  request,
}) => {
  const unknown = await request.get('/api/podcasts/1');
  expect(unknown.status()).toBe(404);
  expect(await unknown.json()).toMatchObject({ error: 'podcast_not_found' });
  const { payload } = (await (await request.get('/api/podcasts/2407449')).json()) as {
    payload: { audioUrl: string };
  };
  const part = await request.get(payload.audioUrl, { headers: { Range: 'bytes=0-99' } });
  expect(part.status()).toBe(206);
  expect(part.headers()['content-range']).toMatch(/^bytes 0-99\/\d+$/);
  expect((await part.body()).length).toBe(100);
});
