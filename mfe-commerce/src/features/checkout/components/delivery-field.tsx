import { useId } from 'react';
import { formatMoney } from '@site/contracts/money';
import type { DeliveryOption } from '../api/checkout-api';

interface Props {
  options: DeliveryOption[];
  value: string;
  error?: string | undefined;
  onChange(handle: string): void;
}

/** The delivery options as radio buttons, each with its cost in the order's currency and how long it takes. */
export function DeliveryField({ options, value, error, onChange }: Props) {
  const name = useId();
  const errorId = `${name}-error`;
  return (
    <fieldset className="checkout-delivery" aria-describedby={error ? errorId : undefined}>
      <legend>Delivery</legend>
      {options.map((o) => {
        const cost = Number(o.estimatedCost.amount);
        return (
          <label key={o.handle} className="checkout-delivery-option">
            <input
              type="radio"
              name={name}
              value={o.handle}
              checked={value === o.handle}
              onChange={() => onChange(o.handle)}
            />
            <span>
              <strong>{o.title}</strong>,{' '}
              {cost > 0 ? formatMoney(cost, o.estimatedCost.currencyCode) : 'free'}
              <br />
              <small>{o.description}</small>
            </span>
          </label>
        );
      })}
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
