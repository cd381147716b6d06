import { formatMoney } from '@site/contracts/money';
import type { CheckoutSummary } from '../api/checkout-api';
import { amountDue } from '../checkout-form';

/** What the visitor pays, in the cart's own (region) currency: the goods, the delivery chosen, the total charged. */
export function OrderSummary({
  cart,
  shippingMethod,
}: {
  cart: CheckoutSummary;
  shippingMethod: string;
}) {
  const money = (amount: string) => formatMoney(amount, cart.currencyCode);
  const due = amountDue(cart, shippingMethod);
  return (
    <section className="checkout-summary" aria-labelledby="order-summary-title">
      <h2 id="order-summary-title">Order summary</h2>
      <ul>
        {cart.lines.map((l) => (
          <li key={l.merchandiseId}>
            <span>
              {l.title}
              {l.variantTitle !== 'Default Title' ? ` (${l.variantTitle})` : ''} × {l.quantity}
              {!l.available && <strong> — not enough in stock</strong>}
            </span>
            <span>{money(l.total)}</span>
          </li>
        ))}
      </ul>
      <p>Subtotal: {money(cart.subtotal)}</p>
      {Number(cart.totalTax) > 0 && (
        <p>
          {cart.taxIncluded
            ? `Includes tax of ${money(cart.totalTax)}`
            : `Tax: ${money(cart.totalTax)}`}
        </p>
      )}
      {due.delivery && (
        <p>
          {due.delivery.title}:{' '}
          {Number(due.delivery.estimatedCost.amount) > 0
            ? money(due.delivery.estimatedCost.amount)
            : 'free'}
        </p>
      )}
      <p>
        <strong>Total: {money(due.amount)}</strong> ({cart.currencyCode}, prices for{' '}
        {cart.countryCode})
      </p>
    </section>
  );
}
