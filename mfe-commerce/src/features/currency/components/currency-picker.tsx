import { useId } from 'react';
import { appState } from '@site/app-state';
import { useAppState } from '@site/app-state/react';
import { bus } from '@site/event-bus';
import { currencies, isCurrency } from '../currencies';

/** The currency picker (`./CurrencyPicker`). Currency starts unset (spec §3). */
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
        onChange={(e) => {
          const next = e.target.value;
          if (!isCurrency(next)) return;
          appState.setState({ currency: next });
          bus.emit('currency.changed', { currency: next });
        }}
      >
        <option value="" disabled>
          Currency
        </option>
        {currencies.map((c) => (
          <option key={c} value={c}>
            {c}
          </option>
        ))}
      </select>
    </span>
  );
}
