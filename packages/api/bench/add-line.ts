/**
 * cartLinesAdd under load: starts the API (src/main.ts) in a child process on loopback, creates one
 * cart per connection, then keeps 50 connections busy adding lines for ~10 s (or 200 000 requests)
 * and prints p50/p99 latency, throughput and the server's CPU per request — on SQLite, on PostgreSQL
 * when it is reachable, and against bench/floor-server.ts (the same request with no framework at all),
 * which shows how much of the latency this machine imposes on any server. The load comes from bare
 * keep-alive sockets (raw-http.ts); afterwards the carts' quantities are checked against the adds.
 * Run: pnpm --filter @site/api bench   (env: BENCH_SECONDS, BENCH_CONNECTIONS, DATABASE_URL_PG)
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { closeDatabase, createDatabase, migrate, seed } from '../src/index';
import { CART_CREATE, CART_QUERY, LINES_ADD } from '../src/test-support/cart-operations';
import { RawConnection, postRequest } from './raw-http';

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

function startServer(url: string, script = '../src/main.ts'): Promise<{ child: ChildProcess; endpoint: string }> {
  const child = spawn(process.execPath, [...(process.env.BENCH_SERVER_ARGS?.split(' ').filter(Boolean) ?? []), '--import', 'tsx', path.join(__dirname, script)], {
    env: { ...process.env, DATABASE_URL: url, API_PORT: '0', STOREFRONT_ACCESS_TOKEN: TOKEN, BENCH_VARIANTS: VARIANTS.join(',') },
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

/** One GraphQL request over a connection; `ok` means HTTP 200 and no user errors. */
async function gql(
  connection: RawConnection,
  endpoint: URL,
  query: string,
  variables: object,
): Promise<{ ok: boolean; text: string }> {
  const bytes = postRequest(endpoint.host, endpoint.pathname, { 'X-Shopify-Storefront-Access-Token': TOKEN }, JSON.stringify({ query, variables }));
  const { status, body } = await connection.send(bytes);
  return { ok: status === 200 && !body.includes('"errors":') && !body.includes('"userErrors":[{'), text: body };
}

/** User + system CPU the server process has used so far (Linux /proc; NaN elsewhere). */
function serverCpuMs(child: ChildProcess): number {
  try {
    const fields = fs.readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime + stime, in clock ticks of 10 ms
  } catch {
    return NaN;
  }
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

async function run(label: string, databaseUrl: string | null): Promise<void> {
  if (databaseUrl) await prepare(databaseUrl);
  const { child, endpoint } = await startServer(databaseUrl ?? '', databaseUrl ? '../src/main.ts' : 'floor-server.ts');
  const url = new URL(endpoint);
  const connections = Array.from({ length: CONNECTIONS }, () => new RawConnection(url.hostname, Number(url.port)));
  try {
    const carts: string[] = [];
    for (const connection of connections) {
      const { text } = await gql(connection, url, CART_CREATE, { input: { buyerIdentity: { countryCode: 'GB' } } });
      carts.push((JSON.parse(text) as { data: { cartCreate: { cart: { id: string } } } }).data.cartCreate.cart.id);
    }
    const latencies: number[] = [];
    let failures = 0;
    let added = 0;
    const warmUntil = performance.now() + 1000;
    let start = 0;
    const deadline = () => start > 0 && performance.now() - start >= SECONDS * 1000;
    const worker = async (connection: RawConnection, cartId: string, n: number) => {
      for (let i = n; !deadline() && latencies.length < MAX_REQUESTS; i++) {
        const variant = VARIANTS[i % VARIANTS.length];
        const t0 = performance.now();
        const { ok } = await gql(connection, url, LINES_ADD, {
          cartId,
          lines: [{ merchandiseId: `gid://shopify/ProductVariant/${variant}`, quantity: 1 }],
        });
        const t1 = performance.now();
        if (ok) added++;
        if (t0 < warmUntil) continue;
        if (start === 0) start = t0;
        latencies.push(t1 - t0);
        if (!ok) failures++;
      }
    };
    let cpuAtStart = 0;
    const cpuTimer = setTimeout(() => (cpuAtStart = serverCpuMs(child)), 1000);
    await Promise.all(carts.map((id, n) => worker(connections[n]!, id, n)));
    clearTimeout(cpuTimer);
    const elapsed = (performance.now() - start) / 1000;
    const cpuPerRequest = (serverCpuMs(child) - cpuAtStart) / latencies.length;
    // Every add that answered without errors must be in a cart: the carts' quantities add up to them.
    let stored = 0;
    for (const [n, cartId] of carts.entries()) {
      const { text } = await gql(connections[n]!, url, CART_QUERY, { id: cartId });
      stored += (JSON.parse(text) as { data: { cart: { totalQuantity: number } } }).data.cart.totalQuantity;
    }
    latencies.sort((a, b) => a - b);
    console.log(
      `${label.padEnd(10)} requests=${latencies.length} errors=${failures} ` +
        `p50=${percentile(latencies, 50).toFixed(2)}ms p99=${percentile(latencies, 99).toFixed(2)}ms ` +
        `max=${(latencies.at(-1) ?? NaN).toFixed(2)}ms throughput=${(latencies.length / elapsed).toFixed(0)} req/s ` +
        `server-cpu=${cpuPerRequest.toFixed(3)}ms/req`,
    );
    if (stored !== added) throw new Error(`${added} adds succeeded but the carts hold ${stored} items`);
  } finally {
    for (const connection of connections) connection.close();
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
  // The same load against bench/floor-server.ts: what this machine gives a server that does nothing else.
  await run('floor', null);
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
