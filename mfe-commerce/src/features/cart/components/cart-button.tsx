import { useEffect } from 'react';
import { useSelector } from '@xstate/react';
import { bus } from '@site/event-bus';
import { cartActor, startCart } from '../../../shared/cart/cart-runtime';
import './cart.css';

/** The header's cart button (`./CartButton`): starts the page's cart and shows its item count. */
export default function CartButton() {
  const count = useSelector(cartActor(), (s) => s.context.cart?.totalQuantity ?? 0);
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
