import { useSyncExternalStore } from 'react';
import type { AppState } from '@site/contracts/app-state';
import { appState } from './index';

/**
 * Reads one narrow slice. Select a primitive or a stable reference: the
 * component re-renders only when that slice changes.
 */
export function useAppState<T>(selector: (state: AppState) => T): T {
  const read = () => selector(appState.getState());
  return useSyncExternalStore(appState.subscribe, read, read);
}
