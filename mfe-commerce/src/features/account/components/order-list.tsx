import { Link } from '@site/router';
import { paths } from '../../../app/paths';
import { formatMoney } from '@site/contracts/money';
import type { AccountOrders } from '../api/customer-orders';

/** The account's orders, newest first; each opens its order page (for the account that placed it). */
export function OrderList({ orders, more }: AccountOrders) {
  if (orders.length === 0) return <p>You have not placed an order while signed in yet.</p>;
  return (
    <>
      <ul className="account-orders">
        {orders.map((order) => (
          <li key={order.id}>
            <Link to={paths.orderConfirmation.href({ number: String(order.number) })}>
              Order {order.name}
            </Link>{' '}
            <span>
              {order.date} · {formatMoney(order.total.amount, order.total.currencyCode)}
            </span>
            <ul>
              {order.lines.map((line, i) => (
                <li key={i}>
                  {line.title} × {line.quantity}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      {more && <p>Your most recent orders are shown.</p>}
    </>
  );
}

/**
 * mfe-giving's pages for the signed-in donor (its path table: `donationHistory`,
 * `recurringDonations`); linked by path, as one remote never imports another.
 */
export const GIVING_LINKS = [
  { label: 'Donation history', to: '/donation-history' },
  { label: 'Recurring gifts', to: '/recurring-donations' },
] as const;

export function GivingLinks() {
  return (
    <ul className="account-links">
      {GIVING_LINKS.map((l) => (
        <li key={l.to}>
          <Link to={l.to}>{l.label}</Link>
        </li>
      ))}
    </ul>
  );
}
