/**
 * cartLinesAdd under load: starts the API (src/main.ts) in a child process on loopback, creates one
 * cart per connection, then keeps 50 connections busy adding lines for ~10 s (or 200 000 requests)
 * and prints p50/p99 latency and throughput — on SQLite, and on PostgreSQL when it is reachable.
 * Run: pnpm --filter @site/api bench   (env: BENCH_SECONDS, BENCH_CONNECTIONS, DATABASE_URL_PG)
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { closeDatabase, createDatabase, migrate, seed } from '../src/index';
import { CART_CREATE, LINES_ADD } from '../src/test-support/cart-operations';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const MAX_REQUESTS = 200_000;
const TOKEN = 'bench-storefront-token';
const PG_BASE = process.env.DATABASE_URL_PG ?? 'postgres://postgres@127.0.0.1:5432/test';
const VARIANTS = [2001, 2002, 2003, 2004, 2005, 2006, 2007, 2008, 2009, 2010, 2011, 2012, 2112, 2212, 2312, 2013, 2014];

async function prepare(url: string): Promise<void> {
  const db = createDatabase(url);
  await migrate(db);
  await seed(db);
  // Enough stock that the benchmark measures adding, not running out.
  await db.updateTable('variants').set({ stock: 1_000_000 }).execute();
  await closeDatabase(db);
}

function startServer(url: string): Promise<{ child: ChildProcess; endpoint: string }> {
  const child = spawn(process.execPath, [...(process.env.BENCH_SERVER_ARGS?.split(' ').filter(Boolean) ?? []), '--import', 'tsx', path.join(__dirname, '../src/main.ts')], {
    env: { ...process.env, DATABASE_URL: url, API_PORT: '0', STOREFRONT_ACCESS_TOKEN: TOKEN },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`API exited early (${code})`)));
    child.stdout?.on('data', (chunk: Buffer) => {
      const match = /listening on (http:\/\/[0-9.:]+)\/api/.exec(chunk.toString());
      if (match?.[1]) resolve({ child, endpoint: `${match[1]}/api/2024-04/graphql.json` });
    });
  });
}

// Plain keep-alive http rather than fetch: the load generator shares the machine with the server,
// and the lighter client leaves more CPU to the thing being measured.
const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });

function gql(endpoint: string, query: string, variables: object): Promise<{ ok: boolean; body: Record<string, unknown> }> {
  const payload = JSON.stringify({ query, variables });
  return new Promise((resolve, reject) => {
    const request = http.request(
      endpoint,
      {
        method: 'POST',
        agent,
        headers: {
          'Content-Type': 'application/json',
          'Content-Length': Buffer.byteLength(payload),
          'X-Shopify-Storefront-Access-Token': TOKEN,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (c: Buffer) => chunks.push(c));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({ ok: response.statusCode === 200 && !text.includes('"userErrors":[{'), body: JSON.parse(text) as Record<string, unknown> });
        });
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

async function run(label: string, url: string): Promise<void> {
  await prepare(url);
  const { child, endpoint } = await startServer(url);
  try {
    const carts: string[] = [];
    for (let i = 0; i < CONNECTIONS; i++) {
      const { body } = await gql(endpoint, CART_CREATE, { input: { buyerIdentity: { countryCode: 'GB' } } });
      const id = (body.data as { cartCreate: { cart: { id: string } } }).cartCreate.cart.id;
      carts.push(id);
    }
    const latencies: number[] = [];
    let failures = 0;
    let issued = 0;
    const warmUntil = performance.now() + 1000;
    let start = 0;
    const deadline = () => start > 0 && performance.now() - start >= SECONDS * 1000;
    const worker = async (cartId: string, n: number) => {
      for (let i = n; !deadline() && issued < MAX_REQUESTS; i++) {
        const variant = VARIANTS[i % VARIANTS.length];
        const t0 = performance.now();
        const { ok } = await gql(endpoint, LINES_ADD, { cartId, lines: [{ merchandiseId: `gid://shopify/ProductVariant/${variant}`, quantity: 1 }] });
        const t1 = performance.now();
        if (t0 < warmUntil) continue;
        if (start === 0) start = t0;
        issued++;
        latencies.push(t1 - t0);
        if (!ok) failures++;
      }
    };
    await Promise.all(carts.map((id, n) => worker(id, n)));
    const elapsed = (performance.now() - start) / 1000;
    latencies.sort((a, b) => a - b);
    console.log(
      `${label.padEnd(10)} requests=${latencies.length} errors=${failures} ` +
        `p50=${percentile(latencies, 50).toFixed(2)}ms p99=${percentile(latencies, 99).toFixed(2)}ms ` +
        `max=${(latencies.at(-1) ?? NaN).toFixed(2)}ms throughput=${(latencies.length / elapsed).toFixed(0)} req/s`,
    );
  } finally {
    agent.destroy();
    child.kill('SIGTERM');
  }
}

async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: PG_BASE });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

async function main(): Promise<void> {
  console.log(`cartLinesAdd, ${CONNECTIONS} connections, ${SECONDS}s per database (1 s warm-up not counted)`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-bench-'));
  try {
    await run('sqlite', `file:${path.join(dir, 'bench.sqlite')}`);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  if (!(await postgresReachable())) {
    console.log('postgres   skipped (not reachable)');
    return;
  }
  const schema = `api_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: PG_BASE });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  try {
    const url = new URL(PG_BASE);
    url.searchParams.set('schema', schema);
    await run('postgres', url.toString());
  } finally {
    await admin.query(`drop schema ${schema} cascade`);
    await admin.end();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
