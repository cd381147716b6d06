import { useEffect, useRef, useState } from 'react';
import { bus } from '@site/event-bus';

/** The cart drawer (`./CartDrawer`): opened from anywhere through `cart.opened`. */
export default function CartDrawer() {
  const dialog = useRef<HTMLDialogElement>(null);
  const [count, setCount] = useState(0);
  useEffect(() => {
    const offOpen = bus.on('cart.opened', () => dialog.current?.showModal());
    const offChange = bus.on('cart.changed', ({ totalQuantity }) => setCount(totalQuantity));
    return () => {
      offOpen();
      offChange();
    };
  }, []);
  return (
    <dialog ref={dialog} className="cart-drawer" aria-labelledby="cart-drawer-title">
      <h2 id="cart-drawer-title">Your cart</h2>
      <p>{count === 0 ? 'Your cart is empty.' : `${count} item${count === 1 ? '' : 's'} in your cart.`}</p>
      <form method="dialog">
        <button type="submit">Close</button>
      </form>
    </dialog>
  );
}
