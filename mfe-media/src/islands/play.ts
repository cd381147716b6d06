/**
 * A podcast page's "Play episode" before the app is live (issue 29; @site/contracts/islands). The
 * boot script loads this after `load`; a press it is offered starts the episode at once, with a
 * plain <audio> and a small bar, instead of waiting a second or more on a phone for the app to
 * start and replay it. The player takes it over from where it is once the app is live
 * (shared/early-playback.ts). A second press on the same episode pauses or resumes it, as the
 * app's button does.
 */
import type { SelectedPodcast } from '@site/contracts/events';
import { answerInIsland, ISLAND_PRESS, ISLAND_READY_ATTR } from '@site/contracts/islands';
import { fetchAudioUrl } from '../features/audio/api/fetch-audio-url';
import { DEFAULT_VOLUME, FETCH_FAILED_WARNING } from '../features/audio/player-values';
import { EARLY_PLAYBACK, type EarlyPlayback } from '../shared/early-playback';

let current: EarlyPlayback | null = null;
/** An episode is being started: a press meanwhile (a quick second tap) starts nothing more. */
let starting = false;

/** The island's bar: the episode's title and its play/pause toggle, in the player's own styles. */
function barFor(podcast: SelectedPodcast, audio: HTMLAudioElement): HTMLElement {
  const bar = document.createElement('section');
  bar.className = 'audio-player';
  bar.setAttribute('aria-label', 'Audio player');
  const titles = document.createElement('div');
  titles.className = 'audio-player__titles';
  const title = document.createElement('p');
  title.className = 'audio-player__title';
  title.textContent = podcast.title;
  titles.append(title);
  const toggle = document.createElement('button');
  toggle.type = 'button';
  toggle.className = 'audio-player__toggle';
  const show = () => {
    toggle.textContent = audio.paused ? '▶' : '❚❚';
    toggle.setAttribute('aria-label', audio.paused ? 'Play' : 'Pause');
  };
  toggle.addEventListener('click', () => void (audio.paused ? audio.play() : audio.pause()));
  audio.addEventListener('play', show);
  audio.addEventListener('pause', show);
  show();
  bar.append(titles, toggle);
  return bar;
}

async function start(podcast: SelectedPodcast): Promise<EarlyPlayback> {
  let url: string;
  try {
    url = await fetchAudioUrl(podcast.podcastId);
  } catch {
    console.warn(FETCH_FAILED_WARNING);
    return { podcast, playing: null };
  }
  const audio = new Audio(url);
  audio.volume = DEFAULT_VOLUME;
  const bar = barFor(podcast, audio);
  document.body.append(bar);
  // Refused (no sound allowed yet): the bar stays, paused, and its toggle plays it.
  await audio.play().catch(() => undefined);
  return { podcast, playing: { audio, bar } };
}

function take(button: HTMLElement, event: Event): void {
  let podcast: SelectedPodcast | null = null;
  try {
    podcast = JSON.parse(button.dataset.podcast ?? '') as SelectedPodcast;
  } catch {
    return;
  }
  if (!podcast?.podcastId) return;
  event.preventDefault();
  if (starting) return;
  const playing = current?.playing;
  if (playing && !playing.taken && current?.podcast.podcastId === podcast.podcastId) {
    void (playing.audio.paused ? playing.audio.play() : playing.audio.pause());
    return;
  }
  playing?.audio.pause();
  playing?.bar.remove();
  const chosen = podcast;
  starting = true;
  void answerInIsland(EARLY_PLAYBACK, () => start(chosen)).then((early) => {
    current = early;
    starting = false;
  });
}

for (const button of document.querySelectorAll<HTMLElement>('button[data-island="media"]')) {
  button.addEventListener(ISLAND_PRESS, (event) => take(button, event));
  button.setAttribute(ISLAND_READY_ATTR, '');
}
