import { buildSchema, type GraphQLSchema } from 'graphql';
import { cartResolvers } from './cart-resolvers';
import { catalogueResolvers } from './catalogue-resolvers';
import { customerResolvers } from './customer-resolvers';
import { orderResolvers } from './order-resolvers';
import { attachResolvers, attachTypeResolver } from './resolver-map';
import { STOREFRONT_SDL } from './schema-sdl';

/** Builds the executable Storefront schema: the SDL plus resolvers attached to its fields. */
export function createStorefrontSchema(): GraphQLSchema {
  const schema = buildSchema(STOREFRONT_SDL);
  attachResolvers(schema, catalogueResolvers);
  attachResolvers(schema, cartResolvers);
  attachResolvers(schema, customerResolvers);
  attachResolvers(schema, orderResolvers);
  // Every cart line is a plain CartLine and all merchandise is a variant in this shop.
  attachTypeResolver(schema, 'BaseCartLine', () => 'CartLine');
  attachTypeResolver(schema, 'Merchandise', () => 'ProductVariant');
  attachTypeResolver(schema, 'Node', (value) =>
    typeof value === 'object' && value !== null && '__typename' in value
      ? String(value.__typename)
      : undefined,
  );
  return schema;
}
