import { formatAmount } from '../../currency/money-format';
import type { CheckoutSummary } from '../api/checkout-api';

/** What the visitor pays, in the cart's own (region) currency: the amount that is charged. */
export function OrderSummary({ cart }: { cart: CheckoutSummary }) {
  const money = (amount: string) => formatAmount(Number(amount), cart.currencyCode);
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
      <p>
        <strong>Total: {money(cart.total)}</strong> ({cart.currencyCode}, prices for{' '}
        {cart.countryCode})
      </p>
    </section>
  );
}
