import { buildSchema, type GraphQLFieldResolver, type GraphQLSchema, isObjectType } from 'graphql';
import type { ProductGraphqlContext } from './context';

/*
 * The product's own API (spec §7.1). It starts with the identity and session every area needs;
 * the areas add their operations as `ProductGraphqlArea`s, registered from above by the composition
 * root (compose/product-graphql.ts): giving's (donate, …), tours' (tourDepartures, tourBook, …) and
 * the payment types both share. This floor never imports an area.
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

/** A field resolver of an area whose context is `C` (the shared context and the area's entries). */
export type ProductResolve<C extends ProductGraphqlContext> = (
  source: never,
  args: Record<string, unknown>,
  ctx: C,
) => unknown;

type Resolve = ProductResolve<ProductGraphqlContext>;

/** What an area adds to the product GraphQL: its SDL, its resolvers and its context entries. */
export interface ProductGraphqlArea {
  /** Type definitions; the root fields come as fields of `type Query`/`type Mutation` extensions. */
  readonly sdl: string;
  /** Resolvers by type and field, each field named in the SDL. */
  readonly resolvers: Readonly<
    Record<string, Readonly<Record<string, GraphQLFieldResolver<unknown, unknown>>>>
  >;
  /** Entries every request's context gets (the area's service), beside the shared ones. */
  readonly context: Readonly<Record<string, unknown>>;
}

/**
 * An area of context type `C`. The resolvers are typed against `C` where they are written; the
 * schema holds them as plain field resolvers, and the router puts `context` in every request's.
 */
export function productGraphqlArea<C extends ProductGraphqlContext>(area: {
  sdl: string;
  resolvers: Record<string, Record<string, ProductResolve<C>>>;
  context?: Omit<C, keyof ProductGraphqlContext>;
}): ProductGraphqlArea {
  return {
    sdl: area.sdl,
    resolvers: area.resolvers as unknown as ProductGraphqlArea['resolvers'],
    context: { ...(area.context ?? {}) },
  };
}

const ownResolvers: Record<string, Record<string, Resolve>> = {
  Query: {
    me: (_s, _a, ctx) => ctx.customer,
    session: (_s, _a, ctx) => {
      const session = ctx.session.current();
      return session ? { id: session.id, currency: session.currency } : null;
    },
  },
};

/** The schema of the shared fields and `areas`; throws if a resolver names a type or field the SDL lacks. */
export function createProductSchema(areas: readonly ProductGraphqlArea[]): GraphQLSchema {
  const schema = buildSchema(SDL + areas.map((area) => area.sdl).join(''));
  for (const [typeName, fields] of [
    ...Object.entries(ownResolvers),
    ...areas.flatMap((area) => Object.entries(area.resolvers)),
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
