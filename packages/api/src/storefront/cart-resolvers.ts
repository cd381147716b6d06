import type { GraphQLResolveInfo } from 'graphql';
import { cartGid, lineGid } from '../cart/cart-id';
import type { BuyerIdentityInput, CartLineInput, CartLineUpdateInput } from '../cart/cart-inputs';
import type { CartLineView, CartResult, CartView } from '../cart/cart-types';
import { money } from '../commerce/money';
import type { VariantSource } from './catalogue-resolvers';
import { arrayConnection, type ConnectionArgs } from './connection';
import { contextCountry, type StorefrontContext } from './context';
import type { ResolverMap } from './resolver-map';

/** A line as the schema sees it: the view plus what its own resolvers need. */
interface LineSource extends CartLineView {
  cartToken: string;
  currency: string;
}

function payload(result: CartResult) {
  return { cart: result.cart, userErrors: result.userErrors, warnings: [] };
}

export const cartResolvers: ResolverMap = {
  QueryRoot: {
    cart: (_: unknown, args: { id: string }, ctx: StorefrontContext) => ctx.carts.get(args.id),
  },
  Mutation: {
    cartCreate: async (
      _: unknown,
      args: { input?: { lines?: CartLineInput[] | null; buyerIdentity?: BuyerIdentityInput | null } | null },
      ctx: StorefrontContext,
      info: GraphQLResolveInfo,
    ) => payload(await ctx.carts.create(args.input ?? {}, contextCountry(info))),
    cartLinesAdd: async (_: unknown, args: { cartId: string; lines: CartLineInput[] }, ctx: StorefrontContext) =>
      payload(await ctx.carts.addLines(args.cartId, args.lines)),
    cartLinesUpdate: async (_: unknown, args: { cartId: string; lines: CartLineUpdateInput[] }, ctx: StorefrontContext) =>
      payload(await ctx.carts.updateLines(args.cartId, args.lines)),
    cartLinesRemove: async (_: unknown, args: { cartId: string; lineIds: string[] }, ctx: StorefrontContext) =>
      payload(await ctx.carts.removeLines(args.cartId, args.lineIds)),
    cartBuyerIdentityUpdate: async (
      _: unknown,
      args: { cartId: string; buyerIdentity: BuyerIdentityInput },
      ctx: StorefrontContext,
    ) => payload(await ctx.carts.updateBuyerIdentity(args.cartId, args.buyerIdentity)),
  },
  Cart: {
    id: (c: CartView) => cartGid(c),
    checkoutUrl: (c: CartView, _: unknown, ctx: StorefrontContext) =>
      `${ctx.origin}/checkout/${c.token}?key=${c.key}`,
    buyerIdentity: (c: CartView) => ({ countryCode: c.country, email: c.email, phone: c.phone, customer: null }),
    cost: (c: CartView) => ({
      subtotalAmount: money(c.totals.subtotal, c.currency),
      totalAmount: money(c.totals.total, c.currency),
      totalTaxAmount: money(c.totals.tax, c.currency),
      totalDutyAmount: money(c.totals.duty, c.currency),
      checkoutChargeAmount: money(c.totals.total, c.currency),
      subtotalAmountEstimated: false,
      totalAmountEstimated: false,
      totalTaxAmountEstimated: false,
      totalDutyAmountEstimated: false,
    }),
    lines: (c: CartView, args: ConnectionArgs) =>
      arrayConnection(
        c.lines.map((l): LineSource => ({ ...l, cartToken: c.token, currency: c.currency })),
        args,
      ),
  },
  CartLine: {
    id: (l: LineSource) => lineGid(l.id, l.cartToken),
    merchandise: (l: LineSource): VariantSource & { __typename: string } => ({
      ...l.variant,
      productStub: l.product,
      __typename: 'ProductVariant',
    }),
    cost: (l: LineSource) => ({
      amountPerQuantity: money(l.variant.price, l.currency),
      compareAtAmountPerQuantity: l.variant.compareAt === null ? null : money(l.variant.compareAt, l.currency),
      subtotalAmount: money(l.variant.price * l.quantity, l.currency),
      totalAmount: money(l.variant.price * l.quantity, l.currency),
    }),
    attribute: (l: LineSource, args: { key: string }) => l.attributes.find((a) => a.key === args.key) ?? null,
  },
};
