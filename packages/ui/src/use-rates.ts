import { useEffect, useState } from 'react';
import type { CurrencyRate } from '@site/contracts/page-data';
import { loadRates } from './rates';

const NONE: CurrencyRate[] = [];

/**
 * The currency rates. `initial` is what the page already has (a prerendered page's data may carry
 * the build's rates, so the HTML shows converted figures); without it the first render has none,
 * on the server and in the browser alike (so hydration matches), and the static query file is read
 * after mounting.
 */
export function useRates(initial: readonly CurrencyRate[] = NONE): readonly CurrencyRate[] {
  const [rates, setRates] = useState<readonly CurrencyRate[]>(initial);
  useEffect(() => {
    if (initial.length > 0) return;
    let live = true;
    void loadRates().then((loaded) => {
      if (live && loaded.length > 0) setRates(loaded);
    });
    return () => {
      live = false;
    };
  }, [initial]);
  return initial.length > 0 ? initial : rates;
}
