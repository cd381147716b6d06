import { useId } from 'react';
import { appState } from '@site/app-state';
import { useAppState } from '@site/app-state/react';
import { bus } from '@site/event-bus';
import { currencies, isCurrency } from '../currencies';
import { useRates } from '../hooks/use-rates';

/**
 * The currency picker (`./CurrencyPicker`): the currencies of the build's `rate` query once it
 * arrives, the shop's own list before. Currency starts unset (spec §3).
 */
export default function CurrencyPicker() {
  const id = useId();
  const currency = useAppState((s) => s.currency);
  const rates = useRates();
  const offered =
    rates.length > 0
      ? rates.filter((r) => isCurrency(r.code))
      : currencies.map((code) => ({ code, name: code }));
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
        {offered.map((c) => (
          <option key={c.code} value={c.code} title={c.name}>
            {c.code}
          </option>
        ))}
      </select>
    </span>
  );
}
