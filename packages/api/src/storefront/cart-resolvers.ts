import type { GraphQLResolveInfo } from 'graphql';
import { cartGid, lineGid } from '../cart/cart-id';
import type { BuyerIdentityInput, CartLineInput, CartLineUpdateInput } from '../cart/cart-inputs';
import type { CartLineView, CartResult, CartView } from '../cart/cart-types';
import { money } from '../commerce/money';
import { arrayConnection, type ConnectionArgs } from './connection';
import { contextCountry, type StorefrontContext } from './context';
import type { ResolverMap } from './resolver-map';

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
      args: {
        input?: {
          lines?: CartLineInput[] | null;
          buyerIdentity?: BuyerIdentityInput | null;
        } | null;
      },
      ctx: StorefrontContext,
      info: GraphQLResolveInfo,
    ) => payload(await ctx.carts.create(args.input ?? {}, contextCountry(info))),
    cartLinesAdd: async (
      _: unknown,
      args: { cartId: string; lines: CartLineInput[] },
      ctx: StorefrontContext,
    ) => payload(await ctx.carts.addLines(args.cartId, args.lines)),
    cartLinesUpdate: async (
      _: unknown,
      args: { cartId: string; lines: CartLineUpdateInput[] },
      ctx: StorefrontContext,
    ) => payload(await ctx.carts.updateLines(args.cartId, args.lines)),
    cartLinesRemove: async (
      _: unknown,
      args: { cartId: string; lineIds: string[] },
      ctx: StorefrontContext,
    ) => payload(await ctx.carts.removeLines(args.cartId, args.lineIds)),
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
    buyerIdentity: (c: CartView) => ({
      countryCode: c.country,
      email: c.email,
      phone: c.phone,
      customer: null,
    }),
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
    lines: (c: CartView, args: ConnectionArgs) => arrayConnection(c.lines, args),
  },
  CartLine: {
    id: (l: CartLineView) => lineGid(l.id, l.cartToken),
    // The line's variant carries its product stub already (cart-view.ts): no copy per request.
    merchandise: (l: CartLineView) => l.variant,
    cost: ({ variant, quantity }: CartLineView) => ({
      amountPerQuantity: money(variant.price, variant.currency),
      compareAtAmountPerQuantity:
        variant.compareAt === null ? null : money(variant.compareAt, variant.currency),
      subtotalAmount: money(variant.price * quantity, variant.currency),
      totalAmount: money(variant.price * quantity, variant.currency),
    }),
    attribute: (l: CartLineView, args: { key: string }) =>
      l.attributes.find((a) => a.key === args.key) ?? null,
  },
};
