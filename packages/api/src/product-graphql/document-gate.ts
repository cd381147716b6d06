import {
  type DocumentNode,
  getOperationAST,
  GraphQLError,
  type GraphQLSchema,
  type OperationDefinitionNode,
  parse,
  validate,
} from 'graphql';
import { repeatedMutations, tooDeep } from '../security/single-mutations';
import { type DocumentMeasures, limitErrors, measureDocument } from './query-limits';

const CACHE_LIMIT = 100;

type Parsed =
  | { document: DocumentNode; validation?: readonly GraphQLError[] }
  | { errors: readonly GraphQLError[] };

export type GateAnswer =
  | { ok: true; document: DocumentNode; operation: OperationDefinitionNode; cost: number }
  | { ok: false; errors: readonly GraphQLError[] };

/**
 * Everything a /graphql document must pass before it runs, cheapest and safest first: parse (2,000
 * tokens at most), the static measure and its limits (linear in the text, so a fragment bomb or a
 * wall of aliases is refused in milliseconds, before validation, whose overlap check is quadratic),
 * validation, the operation, and the once-per-document rule. Parses and validations are cached
 * per query text; the measure is taken per request, as list sizes may come from variables.
 */
export function createDocumentGate(schema: GraphQLSchema, options: { introspection: boolean }) {
  const cache = new Map<string, Parsed>();
  const parsed = (query: string): Parsed => {
    let hit = cache.get(query);
    if (hit) return hit;
    try {
      hit = { document: parse(query, { maxTokens: 2000 }) };
    } catch (error) {
      const refused = tooDeep(error) ?? error;
      if (!(refused instanceof GraphQLError)) throw error;
      hit = { errors: [refused] };
    }
    if (cache.size >= CACHE_LIMIT) cache.clear();
    cache.set(query, hit);
    return hit;
  };

  return (
    query: string,
    variables: Record<string, unknown>,
    operationName: string | null,
  ): GateAnswer => {
    const refuse = (...errors: GraphQLError[]): GateAnswer => ({ ok: false, errors });
    const entry = parsed(query);
    if ('errors' in entry) return { ok: false, errors: entry.errors };
    const { document } = entry;
    let measures: DocumentMeasures;
    try {
      measures = measureDocument(schema, document, variables);
    } catch (error) {
      // The walk recurses as the document nests (a chain of fragments too): past the stack, too deep.
      const deep = tooDeep(error);
      if (!deep) throw error;
      return refuse(deep);
    }
    const limits = limitErrors(measures.worst, options);
    if (limits.length > 0) return refuse(...limits);
    entry.validation ??= validate(schema, document);
    if (entry.validation.length > 0) return { ok: false, errors: entry.validation };
    const operation = getOperationAST(document, operationName);
    if (!operation)
      return refuse(
        new GraphQLError('Choose one operation with "operationName".', {
          extensions: { code: 'BAD_REQUEST' },
        }),
      );
    // Charges, holds, mail and guessable lookups run once per document (security/single-mutations.ts).
    const repeated = repeatedMutations(document, operation);
    if (repeated.length > 0) return refuse(...repeated);
    return { ok: true, document, operation, cost: measures.operations.get(operation)?.cost ?? 0 };
  };
}
