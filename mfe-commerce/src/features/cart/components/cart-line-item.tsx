import { useId } from 'react';
import { Price } from '../../currency/components/price';
import type { CartLine } from '../../../shared/cart/api/cart-types';
import { MAX_QUANTITY, parseQuantity } from '../../../shared/cart/parse-quantity';

interface Props {
  line: CartLine;
  busy: boolean;
  onQuantity(lineId: string, quantity: number): void;
  onRemove(lineId: string): void;
}

/** One cart line: picture, names, unit price, a quantity choice and remove. */
export function CartLineItem({ line, busy, onQuantity, onRemove }: Props) {
  const id = useId();
  const name =
    line.variantTitle && line.variantTitle !== 'Default Title'
      ? `${line.productTitle} (${line.variantTitle})`
      : line.productTitle;
  const choices = Array.from({ length: Math.max(10, line.quantity) }, (_, i) => i + 1).filter(
    (n) => n <= MAX_QUANTITY,
  );
  return (
    <li className="cart-line">
      {line.image ? (
        <img src={line.image.url} alt="" width={line.image.width} height={line.image.height} />
      ) : (
        <span />
      )}
      <div>
        <p>
          <strong>{name}</strong>
          <br />
          <Price money={line.price} /> each
        </p>
        <div className="cart-line-controls">
          <label htmlFor={id}>Quantity of {line.productTitle}</label>
          <select
            id={id}
            value={line.quantity}
            disabled={busy}
            onChange={(e) => {
              const quantity = parseQuantity(e.target.value);
              if (quantity !== null) onQuantity(line.id, quantity);
            }}
          >
            {choices.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
          <button type="button" disabled={busy} onClick={() => onRemove(line.id)}>
            Remove {line.productTitle}
          </button>
        </div>
      </div>
    </li>
  );
}
