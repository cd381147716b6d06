import { useEffect, useState } from 'react';
import { useAppState } from '@site/app-state/react';
import { DEFAULT_CURRENCY, isGivingCurrency, type GivingCurrency } from './currencies';

/**
 * The visitor's currency from the shared app state (spec §3 `currency`), GBP while it is unset or
 * not one we take gifts in. The prerendered HTML is always GBP: the chosen currency applies only
 * after hydration, so the first browser render matches the server's.
 */
export function useVisitorCurrency(): GivingCurrency {
  const chosen = useAppState((s) => s.currency);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated && isGivingCurrency(chosen) ? chosen : DEFAULT_CURRENCY;
}
