import { ordersOfCustomer, orderLines } from '../checkout/customer-orders';
import type { ShippingAddress } from '../checkout/checkout-input';
import { orderPageUrl } from '../checkout/order-confirmation';
import { gid, parseGid } from '../commerce/gid';
import { money } from '../commerce/money';
import type { CustomerView } from '../customer/customer-types';
import type { OrderTable } from '../db/schema';
import { arrayConnection, type ConnectionArgs } from './connection';
import type { StorefrontContext } from './context';
import type { ResolverMap } from './resolver-map';

/** Shopify's title of a product's only variant: no variant worth naming. */
export const DEFAULT_TITLE = 'Default Title';

type SortKey = 'ID' | 'PROCESSED_AT' | 'TOTAL_PRICE';

function address(json: string, orderId: string) {
  let a: Partial<ShippingAddress>;
  try {
    a = JSON.parse(json) as Partial<ShippingAddress>;
  } catch {
    return null;
  }
  const name = [a.firstName, a.lastName].filter(Boolean).join(' ') || null;
  const formatted = (withName: boolean) =>
    [
      withName ? name : null,
      a.address1,
      a.address2,
      [a.zip, a.city].filter(Boolean).join(' '),
      a.province,
      a.country,
    ].filter((v): v is string => typeof v === 'string' && v !== '');
  return {
    id: gid('MailingAddress', orderId),
    firstName: a.firstName ?? null,
    lastName: a.lastName ?? null,
    name,
    address1: a.address1 ?? null,
    address2: a.address2 ?? null,
    city: a.city ?? null,
    province: a.province ?? null,
    zip: a.zip ?? null,
    countryCodeV2: a.country ?? null,
    phone: a.phone ?? null,
    lines: formatted,
  };
}

/**
 * `Customer.orders` (Shopify's shape): the orders the signed-in account placed, and no others. The
 * parent is the customer the access token resolved to, so the list needs no token of its own.
 * `statusUrl` is the order page; it opens with the link from the order's mail, or for the account
 * that placed it, with its customer access token (checkout/order-lookup.ts).
 */
export const orderResolvers: ResolverMap = {
  Customer: {
    orders: async (
      customer: CustomerView,
      args: ConnectionArgs & { sortKey?: SortKey },
      ctx: StorefrontContext,
    ) => {
      const id = parseGid(customer.id, 'Customer')?.id;
      const rows = id ? await ordersOfCustomer(ctx.db, id) : [];
      if (args.sortKey === 'TOTAL_PRICE')
        rows.sort((a, b) => a.total - b.total || a.number - b.number);
      return { ...arrayConnection(rows, args), totalCount: String(rows.length) };
    },
  },
  MailingAddress: {
    formatted: (a: { lines: (withName: boolean) => string[] }, args: { withName?: boolean }) =>
      a.lines(args.withName === true),
  },
  Order: {
    id: (o: OrderTable) => gid('Order', o.id),
    name: (o: OrderTable) => `#${o.number}`,
    orderNumber: (o: OrderTable) => o.number,
    processedAt: (o: OrderTable) => o.created_at,
    currencyCode: (o: OrderTable) => o.currency,
    subtotalPrice: (o: OrderTable) => money(o.subtotal, o.currency),
    totalTax: (o: OrderTable) => money(o.tax, o.currency),
    totalDuty: (o: OrderTable) => money(o.duty, o.currency),
    totalPrice: (o: OrderTable) => money(o.total, o.currency),
    statusUrl: (o: OrderTable, _: unknown, ctx: StorefrontContext) =>
      orderPageUrl(ctx.origin, o.number, null),
    shippingAddress: (o: OrderTable) => address(o.shipping_json, o.id),
    lineItems: async (o: OrderTable, args: ConnectionArgs, ctx: StorefrontContext) => {
      const lines = (await orderLines(ctx.db, o.id)).map((l) => ({
        title: l.product_title,
        quantity: l.quantity,
        currentQuantity: l.quantity,
        variantTitle: l.variant_title && l.variant_title !== DEFAULT_TITLE ? l.variant_title : null,
        originalTotalPrice: money(l.total, o.currency),
        discountedTotalPrice: money(l.total, o.currency),
      }));
      return arrayConnection(lines, args);
    },
  },
};
