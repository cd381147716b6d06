import { useEffect, useSyncExternalStore } from 'react';
import { bus } from '@site/event-bus';
import type { SelectedPodcast } from '@site/contracts/events';
import { handOverEarlyPlayback } from '../../../shared/early-playback';
import { nowPlaying, type NowPlaying } from '../../../shared/now-playing';

const serverSnapshot = (): NowPlaying => null;

/**
 * Starts an episode in the persistent player, through the bus like any other area would.
 * While the player holds this episode the button says so and pauses or resumes it,
 * rather than starting it again from the beginning. Served marked for the media island
 * (`data-island`), which starts the episode on a press made before the app is live; once live, the
 * button names that episode to the player, which continues it (shared/early-playback.ts).
 */
export function PlayPodcastButton({
  selection,
  label = 'Play episode',
}: {
  selection: SelectedPodcast;
  label?: string;
}) {
  const playing = useSyncExternalStore(nowPlaying.subscribe, nowPlaying.get, serverSnapshot);
  const { podcastId } = selection;
  useEffect(
    () => handOverEarlyPlayback(podcastId, (podcast) => bus.emit('podcast.selected', podcast)),
    [podcastId],
  );
  if (!podcastId) return null;
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
      data-island="media"
      data-podcast={JSON.stringify(selection)}
    >
      <span aria-hidden="true">{icon}</span> {text}
      {status === 'playing' && <span className="podcast-play__now"> · Now playing</span>}
    </button>
  );
}
