import { useSyncExternalStore } from 'react';
import { appState } from '@site/app-state';
import { DEFAULT_CURRENCY, isGivingCurrency, type GivingCurrency } from './currencies';

function chosenCurrency(): GivingCurrency {
  const chosen = appState.getState().currency;
  return isGivingCurrency(chosen) ? chosen : DEFAULT_CURRENCY;
}

const prerendered = (): GivingCurrency => DEFAULT_CURRENCY;

/**
 * The visitor's currency from the shared app state (spec §3 `currency`), GBP while it is unset or
 * not one we take gifts in. The prerendered HTML is GBP, so hydration reads GBP too (the server
 * snapshot) and React re-renders with the chosen one straight after; a page reached by client
 * navigation shows the chosen currency from its first render.
 */
export function useVisitorCurrency(): GivingCurrency {
  return useSyncExternalStore(appState.subscribe, chosenCurrency, prerendered);
}
