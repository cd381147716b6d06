import { useEffect, useState } from 'react';
import type { CurrencyRate } from '@site/contracts/page-data';
import { loadRates } from '../api/rates';

const NONE: CurrencyRate[] = [];

/** The currency rates, empty on the server and the first render (so hydration matches). */
export function useRates(): CurrencyRate[] {
  const [rates, setRates] = useState<CurrencyRate[]>(NONE);
  useEffect(() => {
    let live = true;
    void loadRates().then((r) => live && setRates(r));
    return () => {
      live = false;
    };
  }, []);
  return rates;
}
