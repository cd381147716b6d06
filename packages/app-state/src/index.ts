import type { AppState } from '@site/contracts/app-state';
import { createStore, initialAppState, type Store } from './store';

export { createStore, initialAppState } from './store';
export type { Store } from './store';

const KEY = Symbol.for('site.app-state');
type WithStore = typeof globalThis & { [KEY]?: Store<AppState> };

/** The one app-state store; shared as a federation singleton, guarded by a global slot too. */
export const appState: Store<AppState> = ((globalThis as WithStore)[KEY] ??= createStore<AppState>({
  ...initialAppState,
}));

export { applyChoice, CHOICE_KEY, choiceFor, readChoice, saveChoice } from './visitor-choice';
