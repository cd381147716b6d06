import type { AppState } from '@site/contracts/app-state';

/** Initial values exactly as spec §3 "Shared app state" gives them. */
export const initialAppState: Readonly<AppState> = Object.freeze({
  currency: undefined,
  language: 'BR',
  region: undefined,
  peopleTab: 'timeline',
  seasonTab: 'season-1',
  eventsChecked: true,
  peopleChecked: true,
  skipTime: '10',
  zoom: 100,
  donatingProjectId: '',
  audioPaused: true,
  chapterIndex: 0,
  scrollPosition: 0,
  scrollingDown: false,
  isNarrow: false,
  readVideoPlaying: false,
  popupVisible: false,
});

export interface Store<S> {
  getState(): S;
  /** Merges `patch`; listeners run only if some value really changed. */
  setState(patch: Partial<S>): void;
  subscribe(listener: () => void): () => void;
}

export function createStore<S extends object>(initial: S): Store<S> {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    getState: () => state,
    setState(patch) {
      const changed = (Object.keys(patch) as (keyof S)[]).some(
        (key) => !Object.is(state[key], patch[key]),
      );
      if (!changed) return;
      state = { ...state, ...patch };
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
