import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import type { PageProps } from '@site/contracts/remote';
import { paths } from '../../../app/paths';
import { formatAmount } from '../../currency/money-format';
import { fetchOrder, type Order } from '../api/checkout-api';
import { lastOrderEmail } from '../checkout-session';
import './checkout.css';

type Load = { kind: 'loading' } | { kind: 'ready'; order: Order } | { kind: 'missing' };

/** `/checkout/confirmation/:number` (client-only): the order just placed, looked up with its email. */
export default function ConfirmationPage({ params }: PageProps) {
  const number = params.number ?? '';
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  useEffect(() => {
    const email = /^[1-9][0-9]{0,8}$/.test(number) ? lastOrderEmail(number, sessionStorage) : null;
    if (!email) {
      setLoad({ kind: 'missing' });
      return;
    }
    let live = true;
    fetchOrder(number, email).then(
      (order) => live && setLoad({ kind: 'ready', order }),
      () => live && setLoad({ kind: 'missing' }),
    );
    return () => {
      live = false;
    };
  }, [number]);

  if (load.kind !== 'ready') {
    return (
      <article className="page checkout-page">
        <h1>Order confirmation</h1>
        {load.kind === 'loading' ? (
          <p>Loading your order…</p>
        ) : (
          <p>
            We cannot show order #{number} in this browser session. The confirmation email has the details.{' '}
            <Link to={paths.shop.href()}>Back to the shop</Link>
          </p>
        )}
      </article>
    );
  }
  const { order } = load;
  const money = (amount: string) => formatAmount(Number(amount), order.currencyCode);
  return (
    <article className="page checkout-page">
      <h1>Thank you for your order</h1>
      <p>
        Your order number is <strong>{order.name}</strong>. A confirmation goes to {order.email}.
      </p>
      <section className="checkout-summary" aria-labelledby="order-lines-title">
        <h2 id="order-lines-title">What you ordered</h2>
        <ul>
          {order.lines.map((l) => (
            <li key={l.merchandiseId}>
              <span>
                {l.title} × {l.quantity}
              </span>
              <span>{money(l.total)}</span>
            </li>
          ))}
        </ul>
        <p>
          <strong>Total paid: {money(order.total)}</strong>
        </p>
      </section>
      <p>
        <Link to={paths.shop.href()}>Continue shopping</Link>
      </p>
    </article>
  );
}
