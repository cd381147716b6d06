/**
 * Which episode the persistent player holds and whether it is playing, for the "Play
 * episode" buttons on the podcast pages. The player and the pages are modules of this
 * one area (one federated container), so they share this store without widening the
 * site's bus or app-state contracts; the player also lends the store its toggle. The player
 * (features/audio) publishes here and the podcast pages read it, so it sits under both.
 */
export type PlayerStatus = 'loading' | 'playing' | 'paused';
export type NowPlaying = { podcastId: string; status: PlayerStatus } | null;

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
