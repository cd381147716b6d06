import type { IncomingMessage, ServerResponse } from 'node:http';
import type { StorefrontAnswer } from './graphql-route';

/** The largest body the fast path reads; Express's parsers (and their 413) take anything larger. */
export const FAST_BODY_LIMIT = 100 * 1024;

export interface FastPathOptions {
  answer: StorefrontAnswer;
  versions: readonly string[];
  /** Headers every Storefront answer carries (CORS). */
  headers: Record<string, string>;
}

/** Reads `/<version>/graphql.json` (query string ignored) and answers whether it names a served version. */
function servedPath(url: string, versions: readonly string[]): boolean {
  const end = url.indexOf('?');
  const path = end < 0 ? url : url.slice(0, end);
  if (
    !path.endsWith('/graphql.json') ||
    path.indexOf('/', 1) !== path.length - '/graphql.json'.length
  )
    return false;
  return versions.includes(path.slice(1, path.length - '/graphql.json'.length));
}

/**
 * Which body kind the fast path reads, or null to leave the request to Express: only the plain cases
 * (JSON or GraphQL text in UTF-8, no content encoding, a Content-Length within the limit). Everything
 * else keeps body-parser's exact behaviour (inflation, charsets, 413, 415).
 */
function plainBody(req: IncomingMessage): 'json' | 'graphql' | null {
  const { headers } = req;
  const encoding = headers['content-encoding'];
  if (encoding !== undefined && encoding.toLowerCase() !== 'identity') return null;
  if (headers['transfer-encoding'] !== undefined) return null;
  const length = Number(headers['content-length']);
  if (!Number.isInteger(length) || length <= 0 || length > FAST_BODY_LIMIT) return null;
  const [type = '', ...params] = (headers['content-type'] ?? '').toLowerCase().split(';');
  if (params.some((p) => !/^\s*charset\s*=\s*"?utf-8"?\s*$/.test(p))) return null;
  const media = type.trim();
  return media === 'application/json' ? 'json' : media === 'application/graphql' ? 'graphql' : null;
}

/** body-parser's strict JSON: an object or array at the top, else a malformed body. */
function parseStrictJson(text: string): { ok: true; value: unknown } | { ok: false } {
  const first = /^[ \t\n\r]*(.)/.exec(text)?.[1];
  if (first !== '{' && first !== '[') return { ok: false };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

/** The body as UTF-8 text, without a byte-order mark (body-parser's decoder drops it too). */
function readText(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.once('end', () => {
      const text =
        chunks.length === 1 ? chunks[0]!.toString('utf8') : Buffer.concat(chunks).toString('utf8');
      resolve(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
    });
    req.once('error', reject);
  });
}

function sendMalformed(res: ServerResponse): void {
  const message = 'The request body is not valid JSON.';
  res.statusCode = 400;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.end(JSON.stringify({ error: 'malformed_json', message, errors: [{ message }] }));
}

/** The same 500 the API's Express error handler gives, for requests answered outside Express. */
function sendInternalError(res: ServerResponse, error: unknown): void {
  console.error('api error:', error);
  if (res.headersSent) return void res.destroy();
  const message = 'Something went wrong on our side.';
  res.statusCode = 500;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.end(JSON.stringify({ error: 'internal_error', message, errors: [{ message }] }));
}

export interface StorefrontFastPath {
  /** Express middleware, first in the API's router: `req.url` is below the mount, `req.baseUrl` the mount. */
  middleware(
    req: IncomingMessage & { baseUrl?: string },
    res: ServerResponse,
    next: (error?: unknown) => void,
  ): void;
  /**
   * For a plain Node server in front of Express (src/main.ts): answers a request for
   * `<mountPath>/<version>/graphql.json` and returns true, or returns false and leaves it alone.
   */
  serve(req: IncomingMessage, res: ServerResponse, mountPath: string): boolean;
}

/**
 * The Storefront route without Express's per-request work (routing layers, body-parser, type-is,
 * raw-body, the request and response prototypes): it answers plain `POST /<version>/graphql.json`
 * requests itself and passes everything else on. The answers are the ones the Express route gives.
 */
export function storefrontFastPath(options: FastPathOptions): StorefrontFastPath {
  /** Starts answering and returns true, or returns false when the request is not one it takes. */
  const take = (
    req: IncomingMessage,
    res: ServerResponse,
    path: string,
    baseUrl: string,
    fail: (error: unknown) => void,
  ): boolean => {
    const kind =
      req.method === 'POST' && servedPath(path, options.versions) ? plainBody(req) : null;
    if (!kind) return false;
    for (const name in options.headers) res.setHeader(name, options.headers[name]!);
    readText(req)
      .then((text) => {
        if (kind === 'graphql') return options.answer(req, res, { query: text }, baseUrl);
        const parsed = parseStrictJson(text);
        if (!parsed.ok) return sendMalformed(res);
        return options.answer(req, res, parsed.value, baseUrl);
      })
      .catch(fail);
    return true;
  };
  return {
    middleware(req, res, next) {
      if (!take(req, res, req.url ?? '', req.baseUrl ?? '', next)) next();
    },
    serve(req, res, mountPath) {
      const url = req.url ?? '';
      if (!url.startsWith(mountPath) || url.charCodeAt(mountPath.length) !== 47 /* / */)
        return false;
      return take(req, res, url.slice(mountPath.length), mountPath, (error) =>
        sendInternalError(res, error),
      );
    },
  };
}
