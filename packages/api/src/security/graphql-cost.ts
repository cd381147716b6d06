import {
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  getNamedType,
  type GraphQLCompositeType,
  type GraphQLField,
  type GraphQLSchema,
  isCompositeType,
  isInterfaceType,
  isObjectType,
  Kind,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValueNode,
  valueFromASTUntyped,
} from 'graphql';

/*
 * A static measure of a GraphQL operation, taken on the parsed document before it is validated or
 * run, so that a document built to be expensive is refused in time linear in its text. The walk
 * is shared by the Storefront API (storefront/query-cost.ts: Shopify's connection prices) and the
 * product GraphQL (product-graphql/query-limits.ts: plain lists); each says what a field costs
 * through a `CostModel`.
 *
 * Fragments are measured once per fragment and parent type: a document that spreads a fragment
 * twice at every level (F1 = ...F0 ...F0, F2 = ...F1 ...F1, …) doubles its expanded size per line
 * of text, and walking each spread afresh would take exponential time. Heights are relative, so
 * one measure serves every depth the fragment is spread at. The document is not validated yet:
 * unknown fields and types add nothing, and a fragment cycle (invalid) is cut.
 */

export interface Measure {
  /** The model's price of everything the operation would run, lists multiplied out. */
  cost: number;
  /** Nested fields, the deepest path (a leaf counts 1). */
  depth: number;
  /** Fields selected, counted once per place a fragment is spread. */
  fields: number;
  /** Aliased fields, counted as `fields` is. */
  aliases: number;
  /** The largest list size the document asked for (a `first:`), and where; 0 and null when none. */
  largestList: number;
  largestListAt: string | null;
  /** It selects `__schema` or `__type` somewhere. */
  introspection: boolean;
}

/** One selected field of composite type, as a cost model sees it. */
export interface PricedField {
  parent: GraphQLCompositeType;
  field: GraphQLField<unknown, unknown>;
  node: FieldNode;
  /** At the operation's root (a fragment measured on its own is not). */
  root: boolean;
  /** The argument as a JavaScript value: a literal, or the request's variable (or its default); undefined when absent. */
  argument(name: string): unknown;
}

export interface FieldPrice {
  /** What one selection of the field costs by itself. */
  own: number;
  /** How often its selection set runs: 1 for an object, the (assumed or requested) size of a list. */
  times: number;
  /** A size the client asked for (e.g. `first: 50`), reported as `largestList`. */
  requested?: number;
}

export interface CostModel {
  /** The price of a field whose type is an object, interface or union (scalars cost nothing). */
  price(field: PricedField): FieldPrice;
}

export const EMPTY_MEASURE: Measure = {
  cost: 0,
  depth: 0,
  fields: 0,
  aliases: 0,
  largestList: 0,
  largestListAt: null,
  introspection: false,
};

const INTROSPECTION_FIELDS = new Set(['__schema', '__type']);

/** Every variable a value reads (`[$a, { b: $c }]` reads a and c). */
function variablesIn(value: ValueNode, into: Set<string>): void {
  if (value.kind === Kind.VARIABLE) into.add(value.name.value);
  else if (value.kind === Kind.LIST) for (const item of value.values) variablesIn(item, into);
  else if (value.kind === Kind.OBJECT)
    for (const field of value.fields) variablesIn(field.value, into);
}

/** The larger of two measures' list sizes, with where it was asked for. */
function largest(a: Measure, b: Measure): Pick<Measure, 'largestList' | 'largestListAt'> {
  const { largestList, largestListAt } = b.largestList > a.largestList ? b : a;
  return { largestList, largestListAt };
}

/**
 * Measures operations and fragments of one document for one request's variables. Each root keeps
 * its own fragment memo (variable defaults belong to an operation); `variablesRead` collects the
 * variables any measure depended on, so a caller may cache measures by their values.
 */
export class DocumentMeasurer {
  readonly variablesRead = new Set<string>();
  private readonly fragments = new Map<string, FragmentDefinitionNode>();

  constructor(
    private readonly schema: GraphQLSchema,
    document: DocumentNode,
    private readonly variables: Record<string, unknown>,
    private readonly model: CostModel,
  ) {
    for (const d of document.definitions)
      if (d.kind === Kind.FRAGMENT_DEFINITION) this.fragments.set(d.name.value, d);
  }

  /** An operation, from its root type (query or mutation). */
  operation(operation: OperationDefinitionNode): Measure {
    const root =
      operation.operation === 'mutation'
        ? this.schema.getMutationType()
        : operation.operation === 'subscription'
          ? this.schema.getSubscriptionType()
          : this.schema.getQueryType();
    if (!root) return EMPTY_MEASURE;
    const defaults: Record<string, unknown> = {};
    for (const definition of operation.variableDefinitions ?? [])
      if (definition.defaultValue)
        defaults[definition.variable.name.value] = valueFromASTUntyped(definition.defaultValue);
    return this.walker(defaults)(operation.selectionSet, root, true);
  }

  /**
   * A fragment by itself, on its type condition (what validation walks even when nothing spreads
   * it). Fragments measured this way share one memo, so measuring all of a chain stays linear.
   */
  fragment(fragment: FragmentDefinitionNode): Measure {
    const type = this.schema.getType(fragment.typeCondition.name.value);
    if (!isCompositeType(type)) return EMPTY_MEASURE;
    this.fragmentWalk ??= this.walker({});
    return this.fragmentWalk(fragment.selectionSet, type, false);
  }

  private fragmentWalk: ReturnType<DocumentMeasurer['walker']> | undefined;

  private walker(defaults: Record<string, unknown>) {
    const memo = new Map<string, Measure>();
    const inProgress = new Set<string>();
    const argumentOf = (node: FieldNode) => (name: string) => {
      const arg = node.arguments?.find((a) => a.name.value === name);
      if (!arg) return undefined;
      variablesIn(arg.value, this.variablesRead);
      if (arg.value.kind === Kind.VARIABLE) {
        const variable = arg.value.name.value;
        return Object.hasOwn(this.variables, variable)
          ? this.variables[variable]
          : defaults[variable];
      }
      return valueFromASTUntyped(arg.value, { ...defaults, ...this.variables });
    };

    const walk = (
      set: SelectionSetNode,
      parent: GraphQLCompositeType,
      atRoot: boolean,
    ): Measure => {
      const m = { ...EMPTY_MEASURE };
      const add = (child: Measure, cost: number, extraHeight: number) => {
        m.cost += cost;
        m.depth = Math.max(m.depth, extraHeight + child.depth);
        m.fields += child.fields;
        m.aliases += child.aliases;
        Object.assign(m, largest(m, child));
        m.introspection ||= child.introspection;
      };
      for (const selection of set.selections) {
        if (selection.kind === Kind.FIELD) {
          m.fields += 1;
          if (selection.alias) m.aliases += 1;
          const name = selection.name.value;
          if (name.startsWith('__')) {
            // __typename is free; the introspection fields are reported (a model may refuse them).
            if (INTROSPECTION_FIELDS.has(name)) m.introspection = true;
            continue;
          }
          const field =
            isObjectType(parent) || isInterfaceType(parent) ? parent.getFields()[name] : undefined;
          if (!field) continue;
          const named = getNamedType(field.type);
          if (!selection.selectionSet || !isCompositeType(named)) {
            m.depth = Math.max(m.depth, 1);
            continue;
          }
          const child = walk(selection.selectionSet, named, false);
          const price = this.model.price({
            parent,
            field,
            node: selection,
            root: atRoot,
            argument: argumentOf(selection),
          });
          const requested: Measure =
            price.requested === undefined
              ? EMPTY_MEASURE
              : {
                  ...EMPTY_MEASURE,
                  largestList: price.requested,
                  largestListAt: `${parent.name}.${name}`,
                };
          add(child, price.own + price.times * child.cost, 1);
          Object.assign(m, largest(m, requested));
        } else if (selection.kind === Kind.INLINE_FRAGMENT) {
          const condition = selection.typeCondition
            ? this.schema.getType(selection.typeCondition.name.value)
            : parent;
          const child = walk(
            selection.selectionSet,
            isCompositeType(condition) ? condition : parent,
            atRoot,
          );
          add(child, child.cost, 0);
        } else {
          const name = selection.name.value;
          const fragment = this.fragments.get(name);
          if (!fragment || inProgress.has(name)) continue;
          const condition = this.schema.getType(fragment.typeCondition.name.value);
          const type = isCompositeType(condition) ? condition : parent;
          const key = `${name}\u0000${type.name}\u0000${atRoot ? 'root' : ''}`;
          let child = memo.get(key);
          if (!child) {
            inProgress.add(name);
            child = walk(fragment.selectionSet, type, atRoot);
            inProgress.delete(name);
            memo.set(key, child);
          }
          add(child, child.cost, 0);
        }
      }
      return m;
    };
    return walk;
  }
}

/** Field by field, the larger of two measures (the worst of several roots). */
export function worstOf(measures: Measure[]): Measure {
  return measures.reduce(
    (w, m) => ({
      cost: Math.max(w.cost, m.cost),
      depth: Math.max(w.depth, m.depth),
      fields: Math.max(w.fields, m.fields),
      aliases: Math.max(w.aliases, m.aliases),
      ...largest(w, m),
      introspection: w.introspection || m.introspection,
    }),
    EMPTY_MEASURE,
  );
}
