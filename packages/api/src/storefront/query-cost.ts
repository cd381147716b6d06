import {
  type DocumentNode,
  getNamedType,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import { type CostModel, DocumentMeasurer } from '../security/graphql-cost';

/**
 * A static cost estimate in the spirit of Shopify's calculator: an object field costs 1, a scalar 0,
 * and a connection costs 2 plus its page size times the cost of one item (`edges`/`node`/`nodes`
 * wrappers are free). Depth counts nested fields; fields counts selections with fragments expanded.
 * All three are checked before anything is compiled or executed.
 */
export const MAX_QUERY_COST = 2500;
export const MAX_QUERY_DEPTH = 15;
/** Fields once fragments are expanded: what execution and the compiler really walk. */
export const MAX_QUERY_FIELDS = 2000;

const WRAPPERS = new Set(['edges', 'node', 'nodes']);

export interface QueryMeasure {
  cost: number;
  depth: number;
  /** Fields selected, counted once per place a fragment is spread. */
  fields: number;
}

/** Shopify's prices: a connection 2 plus its page (`first`/`last`, else 1) of items, wrappers free, an object 1. */
const STOREFRONT_PRICES: CostModel = {
  price({ field, node, argument }) {
    if (getNamedType(field.type).name.endsWith('Connection')) {
      const page = [argument('first'), argument('last')].find(
        (v): v is number => typeof v === 'number' && Number.isFinite(v),
      );
      return { own: 2, times: Math.max(0, page ?? 1) };
    }
    return { own: WRAPPERS.has(node.name.value) ? 0 : 1, times: 1 };
  },
};

/** Per operation: the variables its cost depends on, and the measures already taken by their values. */
const measured = new WeakMap<
  OperationDefinitionNode,
  { variables: string[]; byValues: Map<string, QueryMeasure> }
>();
const MEASURES_PER_OPERATION = 100;

/**
 * `measure` for an operation, remembered per operation node and the values of the page-size
 * variables it reads (a document's nodes are reused while the route caches its parse).
 */
export function measureOperation(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Record<string, unknown>,
): QueryMeasure {
  const known = measured.get(operation);
  const key = known ? JSON.stringify(known.variables.map((name) => variables[name] ?? null)) : '';
  const hit = known?.byValues.get(key);
  if (hit) return hit;
  const used = new Set<string>();
  const measure = walkOperation(schema, document, operation, variables, used);
  const entry = known ?? { variables: [...used].sort(), byValues: new Map<string, QueryMeasure>() };
  if (entry.byValues.size >= MEASURES_PER_OPERATION) entry.byValues.clear();
  entry.byValues.set(
    known ? key : JSON.stringify(entry.variables.map((name) => variables[name] ?? null)),
    measure,
  );
  measured.set(operation, entry);
  return measure;
}

function walkOperation(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Record<string, unknown>,
  used: Set<string>,
): QueryMeasure {
  const measurer = new DocumentMeasurer(schema, document, variables, STOREFRONT_PRICES);
  const { cost, depth, fields } = measurer.operation(operation);
  for (const name of measurer.variablesRead) used.add(name);
  return { cost, depth, fields };
}
