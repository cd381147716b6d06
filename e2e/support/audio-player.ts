import { expect, type Page } from '@playwright/test';
import { visit } from './visit';

/** The persistent player bar, seen the way a visitor (or a screen reader) finds it. */
export function audioPlayer(page: Page) {
  const bar = page.getByRole('region', { name: 'Audio player' });
  return {
    bar,
    toggle: (name: 'Play' | 'Pause') => bar.getByRole('button', { name, exact: true }),
    back: bar.getByRole('button', { name: 'Back 15 seconds' }),
    forward: bar.getByRole('button', { name: 'Forward 15 seconds' }),
    close: bar.getByRole('button', { name: 'Close player' }),
    seek: bar.getByRole('slider', { name: 'Seek' }),
    volume: bar.getByRole('slider', { name: 'Volume' }),
    total: bar.getByLabel('Total time'),
    /** The position and state of the one `<audio>` element the player drives. */
    element: () =>
      page.evaluate(() => {
        const audio = document.querySelector('audio');
        return audio
          ? {
              time: audio.currentTime,
              paused: audio.paused,
              volume: audio.volume,
              duration: audio.duration,
              src: audio.getAttribute('src'),
            }
          : null;
      }),
    /** The shared paused flag, as any area reads it. */
    pausedFlag: () =>
      page.evaluate(() => {
        const store = (
          globalThis as unknown as Record<
            symbol,
            { getState(): { audioPaused: boolean } } | undefined
          >
        )[Symbol.for('site.app-state')];
        return store?.getState().audioPaused;
      }),
  };
}

/** Opens a podcast page and starts its episode with the page's play button. */
export async function startPodcast(page: Page, path: string, title: string) {
  await visit(page, path);
  await page.getByRole('button', { name: `Play episode: ${title}` }).click();
  const player = audioPlayer(page);
  await expect(player.bar).toBeVisible();
  return player;
}
