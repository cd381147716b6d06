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

const none = (): undefined => undefined;

/**
 * The visitor's chosen currency for a prerendered page: unset while hydrating (the HTML was made
 * without one), so the first render matches the HTML, and the chosen one straight after.
 */
export function useChosenCurrency(): string | undefined {
  return useSyncExternalStore(appState.subscribe, () => appState.getState().currency, none);
}
