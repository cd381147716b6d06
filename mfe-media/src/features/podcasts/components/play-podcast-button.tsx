import { useSyncExternalStore } from 'react';
import { bus } from '@site/event-bus';
import type { SelectedPodcast } from '@site/contracts/events';
import { nowPlaying, type NowPlaying } from '../../../shared/now-playing';

const serverSnapshot = (): NowPlaying => null;

/**
 * Starts an episode in the persistent player, through the bus like any other area would.
 * While the player holds this episode the button says so and pauses or resumes it,
 * rather than starting it again from the beginning.
 */
export function PlayPodcastButton({
  selection,
  label = 'Play episode',
}: {
  selection: SelectedPodcast;
  label?: string;
}) {
  const playing = useSyncExternalStore(nowPlaying.subscribe, nowPlaying.get, serverSnapshot);
  if (!selection.podcastId) return null;
  const status = playing?.podcastId === selection.podcastId ? playing.status : null;
  const [icon, text] =
    status === 'playing'
      ? ['❚❚', 'Pause']
      : status === 'paused'
        ? ['▶', 'Resume']
        : status === 'loading'
          ? ['…', 'Loading']
          : ['▶', label];
  return (
    <button
      type="button"
      className={status ? `podcast-play podcast-play--${status}` : 'podcast-play'}
      onClick={() => {
        if (!nowPlaying.toggle(selection.podcastId)) bus.emit('podcast.selected', selection);
      }}
      aria-label={`${text}: ${selection.title}`}
      aria-busy={status === 'loading' || undefined}
    >
      <span aria-hidden="true">{icon}</span> {text}
      {status === 'playing' && <span className="podcast-play__now"> · Now playing</span>}
    </button>
  );
}
