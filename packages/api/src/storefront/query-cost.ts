import {
  type DocumentNode,
  type FragmentDefinitionNode,
  getNamedType,
  type GraphQLCompositeType,
  type GraphQLSchema,
  isCompositeType,
  isObjectType,
  isInterfaceType,
  Kind,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValueNode,
} from 'graphql';

/**
 * A static cost estimate in the spirit of Shopify's calculator: an object field costs 1, a scalar 0,
 * and a connection costs 2 plus its page size times the cost of one item (`edges`/`node`/`nodes`
 * wrappers are free). Depth counts nested fields. Both are checked before anything executes.
 */
export const MAX_QUERY_COST = 2500;
export const MAX_QUERY_DEPTH = 15;

const WRAPPERS = new Set(['edges', 'node', 'nodes']);

export interface QueryMeasure {
  cost: number;
  depth: number;
}

function pageArg(
  args: readonly { name: { value: string }; value: ValueNode }[] | undefined,
  variables: Record<string, unknown>,
  used: Set<string>,
): number {
  for (const name of ['first', 'last']) {
    const arg = args?.find((a) => a.name.value === name);
    if (!arg) continue;
    if (arg.value.kind === Kind.INT) return Number(arg.value.value);
    if (arg.value.kind === Kind.VARIABLE) {
      used.add(arg.value.name.value);
      const value = variables[arg.value.name.value];
      if (typeof value === 'number' && Number.isFinite(value)) return Math.max(0, value);
    }
  }
  return 1;
}

/** Per operation: the variables its cost depends on, and the measures already taken by their values. */
const measured = new WeakMap<OperationDefinitionNode, { variables: string[]; byValues: Map<string, QueryMeasure> }>();
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
  entry.byValues.set(known ? key : JSON.stringify(entry.variables.map((name) => variables[name] ?? null)), measure);
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
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const d of document.definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d);

  const walk = (set: SelectionSetNode, parent: GraphQLCompositeType, depth: number, seen: Set<string>): QueryMeasure => {
    let cost = 0;
    let deepest = depth;
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) {
        if (selection.name.value.startsWith('__')) continue;
        const field = isObjectType(parent) || isInterfaceType(parent) ? parent.getFields()[selection.name.value] : undefined;
        if (!field) continue;
        const named = getNamedType(field.type);
        if (!selection.selectionSet || !isCompositeType(named)) {
          deepest = Math.max(deepest, depth + 1);
          continue;
        }
        const child = walk(selection.selectionSet, named, depth + 1, seen);
        deepest = Math.max(deepest, child.depth);
        if (named.name.endsWith('Connection')) cost += 2 + pageArg(selection.arguments, variables, used) * child.cost;
        else cost += (WRAPPERS.has(selection.name.value) ? 0 : 1) + child.cost;
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const condition = selection.typeCondition ? schema.getType(selection.typeCondition.name.value) : parent;
        const child = walk(selection.selectionSet, isCompositeType(condition) ? condition : parent, depth, seen);
        cost += child.cost;
        deepest = Math.max(deepest, child.depth);
      } else {
        const name = selection.name.value;
        const fragment = fragments.get(name);
        if (!fragment || seen.has(name)) continue;
        const condition = schema.getType(fragment.typeCondition.name.value);
        const child = walk(fragment.selectionSet, isCompositeType(condition) ? condition : parent, depth, new Set([...seen, name]));
        cost += child.cost;
        deepest = Math.max(deepest, child.depth);
      }
    }
    return { cost, depth: deepest };
  };

  const root = operation.operation === 'mutation' ? schema.getMutationType() : schema.getQueryType();
  if (!root) return { cost: 0, depth: 0 };
  return walk(operation.selectionSet, root, 0, new Set());
}
