import express, { type Request, type Router } from 'express';
import { execute, GraphQLError } from 'graphql';
import { parseGid } from '../commerce/gid';
import type { CustomerService } from '../customer/customer-service';
import type { Db } from '../db/database';
import { type CostBudget, spendCostBudget } from '../security/graphql-budget';
import { createDocumentGate } from './document-gate';
import { createProductSchema, type ProductGraphqlArea } from './schema';
import { resolveSession, SESSION_HEADER } from './session-header';
import { SessionStore } from './session-store';
import type { ThrottleStore } from '../security/throttle';

export interface ProductGraphqlOptions {
  db: Db;
  /** The same service the storefront API uses, so one access token works on both. */
  customers: CustomerService;
  now?: () => number;
  /** What the areas add (giving, tours, …), registered by the composition root (compose/product-graphql.ts). */
  areas: readonly ProductGraphqlArea[];
  /** The shared throttle store (database or Redis) every per-client limit counts in, the cost budget too. */
  throttles?: ThrottleStore;
  /** Answer `__schema` and `__type`: only in development (createApiFromEnv); off unless said. */
  introspection?: boolean;
  /** Each client's cost budget (DEFAULT_COST_BUDGET unless given; tests give smaller ones). */
  costBudget?: CostBudget;
}

/**
 * Cost points a client address (an IPv6 /64) may spend per minute. The site's heaviest page asks
 * for about 650 (the bookings page: myTourBookings, cost 631, plus the policy, 11); the giving pages
 * 20–400, a booking step 22–40 (query-limits.test.ts measures the pages' documents). 30,000 is the
 * heaviest page reloaded every two seconds, or several visitors behind one address, and still only
 * 30 documents of the per-document maximum (MAX_COST) a minute.
 */
export const DEFAULT_COST_BUDGET: CostBudget = { cost: 30_000, windowMs: 60_000 };

export const DEFAULT_CURRENCY = 'GBP';
const ISO_CURRENCIES = new Set(Intl.supportedValuesOf('currency'));

type Body = { query: string; variables: Record<string, unknown>; operationName: string | null };

function readBody(body: unknown): Body | string {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return 'The request body must be a JSON object.';
  const { query, variables, operationName } = body as Record<string, unknown>;
  if (typeof query !== 'string' || query.trim() === '')
    return 'The request body needs a "query" string.';
  if (variables != null && (typeof variables !== 'object' || Array.isArray(variables)))
    return '"variables" must be an object.';
  if (operationName != null && typeof operationName !== 'string')
    return '"operationName" must be a string.';
  return {
    query,
    variables: (variables ?? {}) as Record<string, unknown>,
    operationName: operationName ?? null,
  };
}

function readCurrency(req: Request): string | null {
  const raw = req.query.currency;
  if (raw === undefined) return DEFAULT_CURRENCY;
  if (typeof raw !== 'string') return null;
  const code = raw.trim().toUpperCase();
  return ISO_CURRENCIES.has(code) ? code : null;
}

/** `Bearer <token>` → the token; absent → null; anything else → undefined (malformed). */
function readBearer(req: Request): string | null | undefined {
  const value = req.get('authorization');
  if (value === undefined || value.trim() === '') return null;
  const match = /^Bearer ([\x21-\x7e]{1,200})$/.exec(value.trim());
  return match?.[1];
}

/** The product GraphQL (spec §7.1) of the given areas; the site's is compose/product-graphql.ts's. */
export function createProductGraphqlHost(options: ProductGraphqlOptions): Router {
  const schema = createProductSchema(options.areas);
  // The areas' context entries (their services) are the same for every request.
  const areaContext = Object.assign({}, ...options.areas.map((area) => area.context)) as Record<
    string,
    unknown
  >;
  const sessions = new SessionStore(options.db, options.now);
  const budget = options.costBudget ?? DEFAULT_COST_BUDGET;
  const gate = createDocumentGate(schema, { introspection: options.introspection === true });

  const router = express.Router();
  router.post('/', express.json({ limit: '100kb' }), async (req, res) => {
    res.set('Cache-Control', 'no-store');
    const fail = (status: number, message: string, code: string) =>
      void res.status(status).json({ errors: [{ message, extensions: { code } }] });
    const currency = readCurrency(req);
    if (currency === null)
      return fail(400, 'currency must be an ISO 4217 code such as GBP.', 'BAD_REQUEST');
    const bearer = readBearer(req);
    if (bearer === undefined)
      return fail(400, 'Authorization must be "Bearer <customer access token>".', 'BAD_REQUEST');
    const body = readBody(req.body);
    if (typeof body === 'string') return fail(400, body, 'BAD_REQUEST');
    const gated = gate(body.query, body.variables, body.operationName);
    if (!gated.ok)
      return void res.status(400).json({ errors: gated.errors.map((e) => e.toJSON()) });
    const { document, cost } = gated;
    const clientAddress = req.socket.remoteAddress ?? 'unknown';
    if (options.throttles) {
      const spent = await spendCostBudget(
        options.throttles,
        'graphql-cost',
        clientAddress,
        cost,
        budget,
        options.now,
      );
      if (!spent.ok) {
        res.set('Retry-After', String(spent.retryAfterSeconds));
        return fail(
          429,
          `Too much asked of this API from your address: over ${budget.cost} cost points a minute. Try again in ${spent.retryAfterSeconds} s.`,
          'THROTTLED',
        );
      }
    }

    const customer = bearer === null ? null : await options.customers.customer(bearer);
    const customerId = customer ? (parseGid(customer.id, 'Customer')?.id ?? null) : null;
    const session = await resolveSession(
      sessions,
      req.get(SESSION_HEADER),
      customer,
      customerId,
      currency,
    );
    const result = await execute({
      schema,
      document,
      variableValues: body.variables,
      operationName: body.operationName,
      contextValue: {
        ...areaContext,
        customer,
        session,
        currency,
        customerId,
        clientAddress,
      },
    });
    // Set after the operation ran: a resolver may have begun the session.
    const header = session.header();
    if (header !== null) res.set(SESSION_HEADER, header);
    if (result.errors)
      for (const e of result.errors)
        if (e.originalError && !(e.originalError instanceof GraphQLError))
          console.error('graphql:', e.originalError);
    res.status(result.data ? 200 : 400).json(result);
  });
  router.all(
    '/',
    (_req, res) =>
      void res
        .set('Allow', 'POST')
        .status(405)
        .json({ errors: [{ message: 'Use POST.' }] }),
  );
  router.use(((error, _req, res, next) => {
    if (res.headersSent) return next(error);
    // body-parser says what was wrong with a body it could not read (400 unreadable, 413 too
    // large, 415 an encoding or charset it does not support); anything else is ours: 500.
    const given = typeof error?.status === 'number' ? (error.status as number) : 500;
    const status = given >= 400 && given < 500 ? given : 500;
    if (status === 500) console.error('graphql error:', error);
    const message =
      status === 500
        ? 'Internal error'
        : status === 415
          ? 'The request body is in an encoding or charset this API does not read; send UTF-8 JSON.'
          : 'The request body is not valid JSON or is too large.';
    res.status(status).json({ errors: [{ message }] });
  }) as express.ErrorRequestHandler);
  return router;
}
