import { bus } from '@site/event-bus';
import type { SelectedPodcast } from '@site/contracts/events';

/** Starts an episode in the persistent player, through the bus like any other area would. */
export function PlayPodcastButton({
  selection,
  label = 'Play episode',
}: {
  selection: SelectedPodcast;
  label?: string;
}) {
  if (!selection.podcastId) return null;
  return (
    <button
      type="button"
      className="podcast-play"
      onClick={() => bus.emit('podcast.selected', selection)}
      aria-label={`${label}: ${selection.title}`}
    >
      ▶ {label}
    </button>
  );
}
