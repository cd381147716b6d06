import { reshapeImage } from '../../storefront/reshape-product';
import type { Cart, RawCart } from './cart-types';

const money = (m: { amount: string; currencyCode: string }) => ({
  amount: m.amount,
  currencyCode: m.currencyCode,
});

/** A checkout URL on `siteOrigin` becomes a path, so the app navigates to it without a reload. */
export function localiseUrl(url: string, siteOrigin: string | null): string {
  if (!siteOrigin) return url;
  try {
    const parsed = new URL(url);
    return parsed.origin === siteOrigin ? `${parsed.pathname}${parsed.search}` : url;
  } catch {
    return url;
  }
}

export function reshapeCart(raw: RawCart, siteOrigin: string | null = null): Cart {
  return {
    id: raw.id,
    checkoutUrl: localiseUrl(raw.checkoutUrl, siteOrigin),
    totalQuantity: raw.totalQuantity,
    cost: {
      total: money(raw.cost.totalAmount),
      subtotal: money(raw.cost.subtotalAmount),
      tax: raw.cost.totalTaxAmount ? money(raw.cost.totalTaxAmount) : null,
      duty: raw.cost.totalDutyAmount ? money(raw.cost.totalDutyAmount) : null,
    },
    lines: raw.lines.edges.map(({ node }) => ({
      id: node.id,
      quantity: node.quantity,
      merchandiseId: node.merchandise.id,
      variantTitle: node.merchandise.title,
      productTitle: node.merchandise.product.title,
      productHandle: node.merchandise.product.handle,
      price: money(node.merchandise.price),
      image: reshapeImage(node.merchandise.image, node.merchandise.product.title),
    })),
  };
}
