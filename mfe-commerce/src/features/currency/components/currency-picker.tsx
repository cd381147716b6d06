import { useId } from 'react';
import { useAppState } from '@site/app-state/react';
import { REGION_CODES, REGION_CURRENCY, REGION_NAMES } from '@site/contracts/regions';
import { chooseCurrency } from '../../../shared/cart/cart-runtime';

/**
 * The region and currency picker (`./CurrencyPicker`, in the header tools): one choice, since each
 * region is priced in one currency (spec §1 "a region choice based on the visitor's country"). Its
 * default is the looked-up region's; a choice is kept across visits and moves the cart to that
 * region's prices (cart-runtime.ts `chooseCurrency`).
 */
export default function CurrencyPicker() {
  const id = useId();
  const currency = useAppState((s) => s.currency);
  return (
    <span className="currency-picker">
      <label htmlFor={id} className="visually-hidden">
        Currency
      </label>
      <select
        id={id}
        value={currency ?? ''}
        title="Prices, checkout and delivery for your region"
        onChange={(e) => void chooseCurrency(e.target.value)}
      >
        <option value="" disabled>
          Currency
        </option>
        {REGION_CODES.map((region) => (
          <option key={region} value={REGION_CURRENCY[region]}>
            {REGION_CURRENCY[region]} · {REGION_NAMES[region]}
          </option>
        ))}
      </select>
    </span>
  );
}
