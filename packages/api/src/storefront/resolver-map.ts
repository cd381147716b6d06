import {
  type GraphQLFieldResolver,
  type GraphQLResolveInfo,
  type GraphQLSchema,
  isInterfaceType,
  isObjectType,
  isUnionType,
  type GraphQLTypeResolver,
} from 'graphql';
import type { StorefrontContext } from './context';

/**
 * A resolver typed by its own source and args. `never` parameters accept every specific resolver;
 * the schema's SDL is what guarantees each one receives the source it declares.
 */
export type Resolver = (
  source: never,
  args: never,
  context: StorefrontContext,
  info: GraphQLResolveInfo,
) => unknown;
export type ResolverMap = Record<string, Record<string, Resolver>>;

/** Attaches resolvers to a schema built from SDL; an unknown type or field is a programming error. */
export function attachResolvers(schema: GraphQLSchema, map: ResolverMap): void {
  for (const [typeName, fields] of Object.entries(map)) {
    const type = schema.getType(typeName);
    if (!isObjectType(type)) throw new Error(`resolver map names unknown object type ${typeName}`);
    const defs = type.getFields();
    for (const [fieldName, resolve] of Object.entries(fields)) {
      const def = defs[fieldName];
      if (!def) throw new Error(`resolver map names unknown field ${typeName}.${fieldName}`);
      def.resolve = resolve as GraphQLFieldResolver<unknown, unknown>;
    }
  }
}

export function attachTypeResolver(
  schema: GraphQLSchema,
  typeName: string,
  resolveType: GraphQLTypeResolver<unknown, StorefrontContext>,
): void {
  const type = schema.getType(typeName);
  if (!isInterfaceType(type) && !isUnionType(type)) throw new Error(`${typeName} is not abstract`);
  type.resolveType = resolveType;
}
