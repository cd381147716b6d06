import { GraphQLError } from 'graphql';
import { ThrottledError, type CustomerUserError } from '../customer/customer-types';
import type { StorefrontContext } from './context';
import type { ResolverMap } from './resolver-map';

/** Shopify still sends the deprecated `userErrors` beside `customerUserErrors`: the same list without codes. */
function withUserErrors<T extends { customerUserErrors: CustomerUserError[] }>(payload: T) {
  return {
    ...payload,
    userErrors: payload.customerUserErrors.map(({ field, message }) => ({ field, message })),
  };
}

/** Too many attempts is a request-level error, as on Shopify: `extensions.code = THROTTLED`. */
async function throttled<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof ThrottledError)
      throw new GraphQLError(error.message, { extensions: { code: 'THROTTLED' } });
    throw error;
  }
}

type Args = Record<string, unknown>;
const input = (args: Args) =>
  typeof args.input === 'object' && args.input !== null
    ? (args.input as Record<string, unknown>)
    : {};

export const customerResolvers: ResolverMap = {
  QueryRoot: {
    customer: (_: unknown, args: { customerAccessToken: string }, ctx: StorefrontContext) =>
      ctx.customers.customer(args.customerAccessToken),
  },
  Mutation: {
    customerCreate: (_: unknown, args: Args, ctx: StorefrontContext) =>
      throttled(async () =>
        withUserErrors(await ctx.customers.create(input(args), ctx.origin, ctx.clientAddress)),
      ),
    customerAccessTokenCreate: (_: unknown, args: Args, ctx: StorefrontContext) =>
      throttled(async () =>
        withUserErrors(await ctx.customers.createAccessToken(input(args), ctx.clientAddress)),
      ),
    customerAccessTokenRenew: (
      _: unknown,
      args: { customerAccessToken: string },
      ctx: StorefrontContext,
    ) => ctx.customers.renewAccessToken(args.customerAccessToken),
    customerAccessTokenDelete: (
      _: unknown,
      args: { customerAccessToken: string },
      ctx: StorefrontContext,
    ) => ctx.customers.deleteAccessToken(args.customerAccessToken),
    // Never THROTTLED: its limits act in silence, after the answer (customer/customer-recovery.ts).
    customerRecover: async (_: unknown, args: { email: string }, ctx: StorefrontContext) =>
      withUserErrors(await ctx.customers.recover(args.email, ctx.origin, ctx.clientAddress)),
    customerReset: async (_: unknown, args: Args, ctx: StorefrontContext) =>
      withUserErrors(await ctx.customers.reset(args.id, input(args))),
    customerResetByUrl: async (
      _: unknown,
      args: { resetUrl: string; password: string },
      ctx: StorefrontContext,
    ) => withUserErrors(await ctx.customers.resetByUrl(args.resetUrl, args.password)),
    customerUpdate: async (
      _: unknown,
      args: { customerAccessToken: string; customer: Record<string, unknown> },
      ctx: StorefrontContext,
    ) => withUserErrors(await ctx.customers.update(args.customerAccessToken, args.customer)),
  },
};
