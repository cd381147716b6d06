import { type FormEvent, useEffect, useId, useState } from 'react';
import { bus } from '@site/event-bus';
import { islandAnswer, settledIslandAnswer } from '@site/contracts/islands';
import { ADDED, NOT_ADDED } from '../../../shared/cart/add-messages';
import { islandAddKey } from '../../../shared/cart/island-keys';
import { cartActor, startCart } from '../../../shared/cart/cart-runtime';
import { addToCart } from '../../../shared/cart/machines/add-to-cart';
import { MAX_QUANTITY, parseQuantity } from '../../../shared/cart/parse-quantity';
import type { ProductVariant } from '../../../shared/storefront/shop-types';

type Status =
  { kind: 'idle' } | { kind: 'busy' } | { kind: 'added' } | { kind: 'failed'; message: string };

const outcome = (ok: boolean): Status =>
  ok ? { kind: 'added' } : { kind: 'failed', message: NOT_ADDED };

/** Where the add-to-cart island (islands/add-to-cart.ts) left this form: its answer, once in. */
function islandStatus(merchandiseId: string): Status {
  const settled = settledIslandAnswer<boolean>(islandAddKey(merchandiseId));
  return settled ? outcome(settled.ok && settled.value) : { kind: 'idle' };
}

/**
 * Quantity and the add button; the quantity is parsed as a base-10 whole number (spec §5). Served
 * marked for the commerce island (`data-island`), which answers a press made before the app is
 * live; the form then starts from, or waits for, that answer.
 */
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
  const [status, setStatus] = useState<Status>(() => islandStatus(variant.id));
  useEffect(() => startCart(), []);
  useEffect(() => {
    // Also when it settled since the first render: the island no longer writes once the app renders.
    const pending = islandAnswer<boolean>(islandAddKey(variant.id));
    if (!pending) return;
    let live = true;
    pending.then(
      (ok) => live && setStatus(outcome(ok)),
      () => live && setStatus(outcome(false)),
    );
    return () => {
      live = false;
    };
  }, [variant.id]);

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
    setStatus(outcome(ok));
    if (ok)
      bus.emit('toast.requested', {
        message: `${productTitle} added to your cart.`,
        kind: 'success',
      });
  }

  return (
    <form
      onSubmit={(e) => void submit(e)}
      noValidate
      data-island={variant.available ? 'commerce' : undefined}
      data-merchandise-id={variant.available ? variant.id : undefined}
    >
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
      {/* The island may have written its answer here before the app took the form over. */}
      <p
        role="status"
        className={status.kind === 'failed' ? 'form-error' : undefined}
        suppressHydrationWarning
      >
        {status.kind === 'added' ? ADDED : status.kind === 'failed' ? status.message : ''}
      </p>
    </form>
  );
}
