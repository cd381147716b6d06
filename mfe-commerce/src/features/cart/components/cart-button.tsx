import { useEffect } from 'react';
import { bus } from '@site/event-bus';
import { useHydrating } from '@site/ui/use-hydrating';
import { startCart } from '../../../shared/cart/cart-runtime';
import { useCart } from '../../../shared/cart/use-cart';
import './cart.css';

/**
 * The header's cart button (`./CartButton`): starts the page's cart and shows its item count. The
 * served HTML has it with an empty cart (a build knows no visitor's), and so does the render that
 * hydrates it, whatever the cart holds by then; the count follows straight after.
 */
export default function CartButton() {
  const hydrating = useHydrating();
  const stored = useCart()?.totalQuantity ?? 0;
  const count = hydrating ? 0 : stored;
  useEffect(() => startCart(), []);
  const label = count === 1 ? 'Cart, 1 item' : `Cart, ${count} items`;
  return (
    <button
      type="button"
      className="cart-button"
      aria-label={label}
      onClick={() => bus.emit('cart.opened', { source: 'header' })}
    >
      Cart{' '}
      <span className="badge" aria-hidden="true">
        {count}
      </span>
    </button>
  );
}
