import { buildSchema, type GraphQLFieldResolver, type GraphQLSchema, isObjectType } from 'graphql';
import { givingResolvers } from '../donations/giving-resolvers';
import { GIVING_SDL } from '../donations/giving-sdl';
import { PAYMENT_SDL } from '../payments/payment-sdl';
import { TOUR_SDL } from '../tours/tour-sdl';
import { tourResolvers } from '../tours/tour-resolvers';
import type { ProductGraphqlContext } from './context';

/*
 * The product's own API (spec §7.1). It starts with the identity and session every area needs;
 * giving and tours add their operations here: giving-sdl.ts (donate, …) and tour-sdl.ts
 * (tourDepartures, tourHoldCreate, tourQuote, tourBook, tourPayBalance, tourBookingCancel, …).
 */
const SDL = `
type Me { id: ID! firstName: String lastName: String email: String! }
type Session { id: ID! currency: String! }
type Query {
  """The signed-in customer (Authorization: Bearer <customer access token>), or null."""
  me: Me
  """The caller's session (carried in x-shop-session); null when none was sent, or the one sent was refused. A session begins when an operation stores something in it."""
  session: Session
}
type Mutation
`;

type Resolve = (
  source: never,
  args: Record<string, unknown>,
  ctx: ProductGraphqlContext,
) => unknown;

const ownResolvers: Record<string, Record<string, Resolve>> = {
  Query: {
    me: (_s, _a, ctx) => ctx.customer,
    session: (_s, _a, ctx) => {
      const session = ctx.session.current();
      return session ? { id: session.id, currency: session.currency } : null;
    },
  },
};

export function createProductSchema(): GraphQLSchema {
  const schema = buildSchema(SDL + PAYMENT_SDL + GIVING_SDL + TOUR_SDL);
  for (const [typeName, fields] of [
    ...Object.entries(ownResolvers),
    ...Object.entries(givingResolvers),
    ...Object.entries(tourResolvers),
  ]) {
    const type = schema.getType(typeName);
    if (!isObjectType(type)) throw new Error(`unknown type ${typeName}`);
    for (const [name, resolve] of Object.entries(fields)) {
      const field = type.getFields()[name];
      if (!field) throw new Error(`unknown field ${typeName}.${name}`);
      field.resolve = resolve as unknown as GraphQLFieldResolver<unknown, unknown>;
    }
  }
  return schema;
}
