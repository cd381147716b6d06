import { buildSchema, Kind, type OperationDefinitionNode, parse } from 'graphql';
import { type CostModel, DocumentMeasurer } from './graphql-cost';

const schema = buildSchema(`
  type Item { id: ID! name: String next: Item children(first: Int = 3): [Item!]! }
  type Query { item(id: ID!): Item items(first: Int): [Item!]! }
  type Mutation { touch(id: ID!): Item }
`);

/** A model that records what it was asked: objects 1, lists of `first` (or 3) items. */
const model: CostModel = {
  price({ field, argument }) {
    if (!field.args.some((a) => a.name === 'first')) return { own: 1, times: 1 };
    const first = argument('first');
    const size = typeof first === 'number' ? first : 3;
    return { own: 1, times: size, requested: size };
  },
};

function measure(text: string, variables: Record<string, unknown> = {}) {
  const document = parse(text);
  const operation = document.definitions.find(
    (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
  )!;
  const measurer = new DocumentMeasurer(schema, document, variables, model);
  return { ...measurer.operation(operation), read: [...measurer.variablesRead] };
}

/** F0 selects a name; each Fi selects F(i-1) twice, under two aliases of `next`. */
function bomb(levels: number): string {
  const lines = ['fragment F0 on Item { name }'];
  for (let i = 1; i <= levels; i++)
    lines.push(`fragment F${i} on Item { a: next { ...F${i - 1} } b: next { ...F${i - 1} } }`);
  return `query { item(id: "1") { ...F${levels} } }\n${lines.join('\n')}`;
}

describe('DocumentMeasurer', () => {
  it('counts what execution would walk, fragments expanded, aliases included', () => {
    const m = measure(
      `{ item(id: "1") { id x: name next { ...N } } } fragment N on Item { id y: name }`,
    );
    expect(m).toMatchObject({ cost: 2, depth: 3, fields: 6, aliases: 2, introspection: false });
  });

  it('measures a fragment bomb in linear time, with its exponential expanded size', () => {
    for (const levels of [12, 18, 40]) {
      const started = performance.now();
      const m = measure(bomb(levels));
      const ms = performance.now() - started;
      expect(ms).toBeLessThan(100);
      // 2^levels copies of F0 (one field) plus 2 fields per copy of each level above it.
      expect(m.fields).toBe(1 + 2 ** levels + (2 ** (levels + 1) - 2));
      expect(m.aliases).toBe(2 ** (levels + 1) - 2);
      expect(m.depth).toBe(levels + 2);
    }
  });

  it('multiplies lists out and reports the largest size asked for, from literals, variables and their defaults', () => {
    expect(measure('{ items(first: 4) { children(first: 5) { id next { id } } } }')).toMatchObject({
      cost: 1 + 4 * (1 + 5 * 1),
      largestList: 5,
      largestListAt: 'Item.children',
    });
    expect(measure('query($n: Int) { items(first: $n) { id } }', { n: 70 })).toMatchObject({
      largestList: 70,
      largestListAt: 'Query.items',
      read: ['n'],
    });
    expect(measure('query($n: Int = 90) { items(first: $n) { id } }')).toMatchObject({
      largestList: 90,
    });
  });

  it('adds nothing for unknown fields and types, and cuts a fragment cycle (validation refuses both later)', () => {
    expect(
      measure(
        '{ nothing { at { all } } item(id: "1") { ...A } } fragment A on Item { next { ...A } }',
      ),
    ).toMatchObject({
      fields: 3,
      cost: 2,
    });
  });

  it('notices introspection wherever it is hidden, and lets __typename pass', () => {
    expect(measure('{ __typename }').introspection).toBe(false);
    expect(
      measure('{ ...I } fragment I on Query { __schema { types { name } } }').introspection,
    ).toBe(true);
    expect(
      measure('{ item(id: "1") { ... on Item { __type(name: "Item") { name } } } }').introspection,
    ).toBe(true);
  });
});
