import type { SelectedPodcast } from '@site/contracts/events';
import { islandAnswer, settledIslandAnswer } from '@site/contracts/islands';

/**
 * An episode the media island (islands/play.ts) started before the app was live, and how the app
 * takes it over: the podcast page's button, hydrating, names the episode to the player as any
 * press would (`podcast.selected`); the player then continues it where the island's audio is,
 * and the island's audio and bar go.
 */
export const EARLY_PLAYBACK = 'media.playing';

export interface EarlyPlayback {
  podcast: SelectedPodcast;
  /** Null when the island could not start it (the app then asks again, and says so if it fails). */
  playing: {
    audio: HTMLAudioElement;
    bar: HTMLElement;
    /** Set once the player has taken it over. */
    taken?: boolean;
  } | null;
}

/** The episode the island started or tried to, once known. */
export function earlyPlayback(): Promise<EarlyPlayback> | null {
  return islandAnswer<EarlyPlayback>(EARLY_PLAYBACK);
}

/**
 * For the podcast page's button of `podcastId`: once the island's answer is in and the page is
 * live (the moment the boot script replays held presses, when the shell's player slot hears the
 * bus), names that episode to the player through `select`. Returns the way to call it off.
 */
export function handOverEarlyPlayback(
  podcastId: string,
  select: (podcast: SelectedPodcast) => void,
  doc: Document = document,
): () => void {
  let off = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let observer: MutationObserver | undefined;
  const isLive = () => doc.documentElement.dataset.ready === 'true';
  void earlyPlayback()?.then((early) => {
    if (off || early.podcast.podcastId !== podcastId) return;
    const go = () => {
      observer?.disconnect();
      timer = setTimeout(() => !off && select(early.podcast), 0);
    };
    if (isLive()) return go();
    observer = new MutationObserver(() => isLive() && go());
    observer.observe(doc.documentElement, { attributes: true, attributeFilter: ['data-ready'] });
  });
  return () => {
    off = true;
    observer?.disconnect();
    clearTimeout(timer);
  };
}

/**
 * For the player, as it is asked for `podcastId`: where the island's audio of that episode is (its
 * URL, position and whether it is paused), stopping it and taking its bar away; null when the
 * island holds no such episode, or it was taken over already.
 */
export function takeEarlyPlayback(
  podcastId: string,
): { audioUrl: string; at: number; paused: boolean } | null {
  const settled = settledIslandAnswer<EarlyPlayback>(EARLY_PLAYBACK);
  const early = settled?.ok ? settled.value : null;
  const playing = early?.playing;
  if (!playing || playing.taken || early.podcast.podcastId !== podcastId) return null;
  playing.taken = true;
  const { audio, bar } = playing;
  const taken = {
    audioUrl: audio.currentSrc || audio.src,
    at: audio.currentTime,
    paused: audio.paused,
  };
  audio.pause();
  audio.removeAttribute('src');
  bar.remove();
  return taken;
}
