import { timingSafeEqual } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import {
  type DocumentNode,
  execute,
  getOperationAST,
  GraphQLError,
  type GraphQLSchema,
  parse,
  validate,
} from 'graphql';
import type { CartService } from '../cart/cart-service';
import type { CustomerService } from '../customer/customer-service';
import type { Db } from '../db/database';
import { requestOrigin } from '../http/origin';
import { createContext } from './context';
import { MAX_QUERY_COST, MAX_QUERY_DEPTH, measureOperation } from './query-cost';

export interface StorefrontRouteOptions {
  db: Db;
  carts: CartService;
  schema: GraphQLSchema;
  accessToken: string;
  publicUrl: string | null;
  customers: CustomerService;
}

type Parsed = { document: DocumentNode } | { errors: readonly GraphQLError[] };

const CACHE_LIMIT = 200;

function tokenMatches(given: string | undefined, expected: string): boolean {
  if (given === undefined) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

function sendErrors(res: Response, status: number, errors: readonly GraphQLError[] | { message: string; extensions?: object }[]): void {
  res.status(status).json({ errors: errors.map((e) => (e instanceof GraphQLError ? e.toJSON() : e)) });
}

function readBody(req: Request): { query: string; variables: Record<string, unknown>; operationName: string | null } | string {
  const body: unknown = req.body;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return 'The request body must be a JSON object.';
  const { query, variables, operationName } = body as Record<string, unknown>;
  if (typeof query !== 'string' || query.trim() === '') return 'The request body needs a "query" string.';
  if (variables !== undefined && variables !== null && (typeof variables !== 'object' || Array.isArray(variables))) {
    return '"variables" must be an object.';
  }
  if (operationName !== undefined && operationName !== null && typeof operationName !== 'string') {
    return '"operationName" must be a string.';
  }
  return { query, variables: (variables ?? {}) as Record<string, unknown>, operationName: operationName ?? null };
}

/** Resolver crashes (database, bugs) are logged and reported without their internals. */
function maskInternal(error: GraphQLError): GraphQLError {
  const original = error.originalError;
  if (!original || original instanceof GraphQLError) return error;
  console.error('storefront resolver error:', original);
  return new GraphQLError('Internal error', { nodes: error.nodes, path: error.path, extensions: { code: 'INTERNAL_SERVER_ERROR' } });
}

/**
 * `POST /<version>/graphql.json`: access-token check, parse and validate (cached per query text),
 * cost and depth limits, then graphql-js execution. Requests the executor cannot start (bad syntax,
 * invalid fields, bad variables) are 400; field-level failures stay 200 with `errors`, as on Shopify.
 */
export function storefrontRoute(options: StorefrontRouteOptions): RequestHandler {
  const cache = new Map<string, Parsed>();
  const prepare = (query: string): Parsed => {
    const hit = cache.get(query);
    if (hit) return hit;
    let parsed: Parsed;
    try {
      const document = parse(query, { maxTokens: 5000 });
      const errors = validate(options.schema, document);
      parsed = errors.length > 0 ? { errors } : { document };
    } catch (error) {
      if (!(error instanceof GraphQLError)) throw error;
      parsed = { errors: [error] };
    }
    if (cache.size >= CACHE_LIMIT) cache.clear();
    cache.set(query, parsed);
    return parsed;
  };

  return async (req, res) => {
    if (!tokenMatches(req.get('x-shopify-storefront-access-token'), options.accessToken)) {
      sendErrors(res, 401, [{ message: 'Invalid or missing Storefront access token.', extensions: { code: 'UNAUTHORIZED' } }]);
      return;
    }
    const body = readBody(req);
    if (typeof body === 'string') return sendErrors(res, 400, [{ message: body, extensions: { code: 'BAD_REQUEST' } }]);
    const parsed = prepare(body.query);
    if ('errors' in parsed) return sendErrors(res, 400, parsed.errors);
    const operation = getOperationAST(parsed.document, body.operationName);
    if (!operation) {
      return sendErrors(res, 400, [{ message: 'Choose one operation with "operationName".', extensions: { code: 'BAD_REQUEST' } }]);
    }
    const measure = measureOperation(options.schema, parsed.document, operation, body.variables);
    if (measure.depth > MAX_QUERY_DEPTH) {
      return sendErrors(res, 400, [
        { message: `Query depth ${measure.depth} exceeds the limit of ${MAX_QUERY_DEPTH}.`, extensions: { code: 'MAX_DEPTH_EXCEEDED' } },
      ]);
    }
    if (measure.cost > MAX_QUERY_COST) {
      return sendErrors(res, 400, [
        {
          message: `Query cost is ${measure.cost}, which exceeds the single query max cost limit (${MAX_QUERY_COST}).`,
          extensions: { code: 'MAX_COST_EXCEEDED', cost: measure.cost, maxCost: MAX_QUERY_COST },
        },
      ]);
    }
    const origin = options.publicUrl ?? requestOrigin(req);
    const result = await execute({
      schema: options.schema,
      document: parsed.document,
      variableValues: body.variables,
      operationName: body.operationName,
      contextValue: createContext(options.db, options.carts, origin, `${origin}${req.baseUrl}/images/`, options.customers, req.ip ?? req.socket.remoteAddress ?? 'unknown'),
    });
    const errors = result.errors?.map(maskInternal);
    res.status(result.data === undefined ? 400 : 200).json(errors ? { ...result, errors } : result);
  };
}
