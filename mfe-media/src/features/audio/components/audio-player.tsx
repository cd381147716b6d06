import { useEffect, useState } from 'react';
import type { SelectedPodcast } from '@site/contracts/events';
import { bus } from '@site/event-bus';

/**
 * The persistent player bar (`./AudioPlayer`), mounted once by the shell. It shows
 * only while a podcast is selected; the audio machine arrives with the media issue.
 */
export default function AudioPlayer() {
  const [selected, setSelected] = useState<SelectedPodcast | null>(null);
  useEffect(() => bus.on('podcast.selected', setSelected), []);
  if (!selected) return null;
  return (
    <aside className="audio-player" aria-label="Audio player">
      <strong>{selected.title}</strong>
      <button type="button" onClick={() => setSelected(null)}>
        Close player
      </button>
    </aside>
  );
}
