import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import { securityDataDir } from './paths';

// Requests go out from a loopback address of the test's choosing (all of 127.0.0.0/8 reaches the
// server), so per-address throttles can be tested without a proxy header the server must not trust.
export const port = Number(process.env.SECURITY_PORT ?? 4320);
export const origin = `http://localhost:${port}`;
export const STOREFRONT_PATH = '/api/2024-04/graphql.json';
export const STOREFRONT_TOKEN = 'dev-storefront-access-token';

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
  json<T = unknown>(): T;
}

export interface RequestOptions {
  method?: string;
  headers?: Record<string, string>;
  timeoutMs?: number;
  /** Another server than the suite's (a spec that starts its own processes). */
  port?: number;
}

let next = 0;
/** A loopback address no other test in this run uses (worker index and a counter pick it). */
export function freshAddress(): string {
  const worker = Number(process.env.TEST_WORKER_INDEX ?? 0) % 200;
  next += 1;
  return `127.${10 + worker}.${Math.floor(next / 250) % 250}.${(next % 250) + 1}`;
}

/** One request as given (no Content-Type added, the path unnormalised), from `address`. */
export function send(
  address: string,
  pathAndQuery: string,
  body: string | Buffer | undefined,
  options: RequestOptions,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: options.port ?? port,
        localAddress: address,
        path: pathAndQuery,
        method: options.method ?? (body === undefined ? 'GET' : 'POST'),
        headers: {
          ...(body === undefined ? {} : { 'content-length': Buffer.byteLength(body) }),
          ...options.headers,
        },
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            text,
            json: <T>() => JSON.parse(text) as T,
          });
        });
        res.on('error', reject);
      },
    );
    req.setTimeout(options.timeoutMs ?? 30_000, () =>
      req.destroy(
        new Error(`no answer to ${pathAndQuery} within ${options.timeoutMs ?? 30_000} ms`),
      ),
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** A client bound to one source address: `get`, `post` (JSON unless the body is a string), and both GraphQL APIs. */
export function siteClient(address: string = freshAddress()) {
  return {
    address,
    get: (pathAndQuery: string, options: RequestOptions = {}) =>
      send(address, pathAndQuery, undefined, options),
    post: (pathAndQuery: string, body: unknown, options: RequestOptions = {}) =>
      send(
        address,
        pathAndQuery,
        typeof body === 'string' || Buffer.isBuffer(body) ? body : JSON.stringify(body),
        {
          ...options,
          headers: { 'content-type': 'application/json', ...options.headers },
        },
      ),
    /** The Storefront API (`/api/2024-04/graphql.json`) with the public token. */
    storefront: (
      query: string,
      variables: Record<string, unknown> = {},
      options: RequestOptions = {},
    ) =>
      send(address, STOREFRONT_PATH, JSON.stringify({ query, variables }), {
        ...options,
        headers: {
          'content-type': 'application/json',
          'x-shopify-storefront-access-token': STOREFRONT_TOKEN,
          ...options.headers,
        },
      }),
    /** The product GraphQL (`/graphql`). */
    productGraphql: (
      query: string,
      variables: Record<string, unknown> = {},
      options: RequestOptions = {},
    ) =>
      send(address, '/graphql', JSON.stringify({ query, variables }), {
        ...options,
        headers: { 'content-type': 'application/json', ...options.headers },
      }),
  };
}
export type SiteClient = ReturnType<typeof siteClient>;

export interface Mail {
  file: string;
  to: string;
  subject: string;
  text: string;
}

/** Every mail the server has written to its outbox, oldest first, read from the files. */
export function readOutbox(): Mail[] {
  const dir = path.join(securityDataDir, 'outbox');
  let names: string[] = [];
  try {
    names = fs
      .readdirSync(dir)
      .filter((n) => n.endsWith('.eml'))
      .sort();
  } catch {
    return [];
  }
  return names.map((file) => {
    const raw = fs.readFileSync(path.join(dir, file), 'utf8');
    const split = raw.indexOf('\r\n\r\n');
    const head = raw.slice(0, split);
    const get = (name: string) => new RegExp(`^${name}: (.*)$`, 'mi').exec(head)?.[1]?.trim() ?? '';
    return { file, to: get('To'), subject: get('Subject'), text: raw.slice(split + 4) };
  });
}

/** Waits until a mail to `to` arrives that `matches`, and returns it (mail leaves in the background). */
export async function waitForMail(
  to: string,
  matches: (mail: Mail) => boolean = () => true,
  timeoutMs = 10_000,
): Promise<Mail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = readOutbox().find((m) => m.to === to && matches(m));
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** A unique e-mail address for one test. */
export function freshEmail(label = 'visitor'): string {
  return `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.org`;
}
