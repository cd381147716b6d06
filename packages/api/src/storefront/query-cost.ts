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
  // Each fragment is measured once per parent type: a document that spreads a fragment twice at
  // every level (F1 = ...F0 ...F0, F2 = ...F1 ...F1, …) doubles its size per line of text, and
  // walking each spread afresh would take exponential time. Heights are relative, so one measure
  // serves every depth the fragment is spread at.
  const memo = new Map<string, QueryMeasure>();
  const inProgress = new Set<string>();

  const walk = (set: SelectionSetNode, parent: GraphQLCompositeType): QueryMeasure => {
    let cost = 0;
    let height = 0;
    let fields = 0;
    const add = (child: QueryMeasure, extraCost: number, extraHeight: number) => {
      cost += extraCost + child.cost;
      height = Math.max(height, extraHeight + child.depth);
      fields += child.fields;
    };
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) {
        fields += 1;
        if (selection.name.value.startsWith('__')) continue;
        const field = isObjectType(parent) || isInterfaceType(parent) ? parent.getFields()[selection.name.value] : undefined;
        if (!field) continue;
        const named = getNamedType(field.type);
        if (!selection.selectionSet || !isCompositeType(named)) {
          height = Math.max(height, 1);
          continue;
        }
        const child = walk(selection.selectionSet, named);
        if (named.name.endsWith('Connection')) {
          const page = pageArg(selection.arguments, variables, used);
          add({ ...child, cost: page * child.cost }, 2, 1);
        } else add(child, WRAPPERS.has(selection.name.value) ? 0 : 1, 1);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const condition = selection.typeCondition ? schema.getType(selection.typeCondition.name.value) : parent;
        add(walk(selection.selectionSet, isCompositeType(condition) ? condition : parent), 0, 0);
      } else {
        const name = selection.name.value;
        const fragment = fragments.get(name);
        // A cycle is invalid GraphQL (validation refuses it); here it just adds nothing.
        if (!fragment || inProgress.has(name)) continue;
        const condition = schema.getType(fragment.typeCondition.name.value);
        const type = isCompositeType(condition) ? condition : parent;
        const key = `${name}\u0000${type.name}`;
        let child = memo.get(key);
        if (!child) {
          inProgress.add(name);
          child = walk(fragment.selectionSet, type);
          inProgress.delete(name);
          memo.set(key, child);
        }
        add(child, 0, 0);
      }
    }
    return { cost, depth: height, fields };
  };

  const root = operation.operation === 'mutation' ? schema.getMutationType() : schema.getQueryType();
  if (!root) return { cost: 0, depth: 0, fields: 0 };
  return walk(operation.selectionSet, root);
}
