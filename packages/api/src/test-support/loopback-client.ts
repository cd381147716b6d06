import http from 'node:http';

/*
 * Test requests from a loopback address of the test's choosing: all of 127.0.0.0/8 reaches a
 * server on 127.0.0.1, so per-address limits are tested through the real peer address (what the
 * API counts by), never through a header it must not trust.
 */

let next = 0;
/** A loopback address no other request of this process used. */
export function loopback(): string {
  next += 1;
  return `127.${(process.pid % 200) + 20}.${Math.floor(next / 250) % 250}.${(next % 250) + 1}`;
}

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: unknown;
}

/** POSTs `body` as JSON to `path` on 127.0.0.1:`port`, from `from`. */
export function post(port: number, path: string, body: unknown, from: string): Promise<Answer> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        localAddress: from,
        agent: false,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          try {
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body: JSON.parse(text) });
          } catch {
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text });
          }
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/**
 * A GraphQL answer or variables as the API tests read and write them: any field, at any depth,
 * without a type of each query's answer. The one place the tests allow `any`.
 */
export type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** The whole answer (status, data, errors) of one GraphQL request to /graphql, from `from`. */
export async function graphqlAnswer(port: number, query: string, variables: Json, from: string) {
  const answer = await post(port, '/graphql', { query, variables }, from);
  return { status: answer.status, ...(answer.body as { data?: Json; errors?: Json[] }) };
}

/** The data of one GraphQL request to /graphql, from a fresh loopback address unless told; errors throw. */
export async function graphqlData(
  port: number,
  query: string,
  variables: Json = {},
  from = loopback(),
): Promise<Json> {
  const answer = await graphqlAnswer(port, query, variables, from);
  if (answer.errors) throw new Error(JSON.stringify(answer.errors));
  return answer.data as Json;
}
