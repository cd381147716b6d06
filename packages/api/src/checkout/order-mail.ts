import { formatMoney } from '@site/contracts/money';
import { escapeHtml } from '../mail/html';
import type { MailMessage } from '../mail/mailer';
import type { ShippingAddress } from './checkout-input';
import type { OrderJson } from './orders';

export interface OrderMailInput {
  order: OrderJson;
  address: ShippingAddress;
  /** The absolute, tokened link to the order page (from the configured public URL). */
  orderUrl: string;
}

/** Shopify's title of a product's only variant, not worth a mention. */
const named = (variantTitle: string) =>
  variantTitle && variantTitle !== 'Default Title' ? variantTitle : null;

// The site's one money format, so the mail reads as the confirmation page does ("£38.97").
const money = (amount: string, currency: string) => formatMoney(amount, currency);

function addressLines(a: ShippingAddress): string[] {
  return [
    `${a.firstName} ${a.lastName}`,
    a.address1,
    ...(a.address2 ? [a.address2] : []),
    [a.zip, a.city].join(' '),
    ...(a.province ? [a.province] : []),
    a.country,
    ...(a.phone ? [a.phone] : []),
  ];
}

/** The delivery as the order stores it; an order from before delivery options has none. */
function deliveryLine(o: OrderJson): string | null {
  const s = o.shippingLine;
  if (!s) return null;
  return `${s.title} (${Number(s.price) > 0 ? money(s.price, o.currencyCode) : 'free'})`;
}

/**
 * The totals as the order stores them. In a tax-inclusive region the subtotal already holds the tax
 * (goods total = subtotal), so the tax is shown as a part of it rather than added again; the
 * delivery cost is the rest of the total.
 */
function totalLines(o: OrderJson): [string, string][] {
  const shipping = Number(o.shippingLine?.price ?? 0);
  const goods = Math.round((Number(o.total) - shipping) * 100) / 100;
  const included = goods === Number(o.subtotal) && Number(o.totalTax) > 0;
  return [
    ['Subtotal', money(o.subtotal, o.currencyCode)],
    [included ? 'Of which tax' : 'Tax', money(o.totalTax, o.currencyCode)],
    ...(Number(o.totalDuty) > 0
      ? [['Duty', money(o.totalDuty, o.currencyCode)] as [string, string]]
      : []),
    ...(o.shippingLine
      ? [
          ['Delivery', shipping > 0 ? money(o.shippingLine.price, o.currencyCode) : 'free'] as [
            string,
            string,
          ],
        ]
      : []),
    ['Total paid', money(o.total, o.currencyCode)],
  ];
}

/** The order confirmation, mailed once when an order is placed; the link opens the order without signing in. */
export function orderConfirmationMail({ order, address, orderUrl }: OrderMailInput): MailMessage {
  const line = (l: OrderJson['lines'][number]) =>
    `${l.title}${named(l.variantTitle) ? ` (${l.variantTitle})` : ''} × ${l.quantity} at ${money(l.price, order.currencyCode)}: ${money(l.total, order.currencyCode)}`;
  const text = [
    `Dear ${address.firstName},`,
    '',
    `Thank you for your order ${order.name}, placed on ${order.createdAt.slice(0, 10)}.`,
    '',
    ...order.lines.map(line),
    '',
    ...totalLines(order).map(([label, value]) => `${label}: ${value}`),
    '',
    'Shipping to:',
    ...addressLines(address),
    ...(deliveryLine(order) ? ['', `Delivery method: ${deliveryLine(order)}`] : []),
    '',
    'Your order, to view at any time:',
    orderUrl,
    '',
  ].join('\n');

  const e = escapeHtml;
  const rows = order.lines
    .map(
      (l) =>
        `<tr><td>${e(l.title)}${named(l.variantTitle) ? ` (${e(l.variantTitle)})` : ''}</td><td>${l.quantity}</td>` +
        `<td>${e(money(l.price, order.currencyCode))}</td><td>${e(money(l.total, order.currencyCode))}</td></tr>`,
    )
    .join('');
  const totals = totalLines(order)
    .map(
      ([label, value]) =>
        `<tr><th colspan="3" scope="row">${e(label)}</th><td>${e(value)}</td></tr>`,
    )
    .join('');
  const html = [
    '<!doctype html><html><body>',
    `<p>Dear ${e(address.firstName)},</p>`,
    `<p>Thank you for your order <strong>${e(order.name)}</strong>, placed on ${e(order.createdAt.slice(0, 10))}.</p>`,
    '<table><thead><tr><th>Item</th><th>Quantity</th><th>Price</th><th>Line total</th></tr></thead>',
    `<tbody>${rows}</tbody><tfoot>${totals}</tfoot></table>`,
    `<p>Shipping to:<br>${addressLines(address).map(e).join('<br>')}</p>`,
    ...(deliveryLine(order) ? [`<p>Delivery method: ${e(deliveryLine(order)!)}</p>`] : []),
    `<p><a href="${e(orderUrl)}">View your order</a></p>`,
    '</body></html>',
  ].join('\n');
  return { to: order.email, subject: `Your order ${order.name}`, text, html };
}
