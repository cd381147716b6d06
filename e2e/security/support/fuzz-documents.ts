import fc from 'fast-check';
import { namedType, printType, type SchemaInfo, type TypeRef } from './fuzz-schema';
import { nastyString } from './fuzz-values';

// Random GraphQL documents from a schema's own names: real fields under random aliases, real and
// made-up arguments with literal values of the right type and the wrong one, variables, inline and
// named fragments, directives. Mutation documents always carry one argument no field has, so they
// fail validation as a whole: random valid mutations would legitimately create carts and accounts.

export interface RandomDocument {
  query: string;
  variables: Record<string, unknown>;
  operationName?: unknown;
  /** Every string literal written into the document, for the stored-data guard. */
  carries: string[];
}

const NAMES = [
  'a',
  'x1',
  'id',
  'title',
  'node',
  'products',
  'cart',
  '_',
  'A_B',
  'cartCreate',
  'customer',
  'me',
  'session',
  'fuzz',
];

class Builder {
  readonly variables: Record<string, unknown> = {};
  readonly definitions: string[] = [];
  readonly carries: string[] = [];

  constructor(
    private readonly g: fc.GeneratorValue,
    private readonly schema: SchemaInfo,
    /** No deliberate mistakes: the document should validate and run (half of them do). */
    readonly clean: boolean,
  ) {}

  chance(percent: number): boolean {
    return this.g(fc.integer, { min: 0, max: 99 }) < percent;
  }
  /** A deliberate mistake, never in a clean document. */
  noise(percent: number): boolean {
    return !this.clean && this.chance(percent);
  }
  pick<T>(values: readonly T[]): T {
    return this.g(fc.constantFrom, ...values) as T;
  }
  count(min: number, max: number): number {
    return this.g(fc.integer, { min, max });
  }

  stringLiteral(): string {
    const raw = this.g(() => nastyString).slice(0, 300);
    // A lone surrogate's escape is a syntax error in GraphQL: kept out of clean documents only.
    const s = this.clean
      ? raw.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '?')
      : raw;
    this.carries.push(s);
    // JSON escapes are GraphQL escapes; block strings only need their closing quotes escaped.
    return this.chance(10) ? `"""${s.replace(/"""/g, '\\"""')}"""` : JSON.stringify(s);
  }

  /** A literal for `ref`, or (sometimes) of another kind altogether, or a variable. */
  value(ref: TypeRef, depth: number): string {
    if (this.noise(10)) return this.variable(ref, depth);
    if (this.noise(8) || (depth > 4 && !this.clean))
      return this.pick([
        'null',
        '0',
        '-1',
        '2147483648',
        '99999999999999999999',
        '1e308',
        '-0.0',
        'true',
        '"x"',
        'FOO',
        '[]',
        '{}',
      ]);
    if (ref.kind === 'NON_NULL') return this.value(ref.ofType!, depth);
    if (ref.kind === 'LIST')
      return this.chance(60) || depth > 4
        ? `[${Array.from({ length: this.count(0, 3) }, () => this.value(ref.ofType!, depth + 1)).join(', ')}]`
        : this.value(ref.ofType!, depth + 1);
    const type = this.schema.types.get(namedType(ref));
    if (type?.kind === 'ENUM')
      return !this.noise(15) ? this.pick(type.enumValues!.map((e) => e.name)) : this.pick(NAMES);
    if (type?.kind === 'INPUT_OBJECT') {
      const fields = type
        .inputFields!.filter((f) => f.type.kind === 'NON_NULL' || (depth < 4 && this.chance(50)))
        .map((f) => `${f.name}: ${this.value(f.type, depth + 1)}`);
      if (this.noise(8)) fields.push(`${this.pick(NAMES)}: 1`);
      return `{ ${fields.join(', ')} }`;
    }
    switch (namedType(ref)) {
      case 'Int':
        return String(
          this.pick([0, 1, -1, 250, 251, 2 ** 31 - 1, -(2 ** 31), this.count(-1000, 100_000)]),
        );
      case 'Float':
        return this.pick(['0.5', '1e308', '-0.0', '1.5e-400']);
      case 'Boolean':
        return this.pick(['true', 'false']);
      default:
        return this.stringLiteral();
    }
  }

  variable(ref: TypeRef, depth: number): string {
    const name = `v${Object.keys(this.variables).length + this.definitions.length}`;
    // The declared type is usually the argument's, sometimes another; the value random JSON-ish.
    this.definitions.push(
      `$${name}: ${this.chance(85) ? printType(ref) : this.pick(['String', 'Int!', '[ID!]!', 'CartInput', 'Boolean'])}`,
    );
    if (!this.chance(10))
      this.variables[name] = this.g(() =>
        fc.oneof(
          nastyString,
          fc.integer(),
          fc.boolean(),
          fc.constant(null),
          fc.jsonValue({ maxDepth: Math.max(1, 3 - depth) }),
        ),
      );
    return `$${name}`;
  }

  /** A selection set on `typeName`, `depth` levels left. */
  selection(typeName: string, depth: number, breakFields: boolean): string {
    const type = this.schema.types.get(typeName);
    const fields = type?.fields ?? [];
    const parts: string[] = [];
    for (let i = this.count(1, 3); i > 0; i--) {
      if (fields.length === 0 || this.noise(5)) {
        parts.push(this.chance(50) ? '__typename' : this.pick(NAMES));
        continue;
      }
      const field = this.pick(fields);
      const alias = this.chance(25) ? `${this.pick(NAMES)}: ` : '';
      const args = field.args
        .filter((a) => (this.clean && a.type.kind === 'NON_NULL') || this.chance(50))
        .map((a) => `${a.name}: ${this.value(a.type, 0)}`);
      // Every field of a mutation gets an argument no field has: the document can never run.
      if (breakFields) args.push('fuzzNoSuchArgument: 1');
      else if (this.noise(5)) args.push(`${this.pick(NAMES)}: 1`);
      const directives = this.clean
        ? ['@include(if: true)', '@skip(if: false)', '@skip(if: true)']
        : ['@include(if: true)', '@deprecated', '@fuzz', '@include(if: "no")'];
      const directive = this.chance(8) ? ` ${this.pick(directives)}` : '';
      const child = this.schema.types.get(namedType(field.type));
      const composite =
        child?.kind === 'OBJECT' || child?.kind === 'INTERFACE' || child?.kind === 'UNION';
      let sub = '';
      if (composite)
        sub =
          depth > 0 && this.chance(90)
            ? ` { ${this.selection(child.name, depth - 1, false)} }`
            : !this.noise(40)
              ? ' { __typename }'
              : '';
      else if (this.noise(4)) sub = ' { id }';
      if (child?.kind === 'UNION' && sub)
        sub = ` { ... on ${this.pick([...this.schema.types.values()].filter((t) => t.kind === 'OBJECT').map((t) => t.name))} { __typename } }`;
      parts.push(
        `${alias}${field.name}${args.length ? `(${args.join(', ')})` : ''}${directive}${sub}`,
      );
    }
    if (this.chance(10)) parts.push(`... on ${typeName} { __typename }`);
    return parts.join(' ');
  }
}

/** One random document for `schema`: queries, and (where the schema has them) mutations that cannot run. */
export function randomDocument(g: fc.GeneratorValue, schema: SchemaInfo): RandomDocument {
  const b = new Builder(g, schema, g(fc.boolean));
  const operations: string[] = [];
  for (let i = b.clean || b.chance(85) ? 1 : b.count(2, 3); i > 0; i--) {
    const mutation = schema.mutation !== null && b.chance(b.clean ? 20 : 40);
    const root = mutation ? schema.mutation! : schema.query;
    b.definitions.length = 0;
    const body = b.selection(root, b.count(0, 5), mutation);
    const keyword = mutation ? 'mutation' : b.noise(5) ? 'subscription' : 'query';
    const name = b.chance(50) ? ` Op${i}` : '';
    const directive = b.chance(10) ? ' @inContext(country: GB)' : '';
    const defs = b.definitions.length ? `(${b.definitions.join(', ')})` : '';
    operations.push(
      !mutation && !name && !defs && !directive && b.chance(50)
        ? `{ ${body} }`
        : `${keyword}${name}${defs}${directive} { ${body} }`,
    );
  }
  if (b.noise(10)) operations.push(`fragment Frag on ${schema.query} { __typename }`);
  const operationName =
    b.clean || b.chance(70) ? undefined : b.pick(['Op1', 'Op2', 'Nope', '', null, 1]);
  return {
    query: operations.join('\n'),
    variables: b.variables,
    operationName,
    carries: b.carries,
  };
}
