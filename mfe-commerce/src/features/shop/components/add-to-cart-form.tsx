import { type FormEvent, useEffect, useId, useState } from 'react';
import { bus } from '@site/event-bus';
import { cartActor, startCart } from '../../../shared/cart/cart-runtime';
import { addToCart } from '../../../shared/cart/machines/add-to-cart';
import { MAX_QUANTITY, parseQuantity } from '../../../shared/cart/parse-quantity';
import type { ProductVariant } from '../../../shared/storefront/shop-types';

type Status =
  { kind: 'idle' } | { kind: 'busy' } | { kind: 'added' } | { kind: 'failed'; message: string };

/** Quantity and the add button; the quantity is parsed as a base-10 whole number (spec §5). */
export function AddToCartForm({
  variant,
  productTitle,
}: {
  variant: ProductVariant;
  productTitle: string;
}) {
  const id = useId();
  const [quantity, setQuantity] = useState('1');
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  useEffect(() => startCart(), []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = parseQuantity(quantity);
    if (parsed === null) {
      setError(`Enter a whole number from 1 to ${MAX_QUANTITY}.`);
      return;
    }
    setError(null);
    setStatus({ kind: 'busy' });
    const ok = await addToCart(cartActor(), [{ merchandiseId: variant.id, quantity: parsed }]);
    setStatus(
      ok
        ? { kind: 'added' }
        : {
            kind: 'failed',
            message: 'Sorry, we could not add this to your cart. Please try again.',
          },
    );
    if (ok)
      bus.emit('toast.requested', {
        message: `${productTitle} added to your cart.`,
        kind: 'success',
      });
  }

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <label htmlFor={id}>
        Quantity
        <input
          id={id}
          name="quantity"
          inputMode="numeric"
          value={quantity}
          onChange={(e) => setQuantity(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
      </label>
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
      <button type="submit" disabled={!variant.available || status.kind === 'busy'}>
        {!variant.available ? 'Sold out' : status.kind === 'busy' ? 'Adding…' : 'Add to cart'}
      </button>
      <p role="status" className={status.kind === 'failed' ? 'form-error' : undefined}>
        {status.kind === 'added'
          ? 'Added to your cart.'
          : status.kind === 'failed'
            ? status.message
            : ''}
      </p>
    </form>
  );
}
