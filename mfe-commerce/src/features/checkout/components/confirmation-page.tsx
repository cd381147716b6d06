import { useEffect, useState } from 'react';
import { Link, useLocation } from '@site/router';
import type { PageProps } from '@site/contracts/remote';
import { paths } from '../../../app/paths';
import { formatMoney } from '@site/contracts/money';
import { useSession } from '../../../shared/session/use-session';
import { getSessionActor } from '../../../shared/session/session-runtime';
import { CheckoutError, fetchAccountOrder, fetchOrder, type Order } from '../api/checkout-api';
import { COUNTRIES } from '../checkout-form';
import './checkout.css';

type Load =
  { kind: 'loading' } | { kind: 'ready'; order: Order } | { kind: 'missing'; busy: boolean };

/**
 * `/checkout/confirmation/:number?token=` (client-only): the order just placed. The number is for
 * people; the token from the checkout's answer is what opens the order, so the link works after a
 * reload or in a bookmark, and a guessed number alone shows nothing. Without a token, a signed-in
 * shopper opens the orders of their own account (the account page links them so).
 */
export default function ConfirmationPage({ params }: PageProps) {
  const number = params.number ?? '';
  const token = new URLSearchParams(useLocation().search).get('token') ?? '';
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  // Only a tokenless link waits for the session; a tokened one is read once.
  const sessionStatus = useSession().status;
  const status = token ? null : sessionStatus;
  useEffect(() => {
    const session = getSessionActor().getSnapshot();
    const customerToken = session.matches('signedIn') ? session.context.token : null;
    if (!token && !customerToken && status === 'busy') return void setLoad({ kind: 'loading' });
    if (!/^[1-9][0-9]{0,8}$/.test(number) || (!token && !customerToken)) {
      setLoad({ kind: 'missing', busy: false });
      return;
    }
    let live = true;
    (token ? fetchOrder(number, token) : fetchAccountOrder(number, customerToken ?? '')).then(
      (order) => live && setLoad({ kind: 'ready', order }),
      (e: unknown) =>
        live && setLoad({ kind: 'missing', busy: e instanceof CheckoutError && e.status === 429 }),
    );
    return () => {
      live = false;
    };
  }, [number, token, status]);

  if (load.kind !== 'ready') {
    return (
      <article className="page checkout-page">
        <h1>Order confirmation</h1>
        {load.kind === 'loading' ? (
          <p>Loading your order…</p>
        ) : (
          <p>
            {load.busy
              ? `Order #${number} cannot be shown right now: too many order lookups came from your network. Try again in a few minutes.`
              : `We cannot show order #${number} from this link. The confirmation email has the details.`}{' '}
            <Link to={paths.shop.href()}>Back to the shop</Link>
          </p>
        )}
      </article>
    );
  }
  const { order } = load;
  const money = (amount: string) => formatMoney(amount, order.currencyCode);
  const address = order.shippingAddress;
  const shipping = order.shippingLine ?? null;
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
        {shipping && (
          <p>
            {shipping.title}: {Number(shipping.price) > 0 ? money(shipping.price) : 'free'}
          </p>
        )}
        <p>
          <strong>Total paid: {money(order.total)}</strong>
        </p>
      </section>
      {address && (
        <section className="checkout-summary" aria-labelledby="order-delivery-title">
          <h2 id="order-delivery-title">Delivery</h2>
          {shipping && <p>{shipping.title}</p>}
          <address>
            {[
              [address.firstName, address.lastName].filter(Boolean).join(' '),
              address.address1,
              address.address2,
              [address.zip, address.city].filter(Boolean).join(' '),
              address.province,
              address.country ? (COUNTRIES[address.country] ?? address.country) : null,
            ]
              .filter((line): line is string => Boolean(line))
              .map((line, i) => (
                <span key={i}>
                  {line}
                  <br />
                </span>
              ))}
          </address>
        </section>
      )}
      <p>
        <Link to={paths.shop.href()}>Continue shopping</Link>
      </p>
    </article>
  );
}
