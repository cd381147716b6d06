import { useEffect, useId, useRef } from 'react';
import { useChosenCurrency } from '@site/app-state/react';
import { REGION_CODES, REGION_CURRENCY, REGION_NAMES } from '@site/contracts/regions';
import { chooseCurrency } from '../../../shared/cart/cart-runtime';
import { SITE_CURRENCY } from '../../../shared/region/site-region';

/**
 * The region and currency picker (`./CurrencyPicker`, in the header tools): one choice, since each
 * region is priced in one currency (spec §1 "a region choice based on the visitor's country"). Its
 * default is the looked-up region's; a choice is kept across visits and moves the cart to that
 * region's prices (cart-runtime.ts `chooseCurrency`). The served HTML shows the site's currency,
 * as does the render that hydrates it; the visitor's own follows straight after.
 */
export default function CurrencyPicker() {
  const id = useId();
  const select = useRef<HTMLSelectElement>(null);
  const currency = useChosenCurrency() ?? SITE_CURRENCY;
  useEffect(() => {
    // A choice made in the served HTML before this code was in reached no handler: adopt it.
    const element = select.current;
    if (element && element.value !== element.dataset.value) void chooseCurrency(element.value);
  }, []);
  return (
    <span className="currency-picker">
      <label htmlFor={id} className="visually-hidden">
        Currency
      </label>
      <select
        ref={select}
        id={id}
        value={currency}
        data-value={currency}
        title="Prices, checkout and delivery for your region"
        onChange={(e) => void chooseCurrency(e.target.value)}
      >
        {REGION_CODES.map((region) => (
          <option key={region} value={REGION_CURRENCY[region]}>
            {REGION_CURRENCY[region]} · {REGION_NAMES[region]}
          </option>
        ))}
      </select>
    </span>
  );
}
