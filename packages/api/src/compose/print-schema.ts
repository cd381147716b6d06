import { introspectionFromSchema, printSchema } from 'graphql';
import { createProductSchema } from './product-graphql';

/*
 * Prints the product GraphQL's schema: its introspection result as JSON, or its SDL with `--sdl`.
 * The production server answers no introspection (issue 26), so tools that need the schema (the
 * attack suite's fuzzers, a codegen) read it from the source with this:
 *   node --import tsx packages/api/src/compose/print-schema.ts [--sdl]
 */
const schema = createProductSchema();
process.stdout.write(
  process.argv.includes('--sdl')
    ? printSchema(schema)
    : JSON.stringify({ data: introspectionFromSchema(schema) }),
);
