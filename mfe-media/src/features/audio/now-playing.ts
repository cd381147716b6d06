import type { SnapshotFrom } from 'xstate';
import type { audioMachine } from './machines/audio-machine';

/**
 * Which episode the persistent player holds and whether it is playing, for the "Play
 * episode" buttons on the podcast pages. The player and the pages are modules of this
 * one area (one federated container), so they share this store without widening the
 * site's bus or app-state contracts; the player also lends the store its toggle.
 */
export type PlayerStatus = 'loading' | 'playing' | 'paused';
export type NowPlaying = { podcastId: string; status: PlayerStatus } | null;

/** What the player's machine state means for a play button. */
export function nowPlayingOf(snapshot: SnapshotFrom<typeof audioMachine>): NowPlaying {
  const id = snapshot.context.podcast?.podcastId;
  if (!id || snapshot.matches('idle')) return null;
  if (snapshot.matches('loading')) return { podcastId: id, status: 'loading' };
  return { podcastId: id, status: snapshot.matches({ active: 'playing' }) ? 'playing' : 'paused' };
}

export function createNowPlayingStore() {
  let current: NowPlaying = null;
  let toggler: (() => void) | null = null;
  const listeners = new Set<() => void>();
  return {
    get: (): NowPlaying => current,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    /** The player reports its state; listeners hear only real changes. */
    publish(next: NowPlaying): void {
      if (next?.podcastId === current?.podcastId && next?.status === current?.status) return;
      current = next;
      for (const listener of [...listeners]) listener();
    },
    /** The player lends its play/pause toggle while mounted; returns the release. */
    lendToggle(toggle: () => void): () => void {
      toggler = toggle;
      return () => {
        if (toggler === toggle) toggler = null;
      };
    },
    /**
     * Pauses or resumes `podcastId` when it is the player's episode; false when it is not
     * (or no player is mounted), so the caller starts it instead.
     */
    toggle(podcastId: string): boolean {
      if (!toggler || current?.podcastId !== podcastId || current.status === 'loading')
        return false;
      toggler();
      return true;
    },
  };
}

export const nowPlaying = createNowPlayingStore();
