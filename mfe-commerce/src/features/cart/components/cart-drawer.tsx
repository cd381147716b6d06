import { useEffect, useRef } from 'react';
import { Link } from '@site/router';
import { useSelector } from '@xstate/react';
import { bus } from '@site/event-bus';
import { Price } from '../../currency/components/price';
import { cartActor, startCart } from '../../../shared/cart/cart-runtime';
import { useCart } from '../../../shared/cart/use-cart';
import { CartLineItem } from './cart-line-item';
import './cart.css';

/** The cart drawer (`./CartDrawer`): opened from anywhere through `cart.opened`. */
export default function CartDrawer() {
  const dialog = useRef<HTMLDialogElement>(null);
  const actor = cartActor();
  const cart = useCart();
  const busy = useSelector(actor, (s) => !s.matches('ready'));
  const failed = useSelector(actor, (s) => s.matches('failed'));
  useEffect(() => {
    startCart();
    return bus.on('cart.opened', () => {
      if (!dialog.current?.open) dialog.current?.showModal();
    });
  }, []);
  const close = () => dialog.current?.close();
  const lines = cart?.lines ?? [];
  const count = cart?.totalQuantity ?? 0;

  return (
    <dialog ref={dialog} className="cart-drawer" aria-labelledby="cart-drawer-title">
      <div className="cart-drawer-actions">
        <h2 id="cart-drawer-title">Your cart</h2>
        <button type="button" onClick={close}>
          Close
        </button>
      </div>
      {failed && <p role="alert">We could not load your cart. Please try again in a moment.</p>}
      <p aria-live="polite">
        {count === 0
          ? 'Your cart is empty.'
          : `${count} item${count === 1 ? '' : 's'} in your cart.`}
      </p>
      {lines.length > 0 && cart && (
        <>
          <ul className="cart-lines">
            {lines.map((line) => (
              <CartLineItem
                key={line.id}
                line={line}
                busy={busy}
                onQuantity={(id, quantity) =>
                  actor.send({ type: 'cart.update', lines: [{ id, quantity }] })
                }
                onRemove={(id) => actor.send({ type: 'cart.remove', lineIds: [id] })}
              />
            ))}
          </ul>
          <dl className="cart-totals">
            <dt>Subtotal</dt>
            <dd>
              <Price money={cart.cost.subtotal} />
            </dd>
            {cart.cost.tax && Number(cart.cost.tax.amount) > 0 && (
              <>
                <dt>Tax</dt>
                <dd>
                  <Price money={cart.cost.tax} />
                </dd>
              </>
            )}
            <dt>Total</dt>
            <dd>
              <Price money={cart.cost.total} />
            </dd>
          </dl>
          <CheckoutLink url={cart.checkoutUrl} onFollow={close} />
        </>
      )}
    </dialog>
  );
}

/** The checkout lives on this site when its URL is a path; a hosted store's checkout is a full navigation. */
function CheckoutLink({ url, onFollow }: { url: string; onFollow(): void }) {
  if (url.startsWith('/')) {
    return (
      <Link className="cart-checkout" to={url} onClick={onFollow}>
        Check out
      </Link>
    );
  }
  return (
    <a className="cart-checkout" href={url}>
      Check out
    </a>
  );
}
