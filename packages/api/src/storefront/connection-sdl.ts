/** The arguments of every paginated field (Storefront API cursor pagination). */
export const CONNECTION_ARGS =
  'first: Int, after: String, last: Int, before: String, reverse: Boolean = false';

/**
 * The Relay edge and connection types of `node`, as the Storefront API names them
 * (`ProductEdge`, `ProductConnection`); `extraFields` are added to the connection.
 */
export function connectionTypes(node: string, extraFields = ''): string {
  return [
    `type ${node}Edge { cursor: String! node: ${node}! }`,
    `type ${node}Connection { edges: [${node}Edge!]! nodes: [${node}!]! pageInfo: PageInfo!${extraFields ? ` ${extraFields}` : ''} }`,
  ].join('\n');
}
