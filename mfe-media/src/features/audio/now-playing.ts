import type { SnapshotFrom } from 'xstate';
import type { NowPlaying } from '../../shared/now-playing';
import type { audioMachine } from './machines/audio-machine';

/** What the player's machine state means for a play button. */
export function nowPlayingOf(snapshot: SnapshotFrom<typeof audioMachine>): NowPlaying {
  const id = snapshot.context.podcast?.podcastId;
  if (!id || snapshot.matches('idle')) return null;
  if (snapshot.matches('loading')) return { podcastId: id, status: 'loading' };
  return { podcastId: id, status: snapshot.matches({ active: 'playing' }) ? 'playing' : 'paused' };
}
