import { useEffect, useState } from 'react';
import { bus } from '@site/event-bus';

/** The header's cart button (`./CartButton`); its badge follows `cart.changed` from any area. */
export default function CartButton() {
  const [count, setCount] = useState(0);
  useEffect(() => bus.on('cart.changed', ({ totalQuantity }) => setCount(totalQuantity)), []);
  const label = count === 1 ? 'Cart, 1 item' : `Cart, ${count} items`;
  return (
    <button type="button" className="cart-button" aria-label={label} onClick={() => bus.emit('cart.opened', { source: 'header' })}>
      Cart <span className="badge" aria-hidden="true">{count}</span>
    </button>
  );
}
