import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { expect } from '@playwright/test';
import { siteClient } from './client';

// The schemas the fuzzers build documents from, read from the running server by introspection:
// the names it really serves, so random documents reach past "unknown field" into validation,
// cost checks and resolvers. The product GraphQL answers no introspection in production (issue
// 26), so its schema is printed from the same source the server runs.

export interface TypeRef {
  kind: string;
  name: string | null;
  ofType: TypeRef | null;
}
export interface InputValue {
  name: string;
  type: TypeRef;
}
export interface FieldInfo {
  name: string;
  args: InputValue[];
  type: TypeRef;
}
export interface TypeInfo {
  name: string;
  kind: string;
  fields: FieldInfo[] | null;
  inputFields: InputValue[] | null;
  enumValues: { name: string }[] | null;
}
export interface SchemaInfo {
  query: string;
  mutation: string | null;
  types: Map<string, TypeInfo>;
}

const REF = 'kind name ofType { kind name ofType { kind name ofType { kind name } } }';
const INTROSPECTION = `{ __schema { queryType { name } mutationType { name } types { name kind
  fields { name args { name type { ${REF} } } type { ${REF} } }
  inputFields { name type { ${REF} } } enumValues { name } } } }`;

export async function loadSchema(api: 'storefront' | 'product'): Promise<SchemaInfo> {
  const client = siteClient();
  const answer =
    api === 'storefront' ? await client.storefront(INTROSPECTION) : printedProductSchema();
  expect(answer.status, answer.text.slice(0, 300)).toBe(200);
  type Shape = {
    data: {
      __schema: {
        queryType: { name: string };
        mutationType: { name: string } | null;
        types: TypeInfo[];
      };
    };
  };
  const schema = answer.json<Shape>().data.__schema;
  return {
    query: schema.queryType.name,
    mutation: schema.mutationType?.name ?? null,
    types: new Map(schema.types.filter((t) => !t.name.startsWith('__')).map((t) => [t.name, t])),
  };
}

function printedProductSchema() {
  const repoRoot = path.resolve(__dirname, '..', '..', '..');
  const script = path.join(repoRoot, 'packages/api/src/compose/print-schema.ts');
  const text = execFileSync(process.execPath, ['--import', 'tsx', script], {
    cwd: repoRoot,
    encoding: 'utf8',
  });
  return { status: 200, text, json: <T>() => JSON.parse(text) as T };
}

/** The named type under NON_NULL and LIST wrappers. */
export function namedType(ref: TypeRef): string {
  let r: TypeRef | null = ref;
  while (r && r.name === null) r = r.ofType;
  return r?.name ?? 'String';
}

/** The type as GraphQL writes it, for a variable definition: `[CartLineInput!]!`. */
export function printType(ref: TypeRef): string {
  if (ref.kind === 'NON_NULL') return `${printType(ref.ofType!)}!`;
  if (ref.kind === 'LIST') return `[${printType(ref.ofType!)}]`;
  return ref.name ?? 'String';
}
