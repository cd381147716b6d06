import type { CartView } from '../cart/cart-types';
import { gid } from '../commerce/gid';
import { decimalAmount } from '../commerce/money';
import { deliveryOptionJson, deliveryOptions } from './delivery-options';

/** The amounts a shopper agrees to: where they are priced for, in which currency, and the totals. */
export function summaryTotals(view: CartView) {
  return {
    countryCode: view.country,
    currencyCode: view.currency,
    subtotal: decimalAmount(view.totals.subtotal),
    totalTax: decimalAmount(view.totals.tax),
    totalDuty: decimalAmount(view.totals.duty),
    total: decimalAmount(view.totals.total),
    // Inclusive regions report the tax already inside the subtotal (see commerce/tax.ts).
    taxIncluded: view.totals.total === view.totals.subtotal && view.totals.tax > 0,
  };
}

/** What the checkout page shows: lines, amounts as decimal strings, and whether stock still covers them. */
export function summary(view: CartView, imageBase: string) {
  return {
    cart: {
      token: view.token,
      ...summaryTotals(view),
      email: view.email,
      // Storefront's CartDeliveryOption shape; the first is the default. Totals above are the goods'.
      deliveryOptions: deliveryOptions(view.region, view.currency, view.totals.total).map(
        deliveryOptionJson,
      ),
      totalQuantity: view.totalQuantity,
      lines: view.lines.map((l) => ({
        merchandiseId: gid('ProductVariant', l.variant.id),
        handle: l.product.handle,
        title: l.product.title,
        variantTitle: l.variant.title,
        quantity: l.quantity,
        price: decimalAmount(l.variant.price),
        total: decimalAmount(l.variant.price * l.quantity),
        image: l.variant.image ? `${imageBase}${encodeURIComponent(l.variant.image.file)}` : null,
        available: l.quantity <= l.variant.stock,
      })),
    },
  };
}
