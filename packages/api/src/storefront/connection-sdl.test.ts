import { connectionTypes } from './connection-sdl';

describe('connectionTypes', () => {
  it("writes a node's edge and connection types in the Storefront API's names", () => {
    expect(connectionTypes('Product')).toBe(
      'type ProductEdge { cursor: String! node: Product! }\n' +
        'type ProductConnection { edges: [ProductEdge!]! nodes: [Product!]! pageInfo: PageInfo! }',
    );
  });

  it('adds extra fields to the connection only', () => {
    expect(connectionTypes('Order', 'totalCount: UnsignedInt64!').split('\n')).toEqual([
      'type OrderEdge { cursor: String! node: Order! }',
      'type OrderConnection { edges: [OrderEdge!]! nodes: [Order!]! pageInfo: PageInfo! totalCount: UnsignedInt64! }',
    ]);
  });
});
