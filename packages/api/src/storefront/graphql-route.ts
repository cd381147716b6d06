import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import { compileQuery, type CompiledQuery, isCompiledQuery } from 'graphql-jit';
import {
  type DocumentNode,
  type ExecutionResult,
  getOperationAST,
  GraphQLError,
  type GraphQLSchema,
  parse,
  validate,
} from 'graphql';
import type { CartService } from '../cart/cart-service';
import type { CustomerService } from '../customer/customer-service';
import type { Db } from '../db/database';
import { repeatedMutations, tooDeep } from '../security/single-mutations';
import { createContext } from './context';
import { documentNesting, MAX_DOCUMENT_NESTING } from './document-nesting';
import {
  MAX_QUERY_COST,
  MAX_QUERY_DEPTH,
  MAX_QUERY_FIELDS,
  measureOperation,
  type QueryMeasure,
} from './query-cost';

export interface StorefrontRouteOptions {
  db: Db;
  carts: CartService;
  schema: GraphQLSchema;
  accessToken: string;
  /** Origin of absolute URLs (mails, checkoutUrl); configured, never taken from a request. */
  publicUrl: string;
  customers: CustomerService;
}

/** A valid document, with its operations compiled to JavaScript on first use (graphql-jit). */
type Parsed =
  | { document: DocumentNode; compiled: Map<string | null, CompiledQuery | ExecutionResult> }
  | { errors: readonly GraphQLError[] };

const CACHE_LIMIT = 200;

function tokenMatches(given: string | undefined, expected: string): boolean {
  if (given === undefined) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** JSON without Express's ETag: every answer here is computed for one request and never revalidated. */
function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.end(JSON.stringify(body));
}

function sendErrors(
  res: ServerResponse,
  status: number,
  errors: readonly GraphQLError[] | { message: string; extensions?: object }[],
): void {
  sendJson(res, status, {
    errors: errors.map((e) => (e instanceof GraphQLError ? e.toJSON() : e)),
  });
}

/** The operation compiled once per document and operation name; a compile failure is kept as its errors. */
function compiledOperation(
  schema: GraphQLSchema,
  parsed: Extract<Parsed, { document: DocumentNode }>,
  operationName: string | null,
) {
  let compiled = parsed.compiled.get(operationName);
  if (!compiled) {
    compiled = compileQuery(schema, parsed.document, operationName ?? undefined);
    parsed.compiled.set(operationName, compiled);
  }
  return compiled;
}

function readBody(
  body: unknown,
): { query: string; variables: Record<string, unknown>; operationName: string | null } | string {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return 'The request body must be a JSON object.';
  const { query, variables, operationName } = body as Record<string, unknown>;
  if (typeof query !== 'string' || query.trim() === '')
    return 'The request body needs a "query" string.';
  if (
    variables !== undefined &&
    variables !== null &&
    (typeof variables !== 'object' || Array.isArray(variables))
  ) {
    return '"variables" must be an object.';
  }
  if (operationName !== undefined && operationName !== null && typeof operationName !== 'string') {
    return '"operationName" must be a string.';
  }
  return {
    query,
    variables: (variables ?? {}) as Record<string, unknown>,
    operationName: operationName ?? null,
  };
}

/** Resolver crashes (database, bugs) are logged and reported without their internals. */
function maskInternal(error: GraphQLError): GraphQLError {
  const original = error.originalError;
  if (!original || original instanceof GraphQLError) return error;
  console.error('storefront resolver error:', original);
  return new GraphQLError('Internal error', {
    nodes: error.nodes,
    path: error.path,
    extensions: { code: 'INTERNAL_SERVER_ERROR' },
  });
}

/** What the answer needs of a request: its headers, its peer, and where the API is mounted. */
export type StorefrontRequest = Pick<IncomingMessage, 'headers' | 'socket'>;

/** Answers one Storefront request whose body is already read (JSON object, or `{ query }` for GraphQL text). */
export type StorefrontAnswer = (
  req: StorefrontRequest,
  res: ServerResponse,
  body: unknown,
  baseUrl: string,
) => Promise<void>;

/**
 * The Storefront GraphQL answer: access-token check, parse and validate (cached per query text),
 * cost and depth limits, then graphql-jit execution. Requests the executor cannot start (bad syntax,
 * invalid fields, bad variables) are 400; field-level failures stay 200 with `errors`, as on Shopify.
 * Framework-free, so the Express route and the plain fast path (storefront-fast-path.ts) share it.
 */
export function storefrontAnswer(options: StorefrontRouteOptions): StorefrontAnswer {
  const cache = new Map<string, Parsed>();
  const prepare = (query: string): Parsed => {
    const hit = cache.get(query);
    if (hit) return hit;
    let parsed: Parsed;
    try {
      if (documentNesting(query) > MAX_DOCUMENT_NESTING)
        throw new GraphQLError(
          `The document nests brackets deeper than ${MAX_DOCUMENT_NESTING} levels.`,
        );
      const document = parse(query, { maxTokens: 5000 });
      const errors = validate(options.schema, document);
      parsed = errors.length > 0 ? { errors } : { document, compiled: new Map() };
    } catch (error) {
      const refused = tooDeep(error) ?? error;
      if (!(refused instanceof GraphQLError)) throw error;
      parsed = { errors: [refused] };
    }
    if (cache.size >= CACHE_LIMIT) cache.clear();
    cache.set(query, parsed);
    return parsed;
  };

  return async (req, res, rawBody, baseUrl) => {
    if (
      !tokenMatches(
        headerValue(req.headers['x-shopify-storefront-access-token']),
        options.accessToken,
      )
    ) {
      sendErrors(res, 401, [
        {
          message: 'Invalid or missing Storefront access token.',
          extensions: { code: 'UNAUTHORIZED' },
        },
      ]);
      return;
    }
    const body = readBody(rawBody);
    if (typeof body === 'string')
      return sendErrors(res, 400, [{ message: body, extensions: { code: 'BAD_REQUEST' } }]);
    const parsed = prepare(body.query);
    if ('errors' in parsed) return sendErrors(res, 400, parsed.errors);
    const operation = getOperationAST(parsed.document, body.operationName);
    if (!operation) {
      return sendErrors(res, 400, [
        {
          message: 'Choose one operation with "operationName".',
          extensions: { code: 'BAD_REQUEST' },
        },
      ]);
    }
    // Account, mail and password mutations run once per request, aliases or not (security/single-mutations.ts).
    const repeated = repeatedMutations(parsed.document, operation);
    if (repeated.length > 0) return sendErrors(res, 400, repeated);
    const refused = limitErrors(
      measureOperation(options.schema, parsed.document, operation, body.variables),
    );
    if (refused) return sendErrors(res, 400, [refused]);
    const origin = options.publicUrl;
    const compiled = compiledOperation(options.schema, parsed, body.operationName);
    if (!isCompiledQuery(compiled)) return sendErrors(res, 400, compiled.errors ?? []);
    const context = createContext(
      options.db,
      options.carts,
      origin,
      `${origin}${baseUrl}/images/`,
      options.customers,
      req.socket.remoteAddress ?? 'unknown',
    );
    const result = await compiled.query(undefined, context, body.variables);
    const errors = result.errors?.map(maskInternal);
    sendJson(res, result.data === undefined ? 400 : 200, errors ? { ...result, errors } : result);
  };
}

/** The error for an operation over the depth, field or cost limit, or null when it is within them. */
function limitErrors(measure: QueryMeasure): { message: string; extensions: object } | null {
  if (measure.depth > MAX_QUERY_DEPTH) {
    return {
      message: `Query depth ${measure.depth} exceeds the limit of ${MAX_QUERY_DEPTH}.`,
      extensions: { code: 'MAX_DEPTH_EXCEEDED' },
    };
  }
  if (measure.fields > MAX_QUERY_FIELDS) {
    return {
      message: `The query selects ${measure.fields} fields once its fragments are expanded, more than the limit of ${MAX_QUERY_FIELDS}.`,
      extensions: {
        code: 'MAX_FIELDS_EXCEEDED',
        fields: measure.fields,
        maxFields: MAX_QUERY_FIELDS,
      },
    };
  }
  if (measure.cost > MAX_QUERY_COST) {
    return {
      message: `Query cost is ${measure.cost}, which exceeds the single query max cost limit (${MAX_QUERY_COST}).`,
      extensions: { code: 'MAX_COST_EXCEEDED', cost: measure.cost, maxCost: MAX_QUERY_COST },
    };
  }
  return null;
}

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value.join(', ') : value;
}

/** `POST /<version>/graphql.json` behind Express's body parsers: the answer with `req.body`. */
export function storefrontRoute(answer: StorefrontAnswer): RequestHandler {
  return (req, res) => answer(req, res, req.body, req.baseUrl);
}
